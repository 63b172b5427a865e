// /main/ (docs/product.md section 2): the signed-in home. A greeting with the full name; the season's and the last finished
// round's numbers (points, average, highest with a link to that team, rank); during a live round the fan's provisional
// points and live rank; the common and private league boards.
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { __iconData as radioIcon } from "lucide-react/icons/radio";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { requirePageUser } from "@/lib/session/current-user";
import { getHomeSummary, type HomeSummary } from "@/lib/server/leagues/get-home-summary";
import { getLeagueBoards } from "@/lib/server/leagues/get-league-boards";
import { formatDecimal, groupThousands } from "@/lib/format/numbers";
import { LeagueBoards } from "@/components/leagues/boards";
import { LEAGUES_PATH, teamHref } from "@/components/leagues/paths";
import { Card } from "@/components/ui/card";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";
import { textLinkClass } from "@/components/ui/button";

export const generateMetadata = unindexedMetadata("Main", "metaTitle");

function Stat({ label, value, children }: { label: string; value: string; children?: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-brand-900 tabular-nums">
        {value}
        {children}
      </dd>
    </div>
  );
}

const show = (value: number | null | undefined) =>
  value === null || value === undefined ? "–" : groupThousands(value);

function Summary({ summary, locale, userId }: { summary: HomeSummary; locale: Locale; userId: number }) {
  const t = useTranslations("Main");
  const { season, lastRound, liveRound } = summary;
  if (!season) return <p className="text-slate-700">{t("noTeam")}</p>;
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {liveRound && (
        <Card as="section" padding="sm" aria-labelledby="live-round" className="ring-2 ring-amber-400">
          <h2 id="live-round" className="flex flex-wrap items-center gap-2 text-lg font-bold text-brand-900">
            <Icon icon={radioIcon} aria-hidden="true" className="h-5 w-5 text-red-600" />
            {t("liveTitle", { number: liveRound.number })}
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t("provisional")}
            </span>
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            <Stat label={t("points")} value={show(liveRound.points)} />
            <Stat label={t("rank")} value={show(liveRound.rank)} />
          </dl>
          <p className="mt-3 text-sm text-slate-600">{t("provisionalNote")}</p>
        </Card>
      )}
      <Card as="section" padding="sm" aria-labelledby="season-stats">
        <h2 id="season-stats" className="text-lg font-bold text-brand-900">
          {t("seasonTitle")}
        </h2>
        <dl className="mt-4 grid grid-cols-3 gap-4">
          <Stat label={t("points")} value={show(season.totalPoints)} />
          <Stat label={t("average")} value={formatDecimal(season.averagePoints, 1, locale)} />
          <Stat label={t("rank")} value={show(season.rank)} />
        </dl>
      </Card>
      <Card as="section" padding="sm" aria-labelledby="last-round">
        <h2 id="last-round" className="text-lg font-bold text-brand-900">
          {lastRound ? t("lastRoundTitle", { number: lastRound.number }) : t("noFinishedRound")}
        </h2>
        {lastRound && (
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4 md:grid-cols-2 xl:grid-cols-4">
            <Stat label={t("points")} value={show(lastRound.points)} />
            <Stat
              label={t("average")}
              value={lastRound.avgPoints === null ? "–" : formatDecimal(lastRound.avgPoints, 1, locale)}
            />
            <Stat label={t("highest")} value="">
              {lastRound.maxPointsUserId ? (
                <Link
                  href={teamHref(lastRound.maxPointsUserId === userId, lastRound.maxPointsUserId)}
                  aria-label={`${show(lastRound.maxPoints)} – ${t("highestLink", { number: lastRound.number })}`}
                  className="text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {show(lastRound.maxPoints)}
                </Link>
              ) : (
                show(lastRound.maxPoints)
              )}
            </Stat>
            <Stat label={t("rank")} value={show(lastRound.rank)} />
          </dl>
        )}
      </Card>
    </div>
  );
}

export default async function MainPage({ params }: PageProps<"/[locale]/main">) {
  const { locale, user } = await requirePageUser(params);
  const [t, summary, boards] = await Promise.all([
    getTranslations({ locale, namespace: "Main" }),
    getHomeSummary({ userId: user.id, firstName: user.firstName, lastName: user.lastName }),
    getLeagueBoards({ userId: user.id, locale }),
  ]);
  return (
    <>
      <PageHeader
        title={t("greeting", { name: summary.fullName })}
        lead={summary.teamName ? t("teamLine", { team: summary.teamName }) : undefined}
      />
      <PageBody className="space-y-6">
        <Summary summary={summary} locale={locale} userId={user.id} />
        <div className="grid gap-6 lg:grid-cols-2">
          <LeagueBoards boards={boards} />
        </div>
        <p>
          <Link href={LEAGUES_PATH} className={textLinkClass}>
            {t("allLeagues")}
          </Link>
        </p>
      </PageBody>
    </>
  );
}
