// The player info modal (docs/product.md section 2 "Modals", section 7 player endpoints): header data, round
// results per game, fixtures, past seasons, the points-per-round and price-history series, and the forecast's next
// rounds (docs/forecast.md: opponents, difficulty, expected points, chance of playing).
import "server-only";
import { getDb } from "@/lib/db";
import type { Locale } from "@/i18n/routing";
import { gameActionOf } from "./game-action";
import { currentSeasonId } from "../seasons/current-season";
import {
  clubSelect,
  clubWithJerseysSelect,
  gameOrder,
  playerRefSelect,
  toPlayerRef,
  type ClubRef,
  type ClubWithJerseys,
  type PlayerRef,
  type PlayerStatus,
} from "./types";

export interface PlayerHeader extends PlayerRef {
  status: PlayerStatus;
  /** Tenths of a million. */
  currentPrice: number;
  initialPrice: number;
  /** "Selected by", in hundredths of a percent. */
  popularityBp: number;
  club: ClubWithJerseys | null;
}

/** One game the player played (round_results; per-round rows: roundNumber, opponentTeam, matchTotalPoints). */
export interface PlayerGameResult {
  gameId: number;
  roundNumber: number;
  kickoff: Date;
  isHome: boolean;
  opponent: ClubRef;
  /** The score from the player's side; null before a result. */
  goalsFor: number | null;
  goalsAgainst: number | null;
  /** played_for_team_id */
  clubId: number;
  minutes: number;
  points: number;
  actions: { code: string; name: string; count: number; points: number }[];
}

export interface PlayerFixture {
  gameId: number;
  roundNumber: number;
  kickoff: Date;
  home: ClubRef;
  away: ClubRef;
  /** The player's club in the fixture (own_team_name). */
  ownClubId: number;
  /** The fixture's difficulty for his club (docs/forecast.md: 1 easiest … 5 hardest); null before the forecast. */
  difficulty: number | null;
}

/** One round still to lock as the forecast sees it for him (docs/forecast.md). */
export interface UpcomingRound {
  roundNumber: number;
  /** His club's games in the round: none is a blank round (0 points), two a double. */
  fixtures: { opponent: ClubRef; isHome: boolean; difficulty: number | null }[];
  expectedPoints: number;
}

export interface PlayerPastSeason {
  seasonId: number;
  seasonName: string;
  points: number;
  minutes: number;
  goals: number;
  assists: number;
  /** Halves kept clean (CS_HT). */
  cleanSheetHalves: number;
  yellowCards: number;
  redCards: number;
}

export interface PlayerInfo {
  player: PlayerHeader;
  seasonId: number | null;
  results: PlayerGameResult[];
  fixtures: PlayerFixture[];
  pastSeasons: PlayerPastSeason[];
  /** Every round played so far (finished or live), with the player's points (0 when he did not play). */
  pointsPerRound: { roundNumber: number; points: number }[];
  /** Price changes this season, the initial price first. */
  priceHistory: { changedAt: Date; roundNumber: number | null; price: number }[];
  /** The rounds still to lock that the forecast covers (up to eight), in order; empty without a forecast. */
  upcoming: UpcomingRound[];
  /** His chance of playing in the next round still to lock (0–1); null without a forecast. */
  chanceOfPlaying: number | null;
}

