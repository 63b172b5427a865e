// Plausible match results for the demo: minute-by-minute events on two line-ups, turned into
// per-player action counts and points with the game's own scoring (lib/game/scoring.ts).
import type { Db } from "../../lib/db";
import type { Rng } from "../../lib/game/rng";
import { DEFAULT_POINT_ACTIONS, type PointActionRule, type Position, scoreGame } from "../../lib/game/scoring";
import { applyGameResults } from "../../lib/server/results/apply-game-results";

export interface SquadPlayer {
  id: number;
  position: Position;
  price: number;
  available: boolean;
}

export interface ClubSide {
  clubId: number;
  strength: number;
  players: SquadPlayer[];
}

export interface PlayerGameResult {
  playerId: number;
  clubId: number;
  minutes: number;
  points: number;
  counts: Record<string, number>;
  actions: { code: string; count: number; points: number }[];
}

interface OnPitch {
  player: SquadPlayer;
  side: 0 | 1;
  from: number;
  to: number;
  counts: Record<string, number>;
}

const add = (p: OnPitch, code: string, n = 1) => (p.counts[code] = (p.counts[code] ?? 0) + n);

function lineup(rng: Rng, side: ClubSide, index: 0 | 1, until: number): OnPitch[] {
  const fit = side.players.filter((p) => p.available);
  const byPos = (pos: Position) => fit.filter((p) => p.position === pos);
  const pickSome = (pos: Position, n: number) =>
    rng
      .shuffle(byPos(pos))
      .sort((a, b) => b.price - a.price + rng.int(-15, 15))
      .slice(0, n);
  const starters = [
    byPos("GKP")[0] ?? side.players.find((p) => p.position === "GKP")!,
    ...pickSome("DEF", 4),
    ...pickSome("MID", 4),
    ...pickSome("FWD", 2),
  ];
  const onPitch: OnPitch[] = starters.map((player) => ({ player, side: index, from: 0, to: 90, counts: {} }));
  const bench = rng.shuffle(fit.filter((p) => p.position !== "GKP" && !starters.includes(p))).slice(0, 3);
  for (const sub of bench) {
    const minute = rng.int(55, 85);
    const off = rng.pick(onPitch.filter((p) => p.player.position !== "GKP" && p.to === 90 && p.from === 0));
    if (!off) break;
    off.to = minute;
    onPitch.push({ player: sub, side: index, from: minute, to: 90, counts: {} });
  }
  if (rng.chance(0.12)) {
    const sentOff = rng.pick(onPitch.filter((p) => p.player.position !== "GKP"));
    const minute = rng.int(Math.max(sentOff.from + 1, 20), Math.max(sentOff.from + 2, Math.min(sentOff.to, 89)));
    add(sentOff, "RC");
    sentOff.to = Math.min(sentOff.to, minute);
  }
  return onPitch.filter((p) => p.from < until).map((p) => ({ ...p, to: Math.min(p.to, until) }));
}

const present = (players: OnPitch[], side: number, minute: number) =>
  players.filter((p) => p.side === side && p.from < minute && p.to >= minute);

/**
 * Simulates a game up to minute `until` (90 for a finished game, less for a live one) and scores
 * every player who played.
 */
