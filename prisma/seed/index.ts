// The demo season (docs/design.md section 3): deterministic (one seeded RNG; its dates on a base calendar moved to the
// day it is loaded, prisma/seed/calendar.ts) and idempotent (a database that already has the demo season is left as
// it is). The seed writes the season's setting (clubs, players, fixtures, managers and their
// teams, private leagues), then plays rounds 1–13 through the engine's own use cases, as operators
// and managers would: transfers before each deadline, the lock, the games' results, the close
// (round 13 stays live). All of it in one transaction.
import bcrypt from "bcryptjs";
import type { Db, Tx } from "../../lib/db";
import { DEMO_LOGIN } from "../../lib/demo";
import { parseFormation } from "../../lib/game/formation";
import { defaultLineup, randomSquad } from "../../lib/game/random-team";
import { Rng } from "../../lib/game/rng";
import { DEFAULT_POINT_ACTIONS } from "../../lib/game/scoring";
import { DEFAULT_SETTINGS, type Position } from "../../lib/game/types";
import { applyGameResults } from "../../lib/server/results/apply-game-results";
import { endGameWithoutResults } from "../../lib/server/results/end-game-without-results";
import { closeRoundIn } from "../../lib/server/rounds/close";
import { playerPrice } from "./results";
import { refreshForecastIn } from "../../lib/server/forecast/refresh-forecast";
import { lockRoundIn } from "../../lib/server/rounds/lock-round";
import { refreshLiveRoundIn } from "../../lib/server/rounds/refresh-live-round";
import { activateSeason } from "../../lib/server/seasons/activate-season";
import { createSeason } from "../../lib/server/seasons/create-season";
import type { PlayerStatus } from "../../lib/generated/prisma/enums";
import { bringDemoForward, movedLine } from "./bring-forward";
import { DemoCalendar } from "./calendar";
import { CLUBS, FIRST_NAMES, LAST_NAMES, MANAGER_COUNTRIES, TEAM_WORDS } from "./data";
import { seedContent } from "./content";
import { clubJerseys, clubLogo } from "./images";
import { type Manager, makeTransfers, playBoosts } from "./managers";
import { simulateGame, type ClubSide } from "./results";
import {
  LAST_FINISHED_ROUND,
  LIVE_ROUND,
  LIVE_ROUND_FINISHED_GAMES,
  doubleRoundRobin,
  kickoffs,
  roundStartDays,
} from "./season";

const DEMO_USERS = 240;
const BUDGET = DEFAULT_SETTINGS.budgetLimit;
const CLUB_SHAPE: [Position, number][] = [
  ["GKP", 3],
  ["DEF", 8],
  ["MID", 8],
  ["FWD", 6],
];
/** Managers (other than the Wildcard players) who make transfers before each deadline. */
const MANAGERS_TRANSFERRING = 36;
/** Who plays the Wildcard for which round: indexes into the managers (the demo user's excluded). */
const WILDCARDS: Record<number, number[]> = { 6: [11], 10: [57, 140], 13: [203] };
/** Who plays the Free Hit for which round, as WILDCARDS. */
const FREE_HITS: Record<number, number[]> = { 8: [25], 12: [90, 170] };
/** Managers who play a Bench Boost or a Triple Captain for each round from round 2 (the demo user's excluded). */
const BOOSTS_PER_ROUND = 10;
/** The live game's minute. */
const LIVE_MINUTE = 58;
/**
 * Games that did not end in plain results, so the match notes have real examples (by round and
 * index in kick-off order): one called off for good in round 4 ("Match is cancelled"); one in
 * round 9 awarded 3–0 to the home side because the visitors did not travel ("Match is forfeited",
 * as Juventus–Napoli was in 2020), no player scoring; and round 13's last finished game, whose
 * score is in but not yet its players' data ("Match data is being added"). The first two as
 * operators do it (`game cancel`, `game forfeit`: endGameWithoutResults).
 */
