// HEAD, GET /api/v0/userteams/user-teams/check-live-season-user-team/ – 200, or 404 (docs/product.md section 7).
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { checkTeams } from "@/lib/server/teams/check-teams";

const check = handle(teams.checkLive, ({ user }) => checkTeams({ userId: user.id, check: "live" }));
export const { GET, POST, PUT, PATCH, DELETE, HEAD } = methods({ GET: check, HEAD: check });
