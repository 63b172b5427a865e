// HEAD, GET /api/v0/userteams/user-teams/check-user-team-played-this-season/ – 200, or 404 (docs/product.md section 7).
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { checkTeams } from "@/lib/server/teams/check-teams";

const check = handle(teams.checkPlayedThisSeason, ({ user }) =>
  checkTeams({ userId: user.id, check: "played-this-season" }),
);
export const { GET, POST, PUT, PATCH, DELETE, HEAD } = methods({ GET: check, HEAD: check });
