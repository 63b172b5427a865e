// The leagues boards (docs/product.md section 2 "Leagues page", "/main/"): the common leagues with the fan's rank and placement
// percentage, and his private leagues (own first, then by name; the list scrolls past 4, 220 px high).
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { __iconData as arrowRightIcon } from "lucide-react/icons/arrow-right";
import { __iconData as crownIcon } from "lucide-react/icons/crown";
import { __iconData as lockIcon } from "lucide-react/icons/lock";
import { Link } from "@/i18n/navigation";
import type {
  CommonLeagueEntry,
  LeagueBoards as Boards,
  PrivateLeagueEntry,
} from "@/lib/server/leagues/get-league-boards";
import { groupThousands } from "@/lib/format/numbers";
import { Card } from "@/components/ui/card";
import { RoundState } from "./head-to-head";
import { leagueTitle } from "./league-title";
import { rankingHref } from "./paths";

function Place({ rank, percent }: { rank: number | null; percent: number | null }) {
  const t = useTranslations("Leagues");
  // Narrow (the side column beside the pitch): "Not ranked yet" wraps rather than squeeze the league's name.
  if (rank === null) return <span className="max-w-28 shrink-0 text-right text-sm text-slate-500">{t("noRank")}</span>;
  return (
    <span className="flex flex-col items-end">
      <span className="font-bold text-brand-900 tabular-nums">{groupThousands(rank)}</span>
      {percent !== null && <span className="text-xs text-slate-500">{t("topPercent", { percent })}</span>}
    </span>
  );
}

/** The one line under a board's heading that says what its standings are (once for the card, not on every row). */
function BoardNote({ provisional, children }: { provisional?: boolean; children: ReactNode }) {
  const t = useTranslations("Leagues");
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-100 bg-slate-50 px-4 py-2 text-xs text-slate-700 sm:px-6">
      {provisional && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold whitespace-nowrap text-amber-900">
          {t("provisional")}
        </span>
      )}
      <span>{children}</span>
    </p>
  );
}

