// /api/v0/userteams/… (docs/product.md section 7 "User teams and transfers"), on the
// engine's use cases. position_index is 1–15 (bench = priority + 12); see lib/api/requests/teams.ts.
import { z } from "zod";
import { id } from "@/lib/validation/football";
import {
  newTeamSchema,
  randomTeamSchema,
  registerSchema,
  roundTeamQuery,
  seasonStatusQuery,
  teamNameSchema,
  updateTeamSchema,
} from "@/lib/api/requests/teams";
import { SeasonStatisticSchema } from "../serializers/season-statistic";
import {
  BenchEntry,
  CHIP,
  RandomTeamSchema,
  RoundTeamList,
  TeamChipsSchema,
  TeamName,
  TransferStateSchema,
  UserFootballPlayer,
  UserTeam,
  UserTeamWithState,
} from "../serializers/teams";
import { Registration } from "../serializers/users";
import { Detail } from "../serializers/wire";
import { endpoint } from "../handler";
import { LIMITS } from "../rate-limit";

const tag = "userteams";
const chipBody = z.object({ chip: CHIP });
const base = "/userteams/user-teams";
const noLiveTeam = { 404: "You have no team in the live season" };
/** The refusals of a change to the caller's live team. */
export const TEAM_CHANGE = {
  ...noLiveTeam,
  409: "The deadline has passed, or the season has no round left to play",
};
/** A squad's refusals name its players (lib/server: `players`) as the bodies do. */
const SQUAD_FIELDS = { players: "football_players" } as const;
/** A new team for the caller: the body, answer and refusal that creating one and next season's share. */
const newTeam = <const Path extends string>(path: Path, summary: string) =>
  endpoint({
    method: "POST",
    path,
    tag,
    auth: "verified",
    body: newTeamSchema,
    fields: SQUAD_FIELDS,
    status: 201,
    responses: { 409: "You already have a team for that season, or no season is open for one" },
    response: UserTeam,
    summary,
  });

/** A check of the caller's teams: 200 with a detail, or 404 with `absent`'s reason. */
const teamCheck = (method: "HEAD" | "GET", path: string, summary: string, absent: string) =>
  endpoint({
    method,
    path: `${base}/${path}/`,
    tag,
    response: Detail,
    auth: "verified",
    summary,
    responses: { 404: absent },
  });

