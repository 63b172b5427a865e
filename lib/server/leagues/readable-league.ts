// A league as a fan may read it: any common league, a private league only when his team is a member or he owns it
// (anyone else gets the 404 of a league that does not exist), a head-to-head league the same way, his team in the
// league's season, and the league's name in his language.
import "server-only";
import { getDb } from "@/lib/db";
import type { HeadToHeadScoring, League, LeagueKind } from "@/lib/generated/prisma/client";
import type { Locale } from "@/i18n/routing";
import { AppError, msg } from "../errors";

/**
 * A league's name in `locale`: a country league is named after its country (stored in English when the engine makes
 * it), in the country list's own names; the others by their stored name (the pages title common leagues by kind).
 */
export function localName(
  league: { name: string; country?: { nameEn: string; nameIt: string } | null },
  locale: Locale | undefined,
): string {
  if (!league.country || !locale) return league.name;
  return locale === "it" ? league.country.nameIt : league.country.nameEn;
}

/** What localName needs of a country league's country. */
export const COUNTRY_NAMES = { select: { nameEn: true, nameIt: true } } as const;

export const notFound = () =>
  new AppError("not_found", "League not found.", { messages: msg("Api.errors.leagueNotFound") });

/** The caller's team in the league's season, or null. */
export async function teamInSeason(userId: number, seasonId: number) {
  const db = await getDb();
  return db.userTeam.findUnique({ where: { userId_seasonId: { userId, seasonId } }, select: { id: true, name: true } });
}

/**
 * A league the user may read: any season, country, round or quad league; a private league only
 * when the user's team is a member or the user owns it (others get 404, not a hint it exists).
 */
export async function readableLeague(options: {
  userId: number;
  where: { id?: number; seasonId?: number; kind: LeagueKind; countryCode?: string; roundId?: number };
}): Promise<League> {
  const db = await getDb();
  const league = await db.league.findFirst({ where: options.where });
  if (!league) throw notFound();
  if (league.kind === "private" && league.ownerId !== options.userId) {
    const team = await teamInSeason(options.userId, league.seasonId);
    const member =
      team &&
      (await db.leagueMember.findUnique({ where: { leagueId_teamId: { leagueId: league.id, teamId: team.id } } }));
    if (!member) throw notFound();
  }
  return league;
}

/** A head-to-head league the user may read (member or owner); 404 for any other league. */
export async function readableHeadToHead(
  userId: number,
  leagueId: number,
): Promise<League & { scoring: HeadToHeadScoring }> {
  const league = await readableLeague({ userId, where: { id: leagueId, kind: "private" } });
  if (league.format !== "head_to_head" || !league.scoring) throw notFound();
  return league as League & { scoring: HeadToHeadScoring };
}
