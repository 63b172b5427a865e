// The demo season (DESIGN.md section 3): deterministic (one seeded RNG, fixed dates around the
// demo's "today", 2026-11-22) and idempotent (a database that already has the demo season is left
// as it is). Everything is inserted in one transaction with set-based statements.
import bcrypt from "bcryptjs";
import type { Db, Tx } from "../../lib/db";
import { DEMO_LOGIN } from "../../lib/demo";
import { parseFormation } from "../../lib/game/formation";
import { popularityBp } from "../../lib/game/prices";
import { defaultLineup, randomSquad } from "../../lib/game/random-team";
import { Rng } from "../../lib/game/rng";
import { DEFAULT_POINT_ACTIONS } from "../../lib/game/scoring";
import { DEFAULT_SETTINGS, type Position } from "../../lib/game/types";
import { insertDreamTeam, scoreRound, updateRoundStatistics } from "../../lib/server/rounds/lifecycle";
import { rebuildStandings } from "../../lib/server/rounds/standings";
import type { PlayerStatus } from "../../lib/generated/prisma/enums";
import { CLUBS, COUNTRIES, FIRST_NAMES, FORMATIONS, LAST_NAMES, MANAGER_COUNTRIES, TEAM_WORDS } from "./data";
import { seedContent } from "./content";
import { clubJerseys, clubLogo } from "./images";
import { simulateGame, type ClubSide, type PlayerGameResult } from "./results";
import { LAST_FINISHED_ROUND, LIVE_ROUND, LIVE_ROUND_FINISHED_GAMES, doubleRoundRobin, kickoffs, roundStartDays } from "./season";

export const DEMO_SEASON = "2026/27";
const PREVIOUS_SEASON = "2025/26";
export const DEMO_TODAY = new Date("2026-11-22T15:00:00Z");
const DEMO_USERS = 240;
const BUDGET = DEFAULT_SETTINGS.budgetLimit;
const CLUB_SHAPE: [Position, number][] = [["GKP", 3], ["DEF", 8], ["MID", 8], ["FWD", 6]];

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
  clubId: number;
  position: Position;
  initialPrice: number;
  status: PlayerStatus;
}

