import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { formatNewsDate } from "@/lib/format";
import { TICKER_MAX_ROUNDS } from "@/lib/validation/forecast";
import { publicMetadata } from "@/lib/seo/translated-metadata";
import { fixtureTicker } from "@/lib/server/forecast/fixture-ticker";
import { ClientMessages } from "@/components/layout/client-messages";
import { FixtureTicker, type TickerClub } from "@/components/fixtures/fixture-ticker";
import { DIFFICULTY_CLASS } from "@/components/fixtures/difficulty";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { Card } from "@/components/ui/card";

// Static, regenerated at most once a minute: the forecast moves only at a round's close.
export const revalidate = 60;

const PATH = "/fixture-difficulty/";
const LEVELS = [1, 2, 3, 4, 5] as const;

export const generateMetadata = publicMetadata("FixtureDifficulty", PATH);

/**
 * The fixture ticker (docs/forecast.md "Fixture difficulty"): every club's next rounds still to lock, each fixture
 * coloured by its difficulty, with the legend and what the ratings come from. The table takes the next eight rounds
 * and shows three, six (the default) or eight of them.
 */
export default async function FixtureDifficultyPage({ params }: PageProps<"/[locale]/fixture-difficulty">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, ticker] = await Promise.all([
    getTranslations({ locale, namespace: "FixtureDifficulty" }),
    fixtureTicker({ rounds: TICKER_MAX_ROUNDS }),
  ]);
  const fit = ticker?.fit ?? null;
  // Goals a game against an average club at a neutral ground: the fit's log-scale strengths as fans read them.
  const perGame = (strength: number | null, sign: 1 | -1) =>
    fit && strength !== null ? Math.exp(fit.baseGoals + fit.homeAdvantage / 2 + sign * strength) : null;
  const clubs: TickerClub[] = (ticker?.clubs ?? []).map((c) => ({
    club: c.club,
    attack: c.attack,
    defence: c.defence,
    scores: perGame(c.attack, 1),
    concedes: perGame(c.defence, -1),
    rounds: c.rounds.map((r) => ({
      number: r.number,
      fixtures: r.fixtures.map((f) => ({
        gameId: f.gameId,
        isHome: f.isHome,
        opponent: f.opponent,
        difficulty: f.difficulty,
      })),
    })),
  }));
  const rounds = ticker?.rounds ?? [];
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")} />
      <PageBody>
        {clubs.length && rounds.length ? (
          <div className="space-y-6">
            <ClientMessages namespaces={["FixtureDifficulty"]}>
              <FixtureTicker clubs={clubs} roundNumbers={rounds.map((r) => r.number)} />
            </ClientMessages>
            <Card as="section" padding="md" aria-labelledby="difficulty-legend" className="space-y-3">
              <h2 id="difficulty-legend" className="text-base font-bold text-brand-900">
                {t("legendTitle")}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {LEVELS.map((level) => (
                  <li
                    key={level}
                    className={`inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold ${DIFFICULTY_CLASS[level]}`}
                  >
                    <span className="font-bold tabular-nums">{level}</span>
                    <span>{t(`level.${level}`)}</span>
                  </li>
                ))}
              </ul>
              <p className="text-sm text-slate-700">{t("venueNote")}</p>
              {fit && (
                <p className="text-sm text-slate-600">
                  {t("fit", { through: fit.throughRound, date: formatNewsDate(fit.computedAt, locale) })}{" "}
                  <Link
                    href="/rules-and-faq/#rule-forecast"
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    {t("howItWorks")}
                  </Link>
                </p>
              )}
            </Card>
          </div>
        ) : (
          <Card as="p" padding="md" className="text-slate-600">
            {t("empty")}
          </Card>
        )}
      </PageBody>
    </>
  );
}
