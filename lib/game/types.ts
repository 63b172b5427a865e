// Shared vocabulary of the game rules (docs/product.md section 3).

export type Position = "GKP" | "DEF" | "MID" | "FWD";
export const POSITIONS: readonly Position[] = ["GKP", "DEF", "MID", "FWD"];

/**
 * A player's statuses as the product writes them (docs/product.md section 3; the database's enum writes
 * international_duty). Doubtful, minor-injury and unhealthy are flagged yellow, the rest but fit red.
 */
export const PLAYER_STATUS_WORDS = [
  "fit",
  "doubtful",
  "international-duty",
  "minor-injury",
  "serious-injury",
  "suspended",
  "transferred-out",
  "unhealthy",
] as const;
export type PlayerStatusWord = (typeof PLAYER_STATUS_WORDS)[number];

/** Squad composition (docs/product.md section 4): 2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards. */
export const SQUAD_LIMITS: Readonly<Record<Position, number>> = { GKP: 2, DEF: 5, MID: 5, FWD: 3 };
export const SQUAD_SIZE = 15;
export const PITCH_SIZE = 11;
export const BENCH_SIZE = 4;

/** A player as the rules see him. Prices in tenths of a million (55 = €5.5M). */
export interface RulePlayer {
  id: number;
  position: Position;
  clubId: number | null;
  clubName?: string;
  price: number;
}

/** Game settings (spec: budget_limit, extra_transfer_penalty_points, nmb_of_fp_from_fc). */
export interface RuleSettings {
  budgetLimit: number;
  maxPlayersPerClub: number;
  extraTransferPenaltyPoints: number;
  freeTransfersPerRound: number;
  maxSavedFreeTransfers: number;
}

export const DEFAULT_SETTINGS: RuleSettings = {
  budgetLimit: 1000,
  maxPlayersPerClub: 3,
  extraTransferPenaltyPoints: 4,
  freeTransfersPerRound: 1,
  maxSavedFreeTransfers: 5,
};

export const countByPosition = (players: readonly { position: Position }[]) => {
  const counts: Record<Position, number> = { GKP: 0, DEF: 0, MID: 0, FWD: 0 };
  for (const p of players) counts[p.position]++;
  return counts;
};

/** A squad as a manager submits it (registration, next season, line-up changes). */
export interface SquadInput {
  formationId: number;
  /**
   * The 15 players by slot (spec: position_index): 0–10 the pitch in the formation's order
   * (goalkeeper, defenders, midfielders, forwards), 11 the bench goalkeeper, 12–14 the outfield
   * substitutes in bench priority order.
   */
  players: { playerId: number; slot: number }[];
  /** Player ids; both must start on the pitch and differ. */
  captainId: number | null;
  viceCaptainId: number | null;
}
