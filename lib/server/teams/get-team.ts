// The signed-in user's team as it stands now (the next-round and transfers pages start from it).
import "server-only";
import { type TeamTarget, findOwnTeam, inTransaction } from "./team-access";
import { type TeamView, loadTeamView } from "./team-view";

/** Their live-season team, or `teamId` if it is theirs. */
export async function getTeam(options: TeamTarget): Promise<TeamView> {
  return inTransaction(undefined, async (tx) => loadTeamView(tx, await findOwnTeam(tx, options)));
}
