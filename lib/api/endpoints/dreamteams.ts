// /api/v0/dreamteams/… (docs/product.md section 7 "Content"): the round's and the season's dream teams.
import { z } from "zod";
import { id } from "@/lib/validation/football";
import { RoundDreamTeamList, SeasonDreamTeamList } from "../serializers/football";
import { endpoint } from "../handler";

export const dreamTeams = {
  round: endpoint({
    method: "GET",
    path: "/dreamteams/round-dream-teams/",
    tag: "content",
    auth: "public",
    query: z.object({ round_id: id() }),
    response: RoundDreamTeamList,
    summary: "A round's dream team (4-4-2): {count, results: [{round_dream_team_players}]}.",
    responses: { 404: "Invalid round ID, or no dream team yet" },
  }),
  season: endpoint({
    method: "GET",
    path: "/dreamteams/season-dream-teams/",
    tag: "content",
    auth: "public",
    query: z.object({ season_id: id().optional() }),
    response: SeasonDreamTeamList,
    summary: "A season's dream team so far: {count, results: [{season_dream_team_players}]}.",
    responses: { 404: "No dream team yet" },
  }),
};
