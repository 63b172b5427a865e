// Settings, clubs, formations, the players list and point action types (spec section 7).
import { z } from "zod";
import { SEASON_STATUS_QUERY } from "../serializers/football";
import { playersQuery } from "@/lib/validation/football";
import { endpoint } from "../handler";
import { pageQuery } from "../pagination";

export const settings = endpoint({
  method: "GET",
  path: "/settings/",
  tag: "settings",
  auth: "public",
  summary:
    "budget_limit (millions), extra_transfer_penalty_points, nmb_of_fp_from_fc, free_transfers_per_round, sign_up_open.",
});
export const clubs = endpoint({
  method: "GET",
  path: "/footballteams/football-clubs/",
  tag: "football",
  auth: "public",
  summary: "The season's clubs by full_name.",
});
export const players = endpoint({
  method: "GET",
  path: "/footballteams/football-players/",
  tag: "football",
  auth: "public",
  query: pageQuery(30).extend(playersQuery.shape),
  summary:
    "Players of Serie A clubs: page, page_size (30), football_club_id, full_name, ordering (a stat sort option, '-' for descending), min_price, max_price (millions), position.",
});
export const formations = endpoint({
  method: "GET",
  path: "/formations/global-formations/",
  tag: "football",
  auth: "public",
  summary: "The formations a team may line up in.",
});
export const pointActionTypes = endpoint({
  method: "GET",
  path: "/rounds/football-player-point-actions/action-types/autocomplete/",
  tag: "football",
  auth: "public",
  query: z.object({ q: z.string().max(60).optional() }),
  summary: "Scoring actions with their points per position (null where an action does not apply), filtered by q.",
});
export const seasons = endpoint({
  method: "GET",
  path: "/leagues/seasons/",
  tag: "leagues",
  auth: "public",
  query: z.object({ status: z.enum(SEASON_STATUS_QUERY).optional() }),
  summary: "Seasons, newest first; status live (or active), finished, open-for-registration, disabled.",
});
