import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { publicMetadata } from "@/lib/seo/translated-metadata";
import { getSchedule, type ScheduleRound } from "@/lib/server/football/get-schedule";
import { ClientMessages } from "@/components/layout/client-messages";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { LiveRoundItem } from "@/components/schedule/round-item";
import { ClosedRounds } from "@/components/schedule/closed-rounds";
import { roundAnchor, type RoundHead } from "@/components/schedule/round-markup";
import { LazyRoundGames } from "@/components/schedule/lazy-round-games";
import { ScrollToRound } from "@/components/schedule/scroll-to-round";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { __iconData as arrowDownIcon } from "lucide-react/icons/arrow-down";

// Static, regenerated at most once a minute: the same HTML for every visitor and crawler.
export const revalidate = 60;

const PATH = "/schedule-and-results/";
const ROUNDS_ID = "schedule-rounds";

export const generateMetadata = publicMetadata("Schedule", PATH);

type Run = { live: ScheduleRound; rounds?: never } | { live?: never; rounds: RoundHead[] };

/**
 * The rounds in order as live ones and runs of the others between them: a live round is drawn with its games, the
 * others from their number, state and deadline alone (components/schedule/closed-rounds.tsx).
 */
function runs(rounds: ScheduleRound[]): Run[] {
  const all: Run[] = [];
  for (const round of rounds) {
    const last = all.at(-1);
    if (round.status === "live") all.push({ live: round });
    else {
      const head = { id: round.id, number: round.number, status: round.status, deadline: round.deadline };
      if (last?.rounds) last.rounds.push(head);
      else all.push({ rounds: [head] });
    }
  }
  return all;
}

/**
 * docs/product.md section 2 "Schedule and results": every round of the season in order, collapsible, with its
 * games by day. Fans come for the round being played: the live one (else the next scheduled one)
 * is open, a link in the header jumps to it, and the page scrolls to it when it opens.
 */
export default async function SchedulePage({ params }: PageProps<"/[locale]/schedule-and-results">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, schedule] = await Promise.all([getTranslations({ locale, namespace: "Schedule" }), getSchedule()]);
  const rounds = schedule?.rounds ?? [];
  const live = rounds.find((r) => r.status === "live");
  const current = live ?? rounds.find((r) => r.status === "scheduled");
  return (
    <>
      <PageHeader title={t("title")} lead={schedule ? t("lead", { season: schedule.season.name }) : undefined}>
        {current && (
          <a
            href={`#${roundAnchor(current.number)}`}
            className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/30 transition hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {live && (
              <span
                aria-hidden="true"
                className="h-2 w-2 animate-pulse rounded-full bg-danger-500 motion-reduce:animate-none"
              />
            )}
            {t(live ? "jumpToLive" : "jumpToNext", { number: current.number })}
            <Icon icon={arrowDownIcon} aria-hidden="true" className="h-4 w-4" strokeWidth={2.5} />
          </a>
        )}
      </PageHeader>
      <PageBody>
        {schedule && rounds.length ? (
          <ClientMessages namespaces={["Match", "Schedule"]}>
            <ol id={ROUNDS_ID} className="space-y-3">
              {runs(rounds).map((run) =>
                run.live ? (
                  <LiveRoundItem key={run.live.id} round={run.live} open={run.live === current} />
                ) : (
                  <ClosedRounds key={run.rounds[0]!.id} rounds={run.rounds} openId={current?.id} />
                ),
              )}
            </ol>
            <LazyRoundGames listId={ROUNDS_ID} />
            {current && <ScrollToRound targetId={roundAnchor(current.number)} />}
          </ClientMessages>
        ) : (
          <Card as="p" padding="md" className="text-slate-600">
            {t("empty")}
          </Card>
        )}
      </PageBody>
    </>
  );
}
