// GET /api/v0/formations/global-formations/ – the formations.
import { handle, methods } from "@/lib/api/handler";
import { formations } from "@/lib/api/endpoints/formations";
import { formationJson } from "@/lib/api/serializers/football";
import { listFormations } from "@/lib/server/football/list-formations";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(formations, async () => (await listFormations()).map(formationJson)),
});
