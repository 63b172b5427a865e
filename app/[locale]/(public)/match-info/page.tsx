import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { env } from "@/lib/env";
import { localizedPath, pageMetadata } from "@/lib/seo/metadata";
import { intParam } from "@/lib/search-params";
import type { GameStatus } from "@/lib/server/football/types";
import { readMatchInfo, readPlayerInfo } from "@/lib/server/public-reads";
import { MATCH_INFO_PATH } from "@/components/match/game-row";
import { MatchHeader } from "@/components/match/match-header";
import { MatchStats } from "@/components/match/match-stats";
import { PLAYER_PARAM, PlayerInfo } from "@/components/player/player-info";
import { JsonLd } from "@/components/seo/json-ld";

async function read(locale: Locale, query: Awaited<PageProps<"/[locale]/match-info">["searchParams"]>) {
  const id = intParam(query, "match_id");
  return id === undefined || Number.isNaN(id) ? null : readMatchInfo(locale, id);
}

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/match-info">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, info] = await Promise.all([
    getTranslations({ locale, namespace: "Match" }),
    read(locale, await searchParams),
  ]);
  if (!info) return { title: t("metaTitle") };
  const { game } = info;
  const names = { home: game.home.fullName, away: game.away.fullName, round: game.round.number };
  return pageMetadata({
    locale,
    path: MATCH_INFO_PATH,
    query: { match_id: game.id },
    title: t("pageTitle", names),
    description: t("metaDescription", names),
    image: { url: localizedPath(`/og/match/${game.id}/`, locale), alt: t("pageTitle", names) },
  });
}

/** schema.org event statuses of the game statuses. */
const EVENT_STATUS: Record<GameStatus, string> = {
  scheduled: "EventScheduled",
  live: "EventScheduled",
  finished: "EventScheduled",
  technical: "EventScheduled",
  cancelled: "EventCancelled",
  postponed: "EventPostponed",
};

/** docs/product.md section 2 "/match-info/?match_id": match status and notes, per-action player stats. */
export default async function MatchInfoPage({ params, searchParams }: PageProps<"/[locale]/match-info">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const info = await read(locale, query);
  if (!info) notFound();
  const t = await getTranslations({ locale, namespace: "Match" });
  const { game } = info;
  const base = { match_id: String(game.id) };
  const playerId = intParam(query, PLAYER_PARAM);
  const team = (club: typeof game.home) => ({
    "@type": "SportsTeam",
    name: club.fullName,
    logo: new URL(club.logoImage, env.APP_URL).toString(),
  });
  return (
    <>
      <JsonLd
        data={{
          "@type": "SportsEvent",
          name: t("pageTitle", { home: game.home.fullName, away: game.away.fullName, round: game.round.number }),
          sport: "Soccer",
          startDate: game.kickoff.toISOString(),
          eventStatus: `https://schema.org/${EVENT_STATUS[game.status]}`,
          url: new URL(localizedPath(MATCH_INFO_PATH, locale, base), env.APP_URL).toString(),
          homeTeam: team(game.home),
          awayTeam: team(game.away),
          competitor: [team(game.home), team(game.away)],
          inLanguage: locale,
        }}
      />
      <MatchHeader game={game} />
      <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        {info.note && (
          <p
            role="status"
            data-note={info.note}
            className="rounded-2xl bg-brand-50 px-5 py-4 text-center font-semibold text-brand-900 ring-1 ring-brand-100"
          >
            {t(`notes.${info.note}`)}
          </p>
        )}
        {info.actions.length > 0 && (
          <MatchStats
            info={info}
            playerHref={(id) => ({ pathname: MATCH_INFO_PATH, query: { ...base, [PLAYER_PARAM]: String(id) } })}
          />
        )}
      </div>
      {playerId !== undefined && !Number.isNaN(playerId) && (
        <PlayerInfo info={readPlayerInfo(locale, playerId)} closeHref={localizedPath(MATCH_INFO_PATH, locale, base)} />
      )}
    </>
  );
}
