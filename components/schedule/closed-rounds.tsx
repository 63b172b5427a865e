"use client";

// A run of schedule rounds that are not live (components/schedule/round-markup.ts): each <li> is written from the
// round's number, state and deadline, so the page's RSC payload carries those few values instead of each round's
// markup, and React hydrates one element per round without walking its content (it never writes that content again
// while the string stays the same, so the games LazyRoundGames draws into a round's slot stay).
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { closedRoundHtml, roundAnchor, type RoundHead } from "./round-markup";

export function ClosedRounds({ rounds, openId }: { rounds: RoundHead[]; openId?: number }) {
  const t = useTranslations("Schedule");
  const locale = useLocale() as Locale;
  return rounds.map((round) => (
    <li
      key={round.id}
      id={roundAnchor(round.number)}
      dangerouslySetInnerHTML={{ __html: closedRoundHtml(round, round.id === openId, { schedule: t }, locale) }}
    />
  ));
}
