// One game in a list (schedule, home round results): home club, score or kick-off time, away club,
// a Live badge and the info button to the match info page.
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { formatTime, shortAbbreviation } from "@/lib/format";
import type { ClubRef, GameSummary } from "@/lib/server/football/types";
import { ClubLogo } from "./club-logo";
import { LiveBadge } from "./live-badge";
import { DifficultyBadge } from "@/components/fixtures/difficulty";
import { Icon } from "@/components/ui/icon";
import { __iconData as infoIcon } from "lucide-react/icons/info";

export const MATCH_INFO_PATH = "/match-info/";

/** A club's side of the row; a game still to play shows the club's difficulty in it beside the name. */
function Club({ club, side, difficulty }: { club: ClubRef; side: "home" | "away"; difficulty: number | null }) {
  const t = useTranslations("Match");
  const label = difficulty === null ? "" : t("difficulty", { club: club.fullName, difficulty });
  return (
    <span className={`flex min-w-0 flex-1 items-center gap-2 ${side === "home" ? "flex-row-reverse text-right" : ""}`}>
      {/* On a phone the badge sits on the crest's corner by the kick-off time: the row has no width to spare beside the name. */}
      <span className="relative shrink-0">
        <ClubLogo club={club} />
        {difficulty !== null && (
          <DifficultyBadge
            difficulty={difficulty}
            label={label}
            small
            className={`absolute -bottom-1 flex sm:hidden ${side === "home" ? "-right-2" : "-left-2"}`}
          />
        )}
      </span>
      <span aria-hidden="true" className="font-semibold text-slate-900 sm:hidden">
        {shortAbbreviation(club.abbreviation)}
      </span>
      <span className="sr-only truncate font-semibold text-slate-900 sm:not-sr-only">{club.fullName}</span>
      {difficulty !== null && (
        <DifficultyBadge difficulty={difficulty} label={label} className="hidden shrink-0 sm:inline-flex" />
      )}
    </span>
  );
}

/** What sits between the clubs: the score once the game started, else its time or its state. */
function Middle({ game }: { game: GameSummary }) {
  const t = useTranslations("Match");
  const locale = useLocale() as Locale;
  const played = game.status === "finished" || game.status === "live" || game.status === "technical";
  if (played && game.homeScore !== null && game.awayScore !== null) {
    return (
      <span className="rounded-lg bg-brand-900 px-2.5 py-1 font-bold text-white tabular-nums">
        {game.homeScore}
        {" – "}
        {game.awayScore}
      </span>
    );
  }
  if (game.status === "postponed" || game.status === "cancelled") {
    return (
      <span className="rounded-lg bg-slate-100 px-2 py-1 text-xs font-semibold text-slate-700 uppercase">
        {t(`status.${game.status}`)}
      </span>
    );
  }
  return (
    <time
      dateTime={game.kickoff.toISOString()}
      className="rounded-lg bg-slate-100 px-2.5 py-1 font-semibold text-slate-800 tabular-nums"
    >
      {formatTime(game.kickoff, locale)}
    </time>
  );
}

export function GameRow({ game }: { game: GameSummary }) {
  const t = useTranslations("Match");
  const toPlay = game.status === "scheduled";
  return (
    <li className="flex items-center gap-2 py-3 sm:gap-4">
      <Club club={game.home} side="home" difficulty={toPlay ? game.homeDifficulty : null} />
      <span className="flex w-20 shrink-0 flex-col items-center gap-1 text-sm sm:w-24">
        <Middle game={game} />
        {game.status === "live" && <LiveBadge />}
        {game.status === "technical" && (
          <span className="text-[11px] font-semibold text-slate-600 uppercase">{t("status.technical")}</span>
        )}
      </span>
      <Club club={game.away} side="away" difficulty={toPlay ? game.awayDifficulty : null} />
      <Link
        href={{ pathname: MATCH_INFO_PATH, query: { match_id: String(game.id) } }}
        // Match info renders per request: a prefetch of each game in view fetched its frame and nothing of the game.
        prefetch={false}
        aria-label={t("infoLabel", { home: game.home.fullName, away: game.away.fullName })}
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-brand-600 ring-1 ring-brand-100 transition hover:bg-brand-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Icon icon={infoIcon} aria-hidden="true" className="h-5 w-5" />
      </Link>
    </li>
  );
}
