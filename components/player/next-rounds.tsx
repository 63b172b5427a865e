"use client";

// The player dialog's "Next rounds" strip (docs/forecast.md): for each round still to lock, his club's opponents with
// home or away on their difficulty's colour (a blank round says so), and his expected points; his chance of playing
// above it. Five rounds on a phone, all eight from 640 px.
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { formatDecimal, shortAbbreviation } from "@/lib/format";
import type { UpcomingRound } from "@/lib/server/football/get-player-info";
import { DifficultyChip } from "@/components/forecast/difficulty";

/** Rounds shown on a phone; the rest from 640 px. */
const PHONE_ROUNDS = 5;

export function NextRounds({
  upcoming,
  chanceOfPlaying,
}: {
  upcoming: UpcomingRound[];
  chanceOfPlaying: number | null;
}) {
  const t = useTranslations("PlayerInfo.nextRounds");
  const locale = useLocale() as Locale;
  if (upcoming.length === 0) return null;
  return (
    <section aria-labelledby="next-rounds-title" className="mt-5" data-testid="next-rounds">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="next-rounds-title" className="text-sm font-bold text-slate-900">
          {t("title")}
        </h3>
        {chanceOfPlaying !== null && (
          <p className="text-xs text-slate-700" data-testid="chance-of-playing">
            {t("chance", { percent: `${formatDecimal(Math.round(chanceOfPlaying * 100), 0, locale)}%` })}
          </p>
        )}
      </div>
      <ol className="mt-2 grid grid-cols-5 gap-1.5 sm:grid-cols-8">
        {upcoming.map((round, index) => (
          <li
            key={round.roundNumber}
            className={`flex min-w-0 flex-col items-center gap-1 rounded-lg bg-slate-50 px-1 py-1.5 text-center ${index >= PHONE_ROUNDS ? "hidden sm:flex" : ""}`}
          >
            <span className="text-[11px] font-semibold text-slate-600">
              <span aria-hidden="true">{t("roundShort", { number: round.roundNumber })}</span>
              <span className="sr-only">{t("round", { number: round.roundNumber })}</span>
            </span>
            {round.fixtures.length === 0 ? (
              <span className="rounded px-1.5 py-0.5 text-xs font-bold text-slate-600 ring-1 ring-slate-300">
                {t("blank")}
              </span>
            ) : (
              round.fixtures.map((f) => (
                <DifficultyChip
                  key={`${f.opponent.id}-${f.isHome}`}
                  difficulty={f.difficulty}
                  className="w-full max-w-16 text-[11px]"
                  label={t("fixture", {
                    opponent: f.opponent.fullName,
                    venue: t(f.isHome ? "homeLong" : "awayLong"),
                    difficulty: f.difficulty ?? "–",
                  })}
                >
                  {shortAbbreviation(f.opponent.abbreviation)} {t(f.isHome ? "home" : "away")}
                </DifficultyChip>
              ))
            )}
            <span className="text-sm font-bold text-brand-900 tabular-nums">
              <span aria-hidden="true">{formatDecimal(round.expectedPoints, 1, locale)}</span>
              <span className="sr-only">
                {t("expectedLabel", { points: formatDecimal(round.expectedPoints, 1, locale) })}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-1.5 text-[11px] text-slate-600">{t("note")}</p>
    </section>
  );
}
