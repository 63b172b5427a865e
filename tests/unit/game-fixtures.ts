import type { Position, RulePlayer } from "@/lib/game/types";

let nextId = 1;
export const player = (position: Position, price = 50, clubId: number | null = null, clubName?: string): RulePlayer => {
  const id = nextId++;
  return { id, position, price, clubId: clubId ?? 100 + id, clubName };
};

/** A valid 15 (2/5/5/3), each from his own club, 5.0 each unless priced otherwise. */
export const squad = (price = 50): RulePlayer[] => [
  ...Array.from({ length: 2 }, () => player("GKP", price)),
  ...Array.from({ length: 5 }, () => player("DEF", price)),
  ...Array.from({ length: 5 }, () => player("MID", price)),
  ...Array.from({ length: 3 }, () => player("FWD", price)),
];
