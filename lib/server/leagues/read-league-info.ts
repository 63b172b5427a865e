// A league as the info calls and the ranking page show it (docs/product.md section 3 "League"): its kind, format,
// rounds, join code and last update, with a user's place in its table; a country league named in the fan's language.
import "server-only";
import { quadSpan } from "@/lib/game/calendar";
import { getDb } from "@/lib/db";
import type { HeadToHeadScoring, League, LeagueFormat, LeagueKind, RoundStatus } from "@/lib/generated/prisma/client";
import type { Locale } from "@/i18n/routing";
import { type LeaguePlace, placeOf } from "./league-rows";
import { COUNTRY_NAMES, localName, readableLeague } from "./readable-league";

/** A league with a user's place in it (docs/product.md section 3 "League"). */
export interface LeagueInfo extends Omit<LeaguePlace, "members"> {
  id: number;
  name: string;
  kind: LeagueKind;
  /** Private leagues: classic or head to head (the others are classic). */
  format: LeagueFormat;
  scoring: HeadToHeadScoring | null;
  seasonId: number;
  countryCode: string | null;
  /** A round league's round. */
  round: { id: number; number: number; status: RoundStatus } | null;
  quadNumber: number | null;
  /** A quad league's first and last round numbers. */
  rounds: [number, number] | null;
  membersCount: number;
  entriesClosed: boolean;
  /** A private league's join code. */
  joinCode: string | null;
  startsFromRound: { id: number; number: number } | null;
  own: boolean;
  lastUpdateAt: Date | null;
}

/** The league as the info calls show it, with the user's place; a country league's name in `locale`. */
async function leagueInfo(options: {
  league: League;
  userId: number;
  placeUserId?: number;
  pageSize: number;
  locale?: Locale;
}): Promise<LeagueInfo> {
  const { league } = options;
  const db = await getDb();
  const [{ members, ...place }, startsFrom, round, country] = await Promise.all([
    placeOf({ league, userId: options.placeUserId ?? options.userId, pageSize: options.pageSize }),
    league.startsFromRoundId
      ? db.round.findUnique({ where: { id: league.startsFromRoundId }, select: { id: true, number: true } })
      : null,
    league.roundId
      ? db.round.findUnique({ where: { id: league.roundId }, select: { id: true, number: true, status: true } })
      : null,
    league.countryCode && options.locale
      ? db.country.findUnique({ where: { code: league.countryCode }, ...COUNTRY_NAMES })
      : null,
  ]);
  const own = league.ownerId === options.userId;
  return {
    id: league.id,
    name: localName({ name: league.name, country }, options.locale),
    kind: league.kind,
    format: league.format,
    scoring: league.scoring,
    seasonId: league.seasonId,
    countryCode: league.countryCode,
    round,
    quadNumber: league.quadNumber,
    rounds: league.quadNumber ? quadSpan(league.quadNumber) : null,
    membersCount: members,
    entriesClosed: league.entriesClosed,
    joinCode: league.kind === "private" ? league.joinCode : null,
    startsFromRound: startsFrom,
    own,
    lastUpdateAt: league.lastUpdateAt,
    ...place,
  };
}

/** A league's info by its natural key (season, country, round) or id, with a user's place. */
export async function readLeagueInfo(options: {
  userId: number;
  placeUserId?: number;
  pageSize: number;
  where: Parameters<typeof readableLeague>[0]["where"];
  locale?: Locale;
}): Promise<LeagueInfo> {
  const { where, ...rest } = options;
  return leagueInfo({ league: await readableLeague({ userId: options.userId, where }), ...rest });
}