const UNPLAYED_GAMES: { round: number; index: number; state: "cancelled" | "technical" | "dataPending" }[] = [
  { round: 4, index: 6, state: "cancelled" },
  { round: 9, index: 3, state: "technical" },
  { round: LIVE_ROUND, index: LIVE_ROUND_FINISHED_GAMES - 1, state: "dataPending" },
];

export type SeedSummary = Record<string, number>;

/** Row counts of every table, for the seed's report and its tests. */
export async function tableCounts(db: Db): Promise<SeedSummary> {
  const rows = await db.$queryRaw<{ name: string; n: number }[]>`
    SELECT c.relname AS name, (xpath('/row/n/text()', query_to_xml('SELECT count(*) AS n FROM public.' || quote_ident(c.relname), false, true, '')))[1]::text::int AS n
    FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
    WHERE s.nspname = 'public' AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'
    ORDER BY c.relname`;
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

interface PlayerRow {
  id: number;
  externalId: string;
  clubId: number;
  position: Position;
  initialPrice: number;
  status: PlayerStatus;
}

/** Loads the demo season into an empty database, dated around `now` (default: the moment it runs). */
export async function seed(db: Db, options: { log?: (line: string) => void; now?: Date } = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const loaded = await db.demoCalendar.findUnique({ where: { id: 1 }, select: { today: true } });
  if (loaded) {
    const moved = await bringDemoForward(db, options.now ?? new Date());
    log(moved.moved ? movedLine(moved) : "The demo season is already loaded: nothing to do.");
    return tableCounts(db);
  }
  if (await db.season.count())
    throw new Error("The database already has seasons: the demo season loads only into an empty database.");
  const calendar = DemoCalendar.loadedAt(options.now ?? new Date());
  const started = Date.now();
  const playerHash = await bcrypt.hash("Player-pass-1", 10);
  const demoHash = await bcrypt.hash(DEMO_LOGIN.password, 10);
  await db.$transaction((tx) => load(tx, new Rng(20262027), { log, playerHash, demoHash, calendar }), {
    timeout: 900_000,
    maxWait: 60_000,
  });
  log(`Loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return tableCounts(db);
}

async function load(
  tx: Tx,
  rng: Rng,
  ctx: { log: (line: string) => void; playerHash: string; demoHash: string; calendar: DemoCalendar },
) {
  const { log, calendar } = ctx;
  // The settings, formations, point table and countries come with the migrations (reference data
  // every database has); the seed adds only the demo's content.
  const formations = await tx.formation.findMany({ orderBy: { id: "asc" } });
  if (!formations.length || !(await tx.pointAction.count()) || !(await tx.country.count()))
    throw new Error("The reference data is missing: run npm run db:migrate first.");

  await tx.demoCalendar.create({ data: { today: calendar.today, shiftDays: calendar.shiftDays } });
  const previous = await tx.season.create({
    data: { ...calendar.previousSeason, status: "finished" },
  });
  const season = await createSeason(tx, calendar.season);

  // Clubs and their images.
  await tx.club.createMany({
    data: CLUBS.map((club) => {
      const jerseys = clubJerseys(club);
      return {
        fullName: club.name,
        abbreviation: club.abbreviation,
        logoImage: clubLogo(club),
        jerseyOutfield: jerseys.outfield,
        jerseyGoalkeeper: jerseys.goalkeeper,
      };
    }),
  });
  const clubRows = await tx.club.findMany({ orderBy: { id: "asc" } });
  const clubByAbbr = new Map(clubRows.map((c) => [c.abbreviation, c.id]));
  const strength = new Map(CLUBS.map((c) => [clubByAbbr.get(c.abbreviation)!, c.strength]));
  await tx.seasonClub.createMany({
    data: [previous, season].flatMap((s) => clubRows.map((c) => ({ seasonId: s.id, clubId: c.id }))),
  });
  log(`${clubRows.length} clubs`);

  // Players: 25 a club with prices by position, role in the squad and club strength; from then on
  // only the engine moves prices (net transfers, at each round's close).
  const usedNames = new Set<string>();
  const playerData = clubRows.flatMap((club) =>
    CLUB_SHAPE.flatMap(([position, count]) =>
      Array.from({ length: count }, (_, rank) => {
        let first: string, last: string;
        do {
          first = rng.pick(FIRST_NAMES);
          last = rng.pick(LAST_NAMES);
        } while (usedNames.has(`${first} ${last}`));
        usedNames.add(`${first} ${last}`);
        const price = playerPrice(rng, position, rank, strength.get(club.id)!);
        return {
          externalId: `p-${club.abbreviation.toLowerCase()}-${position.toLowerCase()}-${rank + 1}`,
          firstName: first,
          lastName: last,
          position,
          clubId: club.id,
          status: playerStatus(rng),
          initialPrice: price,
          currentPrice: price,
        };
      }),
    ),
  );
  await tx.player.createMany({ data: playerData });
  const players: PlayerRow[] = (await tx.player.findMany({ orderBy: { id: "asc" } })).map((p) => ({
    ...p,
    clubId: p.clubId!,
    position: p.position,
  }));
  const playerById = new Map(players.map((p) => [p.id, p]));
  await tx.playerPrice.createMany({
    data: players.map((p) => ({
      playerId: p.id,
      seasonId: season.id,
      roundId: null,
      price: p.initialPrice,
      changedAt: calendar.at("2026-08-01"),
    })),
  });
  log(`${players.length} players`);

  // Rounds and fixtures, all still to be played: the engine locks, scores and closes them below.
  const starts = roundStartDays().map((s) => ({ start: calendar.at(s.start), midweek: s.midweek }));
  const fixtures = doubleRoundRobin(
    clubRows.map((c) => c.id),
    rng,
  );
  const roundKickoffs = starts.map((s) => kickoffs(s.start, s.midweek));
  await tx.round.createMany({
    data: starts.map((_, i) => ({
      seasonId: season.id,
      number: i + 1,
      deadline: new Date(roundKickoffs[i]![0]!.getTime() - 60 * 60_000),
    })),
  });
  const rounds = await tx.round.findMany({ where: { seasonId: season.id }, orderBy: { number: "asc" } });
  await tx.game.createMany({
    data: fixtures.flatMap((pairs, r) =>
      pairs.map(([home, away], g) => ({
        roundId: rounds[r]!.id,
        homeClubId: home,
        awayClubId: away,
        kickoff: roundKickoffs[r]![g]!,
      })),
    ),
  });
  const games = await tx.game.findMany({
    where: { round: { seasonId: season.id } },
    orderBy: [{ kickoff: "asc" }, { id: "asc" }],
  });
  log(`${rounds.length} rounds, ${games.length} games`);
  // The season starts (its season league with it); teams join it below.
  await activateSeason(tx, { seasonId: season.id });

  // Managers and their teams.
  const users = Array.from({ length: DEMO_USERS }, (_, i) => {
    const first = rng.pick(FIRST_NAMES.slice(0, 30));
    const last = rng.pick(LAST_NAMES.slice(0, 60));
    const slug = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "");
    return {
      email: `${slug}.${i + 1}@example.com`,
      passwordHash: ctx.playerHash,
      firstName: first,
      lastName: last,
      countryCode: rng.pick(MANAGER_COUNTRIES),
      isEmailVerified: true,
      locale: rng.chance(0.7) ? "it" : "en",
    };
  });
  users.push({
    email: DEMO_LOGIN.email,
    passwordHash: ctx.demoHash,
    firstName: "Demo",
    lastName: "Manager",
    countryCode: "IT",
    isEmailVerified: true,
    locale: "en",
  });
  await tx.user.createMany({ data: users });
  const userIds = new Map((await tx.user.findMany({ select: { id: true, email: true } })).map((u) => [u.email, u.id]));

  const squads = users.map(() => buildSquad(rng, players, formations));
  const usedTeamNames = new Set<string>();
  await tx.userTeam.createMany({
    data: users.map((user, i) => {
      const squad = squads[i]!;
      let name = user.email === DEMO_LOGIN.email ? "Demo United" : "";
      while (!name || usedTeamNames.has(name))
        name = `${user.lastName.replace(/[^A-Za-z ]/g, "")} ${rng.pick(TEAM_WORDS)}`.slice(0, 30);
      usedTeamNames.add(name);
      return {
        userId: userIds.get(user.email)!,
        seasonId: season.id,
        name,
        abbreviation: name
          .replace(/[^A-Za-z]/g, "")
          .slice(0, 3)
          .toUpperCase(),
        formationId: squad.formationId,
        countryCode: user.countryCode,
        bank: BUDGET - squad.cost,
        firstRoundId: rounds[0]!.id,
      };
    }),
  });
  const teams = await tx.userTeam.findMany({ where: { seasonId: season.id }, select: { id: true, userId: true } });
  const teamIdByUser = new Map(teams.map((t) => [t.userId, t.id]));
  const teamIds = users.map((u) => teamIdByUser.get(userIds.get(u.email)!)!);
  await tx.squadPlayer.createMany({
    data: squads.flatMap((squad, i) =>
      squad.slots.map((playerId, slot) => ({
        teamId: teamIds[i]!,
        playerId,
        slot,
        isCaptain: playerId === squad.captain,
        isViceCaptain: playerId === squad.vice,
        purchasePrice: playerById.get(playerId)!.initialPrice,
      })),
    ),
  });
  await tx.$executeRaw`
    INSERT INTO bench_entry (team_id, squad_player_id, priority)
    SELECT sp.team_id, sp.id, sp.slot - 11 FROM squad_player sp JOIN user_team t ON t.id = sp.team_id
    WHERE t.season_id = ${season.id} AND sp.slot >= 11`;
  await tx.$executeRaw`SELECT fsa_sync_squads(${season.id}, NULL)`;
  log(`${users.length} managers with teams`);

  // Private leagues, before any round closes (season, country, round and quad leagues come from
  // the season's start and each round's lock).
  const privateLeagues = Array.from({ length: 12 }, (_, i) => {
    const ownerIndex = i === 0 ? users.length - 1 : rng.int(0, DEMO_USERS - 1);
    const code = Array.from({ length: 8 }, () => rng.pick([..."ABCDEFGHJKLMNPQRSTUVWXYZ23456789"])).join("");
    const name =
      i === 0
        ? "Demo Friends League"
        : `${rng.pick(["Bar", "Office", "Family", "Campus", "Derby", "Curva", "Gym", "Forum"])} ${rng.pick(TEAM_WORDS)} League`;
    return { ownerIndex, code, name, startsFrom: i === 0 ? 1 : rng.int(1, 10) };
  });
  await tx.league.createMany({
    data: privateLeagues.map((l) => ({
      seasonId: season.id,
      kind: "private" as const,
      key: `private:${l.code}`,
      name: l.name,
      joinCode: l.code,
      ownerId: userIds.get(users[l.ownerIndex]!.email)!,
      startsFromRoundId: rounds[l.startsFrom - 1]!.id,
    })),
  });
  const leagueIds = new Map(
    (
      await tx.league.findMany({ where: { seasonId: season.id, kind: "private" }, select: { id: true, key: true } })
    ).map((l) => [l.key, l.id]),
  );
  const demoIndex = users.length - 1;
  await tx.leagueMember.createMany({
    data: privateLeagues.flatMap((l, i) => {
      const members = new Set([
        l.ownerIndex,
        ...rng.shuffle(Array.from({ length: DEMO_USERS }, (_, k) => k)).slice(0, rng.int(6, 40)),
      ]);
      if (i < 4) members.add(demoIndex);
      return [...members].map((m) => ({ leagueId: leagueIds.get(`private:${l.code}`)!, teamId: teamIds[m]! }));
    }),
  });

  // The season so far, played by the engine round after round: transfers before the deadline,
  // the lock just after it, the games' results, then the close (or, for the live round, live points).
  const managers: Manager[] = users.map((u, i) => ({ userId: userIds.get(u.email)!, teamId: teamIds[i]! }));
  // The demo user's team is left as its manager made it (transfers are theirs to try).
  const movers = managers.filter((_, i) => i !== demoIndex);
  const byRound = (table: Record<number, number[]>) =>
    new Map(Object.entries(table).map(([round, indexes]) => [Number(round), indexes.map((i) => movers[i]!)]));
  const wildcards = byRound(WILDCARDS);
  const freeHits = byRound(FREE_HITS);
  const boosted = new Set<string>();
  const sides = new Map<number, ClubSide>(
    clubRows.map((c) => [
      c.id,
      {
        clubId: c.id,
        strength: strength.get(c.id)!,
        players: players
          .filter((p) => p.clubId === c.id)
          .map((p) => ({
            id: p.id,
            position: p.position,
            price: p.initialPrice,
            available: p.status === "fit" || p.status === "doubtful",
          })),
      },
    ]),
  );
  const externalIds = new Map(players.map((p) => [p.id, p.externalId]));
  const matchRng = new Rng(rng.int(1, 2 ** 30));
  const managerRng = new Rng(rng.int(1, 2 ** 30));
  let transfers = 0;
  for (const round of rounds.slice(0, LIVE_ROUND)) {
    transfers += await makeTransfers(tx, {
      rng: managerRng,
      round,
      managers: movers,
      count: MANAGERS_TRANSFERRING,
      wildcards: wildcards.get(round.number) ?? [],
      freeHits: freeHits.get(round.number) ?? [],
    });
    if (round.number > 1)
      await playBoosts(tx, {
        rng: managerRng,
        round,
        managers: movers,
        busy: [...(wildcards.get(round.number) ?? []), ...(freeHits.get(round.number) ?? [])],
        count: BOOSTS_PER_ROUND,
        played: boosted,
      });
    await lockRoundIn(tx, { roundId: round.id, now: new Date(round.deadline.getTime() + 1000) });
    let lastResult = round.deadline;
    for (const [index, game] of games.filter((g) => g.roundId === round.id).entries()) {
      const status = gameStatus(round.number, index);
      if (!status) continue;
      // Simulated whatever happens to the game, so the other games' results stay the same.
      const result = simulateGame({
        rng: matchRng,
        home: sides.get(game.homeClubId)!,
        away: sides.get(game.awayClubId)!,
        rules: DEFAULT_POINT_ACTIONS,
        until: status === "live" ? LIVE_MINUTE : 90,
      });
      const unplayed = UNPLAYED_GAMES.find((u) => u.round === round.number && u.index === index)?.state;
      if (unplayed === "cancelled" || unplayed === "technical") {
        await endGameWithoutResults(
          tx,
          unplayed === "cancelled"
            ? { gameId: game.id, outcome: "cancelled" }
            : { gameId: game.id, outcome: "technical", homeScore: 3, awayScore: 0 },
          game.kickoff,
        );
        continue;
      }
      // Entered at the final whistle; the live game's at its 58th minute (half-time included).
      lastResult = new Date(game.kickoff.getTime() + (status === "live" ? LIVE_MINUTE + 15 : 115) * 60_000);
      await applyGameResults(
        tx,
        {
          gameId: game.id,
          status,
          homeScore: result.homeScore,
          awayScore: result.awayScore,
          players:
            unplayed === "dataPending"
              ? []
              : result.players.map((p) => ({
                  source: "seed",
                  player: externalIds.get(p.playerId)!,
                  minutes: p.minutes,
                  counts: p.counts,
                })),
        },
        lastResult,
      );
    }
    if (round.number === LIVE_ROUND) {
      await refreshLiveRoundIn(tx, { roundId: round.id, now: lastResult });
      continue;
    }
    // The operator closes the round the morning after its last game, before the next deadline.
    const closedAt = new Date(lastResult);
    closedAt.setUTCDate(closedAt.getUTCDate() + 1);
    closedAt.setUTCHours(9, 0, 0, 0);
    if (closedAt >= rounds[round.number]!.deadline)
      throw new Error(`Round ${round.number} would close after round ${round.number + 1}'s deadline.`);
    await closeRoundIn(tx, { roundId: round.id, now: closedAt });
  }
  const moved = await tx.playerPrice.count({ where: { seasonId: season.id, roundId: { not: null } } });
  log(
    `rounds 1–${LAST_FINISHED_ROUND} closed and round ${LIVE_ROUND} live: ${transfers} transfers, ${moved} price changes`,
  );

  log(`The ${(await refreshForecastIn(tx, { seasonId: season.id, now: calendar.today })).text}.`);
  await seasonStats(tx, previous.id, players, rng);
  await seedContent(tx, { seasonId: season.id, seasonName: season.name, today: calendar.today });
  log("news, prizes, rules, FAQ and terms");
}

function playerStatus(rng: Rng): PlayerStatus {
  const r = rng.next();
  if (r < 0.86) return "fit";
  return rng.weighted(
    [
      ["doubtful", 4],
      ["minor_injury", 3],
      ["serious_injury", 2],
      ["suspended", 2],
      ["international_duty", 1],
      ["unhealthy", 1],
      ["transferred_out", 1],
    ] as const,
    ([, w]) => w,
  )[0];
}

/** Which games of the season so far have results: null for one still to be played. */
function gameStatus(round: number, index: number): "finished" | "live" | null {
  if (round <= LAST_FINISHED_ROUND) return "finished";
  if (round > LIVE_ROUND) return null;
  if (index < LIVE_ROUND_FINISHED_GAMES) return "finished";
  return index === LIVE_ROUND_FINISHED_GAMES ? "live" : null;
}

interface Squad {
  /** Player ids by slot: 0 GKP, then DEF, MID, FWD of the formation; 11–14 the bench (GKP first). */
  slots: number[];
  formationId: number;
  captain: number;
  vice: number;
  cost: number;
}

/** A valid squad from the engine's random team, laid out in a random formation. */
function buildSquad(rng: Rng, players: PlayerRow[], formations: { id: number; name: string }[]): Squad {
  const pool = players
    .filter((p) => p.status !== "transferred_out")
    .map((p) => ({ id: p.id, position: p.position, clubId: p.clubId, price: p.initialPrice }));
  const result = randomSquad({ pool, keep: [], settings: DEFAULT_SETTINGS, rng });
  if (!("players" in result)) throw new Error(`The demo pool cannot make a team: ${result.error}`);
  const formation = rng.pick(formations);
  const lineup = defaultLineup(result.players, parseFormation(formation.name)!);
  return {
    slots: lineup.slots.map((p) => p.id),
    formationId: formation.id,
    captain: lineup.captainId,
    vice: lineup.viceCaptainId,
    cost: result.players.reduce((sum, p) => sum + p.price, 0),
  };
}

/** A plausible past season's totals (the live season's are written by the round closes). */
async function seasonStats(tx: Tx, previousId: number, players: PlayerRow[], rng: Rng) {
  await tx.playerSeasonStat.createMany({
    data: players
      .filter(() => rng.chance(0.85))
      .map((p) => {
        const apps = rng.int(4, 36);
        const attack = { GKP: 0, DEF: 0.05, MID: 0.15, FWD: 0.35 }[p.position];
        const gsOp = rng.poisson(apps * attack);
        const assists = rng.poisson(apps * attack * 0.6);
        const csHt = p.position === "FWD" ? 0 : rng.poisson(apps * 0.6);
        const gc = p.position === "GKP" || p.position === "DEF" ? rng.poisson(apps * 1.2) : 0;
        const yc = rng.poisson(apps * 0.12);
        const points = apps * 2 + gsOp * { GKP: 8, DEF: 6, MID: 5, FWD: 4 }[p.position] + assists * 3 + csHt - gc - yc;
        return {
          playerId: p.id,
          seasonId: previousId,
          points,
          minutes: apps * rng.int(60, 88),
          gsOp,
          assists,
          csHt,
          gc,
          yc,
          sot: gsOp + rng.poisson(apps * attack),
          tbi: p.position === "FWD" ? 0 : rng.poisson(apps * 2),
        };
      }),
  });
}
