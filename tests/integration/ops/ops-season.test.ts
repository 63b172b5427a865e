// The operator CLI alone runs a season: the demo season's live round is finished, the next one
// locked, scored and closed, the season finished; a new season is created, loaded from the example
// files, started and its first round played. Bad files are refused with file, line and field, and
// change nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { Rng } from "@/lib/game/rng";
import { DEFAULT_POINT_ACTIONS } from "@/lib/game/scoring";
import { randomTeam } from "@/lib/server/teams/random-team";
import { registerTeam } from "@/lib/server/teams/register-team";
import { main } from "@/ops/cli";
import { COMMANDS } from "@/ops/commands";
import { seed } from "@/prisma/seed";
import { BASE_TODAY } from "@/prisma/seed/calendar";
import { clubSides, simulateGame } from "@/prisma/seed/results";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fsa-ops-season-"));
const example = (file: string) => path.resolve("ops/examples", file);
let demoSeasonId: number;

async function ops(argv: string[], now: Date) {
  const out: string[] = [];
  const code = await main(argv, COMMANDS, getDb, { print: (l) => out.push(l), printError: (l) => out.push(l), now });
  return { code, out: out.join("\n") };
}

/** Writes `lines` to a file in the temporary folder and returns its path. */
function file(name: string, lines: string[]) {
  const target = path.join(dir, name);
  fs.writeFileSync(target, lines.join("\n"));
  return target;
}

/** Everything an import may touch, to prove a refused one changed nothing. */
async function footprint() {
  const db = await getDb();
  return {
    clubs: await db.club.findMany({ orderBy: { id: "asc" } }),
    seasonClubs: await db.seasonClub.count(),
    players: await db.player.findMany({ orderBy: { id: "asc" }, omit: { updatedAt: true } }),
    prices: await db.playerPrice.count(),
    rounds: await db.round.findMany({ orderBy: { id: "asc" } }),
    games: await db.game.findMany({ orderBy: { id: "asc" } }),
    audits: await db.auditLog.count(),
  };
}

/** Plausible results of a game, as the JSON file an operator would import. */
async function resultsFile(gameId: number, seedValue: number) {
  const db = await getDb();
  const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
  const sides = await clubSides(db);
  const [home, away] = [sides.get(game.homeClubId)!, sides.get(game.awayClubId)!];
  const result = simulateGame({ rng: new Rng(seedValue), home, away, rules: DEFAULT_POINT_ACTIONS });
  const ids = new Map([...home.externalIds, ...away.externalIds]);
  const target = path.join(dir, `game-${gameId}.json`);
  fs.writeFileSync(
    target,
    JSON.stringify(
      {
        game: gameId,
        status: "finished",
        home_score: result.homeScore,
        away_score: result.awayScore,
        players: result.players.map((p) => ({ player: ids.get(p.playerId), minutes: p.minutes, ...p.counts })),
      },
      null,
      2,
    ),
  );
  return target;
}

/** Enters every open game's results of a round with the CLI; returns the round. */
async function playRound(seasonId: number, number: number, now: Date) {
  const db = await getDb();
  const round = await db.round.findFirstOrThrow({
    where: { seasonId, number },
    include: { games: { orderBy: { id: "asc" } } },
  });
  for (const game of round.games.filter((g) => g.status === "scheduled" || g.status === "live")) {
    const run = await ops(["results", "import", await resultsFile(game.id, game.id)], now);
    expect(run.out).toContain(`Game ${game.id}:`);
    expect(run.code).toBe(0);
  }
  return round;
}

beforeAll(async () => {
  const db = await getDb();
  // On the base calendar, whatever the day: the next season's example files are dated August 2027, and the
  // commands run at the base-calendar moments they name (\`now\`).
  await seed(db, { now: BASE_TODAY });
  demoSeasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
}, 300_000);

