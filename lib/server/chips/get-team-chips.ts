// The chips of the caller's team (docs/design.md section 4 "Chips"): every chip the season offers, in each half, and
// which are available, played for the next round, played earlier or expired.
import "server-only";
import { gameState } from "../game-state";
import { type TeamTarget, readOwnTeam } from "../teams/team-access";
import { type TeamChips, teamChipsOf } from "./team-chips";

export async function getTeamChips(options: TeamTarget): Promise<TeamChips & { teamId: number }> {
  const { epoch, team } = await readOwnTeam(options);
  return { teamId: team.view.id, ...teamChipsOf(await gameState({ epoch }), team) };
}
