// Playing a chip for the next deadline (docs/design.md section 4 "Chips"): one a round, each once in each half. A
// Wildcard refunds the penalty of the round's transfers made before it (every transfer for that deadline is free); a
// Free Hit keeps the squad as it stands (free_hit_backup), which the round's lock puts back once it has snapshotted
// the Free Hit's squad. A Wildcard or a Free Hit cannot be cancelled; a Bench Boost or a Triple Captain can
// (cancel-chip.ts) until the deadline.
import "server-only";
import type { Tx } from "@/lib/db";
import { type ChipKind, chipRefusal, halfOf } from "@/lib/game/chips";
import { gameState } from "../game-state";
import { type TeamTarget, inTransaction, openRound } from "../teams/team-access";
import { type TeamChips, chipContextOf, teamChipsOf } from "./team-chips";
import { chipsOfTeam, lockedTeamWithChips, refusalError } from "./chip-rows";

/** In the caller's transaction `tx` when given (the demo seed), else in a new one; answers the team's chips after it. */
export async function playChip(
  options: TeamTarget & { chip: ChipKind; now?: Date; tx?: Tx },
): Promise<TeamChips & { teamId: number }> {
  const now = options.now ?? new Date();
  return inTransaction(options.tx, async (tx) => {
    const team = await lockedTeamWithChips(tx, options);
    const state = await gameState({ tx });
    const round = openRound(state, team.season.id, now);
    const refusal = chipRefusal(options.chip, chipContextOf(state, team));
    if (refusal || !round) throw refusalError(options.chip, refusal ?? { key: "noRoundForChip" });
    const half = halfOf(round.number, state.settings.firstHalfLastRound);
    await tx.teamChip.create({ data: { teamId: team.id, chip: options.chip, half, roundId: round.id, playedAt: now } });
    if (options.chip === "wildcard") {
      await tx.transfer.updateMany({ where: { teamId: team.id, roundId: round.id }, data: { penalty: 0 } });
      await tx.userTeam.update({ where: { id: team.id }, data: { penaltyPoints: 0 } });
    }
    if (options.chip === "free_hit") {
      await tx.$executeRaw`
        INSERT INTO free_hit_backup (team_id, round_id, formation_id, player_ids, purchase_prices, captain_id,
                                     vice_captain_id, bank, transfers_used)
        SELECT t.id, ${round.id}, t.formation_id, array_agg(sp.player_id ORDER BY sp.slot),
               array_agg(sp.purchase_price ORDER BY sp.slot), max(sp.player_id) FILTER (WHERE sp.is_captain),
               max(sp.player_id) FILTER (WHERE sp.is_vice_captain), t.bank, t.transfers_used
        FROM user_team t JOIN squad_player sp ON sp.team_id = t.id WHERE t.id = ${team.id} GROUP BY t.id
        ON CONFLICT (team_id) DO UPDATE SET round_id = EXCLUDED.round_id, formation_id = EXCLUDED.formation_id,
          player_ids = EXCLUDED.player_ids, purchase_prices = EXCLUDED.purchase_prices, captain_id = EXCLUDED.captain_id,
          vice_captain_id = EXCLUDED.vice_captain_id, bank = EXCLUDED.bank, transfers_used = EXCLUDED.transfers_used`;
    }
    // A change of the team: a save read before it is checked again (its version moved).
    await tx.userTeam.update({ where: { id: team.id }, data: { version: { increment: 1 } } });
    return { teamId: team.id, ...teamChipsOf(state, { ...team, chips: await chipsOfTeam(tx, team.id) }) };
  });
}