describe("a new season from the example files", () => {
  const now = new Date("2026-11-23T09:00:00Z");

  it("creates the season, with a dry run first and usage errors for bad arguments", async () => {
    const db = await getDb();
    const dry = await ops(
      ["season", "create", "2027/28", "--starts", "2027-08-20", "--ends", "2028-05-28", "--dry-run"],
      now,
    );
    expect(dry).toMatchObject({ code: 0 });
    expect(dry.out).toContain("[dry run, nothing saved] Season 2027/28 created");
    expect(await db.season.count({ where: { name: "2027/28" } })).toBe(0);
    expect(
      (await ops(["season", "create", "2027/29", "--starts", "2027-08-20", "--ends", "2028-05-28"], now)).code,
    ).toBe(2);
    expect(
      (await ops(["season", "create", "2027/28", "--starts", "20 August", "--ends", "2028-05-28"], now)).code,
    ).toBe(2);
    const created = await ops(["season", "create", "2027/28", "--starts", "2027-08-20", "--ends", "2028-05-28"], now);
    expect(created.out).toContain("Season 2027/28 created (open for registration), 2027-08-20 to 2028-05-28.");
    expect((await db.season.findUniqueOrThrow({ where: { name: "2027/28" } })).status).toBe("open_for_registration");
    expect(
      (await ops(["season", "create", "2027/28", "--starts", "2027-08-20", "--ends", "2028-05-28"], now)).code,
    ).toBe(1);
    expect(await db.auditLog.count({ where: { command: { startsWith: "ops season create 2027/28" } } })).toBe(2);
  });

  it("refuses bad club, player and fixture files with file, line and field, and changes nothing", async () => {
    const before = await footprint();
    const clubs = await ops(
      [
        "import",
        "clubs",
        file("clubs.csv", [
          "abbreviation,full_name,logo_image,jersey_outfield,jersey_goalkeeper",
          "PAL,Palermo,/clubs/pal.svg,/clubs/pal-j.svg,/clubs/pal-gk.svg",
          "pal,Palermo FC,logo.png,/clubs/pal-j.svg,/clubs/pal-gk.svg",
          "INT,Juventus,/a.svg,/b.svg,/c.svg",
          "PAL,,/a.svg,/b.svg,/c.svg",
        ]),
        "--season",
        "2027/28",
      ],
      now,
    );
    expect(clubs.code).toBe(2);
    expect(clubs.out).toContain("The clubs file has 5 problem(s); nothing was imported.");
    for (const line of [
      "clubs.csv:3: abbreviation: must be 2 to 8 capital letters or digits",
      "clubs.csv:3: logo_image: must be a public path (/clubs/x.svg) or an http(s) URL",
      'clubs.csv:4: full_name: "Juventus" is already the name of club JUV',
      'clubs.csv:5: abbreviation: "PAL" is already on clubs.csv:2',
      "clubs.csv:5: full_name: is required",
    ])
      expect(clubs.out).toContain(line);

    const players = await ops(
      [
        "import",
        "players",
        file("players.csv", [
          "# a comment line",
          "external_id,first_name,last_name,position,club,price,status",
          "y-1,Mario,Rossi,FWD,INT,7.5,",
          "y-2,Luigi,Verdi,STRIKER,ZZZ,7.55,fit",
          "y-1,Anna,B4d,MID,,5.0,sleepy",
          "p-int-fwd-1,Gino,Neri,GKP,INT,8.0,",
        ]),
      ],
      now,
    );
    expect(players.code).toBe(2);
    for (const line of [
      "players.csv:4: position: must be one of GKP, DEF, MID, FWD",
      'players.csv:4: club: "ZZZ" is not a club of this season (import clubs first)',
      "players.csv:4: price: must be a price from 4.0 to 20.0 with one decimal at most, e.g. 5.5",
      'players.csv:5: external_id: "y-1" is already on players.csv:3',
      "players.csv:5: last_name: must be a name",
      "players.csv:5: status: must be one of fit, doubtful",
      "players.csv:5: club: is required unless the status is transferred-out",
      "players.csv:6: position: cannot change from FWD to GKP",
    ])
      expect(players.out).toContain(line);

    const missingColumn = await ops(
      [
        "import",
        "players",
        file("short.csv", ["external_id,first_name,last_name,position,price,colour", "y-3,A,B,GKP,4.0,red"]),
      ],
      now,
    );
    expect(missingColumn).toMatchObject({ code: 2 });
    expect(missingColumn.out).toContain('short.csv:1: missing field "club"');
    expect(missingColumn.out).toContain('short.csv:1: unknown field "colour"');

    const json = await ops(
      [
        "import",
        "players",
        file("players.json", [
          "[",
          '  { "external_id": "y-4", "first_name": "Ugo", "last_name": "Blu", "position": "DEF", "club": "INT", "price": 5 },',
          '  { "external_id": "y-5", "first_name": "Ada" ',
          "]",
        ]),
      ],
      now,
    );
    expect(json).toMatchObject({ code: 2 });
    expect(json.out).toContain("players.json:4: not valid JSON (Expected ',' or '}' after property value)");
    const jsonFields = await ops(
      [
        "import",
        "players",
        file("fields.json", [
          "[",
          '  { "external_id": "y-4", "first_name": "Ugo", "last_name": "Blu", "position": "DEF", "club": "INT", "price": 3.5 },',
          '  { "external_id": "y-5", "first_name": "Ada", "last_name": "Neri", "position": "DEF", "price": 5 }',
          "]",
        ]),
      ],
      now,
    );
    expect(jsonFields.out).toContain("fields.json:2: price: must be a price from 4.0 to 20.0");
    expect(jsonFields.out).toContain("fields.json:3: club: is required unless the status is transferred-out");
    const typo = await ops(
      [
        "import",
        "players",
        file("typo.json", [
          '[{ "external_id": "y-6", "firstname": "Ada", "last_name": "Neri", "position": "DEF", "club": "INT", "price": 5 }]',
        ]),
      ],
      now,
    );
    expect(typo.out).toContain('typo.json:1: unknown field "firstname"');

    const fixtures = await ops(
      [
        "import",
        "fixtures",
        file("fixtures.csv", [
          "round,home,away,kickoff",
          "1,INT,INT,2027-08-20T18:45:00Z",
          "1,JUV,MIL,Saturday",
          "0,NAP,ROM,2027-08-21T18:45:00Z",
          "1,JUV,MIL,2027-08-21T18:45:00Z",
        ]),
        "--season",
        "2027/28",
      ],
      now,
    );
    for (const line of [
      "fixtures.csv:2: away: must differ from home",
      "fixtures.csv:3: kickoff: must be an ISO date-time with a time zone",
      "fixtures.csv:4: round: must be a whole number from 1 to 60",
      'fixtures.csv:5: home: "round 1: JUV-MIL" is already on fixtures.csv:3',
    ])
      expect(fixtures.out).toContain(line);
    expect(fixtures.code).toBe(2);
    expect(await footprint()).toEqual(before);
  });

  it("loads the example clubs, players and fixtures, with progress and an audit row each", async () => {
    const db = await getDb();
    const season = await db.season.findUniqueOrThrow({ where: { name: "2027/28" } });
    const clubs = await ops(["import", "clubs", example("clubs.csv"), "--season", "2027/28"], now);
    expect(clubs.out).toContain("0 club(s) created, 20 updated, all in season 2027/28.");
    expect(clubs.out).toContain("[####################] 20/20 clubs");
    expect(await db.seasonClub.count({ where: { seasonId: season.id } })).toBe(20);
    expect((await ops(["import", "clubs", example("clubs.json"), "--season", "2027/28"], now)).out).toContain(
      "0 club(s) created, 2 updated",
    );

    // Without --season: the season open for registration. The demo season is live: next season's
    // players are staged until 2027/28 becomes live (they are checked in full now).
    const dryPlayers = await ops(["import", "players", example("players.csv"), "--dry-run"], now);
    expect(dryPlayers.out).toContain(
      "[dry run, nothing saved] 8 new player(s), 0 update(s) (0 new price(s)) for season 2027/28, staged: they apply when season 2027/28 becomes live",
    );
    expect(await db.playerStage.count()).toBe(0);
    expect(await db.player.count({ where: { externalId: { startsWith: "x-" } } })).toBe(0);
    expect((await ops(["import", "players", example("players.csv")], now)).out).toContain(
      "8 new player(s), 0 update(s)",
    );
    expect(await db.player.count({ where: { externalId: { startsWith: "x-" } } })).toBe(0);
    expect((await ops(["import", "players", example("players.json")], now)).out).toContain(
      "2 new player(s), 1 update(s) (1 new price(s))",
    );
    expect(
      await db.playerStage.findMany({ orderBy: { externalId: "asc" }, select: { externalId: true, price: true } }),
    ).toEqual(expect.arrayContaining([{ externalId: "x-ata-gkp-9", price: 46 }]));

    expect((await ops(["import", "fixtures", example("fixtures.csv"), "--season", "2027/28"], now)).out).toContain(
      "Season 2027/28: 1 round(s) (1 new), 10 game(s) created, 0 moved.",
    );
    expect((await ops(["import", "fixtures", example("fixtures.json"), "--season", "2027/28"], now)).out).toContain(
      "Season 2027/28: 1 round(s) (1 new), 10 game(s) created, 0 moved.",
    );
    const rounds = await db.round.findMany({ where: { seasonId: season.id }, orderBy: { number: "asc" } });
    expect(rounds.map((r) => [r.number, r.deadline.toISOString()])).toEqual([
      [1, "2027-08-20T17:45:00.000Z"],
      [2, "2027-08-27T17:45:00.000Z"],
    ]);
    // Moving round 1's first game moves its deadline; importing the same file again changes nothing.
    const moved = await ops(
      [
        "import",
        "fixtures",
        file("move.csv", ["round,home,away,kickoff", "1,ATA,UDI,2027-08-21T12:00:00Z"]),
        "--season",
        "2027/28",
      ],
      now,
    );
    expect(moved.out).toContain("0 game(s) created, 1 moved.");
    expect((await db.round.findUniqueOrThrow({ where: { id: rounds[0]!.id } })).deadline.toISOString()).toBe(
      "2027-08-21T11:00:00.000Z",
    );
    expect(await db.auditLog.count({ where: { command: { startsWith: "ops import" }, dryRun: false } })).toBe(7);
  });

  it("refuses to start the new season while the demo season is live", async () => {
    const run = await ops(["season", "activate", "2027/28"], now);
    expect(run).toMatchObject({ code: 1 });
    expect(run.out).toContain("Season 2026/27 is still live: finish it first (season finish 2026/27).");
  });
});

