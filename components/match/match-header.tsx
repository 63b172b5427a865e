// The match info header: the round, both clubs with the score (or the kick-off), status and date.
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { formatDeadline, shortAbbreviation } from "@/lib/format";
import type { ClubRef, GameSummary } from "@/lib/server/football/types";
import { ClubLogo } from "./club-logo";
import { LiveBadge } from "./live-badge";
import { Icon } from "@/components/ui/icon";
import { __iconData as chevronLeftIcon } from "lucide-react/icons/chevron-left";

function Club({ club }: { club: ClubRef }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center">
      <ClubLogo club={club} size={56} />
      <span className="text-base font-bold sm:text-xl">
        <span aria-hidden="true" className="sm:hidden">
          {shortAbbreviation(club.abbreviation)}
        </span>
        <span className="sr-only sm:not-sr-only">{club.fullName}</span>
      </span>
    </div>
  );
}

export function MatchHeader({ game }: { game: GameSummary }) {
  const t = useTranslations("Match");
  const locale = useLocale() as Locale;
  const scored = game.homeScore !== null && game.awayScore !== null && game.status !== "scheduled";
  return (
    <div className="bg-linear-to-br from-brand-900 via-brand-700 to-pitch-700 text-white">
      <div className="mx-auto max-w-4xl px-4 pt-8 pb-10 sm:px-6">
        <Link
          href="/schedule-and-results/"
          className="inline-flex items-center gap-1 text-sm font-semibold text-white/85 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          <Icon icon={chevronLeftIcon} aria-hidden="true" className="h-4 w-4" strokeWidth={2.5} />
          {t("schedule")}
        </Link>
        <h1 className="sr-only">
          {t("pageTitle", { round: game.round.number, home: game.home.fullName, away: game.away.fullName })}
        </h1>
        <p
          aria-hidden="true"
          className="mt-4 text-center text-sm font-semibold tracking-widest text-accent-400 uppercase"
        >
          {t("title", { round: game.round.number })}
        </p>
        <div className="mt-5 flex items-center gap-3 sm:gap-6">
          <Club club={game.home} />
          <div className="flex shrink-0 flex-col items-center gap-2">
            {scored ? (
              <p
                className="rounded-xl bg-white/15 px-4 py-2 text-3xl font-black tabular-nums sm:text-4xl"
                data-testid="match-score"
              >
                {game.homeScore}
                {" – "}
                {game.awayScore}
              </p>
            ) : (
              <p className="rounded-xl bg-white/15 px-4 py-2 text-xl font-bold">{t("versus")}</p>
            )}
            <span data-testid="match-status">
              {game.status === "live" ? (
                <LiveBadge />
              ) : (
                <span className="text-xs font-semibold tracking-wide text-white/85 uppercase">
                  {t(`status.${game.status}`)}
                </span>
              )}
            </span>
          </div>
          <Club club={game.away} />
        </div>
        <p className="mt-5 text-center text-sm text-white/85">
          <time dateTime={game.kickoff.toISOString()}>{formatDeadline(game.kickoff, locale)}</time>
        </p>
      </div>
    </div>
  );
}
