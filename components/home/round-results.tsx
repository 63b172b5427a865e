// The home page's round results (docs/product.md section 2): a round switcher and the round's games by day.
import { useTranslations } from "next-intl";
import type { RoundResults as RoundResultsData } from "@/lib/server/football/round-results";
import { LiveBadge } from "@/components/match/live-badge";
import { GameDays } from "@/components/schedule/game-days";
import { RoundSwitcher } from "@/components/ui/round-switcher";
import { Card } from "@/components/ui/card";
import { SectionLink, SectionTitle } from "./section-heading";

type Href = { pathname: string; query: Record<string, string> };

export function RoundResults({
  results,
  roundHref,
}: {
  results: RoundResultsData | null;
  roundHref: (roundNumber: number) => Href;
}) {
  const t = useTranslations("RoundResults");
  return (
    <section aria-labelledby="home-results" id="round-results" className="flex scroll-mt-24 flex-col">
      <div className="flex min-h-12 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <SectionTitle id="home-results">{t("title")}</SectionTitle>
        <SectionLink href="/schedule-and-results/">{t("schedule")}</SectionLink>
      </div>
      {results ? (
        <div className="mt-5 flex flex-1 flex-col gap-4">
          <RoundSwitcher
            previous={results.previous === null ? null : roundHref(results.previous)}
            next={results.next === null ? null : roundHref(results.next)}
            previousLabel={t("previousRound")}
            nextLabel={t("nextRound")}
          >
            <p className="text-lg font-bold text-brand-900">{t("roundLabel", { number: results.round.number })}</p>
            {results.round.status === "live" && <LiveBadge />}
            {results.round.status === "cancelled" && (
              <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                {t("cancelled")}
              </span>
            )}
          </RoundSwitcher>
          <Card radius="3xl" padding="sm" className="lg:flex-1">
            <GameDays days={results.days} idPrefix="results" />
          </Card>
        </div>
      ) : (
        <Card as="p" radius="3xl" className="mt-5 px-6 py-10 text-center text-slate-700 lg:flex-1">
          {t("empty")}
        </Card>
      )}
    </section>
  );
}
