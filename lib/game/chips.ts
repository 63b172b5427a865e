// Chips (docs/design.md section 4 "Chips"): Wildcard, Free Hit, Bench Boost and Triple Captain, each once in each half
// of the season, one a round. Which a team can play, and what one it played does to its round (lib/game/round.ts).

export const CHIPS = ["wildcard", "free_hit", "bench_boost", "triple_captain"] as const;
export type ChipKind = (typeof CHIPS)[number];

/** The chips played on the transfers page: transfers are free and unlimited until the deadline. */
export const TRANSFER_CHIPS: readonly ChipKind[] = ["wildcard", "free_hit"];
/** The chips that can be cancelled before the deadline; a Wildcard or a Free Hit, once played, cannot. */
export const CANCELLABLE_CHIPS: readonly ChipKind[] = ["bench_boost", "triple_captain"];

export type Half = 1 | 2;

/** The half of the season a round is in: the first up to `firstHalfLastRound` (19 of 38 by default). */
export const halfOf = (roundNumber: number, firstHalfLastRound: number): Half =>
  roundNumber <= firstHalfLastRound ? 1 : 2;

/** A chip a team played, for round `roundNumber`. */
export interface PlayedChip {
  chip: ChipKind;
  half: Half;
  roundNumber: number;
}

/**
 * One chip of one half, as the team sees it with `round` next: `active` (played for that round), `played` (for an
 * earlier one), `available` (can be played for it), `expired` (a first-half chip not played in the first half) or
 * `upcoming` (a second-half chip before the second half).
 */
export type ChipStatus = "available" | "active" | "played" | "expired" | "upcoming";

export interface ChipState {
  chip: ChipKind;
  half: Half;
  status: ChipStatus;
  /** The round it was played for (active or played). */
  roundNumber: number | null;
}

export interface ChipContext {
  /** The chips the season offers (the settings' `chips`), each once in each half. */
  offered: readonly ChipKind[];
  firstHalfLastRound: number;
  /** The team's chips played so far. */
  played: readonly PlayedChip[];
  /** The round the next changes count for (the next deadline); null: none (the rounds are not out, or all are played). */
  roundNumber: number | null;
  /** The season's last round: with no round next and rounds played, every chip left has expired. */
  seasonOver?: boolean;
}

/** Every chip the season offers, in each half, as the team sees it now. */
export function chipStates(context: ChipContext): ChipState[] {
  const current = context.roundNumber === null ? null : halfOf(context.roundNumber, context.firstHalfLastRound);
  const states: ChipState[] = [];
  for (const half of [1, 2] as const) {
    for (const chip of context.offered) {
      const played = context.played.find((p) => p.chip === chip && p.half === half);
      const status: ChipStatus = played
        ? played.roundNumber === context.roundNumber
          ? "active"
          : "played"
        : context.seasonOver || (current !== null && half < current)
          ? "expired"
          : (current ?? 1) < half
            ? "upcoming"
            : "available";
      states.push({ chip, half, status, roundNumber: played?.roundNumber ?? null });
    }
  }
  return states;
}

/** The chip played for the next round, if any. */
export const activeChip = (states: readonly ChipState[]): ChipKind | null =>
  states.find((s) => s.status === "active")?.chip ?? null;

/** Why a chip cannot be played now: a key of messages' TeamRules. */
export type ChipRefusal =
  | "chipNotOffered"
  | "noRoundForChip"
  | "chipPlayed"
  | "wildcardUsed"
  | "chipExpired"
  | "oneChipPerRound"
  | "alreadyUnlimited";

/**
 * Whether `chip` can be played for the next round: offered by the season, not played yet in that round's half, no other
 * chip played for the round, and (Wildcard, Free Hit) not in the team's first round, whose transfers are unlimited
 * anyway. Null: it can.
 */
export function chipRefusal(
  chip: ChipKind,
  context: ChipContext & { firstRound: boolean },
): { key: ChipRefusal; half?: Half } | null {
  if (!context.offered.includes(chip)) return { key: "chipNotOffered" };
  if (context.roundNumber === null) return { key: "noRoundForChip" };
  const half = halfOf(context.roundNumber, context.firstHalfLastRound);
  const states = chipStates(context);
  const own = states.find((s) => s.chip === chip && s.half === half)!;
  if (own.status === "played" || own.status === "active")
    return { key: chip === "wildcard" ? "wildcardUsed" : "chipPlayed", half };
  if (own.status === "expired") return { key: "chipExpired", half };
  if (activeChip(states) !== null) return { key: "oneChipPerRound" };
  if (TRANSFER_CHIPS.includes(chip) && context.firstRound) return { key: "alreadyUnlimited" };
  return null;
}

/** Why the chip played for the next round cannot be cancelled: not played for it, or a Wildcard or Free Hit. */
export function cancelRefusal(chip: ChipKind, states: readonly ChipState[]): "chipNotActive" | "chipFinal" | null {
  if (activeChip(states) !== chip) return "chipNotActive";
  return CANCELLABLE_CHIPS.includes(chip) ? null : "chipFinal";
}

/** How many times the captain's (or the vice-captain's) points count: 3 under a Triple Captain, else 2. */
export const captainMultiplier = (chip: ChipKind | null): number => (chip === "triple_captain" ? 3 : 2);

/** How many of a round's teams played a chip, and their share of them in %, one decimal. */
export interface ChipShare {
  chip: ChipKind;
  count: number;
  sharePct: number;
}

/** The lock's count of a round's chips (round.chip_counts: `teams` and a count a chip played) as shares of its teams. */
export function chipShares(counts: unknown): ChipShare[] {
  if (!counts || typeof counts !== "object") return [];
  const n = counts as Partial<Record<ChipKind | "teams", number>>;
  const teams = n.teams ?? 0;
  return CHIPS.filter((chip) => (n[chip] ?? 0) > 0).map((chip) => ({
    chip,
    count: n[chip]!,
    sharePct: teams ? Math.round((1000 * n[chip]!) / teams) / 10 : 0,
  }));
}
