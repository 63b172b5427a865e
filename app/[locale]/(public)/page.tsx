import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { env } from "@/lib/env";
import { localizedPath, pageMetadata, SITE_NAME } from "@/lib/seo/metadata";
import { intParam, param } from "@/lib/search-params";
import {
  readCounters,
  readDefaultDreamRound,
  readNewsPage,
  readRoundDreamTeam,
  readRoundResults,
  readRounds,
  readPlayerInfo,
  readSeasonDreamTeam,
} from "@/lib/server/public-reads";
import { AppDownload } from "@/components/home/app-download";
import { Counters } from "@/components/home/counters";
import { NewsTeaser } from "@/components/home/news-teaser";
import { RoundResults } from "@/components/home/round-results";
import { SignUpCallToAction, Welcome } from "@/components/home/welcome";
import { DreamTeamSection, type DreamTeamView } from "@/components/dream-team/dream-team-section";
import { PLAYER_PARAM, PlayerInfo } from "@/components/player/player-info";
import { JsonLd } from "@/components/seo/json-ld";
import { HydrateLater } from "@/components/ui/hydrate-later";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Home" });
  return pageMetadata({
    locale,
    path: "/",
    title: t("metaTitle"),
    description: t("metaDescription"),
    absoluteTitle: true,
  });
}

/** The home page's own query: the dream team's tab and round, the results' round. */
const KEYS = ["dream_team", "dream_round", "results_round"] as const;
type HomeQuery = Partial<Record<(typeof KEYS)[number], string>>;

/** The landing page for visitors (docs/product.md section 1). */
export default async function Home({ params, searchParams }: PageProps<"/[locale]">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const current: HomeQuery = Object.fromEntries(KEYS.flatMap((k) => (param(query, k) ? [[k, param(query, k)!]] : [])));
  const href = (changes: HomeQuery) => {
    const next = Object.fromEntries(
      Object.entries({ ...current, ...changes }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    return { pathname: "/", query: next };
  };

  const resultsRound = intParam(query, "results_round");
  const [counters, news, results, dreamTeam] = await Promise.all([
    readCounters(),
    readNewsPage(locale, 1),
    // An unknown round shows the default one.
    resultsRound === undefined || Number.isNaN(resultsRound)
      ? readRoundResults()
      : readRoundResults(resultsRound).then((r) => r ?? readRoundResults()),
    readRounds().then((rounds) => dreamTeamView(query, href, rounds.length)),
  ]);

  const playerId = intParam(query, PLAYER_PARAM);
  const t = await getTranslations({ locale, namespace: "Home" });
  return (
    <>
      <JsonLd
        data={{
          "@type": "Organization",
          name: SITE_NAME,
          url: new URL(localizedPath("/", locale), env.APP_URL).toString(),
          logo: new URL("/favicon.svg", env.APP_URL).toString(),
          description: t("metaDescription"),
        }}
      />
      <HydrateLater>
        <Welcome />
        <Counters counters={counters} />
        <AppDownload />
        <NewsTeaser items={news?.results ?? []} />
        <div className="mx-auto mt-14 grid w-full max-w-7xl gap-14 px-4 sm:mt-20 sm:px-6 lg:grid-cols-2 lg:gap-10 lg:px-8">
          <DreamTeamSection
            view={dreamTeam}
            tabHref={(tab) => href({ dream_team: tab === "season" ? "season" : undefined })}
            playerHref={(id) => ({ pathname: "/", query: { ...href({}).query, [PLAYER_PARAM]: String(id) } })}
          />
          <RoundResults results={results} roundHref={(n) => href({ results_round: String(n) })} />
        </div>
        <SignUpCallToAction />
      </HydrateLater>
      {playerId !== undefined && !Number.isNaN(playerId) && (
        <PlayerInfo info={readPlayerInfo(locale, playerId)} closeHref={localizedPath("/", locale, href({}).query)} />
      )}
    </>
  );
}

type Href = { pathname: string; query: Record<string, string> };

/** The dream team section's state: the season's team, a round's (with its neighbours), or an invalid round. */
async function dreamTeamView(
  query: Awaited<PageProps<"/[locale]">["searchParams"]>,
  href: (changes: HomeQuery) => Href,
  roundCount: number,
): Promise<DreamTeamView> {
  if (param(query, "dream_team") === "season") return { tab: "season", team: await readSeasonDreamTeam() };
  const asked = intParam(query, "dream_round");
  if (Number.isNaN(asked)) return { tab: "round", invalid: true };
  const roundNumber = asked ?? (await readDefaultDreamRound()) ?? 1;
  const read = await readRoundDreamTeam(roundNumber);
  if (read === "invalid") return { tab: "round", invalid: true };
  return {
    tab: "round",
    roundNumber,
    team: read.team,
    previous: roundNumber > 1 ? href({ dream_round: String(roundNumber - 1) }) : null,
    next: roundNumber < roundCount ? href({ dream_round: String(roundNumber + 1) }) : null,
  };
}