export async function seed(db: Db, options: { log?: (line: string) => void } = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  if (await db.season.findUnique({ where: { name: DEMO_SEASON }, select: { id: true } })) {
    log(`The demo season ${DEMO_SEASON} is already loaded: nothing to do.`);
    return tableCounts(db);
  }
  const started = Date.now();
  const playerHash = await bcrypt.hash("Player-pass-1", 10);
  const demoHash = await bcrypt.hash(DEMO_LOGIN.password, 10);
  await db.$transaction((tx) => load(tx, new Rng(20262027), { log, playerHash, demoHash }), { timeout: 900_000, maxWait: 60_000 });
  log(`Loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return tableCounts(db);
}

async function load(tx: Tx, rng: Rng, ctx: { log: (line: string) => void; playerHash: string; demoHash: string }) {
  const { log } = ctx;
  await tx.settings.create({ data: { id: 1 } });
  await tx.formation.createMany({
    data: FORMATIONS.map((name) => {
      const [defenders, midfielders, forwards] = name.split("-").map(Number);
      return { name, defenders: defenders!, midfielders: midfielders!, forwards: forwards! };
    }),
  });
  const formations = await tx.formation.findMany({ orderBy: { id: "asc" } });
  await tx.pointAction.createMany({ data: DEFAULT_POINT_ACTIONS.map((rule, position) => ({ ...rule, position })) });
  const actionIds = new Map((await tx.pointAction.findMany()).map((a) => [a.code, a.id]));
  await tx.country.createMany({ data: COUNTRIES.map(([code, nameEn, nameIt]) => ({ code, nameEn, nameIt })) });

  const previous = await tx.season.create({ data: { name: PREVIOUS_SEASON, status: "finished", startsOn: new Date("2025-08-22"), endsOn: new Date("2026-05-24") } });
  const season = await tx.season.create({ data: { name: DEMO_SEASON, status: "live", startsOn: new Date("2026-08-21"), endsOn: new Date("2027-05-30") } });

  // Clubs and their images.
  await tx.club.createMany({
    data: CLUBS.map((club) => {
      const jerseys = clubJerseys(club);
      return { fullName: club.name, abbreviation: club.abbreviation, logoImage: clubLogo(club), jerseyOutfield: jerseys.outfield, jerseyGoalkeeper: jerseys.goalkeeper };
    }),
  });
  const clubRows = await tx.club.findMany({ orderBy: { id: "asc" } });
  const clubByAbbr = new Map(clubRows.map((c) => [c.abbreviation, c.id]));
  const strength = new Map(CLUBS.map((c) => [clubByAbbr.get(c.abbreviation)!, c.strength]));
  await tx.seasonClub.createMany({ data: [previous, season].flatMap((s) => clubRows.map((c) => ({ seasonId: s.id, clubId: c.id }))) });
  log(`${clubRows.length} clubs`);

  // Players: 25 a club with prices by position, role in the squad and club strength.
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
  const players: PlayerRow[] = (await tx.player.findMany({ orderBy: { id: "asc" } })).map((p) => ({ ...p, clubId: p.clubId!, position: p.position as Position }));
  const playerById = new Map(players.map((p) => [p.id, p]));
  log(`${players.length} players`);

  // Rounds and fixtures.
  const starts = roundStartDays();
  const fixtures = doubleRoundRobin(clubRows.map((c) => c.id), rng);
  const roundKickoffs = starts.map((s) => kickoffs(s.start, s.midweek));
  await tx.round.createMany({
    data: starts.map((_, i) => {
      const number = i + 1;
      const deadline = new Date(roundKickoffs[i]![0]!.getTime() - 60 * 60_000);
      const lastKickoff = roundKickoffs[i]![9]!;
      const finished = number <= LAST_FINISHED_ROUND;
      return {
        seasonId: season.id,
        number,
        deadline,
        status: finished ? "finished" : number === LIVE_ROUND ? "live" : "scheduled",
        lockedAt: number <= LIVE_ROUND ? deadline : null,
        closedAt: finished ? new Date(lastKickoff.getTime() + 26 * 3_600_000) : null,
        closeStep: finished ? 1 : 0,
      } as const;
    }),
  });
  const rounds = await tx.round.findMany({ where: { seasonId: season.id }, orderBy: { number: "asc" } });
  await tx.game.createMany({
    data: fixtures.flatMap((pairs, r) =>
      pairs.map(([home, away], g) => ({
        roundId: rounds[r]!.id,
        homeClubId: home,
        awayClubId: away,
        kickoff: roundKickoffs[r]![g]!,
        status: gameStatus(r + 1, g),
      })),
    ),
  });
  const games = await tx.game.findMany({ where: { round: { seasonId: season.id } }, orderBy: [{ kickoff: "asc" }, { id: "asc" }] });
  log(`${rounds.length} rounds, ${games.length} games`);

  // Results of every game played so far.
  const sides = new Map<number, ClubSide>(
    clubRows.map((c) => [
      c.id,
      {
        clubId: c.id,
        strength: strength.get(c.id)!,
        players: players
          .filter((p) => p.clubId === c.id)
          .map((p) => ({ id: p.id, position: p.position, price: p.initialPrice, available: p.status === "fit" || p.status === "doubtful" })),
      },
    ]),
  );
  const roundNumber = new Map(rounds.map((r) => [r.id, r.number]));
  const played: { gameId: number; round: number; home: number; away: number; players: PlayerGameResult[] }[] = [];
  for (const game of games) {
    if (game.status !== "finished" && game.status !== "live") continue;
    const result = simulateGame({ rng, home: sides.get(game.homeClubId)!, away: sides.get(game.awayClubId)!, rules: DEFAULT_POINT_ACTIONS, until: game.status === "live" ? 58 : 90 });
    played.push({ gameId: game.id, round: roundNumber.get(game.roundId)!, home: result.homeScore, away: result.awayScore, players: result.players });
  }
  await tx.$executeRawUnsafe(
    `UPDATE game g SET home_score = v.h, away_score = v.a, results_at = v.at FROM (VALUES ${played
      .map((p) => `(${p.gameId}, ${p.home}, ${p.away}, TIMESTAMPTZ '${DEMO_TODAY.toISOString()}')`)
      .join(",")}) AS v(id, h, a, at) WHERE g.id = v.id`,
  );
  await tx.playerGame.createMany({
    data: played.flatMap((g) => g.players.map((p) => ({ playerId: p.playerId, gameId: g.gameId, clubId: p.clubId, minutes: p.minutes, points: p.points }))),
  });
  await tx.playerGameAction.createMany({
    data: played.flatMap((g) => g.players.flatMap((p) => p.actions.filter((a) => actionIds.has(a.code)).map((a) => ({ playerId: p.playerId, gameId: g.gameId, actionId: actionIds.get(a.code)!, count: a.count, points: a.points })))),
  });
  log(`${played.length} games with results`);

  // Per player and round: points (a double round sums its games), minutes, cards.
  const byRound = new Map<number, Map<number, { points: number; minutes: number; carded: boolean }>>();
  for (const game of played) {
    const table = byRound.get(game.round) ?? new Map();
    byRound.set(game.round, table);
    for (const p of game.players) {
      const row = table.get(p.playerId) ?? { points: 0, minutes: 0, carded: false };
      row.points += p.points;
      row.minutes += p.minutes;
      row.carded ||= Boolean(p.counts.YC || p.counts.RC);
      table.set(p.playerId, row);
    }
  }

  // Prices after each finished round: the round's best four rise, unavailable players fall.
  const prices = new Map(players.map((p) => [p.id, p.initialPrice]));
  const priceAt: Map<number, number>[] = [];
  const priceRows: { playerId: number; seasonId: number; roundId: number | null; price: number; changedAt: Date }[] = players.map((p) => ({
    playerId: p.id,
    seasonId: season.id,
    roundId: null,
    price: p.initialPrice,
    changedAt: new Date("2026-08-01T00:00:00Z"),
  }));
  for (const round of rounds) {
    priceAt[round.number] = new Map(prices);
    if (round.number > LAST_FINISHED_ROUND) continue;
    const table = [...(byRound.get(round.number) ?? new Map()).entries()].sort((a, b) => b[1].points - a[1].points || a[0] - b[0]);
    const risers = table.slice(0, 4).map(([id]) => id);
    const fallers = rng.shuffle(players.filter((p) => p.status !== "fit" && p.status !== "doubtful")).slice(0, 3).map((p) => p.id);
    for (const [id, delta] of [...risers.map((id) => [id, 1] as const), ...fallers.map((id) => [id, -1] as const)]) {
      const next = Math.max(40, prices.get(id)! + delta);
      if (next === prices.get(id)) continue;
      prices.set(id, next);
      priceRows.push({ playerId: id, seasonId: season.id, roundId: round.id, price: next, changedAt: round.closedAt! });
    }
  }
  await tx.playerPrice.createMany({ data: priceRows });
  await tx.$executeRawUnsafe(
    `UPDATE player p SET current_price = v.price FROM (VALUES ${[...prices].map(([id, price]) => `(${id}, ${price})`).join(",")}) AS v(id, price) WHERE p.id = v.id AND p.current_price <> v.price`,
  );

  // Managers and their teams.
  const users = Array.from({ length: DEMO_USERS }, (_, i) => {
    const first = rng.pick(FIRST_NAMES.slice(0, 30));
    const last = rng.pick(LAST_NAMES.slice(0, 60));
    const slug = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "");
    return { email: `${slug}.${i + 1}@example.com`, passwordHash: ctx.playerHash, firstName: first, lastName: last, countryCode: rng.pick(MANAGER_COUNTRIES), isEmailVerified: true, locale: rng.chance(0.7) ? "it" : "en" };
  });
  users.push({ email: DEMO_LOGIN.email, passwordHash: ctx.demoHash, firstName: "Demo", lastName: "Manager", countryCode: "IT", isEmailVerified: true, locale: "en" });
  await tx.user.createMany({ data: users });
  const userIds = new Map((await tx.user.findMany({ select: { id: true, email: true } })).map((u) => [u.email, u.id]));

  const squads = users.map(() => buildSquad(rng, players, formations));
  const usedTeamNames = new Set<string>();
  await tx.userTeam.createMany({
    data: users.map((user, i) => {
      const squad = squads[i]!;
      let name = user.email === DEMO_LOGIN.email ? "Demo United" : "";
      while (!name || usedTeamNames.has(name)) name = `${user.lastName.replace(/[^A-Za-z ]/g, "")} ${rng.pick(TEAM_WORDS)}`.slice(0, 30);
      usedTeamNames.add(name);
      return {
        userId: userIds.get(user.email)!,
        seasonId: season.id,
        name,
        abbreviation: name.replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase(),
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
  log(`${users.length} managers with teams`);

  // Each round's snapshot, as the lock takes it; scored below by the engine (scoreRound).
  const snapshots = squads.flatMap((squad, i) =>
    rounds
      .filter((r) => r.number <= LIVE_ROUND)
      .map((round) => ({
        roundId: round.id,
        teamId: teamIds[i]!,
        formationId: squad.formationId,
        playerIds: squad.slots,
        captainId: squad.captain,
        viceCaptainId: squad.vice,
        finalIds: [],
        teamValue: squad.slots.reduce((sum, id) => sum + priceAt[round.number]!.get(id)!, 0),
        bank: BUDGET - squad.cost,
      })),
  );
  await tx.teamRound.createMany({ data: snapshots });
  // Player rounds with price and owners (scoreRound adds their points), then season totals.
  const owners = new Map<number, number>();
  for (const squad of squads) for (const id of squad.slots) owners.set(id, (owners.get(id) ?? 0) + 1);
  await tx.playerRound.createMany({
    data: rounds
      .filter((r) => r.number <= LIVE_ROUND)
      .flatMap((round) =>
        players.map((p) => ({ playerId: p.id, roundId: round.id, price: priceAt[round.number]!.get(p.id)!, selectedBy: owners.get(p.id) ?? 0 })),
      ),
  });
  await tx.$executeRawUnsafe(
    `UPDATE player p SET popularity_bp = v.bp FROM (VALUES ${players.map((p) => `(${p.id}, ${popularityBp(owners.get(p.id) ?? 0, squads.length)})`).join(",")}) AS v(id, bp) WHERE p.id = v.id`,
  );
  for (const round of rounds.filter((r) => r.number <= LIVE_ROUND)) await scoreRound(tx, round.id, { final: round.number <= LAST_FINISHED_ROUND });
  const lastFinished = rounds[LAST_FINISHED_ROUND - 1]!;
  await tx.$executeRaw`
    UPDATE user_team t SET total_points = s.total_points FROM team_round s
    WHERE s.team_id = t.id AND s.round_id = ${lastFinished.id}`;
  await seasonStats(tx, season.id, previous.id, players, rng);

  // Leagues and standings.
  const countries = [...new Set(users.map((u) => u.countryCode))].sort();
  const privateCount = 12;
  const privateLeagues = Array.from({ length: privateCount }, (_, i) => {
    const ownerIndex = i === 0 ? users.length - 1 : rng.int(0, DEMO_USERS - 1);
    const code = Array.from({ length: 8 }, () => rng.pick([..."ABCDEFGHJKLMNPQRSTUVWXYZ23456789"])).join("");
    const name = i === 0 ? "Demo Friends League" : `${rng.pick(["Bar", "Office", "Family", "Campus", "Derby", "Curva", "Gym", "Forum"])} ${rng.pick(TEAM_WORDS)} League`;
    return { ownerIndex, code, name, startsFrom: i === 0 ? 1 : rng.int(1, 10) };
  });
  const COUNTRY_NAMES = new Map(COUNTRIES.map(([code, en]) => [code, en]));
  await tx.league.createMany({
    data: [
      { kind: "season" as const, key: "season", name: "Season" },
      ...countries.map((code) => ({ kind: "country" as const, key: `country:${code}`, name: COUNTRY_NAMES.get(code)!, countryCode: code })),
      ...rounds.filter((r) => r.number <= LIVE_ROUND).map((r) => ({ kind: "round" as const, key: `round:${r.number}`, name: `Round ${r.number}`, roundId: r.id })),
      ...Array.from({ length: Math.ceil(rounds.length / 4) }, (_, q) => ({ kind: "quad" as const, key: `quad:${q + 1}`, name: `Quad ${q + 1}`, quadNumber: q + 1 })),
      ...privateLeagues.map((l) => ({
        kind: "private" as const,
        key: `private:${l.code}`,
        name: l.name,
        joinCode: l.code,
        ownerId: userIds.get(users[l.ownerIndex]!.email)!,
        startsFromRoundId: rounds[l.startsFrom - 1]!.id,
      })),
    ].map((l) => ({ ...l, seasonId: season.id })),
  });
  const leagueIds = new Map((await tx.league.findMany({ where: { seasonId: season.id }, select: { id: true, key: true } })).map((l) => [l.key, l.id]));
  const demoIndex = users.length - 1;
  await tx.leagueMember.createMany({
    data: privateLeagues.flatMap((l, i) => {
      const members = new Set([l.ownerIndex, ...rng.shuffle(Array.from({ length: DEMO_USERS }, (_, k) => k)).slice(0, rng.int(6, 40))]);
      if (i < 4) members.add(demoIndex);
      return [...members].map((m) => ({ leagueId: leagueIds.get(`private:${l.code}`)!, teamId: teamIds[m]! }));
    }),
  });
  const liveRound = rounds[LIVE_ROUND - 1]!;
  await rebuildStandings(tx, { seasonId: season.id, lastFinished: lastFinished.number, liveRoundId: liveRound.id, now: lastFinished.closedAt! });
  await tx.league.updateMany({ where: { roundId: liveRound.id }, data: { lastUpdateAt: DEMO_TODAY } });
  log(`${leagueIds.size} leagues`);

  // Round statistics and dream teams of finished rounds and of the season.
  for (const round of rounds.filter((r) => r.number <= LAST_FINISHED_ROUND)) {
    await updateRoundStatistics(tx, round.id);
    await insertDreamTeam(tx, season.id, round.id);
  }
  await insertDreamTeam(tx, season.id, null, LAST_FINISHED_ROUND);

  await seedContent(tx, { seasonId: season.id, today: DEMO_TODAY });
  log("news, prizes, rules, FAQ and terms");
}

function playerPrice(rng: Rng, position: Position, rank: number, strength: number): number {
  const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round(v)));
  switch (position) {
    case "GKP":
      return rank === 0 ? clamp(44 + strength * 3 + rng.int(-2, 3), 40, 60) : clamp(40 + rng.int(0, 4), 40, 45);
    case "DEF":
      return rank < 3 ? clamp(44 + strength * 4 + rng.int(-3, 5), 40, 70) : clamp(40 + rng.int(0, 7), 40, 50);
    case "MID":
      return rank < 2 ? clamp(55 + strength * 13 + rng.int(-6, 8), 45, 125) : clamp(45 + strength * 2 + rng.int(0, 12), 45, 70);
    case "FWD":
      return rank < 2 ? clamp(60 + strength * 15 + rng.int(-6, 8), 45, 140) : clamp(45 + strength * 2 + rng.int(0, 12), 45, 75);
  }
}

function playerStatus(rng: Rng): PlayerStatus {
  const r = rng.next();
  if (r < 0.86) return "fit";
  return rng.weighted(
    [["doubtful", 4], ["minor_injury", 3], ["serious_injury", 2], ["suspended", 2], ["international_duty", 1], ["unhealthy", 1], ["transferred_out", 1]] as const,
    ([, w]) => w,
  )[0];
}

function gameStatus(round: number, index: number) {
  if (round <= LAST_FINISHED_ROUND) return "finished" as const;
  if (round > LIVE_ROUND) return "scheduled" as const;
  if (index < LIVE_ROUND_FINISHED_GAMES) return "finished" as const;
  return index === LIVE_ROUND_FINISHED_GAMES ? ("live" as const) : ("scheduled" as const);
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
  const pool = players.filter((p) => p.status !== "transferred_out").map((p) => ({ id: p.id, position: p.position, clubId: p.clubId, price: p.initialPrice }));
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

/** Season totals of the live season from the games, and a plausible past season. */
async function seasonStats(tx: Tx, seasonId: number, previousId: number, players: PlayerRow[], rng: Rng) {
  await tx.$executeRaw`
    INSERT INTO player_season_stat (player_id, season_id, points, minutes, gs_op, gs_pk, assists, pe, sot, cs_ht, tbi, sa_op, sa_pk, gc, og, pm, yc, rc)
    SELECT p.id, ${seasonId}, COALESCE(g.points, 0), COALESCE(g.minutes, 0),
      COALESCE(a.gs_op, 0), COALESCE(a.gs_pk, 0), COALESCE(a.assists, 0), COALESCE(a.pe, 0), COALESCE(a.sot, 0), COALESCE(a.cs_ht, 0),
      COALESCE(a.tbi, 0), COALESCE(a.sa_op, 0), COALESCE(a.sa_pk, 0), COALESCE(a.gc, 0), COALESCE(a.og, 0), COALESCE(a.pm, 0), COALESCE(a.yc, 0), COALESCE(a.rc, 0)
    FROM player p
    LEFT JOIN (SELECT pg.player_id, sum(pg.points)::int AS points, sum(pg.minutes)::int AS minutes FROM player_game pg
               JOIN game gm ON gm.id = pg.game_id JOIN round r ON r.id = gm.round_id WHERE r.season_id = ${seasonId} GROUP BY pg.player_id) g ON g.player_id = p.id
    LEFT JOIN (SELECT x.player_id,
                 sum(x.count) FILTER (WHERE pa.code = 'GS_OP')::int AS gs_op, sum(x.count) FILTER (WHERE pa.code = 'GS_PK')::int AS gs_pk,
                 sum(x.count) FILTER (WHERE pa.code = 'AS')::int AS assists, sum(x.count) FILTER (WHERE pa.code = 'PE')::int AS pe,
                 sum(x.count) FILTER (WHERE pa.code = 'SoT')::int AS sot, sum(x.count) FILTER (WHERE pa.code = 'CS_HT')::int AS cs_ht,
                 sum(x.count) FILTER (WHERE pa.code = 'TBI')::int AS tbi, sum(x.count) FILTER (WHERE pa.code = 'SA_OP')::int AS sa_op,
                 sum(x.count) FILTER (WHERE pa.code = 'SA_PK')::int AS sa_pk, sum(x.count) FILTER (WHERE pa.code = 'GC')::int AS gc,
                 sum(x.count) FILTER (WHERE pa.code = 'OG')::int AS og, sum(x.count) FILTER (WHERE pa.code = 'PM')::int AS pm,
                 sum(x.count) FILTER (WHERE pa.code = 'YC')::int AS yc, sum(x.count) FILTER (WHERE pa.code = 'RC')::int AS rc
               FROM player_game_action x JOIN point_action pa ON pa.id = x.action_id
               JOIN game gm ON gm.id = x.game_id JOIN round r ON r.id = gm.round_id WHERE r.season_id = ${seasonId} GROUP BY x.player_id) a ON a.player_id = p.id`;
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
        return { playerId: p.id, seasonId: previousId, points, minutes: apps * rng.int(60, 88), gsOp, assists, csHt, gc, yc, sot: gsOp + rng.poisson(apps * attack), tbi: p.position === "FWD" ? 0 : rng.poisson(apps * 2) };
      }),
  });
}
