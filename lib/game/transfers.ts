// Transfers (docs/product.md section 4 "Saving", docs/design.md section 4): the diff between the saved squad and
// the edited one, the penalty they cost, and the bank after them.
import type { ChipKind } from "./chips";
import type { RulePlayer, RuleSettings } from "./types";

export interface TransferPair {
  outId: number;
  inId: number;
}

/**
 * Players in and out between the saved squad and the edited one. Adding back a player who was
 * just removed restores him (no transfer); removing a player who was just added cancels his
 * transfer: both fall out of a set difference.
 */
export function squadDiff(saved: readonly number[], edited: readonly number[]): { in: number[]; out: number[] } {
  const before = new Set(saved);
  const after = new Set(edited);
  return { in: edited.filter((id) => !before.has(id)), out: saved.filter((id) => !after.has(id)) };
}

/**
 * Pairs each player out with a player in of the same position, in order (the API's list of
 * football_player_added / user_football_player_deleted). Null when the positions do not match.
 */
export function pairTransfers(out: readonly RulePlayer[], incoming: readonly RulePlayer[]): TransferPair[] | null {
  if (out.length !== incoming.length) return null;
  const pool = [...incoming];
  const pairs: TransferPair[] = [];
  for (const p of out) {
    const i = pool.findIndex((q) => q.position === p.position);
    if (i === -1) return null;
    pairs.push({ outId: p.id, inId: pool.splice(i, 1)[0]!.id });
  }
  return pairs;
}

/** Why transfers are free and unlimited right now, if they are. */
export type UnlimitedReason = "first_round" | "wildcard" | "free_hit";

/** Before the team's first deadline, or under a Wildcard or a Free Hit played for the round (`chip`). */
export function unlimitedReason(team: { firstDeadlinePassed: boolean; chip: ChipKind | null }): UnlimitedReason | null {
  if (!team.firstDeadlinePassed) return "first_round";
  return team.chip === "wildcard" || team.chip === "free_hit" ? team.chip : null;
}

/**
 * The penalty of making `count` more transfers when `used` are already made for this deadline:
 * free ones first, then `extraTransferPenaltyPoints` each; nothing while transfers are unlimited.
 */
export function transferPenalty(options: {
  used: number;
  count: number;
  freeTransfers: number;
  unlimited: boolean;
  settings: Pick<RuleSettings, "extraTransferPenaltyPoints">;
}): { free: number; paid: number; penalty: number } {
  const { used, count, freeTransfers, unlimited, settings } = options;
  if (unlimited) return { free: count, paid: 0, penalty: 0 };
  const freeLeft = Math.max(0, freeTransfers - used);
  const free = Math.min(count, freeLeft);
  const paid = count - free;
  return { free, paid, penalty: paid * settings.extraTransferPenaltyPoints };
}

/**
 * Free transfers for the next round: the round's own, plus those not used (banked), up to the setting's cap (5). After
 * a round whose transfers were unlimited by a Wildcard, the banked ones are kept as they were (none was spent); after
 * a Free Hit, `used` counts only the transfers made before it (those under it are undone at the lock with the rest of
 * the Free Hit's squad); after a team's first round (unlimited too) there is nothing to keep.
 */
export function nextFreeTransfers(options: {
  freeTransfers: number;
  used: number;
  /** Why the round's transfers were unlimited, if they were. */
  unlimited: UnlimitedReason | null;
  settings: Pick<RuleSettings, "freeTransfersPerRound" | "maxSavedFreeTransfers">;
}): number {
  const { settings } = options;
  const kept =
    options.unlimited === "first_round"
      ? 0
      : options.unlimited === "wildcard"
        ? options.freeTransfers
        : Math.max(0, options.freeTransfers - options.used);
  return Math.min(
    Math.max(settings.maxSavedFreeTransfers, settings.freeTransfersPerRound),
    kept + settings.freeTransfersPerRound,
  );
}

/**
 * The bank after selling `out` at their current prices and buying `incoming`; the transfers are
 * refused (null) when it would go negative.
 */
export function bankAfter(
  bank: number,
  out: readonly { price: number }[],
  incoming: readonly { price: number }[],
): number | null {
  const next = bank + out.reduce((s, p) => s + p.price, 0) - incoming.reduce((s, p) => s + p.price, 0);
  return next < 0 ? null : next;
}
