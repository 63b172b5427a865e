// The API's HEAD checks of the caller's teams (docs/product.md section 7), composed from the teams use cases beside it:
// no game rule here.
import "server-only";
import { getUserTeams } from "./get-user-teams";
import { noTeamError } from "./team-errors";

/**
 * The HEAD checks of docs/product.md section 7: "live" (a live-season team exists), "played-this-season" (it
 * played a round), "played-any-round" (any team of the user ever played a round). 404 when not.
 */
export async function checkTeams(options: {
  userId: number;
  check: "live" | "played-this-season" | "played-any-round";
}) {
  const teams = await getUserTeams({
    userId: options.userId,
    seasonStatus: options.check === "played-any-round" ? undefined : "live",
  });
  const ok = options.check === "live" ? teams.length > 0 : teams.some((t) => t.roundsPlayed > 0);
  if (!ok) throw noTeamError();
  return { detail: "OK" };
}
