// A live round of the schedule as a collapsible item (docs/product.md section 2): its number and Live state, with its
// games in the page (open: the round being played). The rounds that are not live are components/schedule/closed-rounds.tsx; the summary's
// markup is theirs (components/schedule/round-markup.ts), handed to React as HTML. `#round-{number}` addresses it.
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import type { ScheduleRound } from "@/lib/server/football/get-schedule";
import { GameDays } from "./game-days";
import { BODY_CLASS, DETAILS_CLASS, roundAnchor, SUMMARY_CLASS, summaryHtml } from "./round-markup";

export function LiveRoundItem({ round, open }: { round: ScheduleRound; open: boolean }) {
  const t = useTranslations("Schedule");
  const tMatch = useTranslations("Match");
  const locale = useLocale() as Locale;
  return (
    <li id={roundAnchor(round.number)}>
      <details open={open} data-round={round.number} data-status={round.status} className={DETAILS_CLASS}>
        <summary
          className={SUMMARY_CLASS}
          dangerouslySetInnerHTML={{ __html: summaryHtml(round, { schedule: t, live: tMatch("live") }, locale) }}
        />
        <div className={BODY_CLASS}>
          <div className="mx-auto max-w-3xl">
            {round.days.length ? (
              <GameDays days={round.days} idPrefix={`round-${round.number}`} />
            ) : (
              <p className="py-2 text-sm text-slate-600">{t("noGames")}</p>
            )}
          </div>
        </div>
      </details>
    </li>
  );
}
