// The forecast against what happened (docs/performance.md, "Expected points: the forecast against what happened";
// docs/forecast.md): replays a season round by round, forecasting each round only from the rounds before it and the
// fixture list (lib/game/club-strength.ts, lib/game/expected-points.ts), and compares the forecast with the points
// scored, beside two naive forecasts (his last round's points; his points per round so far) and, on FPL's data,
// FPL's own forecast (xP).
//
//   npm run bench:xp                      # the demo season, the game's point table
//   npm run bench:xp -- --fpl <folder>    # a season of FPL's gameweek files (gw1.csv … gw38.csv, teams.csv)
//
// The demo season is generated in memory, not read from a seeded database: the seed's own pieces (its clubs and
// their strengths, prisma/seed/data.ts; its fixture generator, prisma/seed/season.ts; its match simulator,
// prisma/seed/results.ts) are pure given a seeded RNG, so the whole 38 rounds take milliseconds and no server. The
// squads are made as the seed makes them (25 a club, prices by position, rank and club strength, one in ten
// unavailable all season), which prisma/seed/index.ts does not export; the seed itself plays only 13 rounds.
//
// Measured over the player-rounds in which the player had minutes, from round 2 on (round 1 has no history): the
// mean absolute error and, within each round, Spearman's rank correlation of forecast and points, averaged over the
// rounds. Every forecast is measured on the same player-rounds. The last line sums it up:
//   BENCH_XP source=… mae=… mae_last=… mae_avg=… [mae_fpl=…] rho=… rho_last=… rho_avg=… [rho_fpl=…]
import { readFileSync } from "node:fs";
import path from "node:path";
import { fitClubStrengths, type MatchResult } from "../lib/game/club-strength";
import {
  type ActionKind,
  expectedPoints,
  forecastActions,
  type ForecastAction,
  GAME_ACTION_KINDS,
  type PlayerHistory,
} from "../lib/game/expected-points";
import { Rng } from "../lib/game/rng";
import { DEFAULT_POINT_ACTIONS, MINUTES_1_59, MINUTES_60, type PointActionRule } from "../lib/game/scoring";
import type { Position } from "../lib/game/types";
import { CLUBS } from "../prisma/seed/data";
import { playerPrice, simulateGame, type SquadPlayer } from "../prisma/seed/results";
import { doubleRoundRobin } from "../prisma/seed/season";
import { argValue } from "./bench-args";

/** One player in one fixture of his club (minutes 0 when he did not play). */
interface Row {
  playerId: number;
  position: Position;
  clubId: number;
  round: number;
  minutes: number;
  counts: Record<string, number>;
  points: number;
  /** FPL's forecast for his whole round (the same on both rows of a double round). */
  xP?: number;
}

interface Season {
  source: string;
  actions: ForecastAction[];
  clubIds: number[];
  results: (MatchResult & { id: number })[];
  /** Every row, in kick-off order. */
  rows: Row[];
}

// ---------------------------------------------------------------------------------------------------------------
// The demo season.

const CLUB_SHAPE: [Position, number][] = [
  ["GKP", 3],
  ["DEF", 8],
  ["MID", 8],
  ["FWD", 6],
];

