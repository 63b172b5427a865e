// Transfers for the next deadline (docs/product.md sections 4, 5; docs/design.md section 4), atomically: concurrent requests apply one
// after another and each sees the squad and the bank the previous one left. Nothing is accepted at or after the
// deadline (server time).
import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { bankAfter, transferPenalty } from "@/lib/game/transfers";
import { rulePlayer, validateSquad } from "@/lib/game/squad";
import type { Round } from "@/lib/generated/prisma/client";
import { type PlayerDirectory, playerDirectory } from "../football/player-directory";
import { type GameState, gameState } from "../game-state";
import { type TeamTarget, beforeRetry, openRound, readOwnTeam, teamWindow } from "../teams/team-access";
import { AppError } from "../errors";
import { ruleError, squadRulesError } from "../teams/team-errors";
import type { PlayerCard, TeamRecord } from "../teams/team-view";
import { type TransferState, transferStateOf } from "./get-transfer-state";

/** football_player_added, and the player leaving: by player id, or as the API names him, by squad entry. */
export type TransferRequest = { inId: number } & (
  | { outId: number }
  | {
      /** user_football_player_deleted: the squad entry of the player leaving. */
      outEntryId: number;
    }
);

export interface TransferOutcome {
  transfers: number;
  /** Penalty points these transfers added. */
  penalty: number;
  bank: number;
  /** The round they count for; null before a new season's rounds are out. */
  roundId: number | null;
  /** The team's counters after them. */
  state: TransferState;
}

/**
 * In the caller's transaction `tx` when given (the demo seed), else in none: the team is read in one statement, the
 * rules checked in memory, and the transfers written in one (fsa_apply_transfers) only if the team, the round and the
 * prices are still as checked; otherwise read and checked again (concurrent transfers of one fan apply one after
 * another, each seeing the squad and the bank the previous one left).
 */
export async function applyTransfers(
  options: TeamTarget & { transfers: TransferRequest[]; now?: Date; tx?: Tx },
): Promise<TransferOutcome> {
  const now = options.now ?? new Date();
  if (options.transfers.length === 0)
    throw ruleError("invalid", "noTransfers", "No transfers to make.", { field: "transfers" });
  const db = options.tx ?? (await getDb());
  const byEntry = options.transfers.some((t) => "outEntryId" in t);
  for (let attempt = 1; ; attempt++) {
    const { epoch, team } = await readOwnTeam(options, { forChange: true, reader: db }).catch((error: unknown) => {
      // Named by squad entry, the players leaving are none of the caller's when he has no team (the API's answer).
      throw byEntry && error instanceof AppError && error.code === "not_found" ? outNotInTeam() : error;
    });
    const transfers = resolveEntries(team, options.transfers);
    const state = await gameState({ epoch, tx: options.tx });
    const round = openRound(state, team.season.id, now);
    const players = await playerDirectory({ epoch, tx: options.tx });
    const plan = planTransfers(team, transfers, players, state, round);
    const [{ version }] = await db.$queryRaw<{ version: number | null }[]>`
      SELECT fsa_apply_transfers(${team.view.id}, ${team.view.version}, ${round?.id ?? null}::int, ${now}::timestamp,
        ${plan.outs}::int[], ${plan.ins}::int[], ${plan.pricesOut}::int[], ${plan.pricesIn}::int[],
        ${plan.penalties}::int[], ${plan.bank}, ${plan.penalty}) AS version`;
    if (version !== null) {
      const after = {
        ...team,
        transfersUsed: team.transfersUsed + plan.outs.length,
        penaltyPoints: team.penaltyPoints + plan.penalty,
        view: { ...team.view, bank: plan.bank },
      };
      return {
        transfers: plan.outs.length,
        penalty: plan.penalty,
        bank: plan.bank,
        roundId: round?.id ?? null,
        state: transferStateOf(after, state, now),
      };
    }
    await beforeRetry(attempt);
  }
}

const outNotInTeam = () =>
  ruleError("invalid", "outNotInTeam", "A player transferred out is not in your team.", {
    field: "playerOut",
  });

