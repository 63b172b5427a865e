// The leagues screens' paths (docs/product.md "Leagues ranking paths"): /leagues-ranking/{season|country|round|quad|private}/
// with ?round=N (round), ?quad=N (quad), ?league_id=N (private) and ?page=N.
export const LEAGUES_PATH = "/leagues/";
export const RANKING_KINDS = ["season", "round", "quad", "country", "private"] as const;
export type RankingKind = (typeof RANKING_KINDS)[number];
export const MEMBERS_PAGE_SIZE = 20;
/** Where the chosen round and quad are kept on the device (docs/product.md section 3 "Selected league choice"). */
export const SELECTED_KEY = "selectedRoundLeagues";

export interface RankingQuery {
  round?: number | null;
  quad?: number | null;
  leagueId?: number | null;
  page?: number | null;
}

export function rankingHref(kind: RankingKind, query: RankingQuery = {}) {
  const q: Record<string, string> = {};
  if (kind === "round" && query.round) q.round = String(query.round);
  if (kind === "quad" && query.quad) q.quad = String(query.quad);
  if (kind === "private" && query.leagueId) q.league_id = String(query.leagueId);
  if (query.page && query.page > 1) q.page = String(query.page);
  return { pathname: `/leagues-ranking/${kind}/`, query: q };
}

/** The own row's team page; another member's team by user id (docs/product.md section 2 "League ranking page"). */
export const teamHref = (own: boolean, userId: number) =>
  own
    ? { pathname: "/live-previous-rounds-team/" }
    : { pathname: "/other-user-team/", query: { user_id: String(userId) } };