function demoSeason(): Season {
  const rng = new Rng(20262027);
  const sides = CLUBS.map((club, i) => ({
    clubId: i + 1,
    strength: club.strength,
    players: [] as SquadPlayer[],
  }));
  let nextId = 1;
  for (const side of sides)
    for (const [position, count] of CLUB_SHAPE)
      for (let rank = 0; rank < count; rank++)
        side.players.push({
          id: nextId++,
          position,
          price: playerPrice(rng, position, rank, side.strength),
          // The seed's statuses: fit 86%, doubtful 4% (both play), the rest out for the season.
          available: rng.next() < 0.9,
        });
  const clubIds = sides.map((s) => s.clubId);
  const calendar = doubleRoundRobin(clubIds, rng);
  const matchRng = new Rng(rng.int(1, 2 ** 30));
  const results: Season["results"] = [];
  const rows: Row[] = [];
  calendar.forEach((pairs, r) => {
    for (const [homeId, awayId] of pairs) {
      const [home, away] = [sides[homeId - 1]!, sides[awayId - 1]!];
      const game = simulateGame({ rng: matchRng, home, away, rules: DEFAULT_POINT_ACTIONS });
      const id = results.length + 1;
      results.push({ id, round: r + 1, homeClubId: homeId, awayClubId: awayId, ...goals(game) });
      const played = new Map(game.players.map((p) => [p.playerId, p]));
      for (const side of [home, away])
        for (const p of side.players) {
          const result = played.get(p.id);
          rows.push({
            playerId: p.id,
            position: p.position,
            clubId: side.clubId,
            round: r + 1,
            minutes: result?.minutes ?? 0,
            counts: result?.counts ?? {},
            points: result?.points ?? 0,
          });
        }
    }
  });
  return {
    source: "demo",
    actions: forecastActions(DEFAULT_POINT_ACTIONS, GAME_ACTION_KINDS),
    clubIds,
    results,
    rows,
  };
}

const goals = (game: { homeScore: number; awayScore: number }) => ({
  homeGoals: game.homeScore,
  awayGoals: game.awayScore,
});

// ---------------------------------------------------------------------------------------------------------------
// A season of FPL's gameweek files.

const fplAll = (points: number) => ({ pointsGkp: points, pointsDef: points, pointsMid: points, pointsFwd: points });
const fplRule = (
  code: string,
  everyN: number,
  points: Omit<PointActionRule, "code" | "everyN" | "nameEn" | "nameIt">,
) => ({
  code,
  nameEn: code,
  nameIt: code,
  everyN,
  ...points,
});

/** FPL's point table of 2022/23 (its README): the codes are this script's names for the CSV's columns. */
const FPL_POINT_ACTIONS: PointActionRule[] = [
  fplRule(MINUTES_1_59, 1, fplAll(1)),
  fplRule(MINUTES_60, 1, fplAll(2)),
  fplRule("GS", 1, { pointsGkp: 6, pointsDef: 6, pointsMid: 5, pointsFwd: 4 }),
  fplRule("AS", 1, fplAll(3)),
  fplRule("CS", 1, { pointsGkp: 4, pointsDef: 4, pointsMid: 1, pointsFwd: null }),
  fplRule("SV", 3, { pointsGkp: 1, pointsDef: null, pointsMid: null, pointsFwd: null }),
  fplRule("PS", 1, { pointsGkp: 5, pointsDef: null, pointsMid: null, pointsFwd: null }),
  fplRule("PM", 1, fplAll(-2)),
  fplRule("BON", 1, fplAll(1)),
  fplRule("GC", 2, { pointsGkp: -1, pointsDef: -1, pointsMid: null, pointsFwd: null }),
  fplRule("YC", 1, fplAll(-1)),
  fplRule("RC", 1, fplAll(-3)),
  fplRule("OG", 1, fplAll(-2)),
];
const FPL_ACTION_KINDS: Record<string, ActionKind> = {
  [MINUTES_1_59]: "minutes_1_59",
  [MINUTES_60]: "minutes_60",
  GS: "attack",
  AS: "attack",
  CS: "clean_sheet",
  SV: "faced",
  GC: "goals_conceded",
  BON: "bonus",
};
/** The CSV's column of each code. */
const FPL_COLUMNS: Record<string, string> = {
  GS: "goals_scored",
  AS: "assists",
  CS: "clean_sheets",
  SV: "saves",
  PS: "penalties_saved",
  PM: "penalties_missed",
  BON: "bonus",
  GC: "goals_conceded",
  YC: "yellow_cards",
  RC: "red_cards",
  OG: "own_goals",
};

/** RFC 4180 CSV: fields may be quoted, a quoted field may hold commas, line breaks and doubled quotes. */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += c;
  }
  if (field || record.length) records.push([...record, field]);
  const [header, ...body] = records.filter((r) => r.length > 1 || r[0] !== "");
  return body.map((r) => Object.fromEntries(header!.map((name, i) => [name, r[i] ?? ""])));
}