/** The players leaving by player id: a squad entry (user_football_player_deleted) names one of the team's 15. */
function resolveEntries(team: TeamRecord, requests: readonly TransferRequest[]) {
  const byEntry = new Map(team.view.players.map((sp) => [sp.squadPlayerId, sp.player.id]));
  return requests.map((t) => {
    const outId = "outId" in t ? t.outId : byEntry.get(t.outEntryId);
    if (outId === undefined) throw outNotInTeam();
    return { outId, inId: t.inId };
  });
}

/** The transfers checked against the rules (docs/product.md section 5), with the prices, the bank and the penalty they make. */
function planTransfers(
  team: TeamRecord,
  transfers: readonly { outId: number; inId: number }[],
  players: PlayerDirectory,
  state: GameState,
  round: Round | null,
) {
  const squad = team.view.players;
  const squadIds = new Set(squad.map((sp) => sp.player.id));
  const outIds = transfers.map((t) => t.outId);
  const inIds = transfers.map((t) => t.inId);
  if (new Set(outIds).size !== outIds.length || new Set(inIds).size !== inIds.length) {
    throw ruleError("invalid", "duplicateTransfer", "A player appears twice in the transfers.", {
      field: "transfers",
    });
  }
  if (outIds.some((pid) => !squadIds.has(pid))) throw outNotInTeam();
  if (inIds.some((pid) => squadIds.has(pid)))
    throw ruleError("invalid", "inAlreadyInTeam", "A player transferred in is already in your team.", {
      field: "playerIn",
    });

  const incoming = inIds.map((id) => players.get(id));
  if (incoming.some((p) => p === undefined))
    throw ruleError("invalid", "unknownPlayer", "A player transferred in does not exist.", {
      field: "playerIn",
    });
  const bought = incoming as PlayerCard[];
  if (bought.some((p) => p.status === "transferred_out" || p.club === null)) {
    throw ruleError("invalid", "playerLeft", "A player who left Serie A cannot be bought.", {
      field: "playerIn",
    });
  }
  const byId = new Map(bought.map((p) => [p.id, p]));
  // The squad's cards as the directory has them (today's prices; the team's read has the same).
  const outgoing = new Map(squad.map((sp) => [sp.player.id, players.get(sp.player.id) ?? sp.player]));
  for (const t of transfers) {
    if (byId.get(t.inId)!.position !== outgoing.get(t.outId)!.position) {
      throw ruleError("invalid", "samePosition", "A player must be replaced by one of the same position.", {
        field: "playerIn",
      });
    }
  }

  // Sold at their current price, bought at theirs; the bank can never go negative.
  const pricesOut = outIds.map((pid) => outgoing.get(pid)!.currentPrice);
  const pricesIn = bought.map((p) => p.currentPrice);
  const bank = bankAfter(
    team.view.bank,
    pricesOut.map((price) => ({ price })),
    pricesIn.map((price) => ({ price })),
  );
  const after = [...[...outgoing.values()].filter((p) => !outIds.includes(p.id)), ...bought].map((p) =>
    rulePlayer(p, p.currentPrice),
  );
  const { settings } = state;
  const errors = validateSquad({ players: after, settings, mode: "transfers", bank: bank ?? -1 });
  if (errors.length) throw squadRulesError(errors, "transfers");

  const unlimited = teamWindow(state, team, round) !== null;
  const cost = transferPenalty({
    used: team.transfersUsed,
    count: transfers.length,
    freeTransfers: team.freeTransfers,
    unlimited,
    settings,
  });
  // The free transfers come first; the last `paid` ones carry the penalty.
  const firstPaid = transfers.length - cost.paid;
  return {
    outs: outIds,
    ins: inIds,
    pricesOut,
    pricesIn,
    penalties: transfers.map((_, i) => (i >= firstPaid ? settings.extraTransferPenaltyPoints : 0)),
    bank: bank!,
    penalty: cost.penalty,
  };
}
