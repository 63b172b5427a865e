// One round of the schedule as a collapsible item (docs/product.md section 2): its number and state (Live,
// the deadline of a scheduled round, completed, cancelled). Live rounds open with their games in
// the page; the others load theirs when opened (into their slot, by the list's LazyRoundGames).
// `#round-{number}` addresses it.
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { formatDeadline } from "@/lib/format";
import type { ScheduleRound } from "@/lib/server/football/schedule";
import { LiveBadge } from "@/components/match/live-badge";
import { GameDays } from "./game-days";
import { cardClass } from "@/components/ui/card";
import { DetailsChevron } from "@/components/ui/chevron";

function RoundState({ round }: { round: ScheduleRound }) {
  const t = useTranslations("Schedule");
  const locale = useLocale() as Locale;
  switch (round.status) {
    case "live":
      return <LiveBadge />;
    case "scheduled":
      return (
        <span className="text-sm text-slate-600">
          {t("deadline")}{" "}
          <time dateTime={round.deadline.toISOString()} className="font-semibold text-slate-800">
            {formatDeadline(round.deadline, locale)}
          </time>
        </span>
      );
    case "finished":
      return (
        <span className="rounded-full bg-pitch-500/10 px-2.5 py-0.5 text-xs font-semibold text-pitch-700">
          {t("completed")}
        </span>
      );
    case "cancelled":
      return (
        <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {t("cancelled")}
        </span>
      );
  }
}

/** The id of a round's item: the page's jump link and a shared address (#round-13) lead to it. */
export const roundAnchor = (number: number) => `round-${number}`;

export function RoundItem({ round, open = round.status === "live" }: { round: ScheduleRound; open?: boolean }) {
  const t = useTranslations("Schedule");
  return (
    <li id={roundAnchor(round.number)}>
      <details
        open={open}
        data-round={round.number}
        data-status={round.status}
        className={cardClass({ elevation: "raised" }, "group open:shadow-md")}
      >
        <summary className="flex cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-6 [&::-webkit-details-marker]:hidden">
          <h2 className="text-lg font-bold text-brand-900">{t("round", { number: round.number })}</h2>
          <span className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            <RoundState round={round} />
          </span>
          <DetailsChevron />
        </summary>
        <div className="border-t border-slate-100 px-3 pt-3 pb-4 sm:px-6">
          {round.status !== "live" ? (
            // The slot LazyRoundGames draws the round's games into. Its line shows only while it is alone there: if
            // the round opens before the page's scripts run, or without them.
            <div className="mx-auto max-w-3xl" data-round-games={round.id}>
              <p className="hidden py-2 text-sm text-slate-600 only:block">{t("loading")}</p>
            </div>
          ) : (
            <div className="mx-auto max-w-3xl">
              {round.days.length ? (
                <GameDays days={round.days} idPrefix={`round-${round.number}`} />
              ) : (
                <p className="py-2 text-sm text-slate-600">{t("noGames")}</p>
              )}
            </div>
          )}
        </div>
      </details>
    </li>
  );
}
