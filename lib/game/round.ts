// A team's round when it closes (docs/design.md section 4): automatic substitutions, the captain's
// double (or the vice-captain's), the chip played for it, penalty points. Also used for provisional live points.
import { type ChipKind, captainMultiplier } from "./chips";
import { isLegalPitch } from "./formation";
import { type Position, PITCH_SIZE, countByPosition } from "./types";

export interface RoundPlayer {
  id: number;
  position: Position;
  /** Minutes over all of the club's games in the round (a double round sums both). */
  minutes: number;
  /** Shown a card in the round: he took part even with no minutes. */
  carded: boolean;
  points: number;
}

export interface RoundResult {
  /** The eleven who score, in slot order, substitutes in the place of whom they replaced; under a Bench Boost all 15. */
  finalIds: number[];
  substitutions: { outId: number; inId: number }[];
  /** Who scores double (triple under a Triple Captain): the captain if he played, else the vice-captain if he played, else nobody. */
  multipliedId: number | null;
  points: number;
}

const took_part = (p: RoundPlayer) => p.minutes > 0 || p.carded;

/**
 * `slots`: the 15 in slot order (0–10 pitch, 11–14 bench by priority). A starter who did not take
 * part (no minutes and no card) is replaced by the first bench player, in priority order, who
 * played and keeps a legal formation: a goalkeeper only for a goalkeeper; at least 3 defenders,
 * 2 midfielders and 1 forward. Under a Bench Boost every one of the 15 scores and nobody is substituted; under a
 * Triple Captain the captain (or the vice-captain) scores three times his points.
 */
export function resolveRound(options: {
  slots: readonly RoundPlayer[];
  captainId: number | null;
  viceCaptainId: number | null;
  penaltyPoints?: number;
  chip?: ChipKind | null;
}): RoundResult {
  const chip = options.chip ?? null;
  const pitch = options.slots.slice(0, PITCH_SIZE);
  const bench = options.slots.slice(PITCH_SIZE);
  const used = new Set<number>();
  const substitutions: RoundResult["substitutions"] = [];
  const final = chip === "bench_boost" ? [...options.slots] : [...pitch];

  for (let i = 0; i < final.length && chip !== "bench_boost"; i++) {
    const starter = final[i]!;
    if (took_part(starter)) continue;
    const sub = bench.find((candidate) => {
      if (used.has(candidate.id) || candidate.minutes <= 0) return false;
      if ((starter.position === "GKP") !== (candidate.position === "GKP")) return false;
      const next = [...final];
      next[i] = candidate;
      return isLegalPitch(countByPosition(next));
    });
    if (!sub) continue;
    used.add(sub.id);
    final[i] = sub;
    substitutions.push({ outId: starter.id, inId: sub.id });
  }

  const byId = new Map(options.slots.map((p) => [p.id, p]));
  const played = (id: number | null) => id !== null && (byId.get(id)?.minutes ?? 0) > 0;
  const multipliedId = played(options.captainId)
    ? options.captainId
    : played(options.viceCaptainId)
      ? options.viceCaptainId
      : null;
  const base = final.reduce((sum, p) => sum + p.points, 0);
  const bonus =
    multipliedId !== null && final.some((p) => p.id === multipliedId)
      ? (captainMultiplier(chip) - 1) * byId.get(multipliedId)!.points
      : 0;
  return {
    finalIds: final.map((p) => p.id),
    substitutions,
    multipliedId,
    points: base + bonus - (options.penaltyPoints ?? 0),
  };
}
