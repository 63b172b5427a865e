// Public reads (spec section 7 "Settings, rounds, players" and "Content"): rounds and games,
// players' results, dream teams, news, counters, prizes, rules and FAQ.
import { z } from "zod";
import { id, int } from "@/lib/validation/football";
import { endpoint } from "../handler";
import { pageQuery } from "../pagination";

const idParam = z.object({ id: id() });
const playerQuery = z.object({ player_id: id() });

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
    summary:
      "Rounds of a season (default: the current one): status (comma-separated; completed = finished), ordering number or -number (finished rounds: newest first by default).",
  }),
  games: endpoint({
    method: "GET",
    path: "/rounds/round-games/",
    tag: "rounds",
    auth: "public",
    query: z.object({ round_id: id() }),
    summary: "The games of a round in kick-off order.",
  }),
  closest: endpoint({
    method: "GET",
    path: "/rounds/round-games/closest_scheduled_round_games/",
    tag: "rounds",
    auth: "public",
    summary: "The next scheduled round's games grouped by club, with home/away and the opponent.",
  }),
  game: endpoint({
    method: "GET",
    path: "/rounds/round-games/{id}/",
    tag: "rounds",
    auth: "public",
    params: idParam,
    summary: "One game with its status note and every player's actions (results).",
  }),
  fixtures: endpoint({
    method: "GET",
    path: "/rounds/football-player-fixtures/",
    tag: "rounds",
    auth: "public",
    query: playerQuery,
    summary: "A player's remaining fixtures this season.",
  }),
  seasonResults: endpoint({
    method: "GET",
    path: "/rounds/football-player-season-results-list/",
    tag: "rounds",
    auth: "public",
    query: playerQuery,
    summary: "A player's past seasons: season_name, season_actions, total_points.",
  }),
  roundResults: endpoint({
    method: "GET",
    path: "/rounds/football-player-round-results/",
    tag: "rounds",
    auth: "public",
    query: z.object({ round_game_id: id() }),
    summary: "Every player's results in a game: {count, results}.",
  }),
  resultsList: endpoint({
    method: "GET",
    path: "/rounds/football-player-round-results-list/",
    tag: "rounds",
    auth: "public",
    query: z.object({ player_id: id(), season_id: id().optional() }),
    summary: "A player's per-game results in a season (default: the current one): {count, results}.",
  }),
};

export const playerDetail = endpoint({
  method: "GET",
  path: "/footballteams/football-players/{id}/",
  tag: "football",
  auth: "public",
  params: idParam,
  query: z.object({ season_id: id().optional(), ordering: z.enum(["match_datetime", "-match_datetime"]).optional() }),
  summary:
    "One player: header, per-game results (ordering by match date), fixtures, past seasons, points per round, price history.",
});

export const dreamTeams = {
  round: endpoint({
    method: "GET",
    path: "/dreamteams/round-dream-teams/",
    tag: "content",
    auth: "public",
    query: z.object({ round_id: id() }),
    summary: "A round's dream team (4-4-2): {count, results: [{round_dream_team_players}]}.",
    responses: { 404: "Invalid round ID, or no dream team yet" },
  }),
  season: endpoint({
    method: "GET",
    path: "/dreamteams/season-dream-teams/",
    tag: "content",
    auth: "public",
    query: z.object({ season_id: id().optional() }),
    summary: "A season's dream team so far: {count, results: [{season_dream_team_players}]}.",
    responses: { 404: "No dream team yet" },
  }),
};

export const content = {
  news: endpoint({
    method: "GET",
    path: "/news/news/",
    tag: "content",
    auth: "public",
    query: pageQuery(3),
    summary: "Published news, newest first, pages of 3.",
  }),
  article: endpoint({
    method: "GET",
    path: "/news/news/{id}/",
    tag: "content",
    auth: "public",
    params: idParam,
    summary: "One article with its (sanitised) HTML.",
  }),
  counters: endpoint({
    method: "GET",
    path: "/news/counters/",
    tag: "content",
    auth: "public",
    summary: "Season participants, country leagues and private leagues.",
  }),
  prizes: endpoint({
    method: "GET",
    path: "/rules/prizes/",
    tag: "content",
    auth: "public",
    query: z.object({ winner_type: int(1, 3) }),
    summary: "Prizes of a winner type (1 quad round, 2 season, 3 round).",
  }),
  sections: endpoint({
    method: "GET",
    path: "/rules/rules-section/",
    tag: "content",
    auth: "public",
    query: z.object({
      section_type: z
        .string()
        .max(40)
        .regex(/^[A-Za-z0-9_-]+$/, "invalid")
        .optional(),
    }),
    summary: "Rules sections by position (section_type, a slug such as rules, filters; default rules).",
  }),
  items: endpoint({
    method: "GET",
    path: "/rules/rules-item/",
    tag: "content",
    auth: "public",
    summary: "The rules items: the sections of type rules, by position (as rules-section without a filter).",
  }),
  faq: endpoint({
    method: "GET",
    path: "/rules/faq/",
    tag: "content",
    auth: "public",
    summary: "FAQ items by position.",
  }),
};
