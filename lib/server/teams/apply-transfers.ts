// Transfers for the next deadline (spec sections 4, 5; DESIGN.md section 4), atomically: the team
// row is locked, so concurrent requests apply one after another and each sees the squad and the
// bank the previous one left. Nothing is accepted at or after the deadline (server time).
import { getDb, type Tx } from "@/lib/db";
import { isBeforeDeadline } from "@/lib/game/calendar";
import { validateSquad } from "@/lib/game/squad";
import { bankAfter, transferPenalty, unlimitedReason } from "@/lib/game/transfers";
import type { Position } from "@/lib/game/types";
import { AppError } from "../errors";

export interface TransferRequest {
  /** football_player_added */
  inId: number;
  /** The player leaving (user_football_player_deleted, resolved to his player id). */
  outId: number;
}

export interface TransferOutcome {
  transfers: number;
  penalty: number;
  bank: number;
  roundId: number;
}

/** The round whose deadline is next for a season, with whether the team's transfers are unlimited. */
export async function nextDeadline(tx: Tx, seasonId: number) {
  const round = await tx.round.findFirst({ where: { seasonId, status: "scheduled" }, orderBy: { number: "asc" } });
  if (!round) throw new AppError("conflict", "The season has no round left to make transfers for.");
  return round;
}

export async function applyTransfers(options: { userId: number; transfers: TransferRequest[]; now?: Date }): Promise<TransferOutcome> {
  const now = options.now ?? new Date();
  if (options.transfers.length === 0) throw new AppError("invalid", "No transfers to make.", { field: "transfers" });
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`
      SELECT t.id FROM user_team t JOIN season s ON s.id = t.season_id
      WHERE t.user_id = ${options.userId} AND s.status = 'live' FOR UPDATE OF t`;
    if (!locked) throw new AppError("not_found", "You have no team in the live season.");
    const team = await tx.userTeam.findUniqueOrThrow({
      where: { id: locked.id },
      include: { players: { include: { player: { include: { club: true } } } }, season: true },
    });
    const round = await nextDeadline(tx, team.seasonId);
    if (!isBeforeDeadline(now, round.deadline)) throw new AppError("conflict", "The deadline for this round has passed.", { code: "deadlinePassed" });

    const squadIds = new Set(team.players.map((sp) => sp.playerId));
    const outIds = options.transfers.map((t) => t.outId);
    const inIds = options.transfers.map((t) => t.inId);
    if (new Set(outIds).size !== outIds.length || new Set(inIds).size !== inIds.length) {
      throw new AppError("invalid", "A player appears twice in the transfers.", { field: "transfers" });
    }
    if (outIds.some((id) => !squadIds.has(id))) throw new AppError("invalid", "A player transferred out is not in your team.", { field: "user_football_player_deleted" });
    if (inIds.some((id) => squadIds.has(id))) throw new AppError("invalid", "A player transferred in is already in your team.", { field: "football_player_added" });

    const incoming = await tx.player.findMany({ where: { id: { in: inIds } }, include: { club: true } });
    if (incoming.length !== inIds.length) throw new AppError("invalid", "A player transferred in does not exist.", { field: "football_player_added" });
    if (incoming.some((p) => p.status === "transferred_out" || p.clubId === null)) {
      throw new AppError("invalid", "A player who left Serie A cannot be bought.", { field: "football_player_added" });
    }
    const byId = new Map(incoming.map((p) => [p.id, p]));
    const outgoing = new Map(team.players.map((sp) => [sp.playerId, sp]));
    for (const t of options.transfers) {
      if (byId.get(t.inId)!.position !== outgoing.get(t.outId)!.player.position) {
        throw new AppError("invalid", "A player must be replaced by one of the same position.", { field: "football_player_added" });
      }
    }

    // Sold at their current price, bought at theirs; the bank can never go negative.
    const bank = bankAfter(
      team.bank,
      outIds.map((id) => ({ price: outgoing.get(id)!.player.currentPrice })),
      incoming.map((p) => ({ price: p.currentPrice })),
    );
    const after = [
      ...team.players.filter((sp) => !outIds.includes(sp.playerId)).map((sp) => sp.player),
      ...incoming,
    ].map((p) => ({ id: p.id, position: p.position as Position, clubId: p.clubId, clubName: p.club?.fullName, price: p.currentPrice }));
    const settings = await tx.settings.findUniqueOrThrow({ where: { id: 1 } });
    const errors = validateSquad({ players: after, settings, mode: "transfers", bank: bank ?? -1 });
    if (errors.length) throw new AppError("invalid", "The transfers break the team rules.", { teamErrors: errors });

    const unlimited = unlimitedReason({
      firstDeadlinePassed: team.firstRoundId !== null && team.firstRoundId !== round.id,
      wildcardActive: team.wildcardRoundId === round.id,
    }) !== null;
    const cost = transferPenalty({ used: team.transfersUsed, count: options.transfers.length, freeTransfers: team.freeTransfers, unlimited, settings });

    for (const t of options.transfers) {
      const slot = outgoing.get(t.outId)!;
      await tx.squadPlayer.update({ where: { id: slot.id }, data: { playerId: t.inId, purchasePrice: byId.get(t.inId)!.currentPrice } });
    }
    // The free transfers come first; the last `paid` ones carry the penalty.
    const firstPaid = options.transfers.length - cost.paid;
    await tx.transfer.createMany({
      data: options.transfers.map((t, i) => {
        const paid = i >= firstPaid;
        return {
          teamId: team.id,
          roundId: round.id,
          playerInId: t.inId,
          playerOutId: t.outId,
          priceIn: byId.get(t.inId)!.currentPrice,
          priceOut: outgoing.get(t.outId)!.player.currentPrice,
          penalty: paid ? settings.extraTransferPenaltyPoints : 0,
        };
      }),
    });
    await tx.userTeam.update({
      where: { id: team.id },
      data: {
        bank: bank!,
        transfersUsed: { increment: options.transfers.length },
        penaltyPoints: { increment: cost.penalty },
        version: { increment: 1 },
      },
    });
    return { transfers: options.transfers.length, penalty: cost.penalty, bank: bank!, roundId: round.id };
  });
}