/** A board's card: its heading (h2, or h3 inside a section) and its rows. */
function Board({
  id,
  title,
  headingLevel = 2,
  children,
}: {
  id: string;
  title: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const H = `h${headingLevel}` as const;
  return (
    <Card as="section" aria-labelledby={id} className="overflow-hidden">
      <H id={id} className="border-b border-slate-200 px-4 py-3 text-lg font-bold text-brand-900 sm:px-6">
        {title}
      </H>
      {children}
    </Card>
  );
}

/** What a board shows when it has no league. */
function BoardEmpty({ children }: { children: ReactNode }) {
  return <p className="px-4 py-6 text-slate-600 sm:px-6">{children}</p>;
}

/** A board's row: a link to the league's table, what names the league, and the fan's place in it. */
function BoardRow({
  href,
  league,
  children,
}: {
  href: ReturnType<typeof rankingHref>;
  league: { rank: number | null; placeInPercentage: number | null };
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        href={href}
        className="flex items-center gap-3 px-4 py-3 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 sm:px-6"
      >
        <span className="min-w-0 flex-1">{children}</span>
        <Place rank={league.rank} percent={league.placeInPercentage} />
        <Icon icon={arrowRightIcon} aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}

/** A board's leagues, and its heading's level (h2; h3 inside a section). */
type BoardProps<League> = { leagues: League[]; headingLevel?: 2 | 3 };

export function CommonBoard({
  leagues,
  live,
  headingLevel,
}: BoardProps<CommonLeagueEntry> & {
  /** The live round's number (null: none): its round and quad rows are provisional. */
  live: number | null;
}) {
  const t = useTranslations("Leagues");
  return (
    <Board id="common-leagues" title={t("commonTitle")} headingLevel={headingLevel}>
      {live !== null && leagues.some((l) => l.provisional) && (
        <BoardNote provisional>{t("liveBoardNote", { number: live })}</BoardNote>
      )}
      {leagues.length === 0 ? (
        <BoardEmpty>{t("noSeason")}</BoardEmpty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {leagues.map((league) => (
            <BoardRow
              key={league.id}
              href={rankingHref(league.kind, { round: league.number, quad: league.number })}
              league={league}
            >
              <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {t(`kinds.${league.kind}`)}
              </span>
              <span className="font-semibold text-slate-900">{leagueTitle(t, league)}</span>
            </BoardRow>
          ))}
        </ul>
      )}
    </Board>
  );
}

export function PrivateBoard({
  leagues,
  standingsAfter,
  headingLevel,
}: BoardProps<PrivateLeagueEntry> & {
  /** While a round is live, the last finished round: the private tables are the standings after it. */
  standingsAfter: number | null;
}) {
  const t = useTranslations("Leagues");
  return (
    <Board id="private-leagues" title={t("privateTitle")} headingLevel={headingLevel}>
      {standingsAfter !== null && leagues.length > 0 && (
        <BoardNote>{t("standingsAfter", { number: standingsAfter })}</BoardNote>
      )}
      {leagues.length === 0 ? (
        <BoardEmpty>{t("noPrivate")}</BoardEmpty>
      ) : (
        <ul
          data-testid="private-leagues-list"
          // More than 4 leagues: the list scrolls inside 220 px (docs/product.md section 2); focusable so a keyboard can scroll it.
          tabIndex={leagues.length > 4 ? 0 : undefined}
          aria-label={leagues.length > 4 ? t("privateTitle") : undefined}
          className={`divide-y divide-slate-100 ${leagues.length > 4 ? "h-[220px] overflow-y-auto focus-visible:outline-2 focus-visible:outline-brand-600" : ""}`}
        >
          {leagues.map((league) => (
            <BoardRow key={league.id} href={rankingHref("private", { leagueId: league.id })} league={league}>
              <span className="flex items-center gap-1.5 font-semibold break-words text-slate-900">
                {league.own && (
                  <Icon
                    icon={crownIcon}
                    role="img"
                    aria-label={t("owner")}
                    className="h-4 w-4 shrink-0 text-amber-500"
                  />
                )}
                {league.entriesClosed && (
                  <Icon
                    icon={lockIcon}
                    role="img"
                    aria-label={t("entriesClosed")}
                    className="h-4 w-4 shrink-0 text-slate-500"
                  />
                )}
                <span className="min-w-0 truncate">{league.name}</span>
              </span>
              <span className="block text-xs text-slate-500">
                {t("members")}: {groupThousands(league.membersCount)}
              </span>
              {league.match && <BoardMatch match={league.match} />}
            </BoardRow>
          ))}
        </ul>
      )}
    </Board>
  );
}

/** Both boards of what getLeagueBoards read; while a round is live the private tables are the standings before it. */
export function LeagueBoards({ boards }: { boards: Pick<Boards, "common" | "private" | "live" | "lastFinished"> }) {
  return (
    <>
      <CommonBoard leagues={boards.common} live={boards.live} />
      <PrivateBoard leagues={boards.private} standingsAfter={boards.live === null ? null : boards.lastFinished} />
    </>
  );
}

/** A head-to-head league's row: the fan's match of this round, its score (goals in goals mode) and its state. */
function BoardMatch({ match }: { match: NonNullable<PrivateLeagueEntry["match"]> }) {
  const t = useTranslations("Leagues.headToHead");
  const { home, away } = match.match;
  const name = (side: typeof home) =>
    side.kind === "average" ? t("average") : side.kind === "former" ? t("former") : side.teamName;
  const score = (side: typeof home) => (match.scoring === "goals" ? side.goals : side.points);
  const played = !match.cancelled && home.points !== null && away.points !== null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
      <span className="font-semibold text-slate-500">{t("boardMatch", { number: match.round.number })}</span>
      <span className="min-w-0 break-words">
        {name(home)} <span className="font-bold tabular-nums">{played ? `${score(home)} – ${score(away)}` : "v"}</span>{" "}
        {name(away)}
      </span>
      <RoundState view={match} />
    </span>
  );
}
