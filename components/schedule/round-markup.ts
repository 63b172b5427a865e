// The markup of a schedule round that is not live, and every round's summary, as strings of HTML: the very markup
// React drew from components (tests/unit/round-item.test.ts checks it for every state and both languages). A round
// that is not live is plain markup with nothing to hydrate, and the schedule has 37 of them: the page hands the
// browser each round's number, state and deadline (components/schedule/closed-rounds.tsx), and the markup is written
// from them, on the server and again in the browser, instead of a dozen React elements per round carried in the
// page's RSC payload and hydrated one by one.
import type { Locale } from "@/i18n/routing";
import type { RoundStatus } from "@/lib/server/football/types";
import { formatDeadline } from "@/lib/format/dates";
import { cardClass } from "@/components/ui/card";
import { iconMarkup } from "@/components/ui/icon-markup";
import { __iconData as chevronDownIcon } from "lucide-react/icons/chevron-down";

/** What the markup shows of a round. */
export type RoundHead = { id: number; number: number; status: RoundStatus; deadline: Date };

/** The translations the markup uses: the "Schedule" namespace's, and "Match"'s `live` for a live round. */
export type RoundTexts = {
  schedule: (key: "round" | "deadline" | "completed" | "cancelled" | "loading", values?: { number: number }) => string;
  live?: string;
};

/** The id of a round's item: the page's jump link and a shared address (#round-13) lead to it. */
export const roundAnchor = (number: number) => `round-${number}`;

/** Text and attribute values escaped as React escapes them. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

export const DETAILS_CLASS = cardClass({ elevation: "raised" }, "group open:shadow-md");
export const SUMMARY_CLASS =
  "flex cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-6 [&::-webkit-details-marker]:hidden";
export const BODY_CLASS = "border-t border-slate-100 px-3 pt-3 pb-4 sm:px-6";
/** components/ui/chevron.tsx DetailsChevron's markup. */
const CHEVRON = iconMarkup(chevronDownIcon, {
  className: "h-5 w-5 shrink-0 text-slate-500 transition group-open:rotate-180",
  strokeWidth: 2.5,
});

/** The inside of a round's <summary>: its title, its state, the chevron. */
export function summaryHtml(round: RoundHead, texts: RoundTexts, locale: Locale): string {
  const t = texts.schedule;
  let state: string;
  switch (round.status) {
    case "live":
      // components/match/live-badge.tsx LiveBadge's markup.
      state =
        '<span class="inline-flex items-center gap-1.5 rounded-full bg-danger-500 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase "><span aria-hidden="true" class="h-1.5 w-1.5 animate-pulse rounded-full bg-white motion-reduce:animate-none"></span>' +
        `${escapeHtml(texts.live ?? "")}</span>`;
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

/**
 * The inside of the <li> of a round that is not live: its <details> with the summary and the slot LazyRoundGames draws
 * the round's games into. The slot's line shows only while it is alone there: if the round opens before the page's
 * scripts run, or without them.
 */
export function closedRoundHtml(round: RoundHead, open: boolean, texts: RoundTexts, locale: Locale): string {
  return (
    `<details${open ? ' open=""' : ""} data-round="${round.number}" data-status="${round.status}" class="${escapeHtml(DETAILS_CLASS)}">` +
    `<summary class="${escapeHtml(SUMMARY_CLASS)}">${summaryHtml(round, texts, locale)}</summary>` +
    `<div class="${BODY_CLASS}"><div class="mx-auto max-w-3xl" data-round-games="${round.id}">` +
    `<p class="hidden py-2 text-sm text-slate-600 only:block">${escapeHtml(texts.schedule("loading"))}</p></div></div></details>`
  );
}
