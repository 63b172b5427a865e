// The signed-in user's team as it stands now (the next-round and transfers pages start from it).
import "server-only";
import { type TeamTarget, readOwnTeam } from "./team-access";
import type { TeamView } from "./team-view";

/** Their live-season team, or `teamId` if it is theirs: one statement. */
export async function getTeam(options: TeamTarget): Promise<TeamView> {
  return (await readOwnTeam(options)).team.view;
}
