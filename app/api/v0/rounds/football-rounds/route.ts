// GET /api/v0/rounds/football-rounds/?status=&ordering=&season_id= – rounds.
import { handle, methods } from "@/lib/api/handler";
import { rounds } from "@/lib/api/endpoints/rounds";
import { roundJson } from "@/lib/api/serializers/football";
import type { RoundStatus } from "@/lib/generated/prisma/enums";
import { listRounds } from "@/lib/server/football/list-rounds";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(rounds.list, async ({ query, locale }) => {
    const status = query.status?.split(",").map((s) => (s === "completed" ? "finished" : s) as RoundStatus);
    const newestFirst = query.ordering
      ? query.ordering === "-number"
      : status?.length === 1 && status[0] === "finished";
    const results = (await listRounds({ seasonId: query.season_id, status, order: newestFirst ? "desc" : "asc" })).map(
      (r) => roundJson(r, locale),
    );
    return { count: results.length, next: null, previous: null, results };
  }),
});
