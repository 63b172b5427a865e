// Team rules (docs/product.md section 5 "Team rules"). Errors are codes with parameters; their texts live in
// messages/*.json under TeamRules (exact spec wording), so the API and the pages share them.
import { type Position, type RulePlayer, type RuleSettings, SQUAD_LIMITS, SQUAD_SIZE, countByPosition } from "./types";

/** A player as the rules see him, from a card that names his club (the server's directory, the builder's list). */
export const rulePlayer = (
  p: { id: number; position: Position; club?: { id: number; fullName: string } | null },
  price: number,
): RulePlayer => ({ id: p.id, position: p.position, clubId: p.club?.id ?? null, clubName: p.club?.fullName, price });

export type TeamError =
  | { code: "budgetOverflown" }
  | { code: "tooManyFromClub"; limit: number; clubs: string }
  | { code: "captainRequired" }
  | { code: "viceCaptainRequired" }
  | { code: "captainEqualsVice" }
  | { code: "incompleteTeam" };

export interface SquadCheck {
  players: readonly RulePlayer[];
  captainId?: number | null;
  viceCaptainId?: number | null;
  settings: Pick<RuleSettings, "budgetLimit" | "maxPlayersPerClub">;
  /**
   * "team": a captain and a vice-captain are required. "transfers": captaincy is not checked (the
   * transfers page skips it).
   */
  mode?: "team" | "transfers";
  /**
   * Budget left, in tenths. Given: it must not be negative (transfers, or a saved team whose
   * players' prices have risen since). Not given: the squad's price must fit the budget limit.
   */
  bank?: number;
  /** The players on the pitch: given, the captain and vice-captain must be among them. */
  pitchIds?: readonly number[];
}

/** Every broken rule, in the spec's order; an empty list allows saving. */
export function validateSquad(check: SquadCheck): TeamError[] {
  const { players, settings, mode = "team" } = check;
  const errors: TeamError[] = [];
  const cost = players.reduce((sum, p) => sum + p.price, 0);
  if (check.bank !== undefined ? check.bank < 0 : cost > settings.budgetLimit) errors.push({ code: "budgetOverflown" });

  const perClub = new Map<number, { name: string; count: number }>();
  for (const p of players) {
    if (p.clubId === null) continue;
    const entry = perClub.get(p.clubId) ?? { name: p.clubName ?? String(p.clubId), count: 0 };
    entry.count++;
    perClub.set(p.clubId, entry);
  }
  const crowded = [...perClub.values()].filter((c) => c.count > settings.maxPlayersPerClub).map((c) => c.name);
  if (crowded.length)
    errors.push({ code: "tooManyFromClub", limit: settings.maxPlayersPerClub, clubs: crowded.join(", ") });

  if (mode === "team") {
    const ids = new Set(check.pitchIds ?? players.map((p) => p.id));
    const captain = check.captainId != null && ids.has(check.captainId) ? check.captainId : null;
    const vice = check.viceCaptainId != null && ids.has(check.viceCaptainId) ? check.viceCaptainId : null;
    if (captain === null) errors.push({ code: "captainRequired" });
    if (vice === null) errors.push({ code: "viceCaptainRequired" });
    if (captain !== null && captain === vice) errors.push({ code: "captainEqualsVice" });
  }

  const counts = countByPosition(players);
  const unique = new Set(players.map((p) => p.id)).size === players.length;
  if (
    players.length !== SQUAD_SIZE ||
    !unique ||
    (Object.keys(SQUAD_LIMITS) as (keyof typeof SQUAD_LIMITS)[]).some((pos) => counts[pos] !== SQUAD_LIMITS[pos])
  ) {
    errors.push({ code: "incompleteTeam" });
  }
  return errors;
}

/** Whether one more player of this position fits the squad (spec: "players whose position is full cannot be added"). */
export const positionHasRoom = (players: readonly RulePlayer[], position: RulePlayer["position"]) =>
  countByPosition(players)[position] < SQUAD_LIMITS[position];