export function simulateGame(options: {
  rng: Rng;
  home: ClubSide;
  away: ClubSide;
  rules: readonly PointActionRule[];
  until?: number;
}) {
  const { rng, home, away, rules } = options;
  const until = options.until ?? 90;
  const players = [...lineup(rng, home, 0, until), ...lineup(rng, away, 1, until)];
  const ratio = Math.sqrt(home.strength / away.strength);
  const goalsFor = [rng.poisson(1.4 * ratio), rng.poisson(1.15 / ratio)];
  const score = [0, 0];
  const conceded: number[][] = [[], []];

  goalsFor.forEach((count, side) => {
    for (let g = 0; g < count; g++) {
      const minute = rng.int(1, 90);
      if (minute > until) continue;
      const mine = present(players, side, minute);
      const theirs = present(players, 1 - side, minute);
      if (!mine.length || !theirs.length) continue;
      score[side]!++;
      conceded[1 - side]!.push(minute);
      if (rng.chance(0.03)) {
        add(
          rng.weighted(theirs, (p) => (p.player.position === "DEF" ? 4 : 1)),
          "OG",
        );
        continue;
      }
      const scorer = rng.weighted(mine, (p) => ({ GKP: 0.01, DEF: 1, MID: 3, FWD: 6 })[p.player.position]);
      add(scorer, "SoT");
      if (rng.chance(0.12)) {
        add(scorer, "GS_PK");
        const fouled = mine.filter((p) => p !== scorer && p.player.position !== "GKP");
        if (fouled.length) add(rng.pick(fouled), "PE");
      } else {
        add(scorer, "GS_OP");
        const helpers = mine.filter((p) => p !== scorer && p.player.position !== "GKP");
        if (helpers.length && rng.chance(0.75))
          add(
            rng.weighted(helpers, (p) => ({ GKP: 0, DEF: 2, MID: 4, FWD: 3 })[p.player.position]),
            "AS",
          );
      }
    }
  });

  for (const side of [0, 1] as const) {
    if (!rng.chance(0.04)) continue;
    const minute = rng.int(1, Math.min(89, until));
    const taker = present(players, side, minute).filter(
      (p) => p.player.position === "FWD" || p.player.position === "MID",
    );
    const keeper = present(players, 1 - side, minute).find((p) => p.player.position === "GKP");
    if (!taker.length) continue;
    add(rng.pick(taker), "PM");
    if (keeper && rng.chance(0.5)) add(keeper, "SA_PK");
  }

  const opponentGoals = (side: 0 | 1) => goalsFor[1 - side]!;
  const results: PlayerGameResult[] = players.map((p) => {
    const minutes = Math.max(0, p.to - p.from);
    const share = minutes / 90;
    const pos = p.player.position;
    add(p, "SoT", rng.poisson({ GKP: 0, DEF: 0.2, MID: 0.5, FWD: 1.0 }[pos] * share));
    add(p, "TBI", rng.poisson({ GKP: 0.4, DEF: 3.2, MID: 2.4, FWD: 0.8 }[pos] * share));
    if (pos === "GKP") add(p, "SA_OP", rng.poisson((1.2 + 1.1 * opponentGoals(p.side)) * share));
    if (rng.chance(0.11 * share) && !p.counts.RC) add(p, "YC");
    add(p, "GC", conceded[p.side]!.filter((m) => m > p.from && m <= p.to).length);
    for (const [start, end] of [
      [0, 45],
      [45, 90],
    ] as const) {
      const wholeHalf = p.from <= start && p.to >= end && until >= end;
      if (wholeHalf && !conceded[p.side]!.some((m) => m > start && m <= end)) add(p, "CS_HT");
    }
    const counts = Object.fromEntries(Object.entries(p.counts).filter(([, n]) => n > 0));
    const scored = scoreGame({ position: pos, minutes, counts, rules });
    const clubId = p.side === 0 ? home.clubId : away.clubId;
    return { playerId: p.player.id, clubId, minutes, points: scored.total, counts, actions: scored.actions };
  });
  return { homeScore: score[0]!, awayScore: score[1]!, players: results.filter((r) => r.minutes > 0) };
}

/** Every club as a side of middling strength, its fit and doubtful players available. */
export async function clubSides(db: Db): Promise<Map<number, ClubSide & { externalIds: Map<number, string> }>> {
  const clubs = await db.club.findMany({ include: { players: { orderBy: { id: "asc" } } } });
  return new Map(
    clubs.map((club) => [
      club.id,
      {
        clubId: club.id,
        strength: 3,
        players: club.players.map((p) => ({
          id: p.id,
          position: p.position,
          price: p.currentPrice,
          available: p.status === "fit" || p.status === "doubtful",
        })),
        externalIds: new Map(club.players.map((p) => [p.id, p.externalId])),
      },
    ]),
  );
}

/**
 * Simulated final results for every game of a round, entered as an operator's imports are
 * (applyGameResults, one transaction a game). Tests and the benchmark play rounds with it.
 */
export async function playRoundResults(db: Db, options: { roundId: number; rng: Rng; now?: Date }) {
  const sides = await clubSides(db);
  const games = await db.game.findMany({ where: { roundId: options.roundId }, orderBy: { id: "asc" } });
  for (const game of games) {
    const [home, away] = [sides.get(game.homeClubId)!, sides.get(game.awayClubId)!];
    const result = simulateGame({ rng: options.rng, home, away, rules: DEFAULT_POINT_ACTIONS });
    await db.$transaction((tx) =>
      applyGameResults(
        tx,
        {
          gameId: game.id,
          status: "finished",
          homeScore: result.homeScore,
          awayScore: result.awayScore,
          players: result.players.map((p) => ({
            source: "simulated",
            player: (home.externalIds.get(p.playerId) ?? away.externalIds.get(p.playerId))!,
            minutes: p.minutes,
            counts: p.counts,
          })),
        },
        options.now ?? new Date(),
      ),
    );
  }
}

/** A demo player's starting price, by position and rank in his club (0: its best), from his club's strength. */
export function playerPrice(rng: Rng, position: Position, rank: number, strength: number): number {
  const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round(v)));
  switch (position) {
    case "GKP":
      return rank === 0 ? clamp(44 + strength * 3 + rng.int(-2, 3), 40, 60) : clamp(40 + rng.int(0, 4), 40, 45);
    case "DEF":
      return rank < 3 ? clamp(44 + strength * 4 + rng.int(-3, 5), 40, 70) : clamp(40 + rng.int(0, 7), 40, 50);
    case "MID":
      return rank < 2
        ? clamp(55 + strength * 13 + rng.int(-6, 8), 45, 125)
        : clamp(45 + strength * 2 + rng.int(0, 12), 45, 70);
    case "FWD":
      return rank < 2
        ? clamp(60 + strength * 15 + rng.int(-6, 8), 45, 140)
        : clamp(45 + strength * 2 + rng.int(0, 12), 45, 75);
  }
}
