// What the demo managers do before a deadline: some of them sell injured or out-of-form players
// for in-form ones, and a few play their Wildcard. Everything goes through the engine's own use
// cases (applyTransfers, useWildcard) in the seed's transaction, so the rules, the penalties and
// the transfer rows are the real ones; net transfers then move prices when the round closes.
import type { Tx } from "../../lib/db";
import type { Rng } from "../../lib/game/rng";
import { validateSquad } from "../../lib/game/squad";
import { bankAfter } from "../../lib/game/transfers";
import type { Position, RuleSettings } from "../../lib/game/types";
import { applyTransfers, type TransferRequest } from "../../lib/server/transfers/apply-transfers";
import { playChip } from "../../lib/server/chips/play-chip";

export interface Manager {
  userId: number;
  teamId: number;
}

interface MarketPlayer {
  id: number;
  position: Position;
  clubId: number | null;
  clubName?: string;
  price: number;
  available: boolean;
  /** Points over the last few finished rounds. */
  form: number;
}

/** Rounds of points that make a player's form. */
const FORM_ROUNDS = 3;

/**
 * Transfers for `round` (before its deadline) by `count` managers picked at random, plus those
 * playing their Wildcard or their Free Hit for it. Returns the number of transfers made.
 */
export async function makeTransfers(
  tx: Tx,
  options: {
    rng: Rng;
    round: { id: number; number: number; seasonId: number; deadline: Date };
    managers: readonly Manager[];
    count: number;
    wildcards: readonly Manager[];
    freeHits?: readonly Manager[];
  },
): Promise<number> {
  const { rng, round } = options;
  const settings: RuleSettings = await tx.settings.findUniqueOrThrow({ where: { id: 1 } });
  const form = new Map<number, number>();
  for (const row of await tx.playerRound.findMany({
    where: { round: { seasonId: round.seasonId, number: { gte: round.number - FORM_ROUNDS, lt: round.number } } },
    select: { playerId: true, points: true },
  })) {
    form.set(row.playerId, (form.get(row.playerId) ?? 0) + row.points);
  }
  const market = new Map(
    (
      await tx.player.findMany({
        select: {
          id: true,
          position: true,
          clubId: true,
          status: true,
          currentPrice: true,
          club: { select: { fullName: true } },
        },
      })
    ).map((p) => [
      p.id,
      {
        id: p.id,
        position: p.position,
        clubId: p.clubId,
        clubName: p.club?.fullName,
        price: p.currentPrice,
        available: p.clubId !== null && (p.status === "fit" || p.status === "doubtful"),
        form: form.get(p.id) ?? 0,
      } satisfies MarketPlayer,
    ]),
  );

  const chipOf = new Map<number, "wildcard" | "free_hit">([
    ...options.wildcards.map((m) => [m.teamId, "wildcard"] as const),
    ...(options.freeHits ?? []).map((m) => [m.teamId, "free_hit"] as const),
  ]);
  const movers = [
    ...options.wildcards,
    ...(options.freeHits ?? []),
    ...rng.shuffle(options.managers.filter((m) => !chipOf.has(m.teamId))).slice(0, options.count),
  ];
  const teamIds = movers.map((m) => m.teamId);
  const squads = new Map<number, number[]>();
  for (const row of await tx.squadPlayer.findMany({
    where: { teamId: { in: teamIds } },
    select: { teamId: true, playerId: true },
    orderBy: { slot: "asc" },
  })) {
    squads.set(row.teamId, [...(squads.get(row.teamId) ?? []), row.playerId]);
  }
  const banks = new Map(
    (await tx.userTeam.findMany({ where: { id: { in: teamIds } }, select: { id: true, bank: true } })).map((t) => [
      t.id,
      t.bank,
    ]),
  );

  let made = 0;
  for (const [i, manager] of movers.entries()) {
    const chip = chipOf.get(manager.teamId);
    // Unlimited before the first deadline; otherwise mostly the free transfer, sometimes one more.
    const wanted = chip ? rng.int(4, 7) : round.number === 1 ? rng.int(1, 3) : rng.chance(0.2) ? 2 : 1;
    const transfers = pickTransfers(
      rng,
      squads.get(manager.teamId)!,
      banks.get(manager.teamId)!,
      wanted,
      market,
      settings,
    );
    if (transfers.length === 0) continue;
    // Spread over the hours before the deadline, the last one a few minutes before it.
    const now = new Date(round.deadline.getTime() - (movers.length - i) * 7 * 60_000);
    if (chip) await playChip({ tx, userId: manager.userId, teamId: manager.teamId, chip, now });
    await applyTransfers({ tx, userId: manager.userId, teamId: manager.teamId, transfers, now });
    made += transfers.length;
  }
  return made;
}

/**
 * `count` managers picked at random who play a Bench Boost or a Triple Captain for `round`, a few hours before its
 * deadline, each chip once (the demo's rounds are all in the first half; `played` remembers who played which, over
 * the rounds), none of them `busy` (a chip of theirs is played for the round already). Returns how many did.
 */
export async function playBoosts(
  tx: Tx,
  options: {
    rng: Rng;
    round: { number: number; deadline: Date };
    managers: readonly Manager[];
    busy: readonly Manager[];
    count: number;
    played: Set<string>;
  },
): Promise<number> {
  const busy = new Set(options.busy.map((m) => m.teamId));
  let played = 0;
  for (const manager of options.rng.shuffle(options.managers.filter((m) => !busy.has(m.teamId)))) {
    if (played === options.count) break;
    const chip = options.rng.chance(0.5) ? "bench_boost" : "triple_captain";
    const key = `${manager.teamId}:${chip}`;
    if (options.played.has(key)) continue;
    options.played.add(key);
    const now = new Date(options.round.deadline.getTime() - 3 * 3_600_000);
    await playChip({ tx, userId: manager.userId, teamId: manager.teamId, chip, now });
    played++;
  }
  return played;
}

/**
 * Up to `count` like-for-like transfers a manager would make: out go unavailable players and those
 * out of form, in come available players in form, each step leaving a squad that passes the team
 * rules (lib/game/squad.ts) with a bank that stays positive.
 */
function pickTransfers(
  rng: Rng,
  squadIds: readonly number[],
  bank: number,
  count: number,
  market: Map<number, MarketPlayer>,
  settings: RuleSettings,
): TransferRequest[] {
  let squad = squadIds.map((id) => market.get(id)!);
  let left = bank;
  const transfers: TransferRequest[] = [];
  const sold = new Set<number>();
  const bought = new Set<number>();
  for (let k = 0; k < count; k++) {
    const sellable = squad.filter((p) => !bought.has(p.id));
    const out = rng.weighted(sellable, (p) => (p.available ? 1 / (1 + Math.max(0, p.form)) : 6));
    const owned = new Set(squad.map((p) => p.id));
    const pool = [...market.values()].filter(
      (p) => p.position === out.position && p.available && !owned.has(p.id) && !sold.has(p.id),
    );
    for (let attempt = 0; attempt < 8 && pool.length > 0; attempt++) {
      const incoming = rng.weighted(pool, (p) => (1 + Math.max(0, p.form)) ** 3);
      const after = squad.map((p) => (p.id === out.id ? incoming : p));
      const nextBank = bankAfter(left, [out], [incoming]);
      if (
        nextBank === null ||
        validateSquad({ players: after, settings, mode: "transfers", bank: nextBank }).length > 0
      )
        continue;
      transfers.push({ outId: out.id, inId: incoming.id });
      squad = after;
      left = nextBank;
      sold.add(out.id);
      bought.add(incoming.id);
      break;
    }
  }
  return transfers;
}
