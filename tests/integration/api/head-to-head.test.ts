// Head-to-head private leagues through the API: created with a format and a scoring, joined until the first round's
// deadline (refused after it, in both languages), fixtures drawn at the lock, provisional scores while the round is
// live, the result and the table after the close. Classic leagues answer without the new fields, as before.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { Rng } from "@/lib/game/rng";
import { closeRound } from "@/lib/server/rounds/close";
import { lockRound } from "@/lib/server/rounds/lock-round";
import { refreshLiveRound } from "@/lib/server/rounds/refresh-live-round";
import { seed } from "@/prisma/seed";
import { playRoundResults } from "@/prisma/seed/results";
import { LIVE_ROUND } from "@/prisma/seed/season";
import { call } from "./client";

const FIRST = LIVE_ROUND + 1;
const tokens: string[] = [];
const userIds: number[] = [];
let seasonId: number;

const signIn = async (email: string, i: number) =>
  (
    await call("POST", "/users/token/", {
      body: { email, password: DEMO_LOGIN.password },
      headers: { "x-forwarded-for": `10.0.30.${i}` },
    })
  ).body.access as string;
const roundOf = async (number: number) => (await getDb()).round.findFirstOrThrow({ where: { seasonId, number } });

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
  const demo = await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } });
  const others = await db.user.findMany({
    where: { id: { not: demo.id }, isEmailVerified: true, teams: { some: { seasonId } } },
    orderBy: { id: "asc" },
    take: 2,
  });
  await db.user.updateMany({
    where: { id: { in: others.map((u) => u.id) } },
    data: { passwordHash: demo.passwordHash },
  });
  for (const [i, user] of [demo, ...others].entries()) {
    tokens.push(await signIn(user.email, i + 1));
    userIds.push(user.id);
  }
  // The live round closed: the next one is the first of the head-to-head league.
  const live = await roundOf(LIVE_ROUND);
  await db.game.updateMany({
    where: { roundId: live.id, status: { in: ["live", "scheduled"] } },
    data: { status: "finished" },
  });
  await closeRound({ roundId: live.id, now: new Date(live.deadline.getTime() + 4 * 86_400_000) });
}, 300_000);

