// /api/v0/footballteams/… (docs/product.md section 7 "Settings, rounds, players"): clubs, the players list and one player.
import { z } from "zod";
import { expectedPointsQuery, id, playersQuery } from "@/lib/validation/football";
import { TICKER_MAX_ROUNDS, TICKER_ROUNDS, tickerQuery } from "@/lib/validation/forecast";
import { Club, PlayerDetail } from "../serializers/football";
import { FixtureDifficulty } from "../serializers/forecast";
import { ExpectedPointsList, PlayerList } from "../serializers/teams";
import { endpoint } from "../handler";
import { pageQuery } from "../pagination";

const idParam = z.object({ id: id() });

export const clubs = endpoint({
  method: "GET",
  path: "/footballteams/football-clubs/",
  tag: "football",
  auth: "public",
  response: z.array(Club),
  summary: "The season's clubs by full_name.",
});

export const players = endpoint({
  method: "GET",
  path: "/footballteams/football-players/",
  tag: "football",
  auth: "public",
  query: pageQuery(30).extend(playersQuery.shape),
  response: PlayerList,
  summary:
    "Players of Serie A clubs: page, page_size (30), football_club_id, full_name, ordering (a stat sort option, '-' for descending), min_price, max_price (millions), position.",
});

export const playerDetail = endpoint({
  method: "GET",
  path: "/footballteams/football-players/{id}/",
  tag: "football",
  auth: "public",
  params: idParam,
  query: z.object({ season_id: id().optional(), ordering: z.enum(["match_datetime", "-match_datetime"]).optional() }),
  response: PlayerDetail,
  summary:
    "One player: header, per-game results (ordering by match date), fixtures, past seasons, points per round, price history.",
});

export const expectedPoints = endpoint({
  method: "GET",
  path: "/footballteams/expected-points/",
  tag: "football",
  auth: "public",
  query: pageQuery(30).extend(expectedPointsQuery.shape),
  response: ExpectedPointsList,
  summary:
    "Every player's expected points in each round still to lock (docs/forecast.md): page, page_size (30), the players list's filters (football_club_id, full_name, min_price, max_price, position), round (which round expected_points orders by; default the next), ordering (expected_points or expected_points_5, '-' for descending, the default).",
});

export const fixtureDifficulty = endpoint({
  method: "GET",
  path: "/footballteams/fixture-difficulty/",
  tag: "football",
  auth: "public",
  query: tickerQuery,
  response: FixtureDifficulty,
  summary: `The fixture ticker: every club's next rounds still to lock (rounds, ${TICKER_ROUNDS} unless given, at most ${TICKER_MAX_ROUNDS}), each fixture with its difficulty 1–5 and both sides' expected goals, the clubs' attack and defence and the season's fit. ordering: ease (easiest run first, the default), name, attack, defence.`,
});
