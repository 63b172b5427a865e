// /api/v0/leagues/… (docs/product.md section 7 "Leagues"). Info calls take the league's natural key (season
// id, season id + country code, round id; quad and private leagues by league id); members and
// find-own calls take the league id the info call returned (docs/api.md).
import { z } from "zod";
import { id, int } from "@/lib/validation/football";
import { joinLeagueSchema, leagueCreateSchema, leagueManageSchema } from "@/lib/validation/leagues";
import type { LeagueKind } from "@/lib/generated/prisma/enums";
import { SEASON_STATUS_QUERY, SeasonSchema } from "../serializers/football";
import { HeadToHeadRoundSchema, HeadToHeadTableSchema } from "../serializers/head-to-head";
import { endpoint } from "../handler";
import { pageQuery, pageSizeQuery } from "../pagination";
import {
  CreatedLeague,
  JoinedLeague,
  League,
  LeagueMembers,
  LeagueTeam,
  ManagedLeague,
  OwnStandingPage,
  PrivateLeague,
  QuadLeague,
  RoundStatisticSchema,
} from "../serializers/leagues";

const tag = "leagues";
const noLiveTeam = "You have no team in the live season";
const ownerOnly = "Only the owner of the league can do this";
const idParam = z.object({ id: id() });
const pageSizeOnly = z.object({ page_size: pageSizeQuery(20) });
const infoQuery = pageSizeOnly.extend({ user_id: id().optional() });

/** A league's info call by an id (a season's, a round's or the league's own), with the place of user_id. */
const leagueInfo = <const Path extends string>(path: Path, summary: string) =>
  endpoint({
    method: "GET",
    path,
    response: League,
    tag,
    auth: "verified",
    params: idParam,
    query: infoQuery,
    summary,
  });

/** The members and find-own calls of a league kind, under its path segment. */
export function tableEndpoints<const S extends string>(kind: LeagueKind, segment: S) {
  return {
    members: endpoint({
      method: "GET",
      path: `/leagues/${segment}/{id}/`,
      response: LeagueMembers,
      tag,
      auth: "verified",
      params: idParam,
      query: pageQuery(20),
      summary: `Members of a ${kind} league (league id), ranked: page, page_size (20).`,
    }),
    findOwn: endpoint({
      method: "GET",
      path: `/leagues/${segment}/find-own/{id}/`,
      response: OwnStandingPage,
      tag,
      auth: "verified",
      params: idParam,
      query: pageSizeOnly,
      summary: `The page of a ${kind} league (league id) that shows the caller's team, with its number.`,
    }),
  };
}

export const seasonLeague = {
  ...tableEndpoints("season", "season-league"),
  info: leagueInfo(
    "/leagues/season-league/info/{id}/",
    "The season league of a season (season id), with the place of user_id (default: the caller).",
  ),
};
export const countryLeague = {
  ...tableEndpoints("country", "country-league"),
  info: endpoint({
    method: "GET",
    path: "/leagues/country-league/info/{id}/league/{countryCode}/",
    response: League,
    tag,
    auth: "verified",
    params: z.object({
      id: id(),
      countryCode: z
        .string()
        .regex(/^[A-Za-z]{2}$/)
        .transform((c) => c.toUpperCase()),
    }),
    query: infoQuery,
    summary: "The country league of a season (season id) and country code, with the place of user_id.",
  }),
};
const statisticQuery = z.object({ user_id: id().optional() });
const statisticSummary =
  "the user's (user_id, default the caller) points, transfers, wildcard and penalty, beside the round's average and maximum.";
