// The next-round team page (spec section 2 "Next round team", section 7
// update-live-season-user-team): formation, pitch and bench places, bench priority, captain and
// vice-captain of the team's own 15, before the next deadline only. Players change by transfers.
import "server-only";
import { type TeamTarget, inTransaction, lockTeam, openRound } from "./team-access";
import { type TeamView, loadTeamView } from "./team-view";
import { type SquadInput, checkSquad, rearrangeSquad } from "./squad-input";

export async function updateTeam(options: TeamTarget & { squad: SquadInput; now?: Date }): Promise<TeamView> {
  const now = options.now ?? new Date();
  return inTransaction(undefined, async (tx) => {
    const { id, seasonId } = await lockTeam(tx, options);
    await openRound(tx, seasonId, now);
    const team = await tx.userTeam.findUniqueOrThrow({
      where: { id },
      include: { players: { select: { playerId: true } } },
    });
    const squad = await checkSquad(tx, options.squad, {
      playerIds: team.players.map((p) => p.playerId),
      bank: team.bank,
    });
    await rearrangeSquad(tx, id, squad);
    await tx.userTeam.update({ where: { id }, data: { formationId: squad.formationId, version: { increment: 1 } } });
    return loadTeamView(tx, id);
  });
}
