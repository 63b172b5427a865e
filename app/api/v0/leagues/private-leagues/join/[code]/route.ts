// POST /api/v0/leagues/private-leagues/join/{code}/ – join a private league by its code.
import { handle, methods } from "@/lib/api/handler";
import { privateLeague } from "@/lib/api/endpoints/leagues";
import { joinPrivateLeague } from "@/lib/server/leagues/join-private-league";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(privateLeague.join, ({ user, params }) => joinPrivateLeague({ userId: user.id, code: params.code })),
});
