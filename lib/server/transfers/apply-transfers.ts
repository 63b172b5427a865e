// Transfers for the next deadline (spec sections 4, 5; DESIGN.md section 4), atomically: the team
// row is locked, so concurrent requests apply one after another and each sees the squad and the
// bank the previous one left. Nothing is accepted at or after the deadline (server time).
import "server-only";
import type { Tx } from "@/lib/db";
import { bankAfter, transferPenalty } from "@/lib/game/transfers";
import { validateSquad } from "@/lib/game/squad";
import { type TeamTarget, inTransaction, lockTeam, openRound, transferWindow } from "../teams/team-access";
import { ruleError, squadRulesError } from "../teams/team-errors";

export interface TransferRequest {
  /** football_player_added */
  inId: number;
  /** The player leaving (user_football_player_deleted, resolved to his player id). */
  outId: number;
}

export interface TransferOutcome {
  transfers: number;
  /** Penalty points these transfers added. */
  penalty: number;
  bank: number;
  /** The round they count for; null before a new season's rounds are out. */
  roundId: number | null;
}

/** In the caller's transaction `tx` when given (the demo seed), else in a new one. */
export async function applyTransfers(
  options: TeamTarget & { transfers: TransferRequest[]; now?: Date; tx?: Tx },
): Promise<TransferOutcome> {
  const now = options.now ?? new Date();
  if (options.transfers.length === 0)
    throw ruleError("invalid", "noTransfers", "No transfers to make.", { field: "transfers" });
  return inTransaction(options.tx, async (tx) => {
    const { id, seasonId } = await lockTeam(tx, options);
    const round = await openRound(tx, seasonId, now);
    const team = await tx.userTeam.findUniqueOrThrow({
      where: { id },
      include: {
        firstRound: { select: { number: true } },
        players: { include: { player: { include: { club: true } } } },
      },
    });

    const squadIds = new Set(team.players.map((sp) => sp.playerId));
    const outIds = options.transfers.map((t) => t.outId);
    const inIds = options.transfers.map((t) => t.inId);
    if (new Set(outIds).size !== outIds.length || new Set(inIds).size !== inIds.length) {
      throw ruleError("invalid", "duplicateTransfer", "A player appears twice in the transfers.", {
        field: "transfers",
      });
    }
    if (outIds.some((pid) => !squadIds.has(pid)))
      throw ruleError("invalid", "outNotInTeam", "A player transferred out is not in your team.", {
        field: "user_football_player_deleted",
      });
    if (inIds.some((pid) => squadIds.has(pid)))
      throw ruleError("invalid", "inAlreadyInTeam", "A player transferred in is already in your team.", {
        field: "football_player_added",
      });

    const incoming = await tx.player.findMany({ where: { id: { in: inIds } }, include: { club: true } });
    if (incoming.length !== inIds.length)
      throw ruleError("invalid", "unknownPlayer", "A player transferred in does not exist.", {
        field: "football_player_added",
      });
    if (incoming.some((p) => p.status === "transferred_out" || p.clubId === null)) {
      throw ruleError("invalid", "playerLeft", "A player who left Serie A cannot be bought.", {
        field: "football_player_added",
      });
    }
    const byId = new Map(incoming.map((p) => [p.id, p]));
    const outgoing = new Map(team.players.map((sp) => [sp.playerId, sp]));
    for (const t of options.transfers) {
      if (byId.get(t.inId)!.position !== outgoing.get(t.outId)!.player.position) {
        throw ruleError("invalid", "samePosition", "A player must be replaced by one of the same position.", {
          field: "football_player_added",
        });
      }
    }

    // Sold at their current price, bought at theirs; the bank can never go negative.
    const bank = bankAfter(
      team.bank,
      outIds.map((pid) => ({ price: outgoing.get(pid)!.player.currentPrice })),
      incoming.map((p) => ({ price: p.currentPrice })),
    );
    const after = [
      ...team.players.filter((sp) => !outIds.includes(sp.playerId)).map((sp) => sp.player),
      ...incoming,
    ].map((p) => ({
      id: p.id,
      position: p.position,
      clubId: p.clubId,
      clubName: p.club?.fullName,
      price: p.currentPrice,
    }));
    const settings = await tx.settings.findUniqueOrThrow({ where: { id: 1 } });
    const errors = validateSquad({ players: after, settings, mode: "transfers", bank: bank ?? -1 });
    if (errors.length) throw squadRulesError(errors, "transfers");

    const unlimited = transferWindow(team, round) !== null;
    const cost = transferPenalty({
      used: team.transfersUsed,
      count: options.transfers.length,
      freeTransfers: team.freeTransfers,
      unlimited,
      settings,
    });

    // Each incoming player takes the slot (and the captaincy, if any) of the one he replaces.
    for (const t of options.transfers) {
      const slot = outgoing.get(t.outId)!;
      await tx.squadPlayer.update({
        where: { id: slot.id },
        data: { playerId: t.inId, purchasePrice: byId.get(t.inId)!.currentPrice },
      });
    }
    if (round) {
      // The free transfers come first; the last `paid` ones carry the penalty.
      const firstPaid = options.transfers.length - cost.paid;
      await tx.transfer.createMany({
        data: options.transfers.map((t, i) => ({
          teamId: team.id,
          roundId: round.id,
          playerInId: t.inId,
          playerOutId: t.outId,
          priceIn: byId.get(t.inId)!.currentPrice,
          priceOut: outgoing.get(t.outId)!.player.currentPrice,
          penalty: i >= firstPaid ? settings.extraTransferPenaltyPoints : 0,
        })),
      });
    }
    await tx.userTeam.update({
      where: { id: team.id },
      data: {
        bank: bank!,
        transfersUsed: { increment: options.transfers.length },
        penaltyPoints: { increment: cost.penalty },
        version: { increment: 1 },
      },
    });
    return { transfers: options.transfers.length, penalty: cost.penalty, bank: bank!, roundId: round?.id ?? null };
  });
}
