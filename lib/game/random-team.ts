// Random team (docs/product.md section 4): a valid squad within the budget and the club limit that keeps up
// to 14 players the manager already chose.
import { type Formation, slotPositions } from "./formation";
import type { Rng } from "./rng";
import {
  type Position,
  type RulePlayer,
  type RuleSettings,
  PITCH_SIZE,
  SQUAD_LIMITS,
  SQUAD_SIZE,
  countByPosition,
} from "./types";

export const MAX_KEPT = SQUAD_SIZE - 1;

export type RandomTeamError = "tooManyKept" | "keptBreaksRules" | "noValidTeam";

/**
 * Fills the squad around `keep` with random players from `pool` (weighted towards pricier, i.e.
 * better, players), never exceeding the club limit and always leaving enough budget for the slots
 * still empty. Tries `attempts` times before giving up.
 */
export function randomSquad(options: {
  pool: readonly RulePlayer[];
  keep: readonly RulePlayer[];
  settings: Pick<RuleSettings, "budgetLimit" | "maxPlayersPerClub">;
  rng: Rng;
  attempts?: number;
}): { players: RulePlayer[] } | { error: RandomTeamError } {
  const { pool, keep, settings, rng } = options;
  if (keep.length > MAX_KEPT) return { error: "tooManyKept" };
  const keptCounts = countByPosition(keep);
  const keptCost = keep.reduce((s, p) => s + p.price, 0);
  const keptClubs = clubCounts(keep);
  if (
    (Object.keys(SQUAD_LIMITS) as Position[]).some((pos) => keptCounts[pos] > SQUAD_LIMITS[pos]) ||
    [...keptClubs.values()].some((n) => n > settings.maxPlayersPerClub) ||
    keptCost > settings.budgetLimit
  ) {
    return { error: "keptBreaksRules" };
  }
  const keptIds = new Set(keep.map((p) => p.id));
  const candidates = pool.filter((p) => !keptIds.has(p.id));
  const cheapest = Math.min(...candidates.map((p) => p.price));

  for (let attempt = 0; attempt < (options.attempts ?? 50); attempt++) {
    const picked = [...keep];
    const clubs = new Map(keptClubs);
    let cost = keptCost;
    const needs = rng.shuffle(
      (Object.keys(SQUAD_LIMITS) as Position[]).flatMap((pos) =>
        Array<Position>(SQUAD_LIMITS[pos] - keptCounts[pos]).fill(pos),
      ),
    );
    let ok = true;
    for (const [i, position] of needs.entries()) {
      const reserve = (needs.length - i - 1) * cheapest;
      const options = candidates.filter(
        (p) =>
          p.position === position &&
          !picked.includes(p) &&
          (p.clubId === null || (clubs.get(p.clubId) ?? 0) < settings.maxPlayersPerClub) &&
          cost + p.price + reserve <= settings.budgetLimit,
      );
      if (!options.length) {
        ok = false;
        break;
      }
      const choice = rng.weighted(options, (p) => p.price * p.price);
      picked.push(choice);
      if (choice.clubId !== null) clubs.set(choice.clubId, (clubs.get(choice.clubId) ?? 0) + 1);
      cost += choice.price;
    }
    if (ok) return { players: picked };
  }
  return { error: "noValidTeam" };
}

function clubCounts(players: readonly RulePlayer[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const p of players) if (p.clubId !== null) counts.set(p.clubId, (counts.get(p.clubId) ?? 0) + 1);
  return counts;
}

/**
 * A default line-up of a full squad in a formation: players the manager already placed keep their
 * slot when it suits their position (`placed`: player id → slot); in each position the most
 * expensive of the others start; captain and vice-captain are the two most expensive starters.
 */
export function defaultLineup<P extends RulePlayer>(
  players: readonly P[],
  formation: Formation,
  placed: ReadonlyMap<number, number> = new Map(),
): { slots: P[]; captainId: number; viceCaptainId: number } {
  const positions = slotPositions(formation);
  const slots: (P | undefined)[] = Array(positions.length).fill(undefined);
  const seated = new Set<number>();
  for (const p of players) {
    const slot = placed.get(p.id);
    if (slot === undefined || positions[slot] !== p.position || slots[slot]) continue;
    slots[slot] = p;
    seated.add(p.id);
  }
  const queues: Record<Position, P[]> = { GKP: [], DEF: [], MID: [], FWD: [] };
  for (const p of [...players].sort((a, b) => b.price - a.price || a.id - b.id))
    if (!seated.has(p.id)) queues[p.position].push(p);
  const filled = slots.map((p, slot) => p ?? queues[positions[slot]!].shift()!);
  const [captain, vice] = filled.slice(0, PITCH_SIZE).sort((a, b) => b.price - a.price || a.id - b.id);
  return { slots: filled, captainId: captain!.id, viceCaptainId: vice!.id };
}