describe("head-to-head leagues", () => {
  it("creates one with its scoring, refuses an unknown format or scoring, and leaves classic answers as they were", async () => {
    const [owner] = tokens;
    const classic = await call("POST", "/leagues/private-leagues/", {
      token: owner,
      body: { name: "Classic Club", starts_from_round: FIRST },
    });
    expect(classic.status).toBe(201);
    expect(classic.body).not.toHaveProperty("format");
    expect(classic.body).not.toHaveProperty("scoring");
    const bad = await call("POST", "/leagues/private-leagues/", {
      token: owner,
      body: { name: "Bad", starts_from_round: FIRST, format: "knockout", scoring: "corners" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["format", "scoring"]);

    const created = await call("POST", "/leagues/private-leagues/", {
      token: owner,
      body: { name: "Derby Goals", starts_from_round: FIRST, format: "head_to_head", scoring: "goals" },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { format: "head_to_head", scoring: "goals", members_count: 1 },
    });
    const list = await call("GET", "/leagues/private-leagues/", { token: owner });
    const byName = Object.fromEntries(list.body.map((l: { name: string }) => [l.name, l]));
    expect(byName["Derby Goals"]).toMatchObject({ format: "head_to_head", scoring: "goals" });
    expect(byName["Classic Club"]).not.toHaveProperty("format");
    const info = await call("GET", `/leagues/private-leagues/info/${created.body.id}/`, { token: owner });
    expect(info.body).toMatchObject({ format: "head_to_head", scoring: "goals" });
  });

  it("takes members until the first round's deadline, then draws the fixtures and refuses joining and removals", async () => {
    const [owner, friend, late] = tokens;
    const db = await getDb();
    const league = await db.league.findFirstOrThrow({ where: { name: "Derby Goals" } });
    expect((await call("POST", `/leagues/private-leagues/join/${league.joinCode}/`, { token: friend })).status).toBe(
      200,
    );

    const before = await call("GET", `/leagues/private-leagues/${league.id}/head-to-head/matches/`, { token: friend });
    expect(before).toMatchObject({
      status: 200,
      body: { round: null, rounds: [], matches: [], starts_from_round: { number: FIRST } },
    });
    const table = await call("GET", `/leagues/private-leagues/${league.id}/head-to-head/table/`, { token: friend });
    expect(table.body.after_round).toBeNull();
    expect(table.body.results.map((r: { points: number; played: number }) => [r.played, r.points])).toEqual([
      [0, 0],
      [0, 0],
    ]);

    const first = await roundOf(FIRST);
    await lockRound({ roundId: first.id, now: first.deadline });
    for (const [language, detail] of [
      ["en", `Entries to this head-to-head league closed at the deadline of round ${FIRST}.`],
      ["it", `Le iscrizioni a questa lega a scontri diretti si sono chiuse alla scadenza della giornata ${FIRST}.`],
    ])
      expect(
        await call("POST", "/leagues/private-leagues/join/", {
          token: late,
          body: { join_code: league.joinCode },
          headers: { "accept-language": language! },
        }),
      ).toMatchObject({ status: 409, body: { detail } });
    const friendTeam = await db.userTeam.findFirstOrThrow({ where: { seasonId, userId: userIds[1] } });
    const removal = await call("DELETE", `/leagues/private-leagues/manage/${league.id}/teams/${friendTeam.id}/`, {
      token: owner,
    });
    expect(removal.status).toBe(409);

    const drawn = await call("GET", `/leagues/private-leagues/${league.id}/head-to-head/matches/`, { token: friend });
    const remaining = await db.round.count({ where: { seasonId, number: { gte: FIRST } } });
    expect(drawn.body.rounds).toHaveLength(remaining);
    expect(drawn.body).toMatchObject({ round: { number: FIRST, status: "live" }, provisional: true });
    expect(drawn.body.matches).toHaveLength(1);
    const [match] = drawn.body.matches;
    expect([match.home.kind, match.away.kind]).toEqual(["team", "team"]);
    expect([match.home.own, match.away.own].filter(Boolean)).toHaveLength(1);
    // No score before the first live refresh.
    expect(match.home.points).toBeNull();
    const later = await call("GET", `/leagues/private-leagues/${league.id}/head-to-head/matches/?round=${FIRST + 1}`, {
      token: friend,
    });
    expect(later.body).toMatchObject({ round: { number: FIRST + 1, status: "scheduled" }, provisional: false });
    expect(later.body.matches[0].home.points).toBeNull();
    expect(
      (await call("GET", `/leagues/private-leagues/${league.id}/head-to-head/matches/?round=1`, { token: friend }))
        .status,
    ).toBe(404);
  });

  it("follows the live points, then gives the result and the table after the close", async () => {
    const [owner] = tokens;
    const db = await getDb();
    const league = await db.league.findFirstOrThrow({ where: { name: "Derby Goals" } });
    const first = await roundOf(FIRST);
    await playRoundResults(db, { roundId: first.id, rng: new Rng(FIRST) });
    await refreshLiveRound({ roundId: first.id, now: new Date(first.deadline.getTime() + 86_400_000) });
    const url = `/leagues/private-leagues/${league.id}/head-to-head/matches/?round=${FIRST}`;
    const live = (await call("GET", url, { token: owner })).body;
    expect(live.provisional).toBe(true);
    const points = await db.teamRound.findMany({
      where: { roundId: first.id },
      select: { teamId: true, points: true },
    });
    const pointsOf = (teamId: number) => points.find((p) => p.teamId === teamId)!.points;
    expect(live.matches[0].home.points).toBe(pointsOf(live.matches[0].home.team_id));

    await closeRound({ roundId: first.id, now: new Date(first.deadline.getTime() + 3 * 86_400_000) });
    const final = (await call("GET", url, { token: owner })).body;
    expect(final).toMatchObject({ provisional: false, round: { status: "finished" } });
    const [match] = final.matches;
    const table = (await call("GET", `/leagues/private-leagues/${league.id}/head-to-head/table/`, { token: owner }))
      .body;
    expect(table.after_round).toMatchObject({ number: FIRST });
    const rows = table.results as {
      team_id: number;
      won: number;
      drawn: number;
      lost: number;
      points: number;
      goals_for: number;
    }[];
    const home = rows.find((r) => r.team_id === match.home.team_id)!;
    expect(home.goals_for).toBe(match.home.goals);
    const outcome = Math.sign(match.home.goals - match.away.goals);
    expect([home.won, home.drawn, home.lost]).toEqual([
      outcome > 0 ? 1 : 0,
      outcome === 0 ? 1 : 0,
      outcome < 0 ? 1 : 0,
    ]);
    // The classic calls read the same table: rank and table points.
    const members = (await call("GET", `/leagues/private-leagues/${league.id}/`, { token: owner })).body;
    expect(members.results.map((r: { team_id: number; total_points: number }) => [r.team_id, r.total_points])).toEqual(
      rows.map((r) => [r.team_id, r.points]),
    );
  });
});