/** Everything the player info modal shows, for a season (default: the current one); null when there is no such player. */
export async function getPlayerInfo(options: {
  playerId: number;
  locale: Locale;
  seasonId?: number;
  now?: Date;
}): Promise<PlayerInfo | null> {
  if (!Number.isInteger(options.playerId) || options.playerId < 1) return null;
  const db = await getDb();
  const row = await db.player.findUnique({
    where: { id: options.playerId },
    select: {
      ...playerRefSelect,
      status: true,
      currentPrice: true,
      initialPrice: true,
      popularityBp: true,
      clubId: true,
      club: { select: clubWithJerseysSelect },
    },
  });
  if (!row) return null;
  const player: PlayerHeader = {
    ...toPlayerRef(row),
    status: row.status,
    currentPrice: row.currentPrice,
    initialPrice: row.initialPrice,
    popularityBp: row.popularityBp,
    club: row.club,
  };
  const seasonId = options.seasonId ?? (await currentSeasonId());
  if (seasonId === null)
    return {
      player,
      seasonId,
      results: [],
      fixtures: [],
      pastSeasons: [],
      pointsPerRound: [],
      priceHistory: [],
      upcoming: [],
      chanceOfPlaying: null,
    };

  const now = options.now ?? new Date();
  const [games, actions, fixtures, seasons, rounds, prices, forecast] = await Promise.all([
    db.playerGame.findMany({
      where: { playerId: row.id, game: { round: { seasonId } } },
      select: {
        clubId: true,
        minutes: true,
        points: true,
        game: {
          select: {
            id: true,
            kickoff: true,
            homeScore: true,
            awayScore: true,
            round: { select: { number: true } },
            homeClub: { select: clubSelect },
            awayClub: { select: clubSelect },
          },
        },
      },
      orderBy: { game: { kickoff: "asc" } },
    }),
    db.playerGameAction.findMany({
      where: { playerId: row.id, count: { gt: 0 }, game: { round: { seasonId } } },
      select: {
        gameId: true,
        count: true,
        points: true,
        action: { select: { code: true, nameEn: true, nameIt: true } },
      },
      orderBy: { action: { position: "asc" } },
    }),
    row.clubId === null
      ? Promise.resolve([])
      : db.game.findMany({
          where: {
            round: { seasonId },
            status: "scheduled",
            kickoff: { gt: now },
            OR: [{ homeClubId: row.clubId }, { awayClubId: row.clubId }],
          },
          select: {
            id: true,
            kickoff: true,
            round: { select: { number: true } },
            homeClub: { select: clubSelect },
            awayClub: { select: clubSelect },
            homeDifficulty: true,
            awayDifficulty: true,
          },
          orderBy: gameOrder,
        }),
    db.playerSeasonStat.findMany({
      where: { playerId: row.id, seasonId: { not: seasonId }, season: { status: "finished" } },
      select: {
        points: true,
        minutes: true,
        gsOp: true,
        gsPk: true,
        assists: true,
        csHt: true,
        yc: true,
        rc: true,
        season: { select: { id: true, name: true, startsOn: true } },
      },
      orderBy: { season: { startsOn: "desc" } },
    }),
    db.round.findMany({
      where: { seasonId, status: { in: ["finished", "live"] } },
      select: { number: true, playerRows: { where: { playerId: row.id }, select: { points: true } } },
      orderBy: { number: "asc" },
    }),
    db.playerPrice.findMany({
      where: { playerId: row.id, seasonId },
      select: { changedAt: true, price: true, round: { select: { number: true } } },
      orderBy: [{ changedAt: "asc" }, { id: "asc" }],
    }),
    db.playerExpectedPoints.findMany({
      where: { playerId: row.id, round: { seasonId, status: "scheduled" } },
      select: { points: true, chanceOfPlaying: true, round: { select: { number: true } } },
      orderBy: { round: { number: "asc" } },
    }),
  ]);
  const ownFixtures = fixtures.map((f) => {
    const isHome = f.homeClub.id === row.clubId;
    return {
      gameId: f.id,
      roundNumber: f.round.number,
      kickoff: f.kickoff,
      home: f.homeClub,
      away: f.awayClub,
      ownClubId: row.clubId!,
      difficulty: isHome ? f.homeDifficulty : f.awayDifficulty,
    };
  });

  return {
    player,
    seasonId,
    results: games.map((g) => {
      const isHome = g.clubId === g.game.homeClub.id;
      return {
        gameId: g.game.id,
        roundNumber: g.game.round.number,
        kickoff: g.game.kickoff,
        isHome,
        opponent: isHome ? g.game.awayClub : g.game.homeClub,
        goalsFor: isHome ? g.game.homeScore : g.game.awayScore,
        goalsAgainst: isHome ? g.game.awayScore : g.game.homeScore,
        clubId: g.clubId,
        minutes: g.minutes,
        points: g.points,
        actions: actions.filter((a) => a.gameId === g.game.id).map(gameActionOf(options.locale)),
      };
    }),
    fixtures: ownFixtures,
    pastSeasons: seasons.map((s) => ({
      seasonId: s.season.id,
      seasonName: s.season.name,
      points: s.points,
      minutes: s.minutes,
      goals: s.gsOp + s.gsPk,
      assists: s.assists,
      cleanSheetHalves: s.csHt,
      yellowCards: s.yc,
      redCards: s.rc,
    })),
    pointsPerRound: rounds.map((r) => ({ roundNumber: r.number, points: r.playerRows[0]?.points ?? 0 })),
    priceHistory: prices.map((p) => ({ changedAt: p.changedAt, roundNumber: p.round?.number ?? null, price: p.price })),
    upcoming: forecast.map((e) => ({
      roundNumber: e.round.number,
      fixtures: ownFixtures
        .filter((f) => f.roundNumber === e.round.number)
        .map((f) => {
          const isHome = f.home.id === f.ownClubId;
          return { opponent: isHome ? f.away : f.home, isHome, difficulty: f.difficulty };
        }),
      expectedPoints: e.points,
    })),
    chanceOfPlaying: forecast[0]?.chanceOfPlaying ?? null,
  };
}
