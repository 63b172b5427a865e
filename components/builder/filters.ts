// The players list's search and its limits (docs/product.md section 9: pages of 30, prices 0–15, "Added to the pitch" for 1 s),
// apart from the list itself so the screens can hold the filters without loading the list's code.
import type { Position } from "@/lib/game/types";
import type { PlayerOrdering } from "@/lib/validation/player-orderings";
import type { BuilderPlayer } from "./model";

export const PAGE_SIZE = 30;
export const PRICE_MAX = 15;
export const DEBOUNCE_MS = 300;
export const ADDED_NOTICE_MS = 1000;

export interface PlayerFilters {
  position: Position | null;
  clubId: number | null;
  name: string;
  minPrice: number;
  maxPrice: number;
  ordering: PlayerOrdering;
}

export const DEFAULT_FILTERS: PlayerFilters = {
  position: null,
  clubId: null,
  name: "",
  minPrice: 0,
  maxPrice: PRICE_MAX,
  ordering: "season_score",
};

/** Why a player cannot be added now, in words, or null when he can. */
export type AddCheck = (player: BuilderPlayer) => string | null;

/**
 * The players list's filters, held outside the screen's state so that a filter change re-renders the list alone (not
 * the pitch and the rest of the screen); an empty slot sets the position through it.
 */
export interface FiltersStore {
  get: () => PlayerFilters;
  set: (filters: PlayerFilters) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createFiltersStore(initial: PlayerFilters = DEFAULT_FILTERS): FiltersStore {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (filters) => {
      if (filters === value) return;
      value = filters;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
