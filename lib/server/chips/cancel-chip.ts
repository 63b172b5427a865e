// Cancelling the Bench Boost or the Triple Captain played for the next deadline, before it (docs/design.md section 4
// "Chips"): the chip is available again. A Wildcard or a Free Hit cannot be cancelled.
import "server-only";
import type { Tx } from "@/lib/db";
import { type ChipKind, cancelRefusal } from "@/lib/game/chips";
import { gameState } from "../game-state";
import { type TeamTarget, inTransaction, openRound } from "../teams/team-access";
import { type TeamChips, teamChipsOf } from "./team-chips";
import { lockedTeamWithChips, refusalError } from "./chip-rows";

export async function cancelChip(
  options: TeamTarget & { chip: ChipKind; now?: Date; tx?: Tx },
): Promise<TeamChips & { teamId: number }> {
  const now = options.now ?? new Date();
  return inTransaction(options.tx, async (tx) => {
    const team = await lockedTeamWithChips(tx, options);
    const state = await gameState({ tx });
    const round = openRound(state, team.season.id, now);
    const refusal = cancelRefusal(options.chip, teamChipsOf(state, team).chips);
    if (refusal || !round) throw refusalError(options.chip, { key: refusal ?? "chipNotActive" });
    await tx.teamChip.deleteMany({ where: { teamId: team.id, roundId: round.id, chip: options.chip } });
    await tx.userTeam.update({ where: { id: team.id }, data: { version: { increment: 1 } } });
    const chips = team.chips.filter((c) => !(c.roundId === round.id && c.chip === options.chip));
    return { teamId: team.id, ...teamChipsOf(state, { ...team, chips }) };
  });
}