export const teams = {
  list: endpoint({
    method: "GET",
    path: `${base}/`,
    tag,
    response: z.array(UserTeamWithState),
    auth: "verified",
    query: seasonStatusQuery,
    summary:
      "The caller's teams (season_status live, finished or open-for-registration) with squads and, for the live one, the transfer counters.",
  }),
  create: newTeam(
    `${base}/`,
    "Creates the caller's team for the season open for registration, else the live one (same body as register without user).",
  ),
  rename: endpoint({
    method: "PATCH",
    path: `${base}/`,
    tag,
    response: TeamName,
    auth: "verified",
    body: teamNameSchema,
    summary: "Renames the caller's live team (as set-new-team-name).",
    responses: noLiveTeam,
  }),
  register: endpoint({
    method: "POST",
    path: `${base}/register/`,
    tag,
    response: Registration,
    auth: "public",
    rateLimit: LIMITS.registration,
    body: registerSchema,
    fields: SQUAD_FIELDS,
    status: 201,
    responses: { 403: "Sign-up is closed", 409: "No season is live, or the deadline has passed" },
    summary:
      "Registration with the team: user (registration fields), formation, football_players, bench_players, captain, vice_captain, user_team {name, formation}; JSON or form data with JSON values.",
  }),
  checkLive: teamCheck(
    "HEAD",
    "check-live-season-user-team",
    "200 when the caller has a live-season team, 404 otherwise.",
    "No live-season team",
  ),
  checkPlayedThisSeason: teamCheck(
    "HEAD",
    "check-user-team-played-this-season",
    "200 when the live-season team has played a round.",
    "Not played",
  ),
  checkPlayedAnyRound: teamCheck(
    "GET",
    "check-user-played-any-round",
    "200 when any team of the caller has played a round (HEAD too).",
    "Never played",
  ),
  wildcard: endpoint({
    method: "PATCH",
    path: `${base}/use-wildcard-for-live-round/`,
    tag,
    auth: "verified",
    response: TransferStateSchema,
    summary: "Plays the Wildcard for the next deadline; answers the transfer counters.",
    responses: {
      ...noLiveTeam,
      409: "The Wildcard is used, or transfers are already unlimited until the next deadline",
    },
  }),
  chips: endpoint({
    method: "GET",
    path: `${base}/chips/`,
    tag,
    auth: "verified",
    response: TeamChipsSchema,
    summary: "The chips of the caller's live team: each chip of the season in each half, and its status.",
    responses: noLiveTeam,
  }),
  playChip: endpoint({
    method: "POST",
    path: `${base}/chips/`,
    tag,
    auth: "verified",
    body: chipBody,
    status: 201,
    response: TeamChipsSchema,
    summary:
      "Plays a chip (body: chip) for the next deadline: one a round, each once in each half; wildcard and free_hit not in the team's first round. Answers the team's chips.",
    responses: {
      ...noLiveTeam,
      409: "The chip is played or expired, another chip is played for the round, or the deadline has passed",
    },
  }),
  cancelChip: endpoint({
    method: "DELETE",
    path: `${base}/chips/{chip}/`,
    tag,
    auth: "verified",
    params: z.object({ chip: CHIP }),
    response: TeamChipsSchema,
    summary:
      "Cancels the bench_boost or triple_captain played for the next deadline, before it; a wildcard or a free_hit cannot be cancelled. Answers the team's chips.",
    responses: { ...noLiveTeam, 409: "The chip is not played for the next round, or it cannot be cancelled" },
  }),
  setName: endpoint({
    method: "PATCH",
    path: `${base}/set-new-team-name/`,
    tag,
    response: TeamName,
    auth: "verified",
    body: teamNameSchema,
    summary: "Renames the caller's live team (docs/product.md section 5 Team name rules).",
    responses: noLiveTeam,
  }),
  update: endpoint({
    method: "PUT",
    path: `${base}/update-live-season-user-team/`,
    tag,
    auth: "verified",
    body: updateTeamSchema,
    fields: SQUAD_FIELDS,
    responses: TEAM_CHANGE,
    response: UserTeam,
    summary:
      "Line-up for the next round: formation, places and bench order of the team's own 15, captain and vice_captain (user football player ids).",
  }),
  nextSeason: newTeam(
    "/userteams/create-team-for-next-season/",
    "A returning user's team for the next season (same body as register without user).",
  ),
  players: endpoint({
    method: "GET",
    path: "/userteams/user-football-players/",
    tag,
    response: z.array(UserFootballPlayer),
    auth: "verified",
    summary: "The caller's 15 user football players (live team).",
    responses: noLiveTeam,
  }),
  benches: endpoint({
    method: "GET",
    path: "/userteams/user-team-benches/",
    tag,
    response: z.array(BenchEntry),
    auth: "verified",
    summary: "The caller's bench entries by priority (live team).",
    responses: noLiveTeam,
  }),
  random: endpoint({
    method: "POST",
    path: "/userteams/random-team/",
    tag,
    auth: "optional",
    body: randomTeamSchema,
    fields: { players: "football_players_data" },
    response: RandomTeamSchema,
    summary: "A valid random team around up to 14 picked players: main and bench lists.",
    responses: { 409: "No valid team can be built around the players picked" },
  }),
  forRound: endpoint({
    method: "GET",
    path: "/userteams/user-team-for-round/",
    tag,
    auth: "verified",
    query: roundTeamQuery,
    fields: { round: "football_round" },
    response: RoundTeamList,
    summary:
      "A user's team (user, default the caller) in football_round: {count, results: [team]} with points, auto-substitutions and captaincy; empty when the team did not play.",
    responses: { 403: "The squad of another user for a round not yet started is private", 404: "No such round" },
  }),
  seasonStatistic: endpoint({
    method: "GET",
    path: "/userteams/user-team-season-statistic/{user}/",
    tag,
    auth: "verified",
    params: z.object({ user: id() }),
    response: SeasonStatisticSchema,
    summary: "A user's season statistic (total points, transfers, team price, average points, country).",
  }),
};
