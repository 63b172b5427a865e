// GET /api/v0/news/counters/ – the home page counters.
import { handle, methods } from "@/lib/api/handler";
import { news } from "@/lib/api/endpoints/news";
import { countersJson } from "@/lib/api/serializers/content";
import { getCounters } from "@/lib/server/content/get-counters";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(news.counters, async () => countersJson(await getCounters())),
});
