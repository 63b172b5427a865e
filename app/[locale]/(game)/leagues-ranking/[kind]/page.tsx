// /leagues-ranking/{kind}/ (docs/product.md section 2 "League ranking page"; docs/product.md "Leagues ranking paths"): season, country,
// round (?round=N), quad (?quad=N) and private (?league_id=N) rankings, ?page=N by 20. Each says which standings it
// shows and when they were computed: the live round's round and quad tables hold live standings (the engine's live
// refresh), marked provisional; the others are the standings after the last finished round (the last close).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { requireCurrentUser } from "@/lib/session/current-user";
import { intParam, type SearchParams } from "@/lib/search-params";
import { AppError } from "@/lib/server/errors";
import { findRankingLeague } from "@/lib/server/leagues/find-ranking-league";
import { readLeagueInfo, type LeagueInfo } from "@/lib/server/leagues/read-league-info";
import { readMembers } from "@/lib/server/leagues/read-members";
import { readHeadToHeadMatches } from "@/lib/server/leagues/read-head-to-head-matches";
import { readHeadToHeadTable } from "@/lib/server/leagues/read-head-to-head-table";
import { formatLeagueUpdate } from "@/lib/format/dates";
import { formatApproxCount } from "@/lib/format/numbers";
import { ClientMessages } from "@/components/layout/client-messages";
import { leagueTitle } from "@/components/leagues/league-title";
import { MembersTable } from "@/components/leagues/members-table";
import {
  LEAGUES_PATH,
  MEMBERS_PAGE_SIZE,
  RANKING_KINDS,
  rankingHref,
  type RankingKind,
} from "@/components/leagues/paths";
import { RankingPagination } from "@/components/leagues/ranking-pagination";
import { LeagueToolbar } from "@/components/leagues/ranking-tools";
import { RoundPicker } from "@/components/leagues/round-picker";
import { HeadToHeadTableView, RoundMatches, RoundState } from "@/components/leagues/head-to-head";
import { HeadToHeadRoundPicker } from "@/components/leagues/head-to-head-round-picker";
import { Card } from "@/components/ui/card";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { textLinkClass } from "@/components/ui/button";

type Props = PageProps<"/[locale]/leagues-ranking/[kind]">;

const kindOf = (value: string): RankingKind | null =>
  (RANKING_KINDS as readonly string[]).includes(value) ? (value as RankingKind) : null;

/** The league the page shows, with the fan's place (null: no table for that choice yet). */
async function load(userId: number, kind: RankingKind, query: SearchParams, locale: Locale) {
  const choice = await findRankingLeague({
    userId,
    kind,
    round: intParam(query, "round"),
    quad: intParam(query, "quad"),
    leagueId: intParam(query, "league_id"),
  });
  if (choice.leagueId === null) {
    if (kind === "private") notFound();
    return { choice, info: null };
  }
  try {
    const info = await readLeagueInfo({
      userId,
      pageSize: MEMBERS_PAGE_SIZE,
      where: { id: choice.leagueId, kind },
      locale,
    });
    return { choice, info };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, kind } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Leagues" });
  const known = kindOf(kind);
  return { title: known ? t(`kinds.${known}`) : t("metaTitle"), robots: { index: false } };
}

export default async function RankingPage({ params, searchParams }: Props) {
  const { locale: raw, kind: rawKind } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const kind = kindOf(rawKind);
  if (!kind) notFound();
  const user = await requireCurrentUser(locale);
  const query = await searchParams;
  const [t, { choice, info }] = await Promise.all([
    getTranslations({ locale, namespace: "Leagues" }),
    load(user.id, kind, query, locale),
  ]);
  if (info?.format === "head_to_head") return <HeadToHeadPage info={info} userId={user.id} query={query} />;
  const pages = info ? Math.max(1, Math.ceil(info.membersCount / MEMBERS_PAGE_SIZE)) : 1;
  const page = Math.min(Math.max(intParam(query, "page") ?? 1, 1), pages);
  const members =
    info &&
    (await readMembers({
      userId: user.id,
      kind,
      leagueId: info.id,
      offset: (page - 1) * MEMBERS_PAGE_SIZE,
      limit: MEMBERS_PAGE_SIZE,
    }));
  const hrefFor = (p: number) =>
    rankingHref(kind, { round: choice.round, quad: choice.quad, leagueId: info?.id, page: p });
  const title = info
    ? leagueTitle(t, { kind, name: info.name, number: info.round?.number ?? null, quadNumber: info.quadNumber })
    : t(`kinds.${kind}`);
  const picker =
    kind === "round" || kind === "quad" ? (
      <RoundPicker
        kind={kind}
        current={kind === "round" ? choice.round : choice.quad}
        options={kind === "round" ? choice.rounds.map((r) => r.number) : choice.quads}
        chosen={query[kind] !== undefined}
      />
    ) : null;

  return (
    <ClientMessages namespaces={["Leagues", "ApiClient"]}>
      <PageHeader title={title}>
        {title !== t(`kinds.${kind}`) && (
          <p className="mt-1 text-sm font-semibold tracking-wide text-white/80 uppercase">{t(`kinds.${kind}`)}</p>
        )}
        <div className="mt-4 flex flex-col gap-3 text-white/90 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
          {info && <span>{t("ranking.membersApprox", { count: formatApproxCount(info.membersCount) })}</span>}
          {info?.joinCode && <LeagueToolbar league={{ ...settingsOf(info), joinCode: info.joinCode }} />}
          {picker}
        </div>
        <div className="mt-3 space-y-1 text-sm text-white/80">
          {info && choice.throughRound !== null && (
            <p className="flex flex-wrap items-center gap-2">
              {choice.provisional && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {t("provisional")}
                </span>
              )}
              <span>
                {t(choice.provisional ? "ranking.liveStandings" : "standingsAfter", { number: choice.throughRound })}
                {info.lastUpdateAt &&
                  ` · ${t("ranking.lastUpdate", { time: formatLeagueUpdate(info.lastUpdateAt, locale) })}`}
              </span>
            </p>
          )}
          {info?.startsFromRound && <p>{t("ranking.countFrom", { number: info.startsFromRound.number })}</p>}
        </div>
      </PageHeader>
      <PageBody className="space-y-6">
        {info?.page && info.page !== page && (
          <Link
            href={hrefFor(info.page)}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 py-2 font-semibold text-white transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t("ranking.jumpToOwn")}
          </Link>
        )}
        <Card as="section" aria-label={title} className="overflow-hidden">
          {!info ? (
            <p className="px-4 py-8 text-center text-slate-600 sm:px-6">{t("ranking.noLeague")}</p>
          ) : members && members.results.length > 0 ? (
            <MembersTable members={members.results} caption={title} />
          ) : (
            <p className="px-4 py-8 text-center text-slate-600 sm:px-6">{t("ranking.empty")}</p>
          )}
        </Card>
        <RankingPagination page={page} pages={pages} href={hrefFor} />
        <BackToLeagues label={t("ranking.back")} />
      </PageBody>
    </ClientMessages>
  );
}