describe("the demo season run with the CLI alone", () => {
  it("finishes the live round: results of its open games, then the close", async () => {
    const db = await getDb();
    const now = new Date("2026-11-24T09:00:00Z");
    const status = await ops(["status"], now);
    expect(status.out).toContain("Round 13: live, 5/10 games done");
    expect(status.out).toContain("enter results of round 13");
    const round = await playRound(demoSeasonId, 13, now);
    expect((await ops(["status"], now)).out).toContain("npm run ops -- round close 13");
    const closed = await ops(["round", "close", "13"], now);
    expect(closed.code).toBe(0);
    expect(closed.out).toMatch(/\[#####\] 5\/5 Round 13 closed/);
    expect(await db.round.findUniqueOrThrow({ where: { id: round.id } })).toMatchObject({
      status: "finished",
      closeStep: 5,
    });
  });

  it("locks the next round at its deadline, scores it from imported results and closes it", async () => {
    const db = await getDb();
    const r14 = await db.round.findFirstOrThrow({ where: { seasonId: demoSeasonId, number: 14 } });
    const after = new Date(r14.deadline.getTime() + 60_000);
    expect((await ops(["status"], after)).out).toContain("npm run ops -- round lock 14");
    expect((await ops(["round", "lock", "14"], after)).out).toContain("Round 14 locked");
    await playRound(demoSeasonId, 14, after);
    const live = await db.teamRound.findMany({ where: { roundId: r14.id } });
    expect(live.some((t) => t.points !== 0)).toBe(true);
    expect((await db.round.findUniqueOrThrow({ where: { id: r14.id } })).status).toBe("live");

    const closeAt = new Date(r14.deadline.getTime() + 4 * 86_400_000);
    expect((await ops(["round", "close", "14"], closeAt)).code).toBe(0);
    const season = await db.league.findFirstOrThrow({ where: { seasonId: demoSeasonId, kind: "season" } });
    const top = await db.standing.findMany({ where: { leagueId: season.id }, orderBy: { position: "asc" }, take: 3 });
    expect(season.lastUpdateAt).toEqual(closeAt);
    // Totals are the sum of the rounds' points, and the table is ordered by them.
    const teams = await db.userTeam.findMany({ where: { seasonId: demoSeasonId } });
    const finished = await db.round.findMany({ where: { status: "finished" }, select: { id: true } });
    const snapshots = await db.teamRound.findMany({ where: { roundId: { in: finished.map((r) => r.id) } } });
    for (const t of teams)
      expect(t.totalPoints).toBe(snapshots.filter((s) => s.teamId === t.id).reduce((s, r) => s + r.points, 0));
    expect(top[0]!.points).toBe(Math.max(...teams.map((t) => t.totalPoints)));
    expect(await db.dreamTeam.findUnique({ where: { roundId: r14.id } })).not.toBeNull();
    expect(await db.round.findUniqueOrThrow({ where: { id: r14.id } })).toMatchObject({
      status: "finished",
      teamsCount: teams.length,
    });
    expect(
      await db.league.findFirst({ where: { seasonId: demoSeasonId, kind: "round", roundId: r14.id } }),
    ).not.toBeNull();
  });

  it("finishes the season: refused while rounds are scheduled, then with --force", async () => {
    const db = await getDb();
    const now = new Date("2026-12-02T09:00:00Z");
    const refused = await ops(["season", "finish", "2026/27"], now);
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.out).toContain("still has 24 scheduled round(s)");
    const done = await ops(["season", "finish", "2026/27", "--force"], now);
    expect(done.out).toContain("Season 2026/27 finished after 14 round(s); 24 scheduled round(s) cancelled.");
    expect(await db.round.count({ where: { seasonId: demoSeasonId, status: "cancelled" } })).toBe(24);
  });
});

describe("the new season, started and played", () => {
  it("activates, takes a team, locks, scores and closes its first round", async () => {
    const db = await getDb();
    const now = new Date("2027-08-01T09:00:00Z");
    const activated = await ops(["season", "activate", "2027/28"], now);
    expect(activated.out).toContain("Season 2027/28 is live: 20 clubs, 2 rounds, 0 teams.");
    const season = await db.season.findUniqueOrThrow({ where: { name: "2027/28" } });
    expect(season.status).toBe("live");
    // What was imported for it while 2026/27 was live applies now.
    expect(activated.out).toContain("Applied what was imported for it: 10 player(s)");
    expect(await db.playerStage.count()).toBe(0);
    expect(await db.player.findUniqueOrThrow({ where: { externalId: "x-bol-def-9" } })).toMatchObject({
      lastName: "D'Amico",
      currentPrice: 50,
      initialPrice: 50,
      status: "fit",
    });
    expect(await db.player.findUniqueOrThrow({ where: { externalId: "x-int-mid-9" } })).toMatchObject({
      lastName: "De Santis",
      status: "doubtful",
    });
    expect(await db.player.findUniqueOrThrow({ where: { externalId: "x-laz-gkp-9" } })).toMatchObject({
      clubId: null,
      status: "transferred_out",
    });
    const galli = await db.player.findUniqueOrThrow({
      where: { externalId: "x-ata-gkp-9" },
      include: { prices: { orderBy: { id: "asc" } } },
    });
    expect(galli).toMatchObject({ initialPrice: 46, currentPrice: 46 });
    expect(galli.prices.map((p) => [p.price, p.seasonId])).toEqual([[46, season.id]]);

    // Two managers join for the first round.
    const users = await Promise.all(
      [1, 2].map((i) =>
        db.user.create({
          data: {
            email: `season2.${i}@example.com`,
            passwordHash: "x",
            firstName: "Next",
            lastName: `Season${i}`,
            countryCode: i === 1 ? "IT" : "DE",
            isEmailVerified: true,
          },
        }),
      ),
    );
    for (const [i, user] of users.entries()) {
      const team = await randomTeam({
        formationId: (await db.formation.findFirstOrThrow({ where: { name: "4-4-2" } })).id,
        keep: [],
        seed: 100 + i,
      });
      await registerTeam({
        userId: user.id,
        name: `Next Season ${i + 1}`,
        squad: {
          formationId: team.formation.id,
          players: team.players.map((p) => ({ playerId: p.player.id, slot: p.slot })),
          captainId: team.captainId,
          viceCaptainId: team.viceCaptainId,
        },
        now,
      });
    }
    const round1 = await db.round.findFirstOrThrow({ where: { seasonId: season.id, number: 1 } });
    const kickoff = new Date(round1.deadline.getTime() + 60 * 60_000);
    expect((await ops(["round", "lock", "1"], kickoff)).out).toContain("Round 1 locked: 2 teams snapshotted");
    await playRound(season.id, 1, kickoff);
    expect((await ops(["round", "close", "1"], new Date(kickoff.getTime() + 4 * 86_400_000))).code).toBe(0);

    const leagues = await db.league.findMany({ where: { seasonId: season.id } });
    const kinds = new Set(leagues.map((l) => l.kind));
    expect([...kinds].sort()).toEqual(["country", "quad", "round", "season"]);
    for (const league of leagues)
      expect(await db.standing.count({ where: { leagueId: league.id } })).toBe(league.membersCount);
    expect(leagues.find((l) => l.kind === "season")!.membersCount).toBe(2);
    const status = await ops(["status"], new Date(kickoff.getTime() + 4 * 86_400_000));
    expect(status.out).toContain("Season 2027/28 (live)");
    expect(status.out).toContain("Next: round 2");
  });
});
