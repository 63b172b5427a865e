// /api/v0/rounds/… (docs/product.md section 7 "Settings, rounds, players"): rounds and games, players' fixtures and results.
import { z } from "zod";
import { id } from "@/lib/validation/football";
import {
  ClosestGames,
  Game,
  Match,
  MatchPlayerResultList,
  PlayerFixtureSchema,
  PlayerGameResultList,
  PlayerPastSeasonSchema,
  PointActionType,
  RoundList,
} from "../serializers/football";
import { endpoint } from "../handler";

const idParam = z.object({ id: id() });
const playerQuery = z.object({ player_id: id() });
const noPlayer = { 404: "No such player" };

export const rounds = {
  list: endpoint({
    method: "GET",
    path: "/rounds/football-rounds/",
    tag: "rounds",
    auth: "public",
    query: z.object({
      status: z
        .string()
        .max(100)
        .regex(
          /^(scheduled|live|finished|cancelled|completed)(,(scheduled|live|finished|cancelled|completed))*$/,
          "invalidChoice",
        )
        .optional(),
      ordering: z.enum(["number", "-number"]).optional(),
      season_id: id().optional(),
    }),
    response: RoundList,
    summary:
      "Rounds of a season (default: the current one): status (comma-separated; completed = finished), ordering number or -number (finished rounds: newest first by default).",
  }),
  games: endpoint({
    method: "GET",
    path: "/rounds/round-games/",
    tag: "rounds",
    auth: "public",
    query: z.object({ round_id: id() }),
    response: z.array(Game),
    summary: "The games of a round in kick-off order.",
  }),
  closest: endpoint({
    method: "GET",
    path: "/rounds/round-games/closest_scheduled_round_games/",
    tag: "rounds",
    auth: "public",
    response: ClosestGames,
    summary: "The next scheduled round's games grouped by club, with home/away and the opponent.",
  }),
  game: endpoint({
    method: "GET",
    path: "/rounds/round-games/{id}/",
    tag: "rounds",
    auth: "public",
    params: idParam,
    response: Match,
    summary: "One game with its status note and every player's actions (results).",
  }),
  fixtures: endpoint({
    method: "GET",
    path: "/rounds/football-player-fixtures/",
    tag: "rounds",
    auth: "public",
    query: playerQuery,
    response: z.array(PlayerFixtureSchema),
    responses: noPlayer,
    summary: "A player's remaining fixtures this season.",
  }),
  seasonResults: endpoint({
    method: "GET",
    path: "/rounds/football-player-season-results-list/",
    tag: "rounds",
    auth: "public",
    query: playerQuery,
    response: z.array(PlayerPastSeasonSchema),
    responses: noPlayer,
    summary: "A player's past seasons: season_name, season_actions, total_points.",
  }),
  roundResults: endpoint({
    method: "GET",
    path: "/rounds/football-player-round-results/",
    tag: "rounds",
    auth: "public",
    query: z.object({ round_game_id: id() }),
    response: MatchPlayerResultList,
    responses: { 404: "No such game" },
    summary: "Every player's results in a game: {count, results}.",
  }),
  resultsList: endpoint({
    method: "GET",
    path: "/rounds/football-player-round-results-list/",
    tag: "rounds",
    auth: "public",
    query: z.object({ player_id: id(), season_id: id().optional() }),
    response: PlayerGameResultList,
    responses: noPlayer,
    summary: "A player's per-game results in a season (default: the current one): {count, results}.",
  }),
};

export const pointActionTypes = endpoint({
  method: "GET",
  path: "/rounds/football-player-point-actions/action-types/autocomplete/",
  tag: "football",
  auth: "public",
  query: z.object({ q: z.string().max(60).optional() }),
  response: z.array(PointActionType),
  summary: "Scoring actions with their points per position (null where an action does not apply), filtered by q.",
});
