// GET /api/v0/footballteams/football-clubs/ – the clubs, by full name.
import { handle, methods } from "@/lib/api/handler";
import { clubs } from "@/lib/api/endpoints/footballteams";
import { clubJson } from "@/lib/api/serializers/football";
import { listClubs } from "@/lib/server/football/list-clubs";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(clubs, async () => (await listClubs()).map(clubJson)),
});
