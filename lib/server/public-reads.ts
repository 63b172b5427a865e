// The public pages' reads, cached in memory for a minute (lib/server/cache.ts): a crawler burst is
// served without a database query per request. Missing or invalid ids are cached as null too.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { cached } from "./cache";
import { AppError } from "./errors";
import { getCounters } from "./content/get-counters";
import { getNewsArticle } from "./content/get-news-article";
import { listNews } from "./content/list-news";
import { getPrizes, type WinnerType } from "./content/get-prizes";
import { listFaq } from "./content/list-faq";
import { listRulesSections } from "./content/list-rules-sections";
import { getRoundDreamTeam } from "./football/get-round-dream-team";
import { getSeasonDreamTeam } from "./football/get-season-dream-team";
import { getMatchInfo } from "./football/get-match-info";
import { getPlayerInfo } from "./football/get-player-info";
import { getRoundResults, lastFinishedRound } from "./football/round-results";
import { getSchedule } from "./football/get-schedule";
import { listRounds } from "./football/list-rounds";

/** How long a public read is served from memory. */
export const PUBLIC_TTL_MS = 60_000;

/** `load()`, with the use cases' not-found and invalid errors read as null. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "invalid")) return null;
    throw error;
  }
}

const read = <T>(key: string, load: () => Promise<T>) => cached(key, PUBLIC_TTL_MS, load);

export const readNewsPage = (locale: Locale, page: number) =>
  read(`news:${locale}:${page}`, () => orNull(() => listNews({ locale, page })));
export const readNewsArticle = (locale: Locale, id: number) =>
  read(`article:${locale}:${id}`, () => getNewsArticle({ locale, id }));
export const readCounters = () => read("counters", () => getCounters());
export const readPrizes = (locale: Locale, winnerType: WinnerType) =>
  read(`prizes:${locale}:${winnerType}`, () => getPrizes({ locale, winnerType }));
export const readRules = (locale: Locale) => read(`rules:${locale}`, () => listRulesSections({ locale }));
export const readFaq = (locale: Locale) => read(`faq:${locale}`, () => listFaq({ locale }));
export const readSchedule = () => read("schedule", () => getSchedule());
export const readRounds = () => read("rounds", () => listRounds());
export const readRoundResults = (roundNumber?: number) =>
  read(`results:${roundNumber ?? ""}`, () => orNull(() => getRoundResults({ roundNumber })));
export const readMatchInfo = (locale: Locale, gameId: number) =>
  read(`match:${locale}:${gameId}`, () => getMatchInfo({ locale, gameId }));
export const readPlayerInfo = (locale: Locale, playerId: number) =>
  read(`player:${locale}:${playerId}`, () => getPlayerInfo({ locale, playerId }));
export const readSeasonDreamTeam = () => read("dream:season", () => getSeasonDreamTeam());

/** A round's dream team: "invalid" for a round that does not exist, null when it has none. */
export const readRoundDreamTeam = (roundNumber: number) =>
  read(
    `dream:round:${roundNumber}`,
    async () => (await orNull(async () => ({ team: await getRoundDreamTeam({ roundNumber }) }))) ?? "invalid",
  );

/** The dream team switcher's default round: the last finished one. */
export const readDefaultDreamRound = async () => lastFinishedRound(await readRounds())?.number ?? null;
