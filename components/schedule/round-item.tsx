// One round of the schedule as a collapsible item (docs/product.md section 2): its number and state (Live,
// the deadline of a scheduled round, completed, cancelled). Live rounds open with their games in
// the page; the others load theirs when opened (into their slot, by the list's LazyRoundGames).
// `#round-{number}` addresses it.
//
// A round that is not live is plain markup with nothing to hydrate, and the schedule has 37 of them: each is handed to
// React as one string of HTML (`dangerouslySetInnerHTML`), so the page's RSC payload carries one string per round
// instead of a dozen elements, and the browser hydrates one <li> instead of a dozen elements (React does not walk
// inside an element whose content it was given as HTML, and never writes that content again while the string stays
// the same, so the games LazyRoundGames draws into the slot stay). The live round keeps its React tree (its game days
// are client components) but shares the summary's markup. tests/unit/round-item.test.ts checks the markup is the one
// React drew for every state.
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { formatDeadline } from "@/lib/format";
import type { ScheduleRound } from "@/lib/server/football/schedule";
import { GameDays } from "./game-days";
import { cardClass } from "@/components/ui/card";
import { iconMarkup } from "@/components/ui/icon";
import { __iconData as chevronDownIcon } from "lucide-react/icons/chevron-down";

/** Text and attribute values escaped as React escapes them. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

const DETAILS_CLASS = cardClass({ elevation: "raised" }, "group open:shadow-md");
const SUMMARY_CLASS =
  "flex cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-6 [&::-webkit-details-marker]:hidden";
const BODY_CLASS = "border-t border-slate-100 px-3 pt-3 pb-4 sm:px-6";
/** components/ui/chevron.tsx DetailsChevron's markup. */
const CHEVRON = iconMarkup(chevronDownIcon, {
  className: "h-5 w-5 shrink-0 text-slate-500 transition group-open:rotate-180",
  strokeWidth: 2.5,
});

/** The inside of a round's <summary>: its title, its state, the chevron. */
function useSummaryHtml(round: ScheduleRound): string {
  const t = useTranslations("Schedule");
  const tMatch = useTranslations("Match");
  const locale = useLocale() as Locale;
  let state: string;
  switch (round.status) {
    case "live":
      // components/match/live-badge.tsx LiveBadge's markup.
      state =
        '<span class="inline-flex items-center gap-1.5 rounded-full bg-danger-500 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase "><span aria-hidden="true" class="h-1.5 w-1.5 animate-pulse rounded-full bg-white motion-reduce:animate-none"></span>' +
        `${escapeHtml(tMatch("live"))}</span>`;
      break;
    case "scheduled":
      state =
        `<span class="text-sm text-slate-600">${escapeHtml(t("deadline"))} ` +
        `<time dateTime="${round.deadline.toISOString()}" class="font-semibold text-slate-800">` +
        `${escapeHtml(formatDeadline(round.deadline, locale))}</time></span>`;
      break;
    case "finished":
      state = `<span class="rounded-full bg-pitch-500/10 px-2.5 py-0.5 text-xs font-semibold text-pitch-700">${escapeHtml(t("completed"))}</span>`;
      break;
    case "cancelled":
      state = `<span class="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">${escapeHtml(t("cancelled"))}</span>`;
      break;
  }
  return (
    `<h2 class="text-lg font-bold text-brand-900">${escapeHtml(t("round", { number: round.number }))}</h2>` +
    `<span class="flex min-w-0 flex-1 flex-wrap items-center gap-2">${state}</span>${CHEVRON}`
  );
}

/** The id of a round's item: the page's jump link and a shared address (#round-13) lead to it. */
export const roundAnchor = (number: number) => `round-${number}`;

export function RoundItem({ round, open = round.status === "live" }: { round: ScheduleRound; open?: boolean }) {
  const t = useTranslations("Schedule");
  const summary = useSummaryHtml(round);
  if (round.status !== "live") {
    // The slot LazyRoundGames draws the round's games into. Its line shows only while it is alone there: if the round
    // opens before the page's scripts run, or without them.
    const html =
      `<details${open ? ' open=""' : ""} data-round="${round.number}" data-status="${round.status}" class="${escapeHtml(DETAILS_CLASS)}">` +
      `<summary class="${escapeHtml(SUMMARY_CLASS)}">${summary}</summary>` +
      `<div class="${BODY_CLASS}"><div class="mx-auto max-w-3xl" data-round-games="${round.id}">` +
      `<p class="hidden py-2 text-sm text-slate-600 only:block">${escapeHtml(t("loading"))}</p></div></div></details>`;
    return <li id={roundAnchor(round.number)} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <li id={roundAnchor(round.number)}>
      <details open={open} data-round={round.number} data-status={round.status} className={DETAILS_CLASS}>
        <summary className={SUMMARY_CLASS} dangerouslySetInnerHTML={{ __html: summary }} />
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
