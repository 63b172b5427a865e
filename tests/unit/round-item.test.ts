// components/schedule/round-markup.ts writes a round that is not live, and every round's summary, as a string of HTML
// (drawn by closed-rounds.tsx and round-item.tsx): that markup must be the very markup React drew from the components
// before (the reference below), in every state and both languages, so the schedule page looks and reads the same.
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider, useLocale, useTranslations } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import type { Locale } from "@/i18n/routing";
import { formatDeadline } from "@/lib/format";
import type { ScheduleRound } from "@/lib/server/football/get-schedule";
import { LiveRoundItem } from "@/components/schedule/round-item";
import { ClosedRounds } from "@/components/schedule/closed-rounds";
import { roundAnchor } from "@/components/schedule/round-markup";
import { LiveBadge } from "@/components/match/live-badge";
import { cardClass } from "@/components/ui/card";
import { DetailsChevron } from "@/components/ui/chevron";

// The live round's game days (client components with the app's links) are not part of this markup.
vi.mock("@/components/schedule/game-days", () => ({ GameDays: () => null }));

/** The round's state as React drew it. */
function ReferenceState({ round }: { round: ScheduleRound }) {
  const t = useTranslations("Schedule");
  const locale = useLocale() as Locale;
  switch (round.status) {
    case "live":
      return h(LiveBadge);
    case "scheduled":
      return h(
        "span",
        { className: "text-sm text-slate-600" },
        t("deadline"),
        " ",
        h(
          "time",
          { dateTime: round.deadline.toISOString(), className: "font-semibold text-slate-800" },
          formatDeadline(round.deadline, locale),
        ),
      );
    case "finished":
      return h(
        "span",
        { className: "rounded-full bg-pitch-500/10 px-2.5 py-0.5 text-xs font-semibold text-pitch-700" },
        t("completed"),
      );
    case "cancelled":
      return h(
        "span",
        { className: "rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700" },
        t("cancelled"),
      );
  }
}

/** A round item as React drew it from components (a live round here without games). */
function ReferenceItem({ round, open }: { round: ScheduleRound; open: boolean }) {
  const t = useTranslations("Schedule");
  return h(
    "li",
    { id: roundAnchor(round.number) },
    h(
      "details",
      {
        open,
        "data-round": round.number,
        "data-status": round.status,
        className: cardClass({ elevation: "raised" }, "group open:shadow-md"),
      },
      h(
        "summary",
        {
          className:
            "flex cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-6 [&::-webkit-details-marker]:hidden",
        },
        h("h2", { className: "text-lg font-bold text-brand-900" }, t("round", { number: round.number })),
        h("span", { className: "flex min-w-0 flex-1 flex-wrap items-center gap-2" }, h(ReferenceState, { round })),
        h(DetailsChevron),
      ),
      h(
        "div",
        { className: "border-t border-slate-100 px-3 pt-3 pb-4 sm:px-6" },
        round.status !== "live"
          ? h(
              "div",
              { className: "mx-auto max-w-3xl", "data-round-games": round.id },
              h("p", { className: "hidden py-2 text-sm text-slate-600 only:block" }, t("loading")),
            )
          : h(
              "div",
              { className: "mx-auto max-w-3xl" },
              h("p", { className: "py-2 text-sm text-slate-600" }, t("noGames")),
            ),
      ),
    ),
  );
}

const render = (locale: Locale, node: ReactNode) =>
  renderToStaticMarkup(
    h(NextIntlClientProvider, {
      locale,
      messages: locale === "it" ? it_ : en,
      timeZone: "Europe/Rome",
      children: node,
    }),
  );

const round = (status: ScheduleRound["status"], number: number): ScheduleRound =>
  ({
    id: number + 100,
    seasonId: 1,
    number,
    status,
    deadline: new Date("2026-11-21T13:30:00Z"),
    days: [],
  }) as ScheduleRound;

describe("the schedule's rounds", () => {
  it.each([
    ["en", "finished", false],
    ["en", "cancelled", false],
    ["en", "scheduled", false],
    ["en", "scheduled", true],
    ["en", "live", true],
    ["en", "live", false],
    ["it", "finished", false],
    ["it", "cancelled", false],
    ["it", "scheduled", true],
    ["it", "live", true],
  ] as const)("draws a %s %s round (open: %s) as React drew it", (locale, status, open) => {
    const r = round(status, 13);
    const markup = render(
      locale,
      status === "live"
        ? h(LiveRoundItem, { round: r, open })
        : h(ClosedRounds, { rounds: [r], openId: open ? r.id : undefined }),
    );
    expect(markup).toBe(render(locale, h(ReferenceItem, { round: r, open })));
    expect(markup).toContain(status === "live" ? ">Live</span>" : `data-round-games="113"`);
  });
});