/**
 * A head-to-head league (?league_id, ?round=N): its round's matches (this round's by default: live scores while it is
 * live) with a picker of every round with fixtures, and the table after the last closed round.
 */
async function HeadToHeadPage({ info, userId, query }: { info: LeagueInfo; userId: number; query: SearchParams }) {
  const [t, table, matches] = await Promise.all([
    getTranslations("Leagues"),
    readHeadToHeadTable({ userId, leagueId: info.id }),
    readHeadToHeadMatches({ userId, leagueId: info.id, round: intParam(query, "round") }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") notFound();
      throw error;
    }),
  ]);
  const current = matches.current;
  return (
    <ClientMessages namespaces={["Common", "Leagues", "ApiClient"]}>
      <PageHeader title={info.name}>
        <p className="mt-1 text-sm font-semibold tracking-wide text-white/80 uppercase">
          {t("kinds.private")} · {t("headToHead.kind")}
        </p>
        <div className="mt-4 flex flex-col gap-3 text-white/90 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
          <span>{t("ranking.membersApprox", { count: formatApproxCount(info.membersCount) })}</span>
          {info.joinCode && <LeagueToolbar league={{ ...settingsOf(info), joinCode: info.joinCode }} />}
        </div>
        <p className="mt-3 text-sm text-white/80">
          {table.scoring === "goals" ? t("headToHead.scoringGoals") : t("headToHead.scoringPoints")}
        </p>
      </PageHeader>
      <PageBody className="grid items-start gap-6 lg:grid-cols-2">
        <Card as="section" aria-labelledby="h2h-round" className="overflow-hidden">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
            <h2 id="h2h-round" className="flex items-center gap-2 text-lg font-bold text-brand-900">
              {current ? t("headToHead.matchesTitle", { number: current.round.number }) : t("headToHead.kind")}
              {current && <RoundState view={current} />}
            </h2>
            {current && (
              <HeadToHeadRoundPicker
                leagueId={info.id}
                current={current.round.number}
                options={matches.rounds.map((r) => r.number)}
              />
            )}
          </div>
          {current ? (
            <RoundMatches view={current} scoring={matches.scoring} />
          ) : (
            <p className="px-4 py-6 text-slate-600 sm:px-6">
              {t("headToHead.fixturesLater", { number: matches.startsFrom.number })}
            </p>
          )}
        </Card>
        <Card as="section" aria-labelledby="h2h-table" className="overflow-hidden">
          <div className="border-b border-slate-200 px-4 py-3 sm:px-6">
            <h2 id="h2h-table" className="text-lg font-bold text-brand-900">
              {t("headToHead.tableTitle")}
            </h2>
            <p className="text-sm text-slate-600">
              {table.afterRound
                ? t("headToHead.tableAfter", { number: table.afterRound.number })
                : t("headToHead.tableBefore", { number: matches.startsFrom.number })}
            </p>
          </div>
          <HeadToHeadTableView rows={table.rows} scoring={table.scoring} caption={t("headToHead.tableTitle")} />
        </Card>
        <BackToLeagues label={t("ranking.back")} className="lg:col-span-2" />
      </PageBody>
    </ClientMessages>
  );
}

const settingsOf = (info: LeagueInfo) => ({
  id: info.id,
  name: info.name,
  own: info.own,
  entriesClosed: info.entriesClosed,
  joinCode: info.joinCode,
});

/** The way back to /leagues/ under a ranking. */
function BackToLeagues({ label, className }: { label: string; className?: string }) {
  return (
    <p className={className}>
      <Link href={LEAGUES_PATH} className={textLinkClass}>
        {label}
      </Link>
    </p>
  );
}