function fplSeason(folder: string): Season {
  const teams = parseCsv(readFileSync(path.join(folder, "teams.csv"), "utf8"));
  const clubByName = new Map(teams.map((t) => [t.name!, Number(t.id)]));
  const positions: Record<string, Position> = { GK: "GKP", GKP: "GKP", DEF: "DEF", MID: "MID", FWD: "FWD" };
  const raw: (Row & { fixture: number; kickoff: string; home: boolean; opponent: number; score: [number, number] })[] =
    [];
  for (let gw = 1; gw <= 38; gw++) {
    let text: string;
    try {
      text = readFileSync(path.join(folder, `gw${gw}.csv`), "utf8");
    } catch {
      continue;
    }
    for (const r of parseCsv(text)) {
      const clubId = clubByName.get(r.team!);
      if (clubId === undefined) throw new Error(`gw${gw}.csv: unknown team ${r.team}`);
      const minutes = Number(r.minutes);
      const counts: Record<string, number> = {};
      for (const [code, column] of Object.entries(FPL_COLUMNS)) if (Number(r[column])) counts[code] = Number(r[column]);
      raw.push({
        playerId: Number(r.element),
        position: positions[r.position!]!,
        clubId,
        round: Number(r.round),
        minutes,
        counts,
        points: Number(r.total_points),
        xP: Number(r.xP),
        fixture: Number(r.fixture),
        kickoff: r.kickoff_time!,
        home: r.was_home === "True",
        opponent: Number(r.opponent_team),
        score: [Number(r.team_h_score), Number(r.team_a_score)],
      });
    }
  }
  raw.sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.fixture - b.fixture);
  const results = new Map<number, Season["results"][number]>();
  for (const r of raw)
    if (!results.has(r.fixture))
      results.set(r.fixture, {
        id: r.fixture,
        round: r.round,
        homeClubId: r.home ? r.clubId : r.opponent,
        awayClubId: r.home ? r.opponent : r.clubId,
        homeGoals: r.score[0],
        awayGoals: r.score[1],
      });
  return {
    source: "fpl",
    actions: forecastActions(FPL_POINT_ACTIONS, FPL_ACTION_KINDS),
    clubIds: teams.map((t) => Number(t.id)),
    results: [...results.values()],
    rows: raw.map(({ playerId, position, clubId, round, minutes, counts, points, xP }) => ({
      playerId,
      position,
      clubId,
      round,
      minutes,
      counts,
      points,
      xP,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The replay.

interface Sample {
  round: number;
  actual: number;
  model: number;
  last: number;
  average: number;
  fpl?: number;
  /** Whether he played 60 minutes or more. */
  long: boolean;
}

/** Every measured player-round with each forecast of it, each made from the rounds before it only. */
function replay(season: Season): Sample[] {
  // A round's fixture list: the games that have a row in it (FPL's files hold a row per listed player per fixture).
  const rowsByRound = new Map<number, Row[]>();
  for (const row of season.rows) rowsByRound.set(row.round, [...(rowsByRound.get(row.round) ?? []), row]);
  const rounds = [...rowsByRound.keys()].sort((a, b) => a - b);
  const samples: Sample[] = [];
  const histories = new Map<number, { position: Position; rows: Row[] }>();
  for (const round of rounds) {
    const rows = rowsByRound.get(round)!;
    if (round > rounds[0]!) {
      const listed = new Map<number, Row[]>();
      for (const row of rows) listed.set(row.playerId, [...(listed.get(row.playerId) ?? []), row]);
      const players: PlayerHistory[] = [...listed.entries()].map(([playerId, mine]) => ({
        playerId,
        position: mine[0]!.position,
        clubId: mine[0]!.clubId,
        games: histories.get(playerId)?.rows ?? [],
      }));
      const strengths = fitClubStrengths(season.results, { forRound: round, clubIds: season.clubIds });
      const forecasts = expectedPoints({
        players,
        fixtures: season.results.filter((r) => r.round === round),
        rounds: [round],
        strengths,
        actions: season.actions,
      });
      for (const forecast of forecasts) {
        const mine = listed.get(forecast.playerId)!;
        if (mine.reduce((sum, r) => sum + r.minutes, 0) <= 0) continue;
        const past = histories.get(forecast.playerId)?.rows ?? [];
        const pastRounds = [...new Set(past.map((r) => r.round))];
        const lastRound = pastRounds.at(-1);
        const total = (list: Row[]) => list.reduce((sum, r) => sum + r.points, 0);
        samples.push({
          round,
          actual: total(mine),
          model: forecast.rounds[0]!.points,
          last: total(past.filter((r) => r.round === lastRound)),
          average: pastRounds.length ? total(past) / pastRounds.length : 0,
          fpl: mine[0]!.xP,
          long: mine.some((r) => r.minutes >= 60),
        });
      }
    }
    for (const row of rows) {
      const history = histories.get(row.playerId) ?? { position: row.position, rows: [] };
      history.rows.push(row);
      histories.set(row.playerId, history);
    }
  }
  return samples;
}

const mae = (samples: Sample[], pick: (s: Sample) => number) =>
  samples.reduce((sum, s) => sum + Math.abs(pick(s) - s.actual), 0) / samples.length;

/** Ranks 1..n, ties sharing their average rank. */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

function pearson(x: number[], y: number[]): number {
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const [mx, my] = [mean(x), mean(y)];
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  x.forEach((xi, i) => {
    sxy += (xi - mx) * (y[i]! - my);
    sxx += (xi - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  });
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

/** Spearman's ρ within each round, averaged over the rounds. */
function rho(samples: Sample[], pick: (s: Sample) => number): number {
  const byRound = new Map<number, Sample[]>();
  for (const s of samples) byRound.set(s.round, [...(byRound.get(s.round) ?? []), s]);
  const values = [...byRound.values()].map((list) => pearson(ranks(list.map(pick)), ranks(list.map((s) => s.actual))));
  return values.reduce((a, b) => a + b, 0) / values.length;
}

const started = performance.now();
const folder = argValue("fpl");
const season = folder ? fplSeason(folder) : demoSeason();
const loaded = performance.now();
const samples = replay(season);
const done = performance.now();

const forecasts: [string, (s: Sample) => number][] = [
  ["", (s) => s.model],
  ["_last", (s) => s.last],
  ["_avg", (s) => s.average],
  ...(folder ? [["_fpl", (s: Sample) => s.fpl!] as [string, (s: Sample) => number]] : []),
];
const rounds = new Set(samples.map((s) => s.round));
console.log(
  `${season.source}: ${rounds.size} rounds measured (${Math.min(...rounds)}–${Math.max(...rounds)}), ${samples.length} player-rounds with minutes; ` +
    `loaded in ${((loaded - started) / 1000).toFixed(2)} s, replayed in ${((done - loaded) / 1000).toFixed(2)} s`,
);
console.log("forecast   MAE    rho");
for (const [suffix, pick] of forecasts)
  console.log(`${("model" + suffix).padEnd(10)} ${mae(samples, pick).toFixed(3)}  ${rho(samples, pick).toFixed(3)}`);
// The ranking among those who played 60 minutes, where knowing who will play no longer helps a forecast.
const long = samples.filter((s) => s.long);
console.log(
  `within the ${long.length} player-rounds of 60+ minutes: ` +
    forecasts.map(([suffix, pick]) => `rho${suffix}=${rho(long, pick).toFixed(3)}`).join(" "),
);
const figures = [
  ...forecasts.map(([suffix, pick]) => `mae${suffix}=${mae(samples, pick).toFixed(3)}`),
  ...forecasts.map(([suffix, pick]) => `rho${suffix}=${rho(samples, pick).toFixed(3)}`),
];
console.log(`BENCH_XP source=${season.source} ${figures.join(" ")}`);
