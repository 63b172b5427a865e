// GET /api/v0/leagues/private-leagues/{id}/head-to-head/table/ – a head-to-head league's table.
import { handle, methods } from "@/lib/api/handler";
import { privateLeague } from "@/lib/api/endpoints/leagues";
import { headToHeadTableJson } from "@/lib/api/serializers/head-to-head";
import { readHeadToHeadTable } from "@/lib/server/leagues/read-head-to-head-table";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(privateLeague.headToHeadTable, async ({ user, params }) =>
    headToHeadTableJson(await readHeadToHeadTable({ userId: user.id, leagueId: params.id })),
  ),
});