export const roundLeague = {
  ...tableEndpoints("round", "round-league"),
  info: leagueInfo(
    "/leagues/round-league/info/{id}/",
    "The round league of a round (round id), with the place of user_id.",
  ),
  statistic: endpoint({
    method: "GET",
    path: "/leagues/round-league/statistic/{id}/",
    response: RoundStatisticSchema,
    tag,
    auth: "verified",
    params: idParam,
    query: statisticQuery,
    responses: { 404: "Invalid round ID" },
    summary: `A round (round id): ${statisticSummary}`,
  }),
  /** The spec's "also /round-league-statistic/": the same statistic, the round id in the query as the other round filters take it. */
  statisticByQuery: endpoint({
    method: "GET",
    path: "/leagues/round-league-statistic/",
    response: RoundStatisticSchema,
    tag,
    auth: "verified",
    query: statisticQuery.extend({ round_id: id() }),
    responses: { 404: "Invalid round ID" },
    summary: `Alias of /leagues/round-league/statistic/{id}/ with the round in round_id: ${statisticSummary}`,
  }),
};
export const quadLeague = {
  ...tableEndpoints("quad", "quad-league"),
  list: endpoint({
    method: "GET",
    path: "/leagues/quad-leagues/{id}/",
    response: z.array(QuadLeague),
    tag,
    auth: "verified",
    params: idParam,
    summary: "The quad leagues of a season (season id).",
  }),
  info: leagueInfo("/leagues/quad-league/info/{id}/", "A quad league (league id), with the place of user_id."),
};
export const privateLeague = {
  ...tableEndpoints("private", "private-leagues"),
  list: endpoint({
    method: "GET",
    path: "/leagues/private-leagues/",
    response: z.array(PrivateLeague),
    tag,
    auth: "verified",
    summary: "The caller's private leagues in the live season: own first, then by name.",
  }),
  create: endpoint({
    method: "POST",
    path: "/leagues/private-leagues/",
    response: CreatedLeague,
    tag,
    auth: "verified",
    body: leagueCreateSchema,
    status: 201,
    summary:
      "Creates a private league (name, starts_from_round: a round number of the live season not yet finished; format head_to_head with scoring points or goals: a round whose deadline has not passed); the creator's team joins.",
    responses: { 404: noLiveTeam },
  }),
  info: endpoint({
    method: "GET",
    path: "/leagues/private-leagues/info/{id}/",
    response: League,
    tag,
    auth: "verified",
    params: idParam,
    query: infoQuery,
    summary: "A private league the caller belongs to or owns, with its join code.",
  }),
  leave: endpoint({
    method: "DELETE",
    path: "/leagues/private-leagues/{id}/",
    tag,
    auth: "verified",
    params: idParam,
    summary: "Leave a private league (members; the owner deletes it instead).",
    responses: { 403: "The owner cannot leave: delete the league instead", 404: "Your team is not in this league" },
  }),
  join: endpoint({
    method: "POST",
    path: "/leagues/private-leagues/join/{code}/",
    response: JoinedLeague,
    tag,
    auth: "verified",
    params: z.object({ code: z.string().max(12) }),
    summary: "Join by code; answers the league id.",
    responses: {
      404: `No league has this code, or ${noLiveTeam.toLowerCase()}`,
      409: "Entries are closed (a head-to-head league's at its first round's deadline) or it is full, or your team is already in the league",
    },
  }),
  joinByBody: endpoint({
    method: "POST",
    path: "/leagues/private-leagues/join/",
    response: JoinedLeague,
    tag,
    auth: "verified",
    body: joinLeagueSchema,
    summary: "Join by code given as join_code in the body.",
    responses: {
      404: `No league has this code, or ${noLiveTeam.toLowerCase()}`,
      409: "Entries are closed (a head-to-head league's at its first round's deadline) or it is full, or your team is already in the league",
    },
  }),
  manage: endpoint({
    method: "PATCH",
    path: "/leagues/private-leagues/manage/{id}/",
    response: ManagedLeague,
    tag,
    auth: "verified",
    params: idParam,
    body: leagueManageSchema,
    summary: "Owner: rename, open or close entries.",
    responses: { 403: ownerOnly },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/leagues/private-leagues/manage/{id}/",
    tag,
    auth: "verified",
    params: idParam,
    summary: "Owner: delete the league.",
    responses: { 403: ownerOnly },
  }),
  findTeam: endpoint({
    method: "GET",
    path: "/leagues/private-leagues/find-team/",
    response: z.array(LeagueTeam),
    tag,
    auth: "verified",
    query: z.object({ privateleague_id: id(), userteam_name: z.string("required").trim().min(1, "required").max(30) }),
    summary: "Owner: member teams whose name contains userteam_name (at most 10), for removal.",
    responses: { 403: ownerOnly, 404: "No such league" },
  }),
  removeTeam: endpoint({
    method: "DELETE",
    path: "/leagues/private-leagues/manage/{id}/teams/{teamId}/",
    tag,
    auth: "verified",
    params: z.object({ id: id(), teamId: id() }),
    summary: "Owner: remove a member team (never the owner's; from a head-to-head league only before its first round).",
    responses: {
      403: `${ownerOnly}; the owner's team cannot be removed`,
      404: "This team is not in this league",
      409: "The head-to-head league has started: its fixtures are drawn",
    },
  }),
  headToHeadMatches: endpoint({
    method: "GET",
    path: "/leagues/private-leagues/{id}/head-to-head/matches/",
    response: HeadToHeadRoundSchema,
    tag,
    auth: "verified",
    params: idParam,
    query: z.object({ round: int(1, 100).optional() }),
    summary:
      "A head-to-head league's matches of round number `round` (default: the live round, else the next to play, else the last): fixtures, provisional scores while live, results once closed; with every round that has fixtures.",
    responses: { 404: "Not a head-to-head league you are in, or no fixtures that round" },
  }),
  headToHeadTable: endpoint({
    method: "GET",
    path: "/leagues/private-leagues/{id}/head-to-head/table/",
    response: HeadToHeadTableSchema,
    tag,
    auth: "verified",
    params: idParam,
    summary:
      "A head-to-head league's table after its last closed round: played, won, drawn, lost, points and goals scored, points (3 a win, 1 a draw), ranked by points, points scored, then goals in goals mode.",
  }),
};

export const seasons = endpoint({
  method: "GET",
  path: "/leagues/seasons/",
  tag: "leagues",
  auth: "public",
  query: z.object({ status: z.enum(SEASON_STATUS_QUERY).optional() }),
  response: z.array(SeasonSchema),
  summary: "Seasons, newest first; status live (or active), finished, open-for-registration, disabled.",
});
