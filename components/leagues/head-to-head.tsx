// Head-to-head leagues on screen: a round's matches (fixtures, live scores marked provisional, results), the table
// (played, won, drawn, lost, points scored, points, with movement), and a fan's own match of a round beside his team.
// Names are text, never markup.
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { __iconData as swordsIcon } from "lucide-react/icons/swords";
import { Link } from "@/i18n/navigation";
import type { HeadToHeadMatchView, HeadToHeadRoundView, HeadToHeadSide } from "@/lib/server/leagues/head-to-head-views";
import type { OwnHeadToHeadMatch } from "@/lib/server/leagues/own-head-to-head-matches";
import type { HeadToHeadTableRow } from "@/lib/server/leagues/read-head-to-head-table";
import type { HeadToHeadScoring } from "@/lib/game/head-to-head";
import { Card } from "@/components/ui/card";
import { LeagueTable, MemberTeam, Movement } from "./members-table";
import { rankingHref } from "./paths";
import { textLinkClass } from "@/components/ui/button";

function useSideName() {
  const t = useTranslations("Leagues.headToHead");
  return (side: HeadToHeadSide) =>
    side.kind === "average" ? t("average") : side.kind === "former" ? t("former") : side.teamName!;
}

/** The state of a round's matches: live (provisional), final, to play, or cancelled. */
export function RoundState({ view }: { view: Pick<HeadToHeadRoundView, "round" | "provisional" | "cancelled"> }) {
  const t = useTranslations("Leagues.headToHead");
  const [label, style] = view.cancelled
    ? [t("cancelled"), "bg-slate-100 text-slate-700"]
    : view.provisional
      ? [t("live"), "bg-amber-100 text-amber-900"]
      : view.round.status === "finished"
        ? [t("final"), "bg-emerald-100 text-emerald-900"]
        : [t("toPlay"), "bg-slate-100 text-slate-700"];
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${style}`}>
      {label}
    </span>
  );
}

/** One match: home, the score (goals with the points beneath in goals mode; points otherwise), away. */
export function MatchRow({
  match,
  scoring,
  compact = false,
}: {
  match: HeadToHeadMatchView;
  scoring: HeadToHeadScoring;
  compact?: boolean;
}) {
  const t = useTranslations("Leagues.headToHead");
  const nameOf = useSideName();
  const played = match.home.points !== null && match.away.points !== null;
  const main = (side: HeadToHeadSide) => (scoring === "goals" ? side.goals : side.points);
  const sideCell = (side: HeadToHeadSide, align: "left" | "right") => (
    <span className={`min-w-0 ${align === "right" ? "text-right" : ""}`}>
      <span
        className={`block truncate ${side.own ? "font-bold text-brand-900" : side.kind === "team" ? "font-semibold text-slate-900" : "text-slate-600 italic"}`}
      >
        {nameOf(side)}
      </span>
      {!compact && side.manager && <span className="block truncate text-xs text-slate-600">{side.manager}</span>}
    </span>
  );
  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3"
      aria-label={
        played
          ? t("score", {
              home: nameOf(match.home),
              homeScore: main(match.home)!,
              away: nameOf(match.away),
              awayScore: main(match.away)!,
            })
          : undefined
      }
    >
      {sideCell(match.home, "right")}
      <span className="text-center tabular-nums" aria-hidden={played ? "true" : undefined}>
        <span className="block rounded-lg bg-brand-900 px-2.5 py-1 text-lg font-extrabold whitespace-nowrap text-white">
          {played ? `${main(match.home)} – ${main(match.away)}` : "v"}
        </span>
        {played && scoring === "goals" && (
          <span className="mt-0.5 block text-xs whitespace-nowrap text-slate-600">
            {match.home.points} – {match.away.points}
          </span>
        )}
      </span>
      {sideCell(match.away, "left")}
    </div>
  );
}

/** A round's matches of a league, own match highlighted. */
export function RoundMatches({ view, scoring }: { view: HeadToHeadRoundView; scoring: HeadToHeadScoring }) {
  const t = useTranslations("Leagues.headToHead");
  return (
    <div>
      {(view.provisional || view.cancelled) && (
        <p
          role="note"
          className="mx-4 mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:mx-6"
        >
          {view.cancelled ? t("cancelled") : t("provisional")}
        </p>
      )}
      <ul className="divide-y divide-slate-100">
        {view.matches.map((match) => (
          <li
            key={match.slot}
            aria-current={match.home.own || match.away.own ? "true" : undefined}
            className={`px-4 py-3 sm:px-6 ${match.home.own || match.away.own ? "bg-brand-50" : ""}`}
          >
            <MatchRow match={view.cancelled ? unplayed(match) : match} scoring={scoring} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A cancelled round's fixture: its live scores never counted. */
const unplayed = (match: HeadToHeadMatchView): HeadToHeadMatchView => ({
  ...match,
  home: { ...match.home, points: null, goals: null },
  away: { ...match.away, points: null, goals: null },
});

/** The table: place with movement, team and manager, played, won, drawn, lost, points (and goals) scored, points. */
export function HeadToHeadTableView({
  rows,
  scoring,
  caption,
}: {
  rows: HeadToHeadTableRow[];
  scoring: HeadToHeadScoring;
  caption: string;
}) {
  const t = useTranslations("Leagues.headToHead");
  const r = useTranslations("Leagues.ranking");
  const columns = [
    ["played", (row: HeadToHeadTableRow) => row.played],
    ["won", (row: HeadToHeadTableRow) => row.won],
    ["drawn", (row: HeadToHeadTableRow) => row.drawn],
    ["lost", (row: HeadToHeadTableRow) => row.lost],
    ["pointsFor", (row: HeadToHeadTableRow) => row.pointsFor],
    ...(scoring === "goals" ? ([["goalsFor", (row: HeadToHeadTableRow) => row.goalsFor]] as const) : []),
  ] as const;
  const number = "px-1 py-3 text-right tabular-nums sm:px-2";
  return (
    <LeagueTable
      caption={caption}
      headColour="text-slate-600"
      members={rows}
      head={
        <>
          <th scope="col" className="w-12 py-3 pr-1 pl-3 sm:w-16 sm:pl-6">
            <abbr title={r("place")} className="no-underline">
              #
            </abbr>
          </th>
          <th scope="col" className="px-2 py-3">
            {r("team")}
          </th>
          {columns.map(([key]) => (
            <th key={key} scope="col" className={`${number} w-8 sm:w-12`}>
              <abbr title={t(`${key}Long`)} className="no-underline">
                {t(key)}
              </abbr>
            </th>
          ))}
          <th scope="col" className={`${number} w-10 pr-3 sm:w-14 sm:pr-6`}>
            <abbr title={t("pointsLong")} className="no-underline">
              {t("points")}
            </abbr>
          </th>
        </>
      }
      cells={(row) => (
        <>
          <td className="py-3 pr-1 pl-3 sm:pl-6">
            <span className="flex items-center gap-1 tabular-nums">
              {row.rank}
              {row.played > 0 && <Movement rank={row.rank} previous={row.previousRank} />}
            </span>
          </td>
          <td className="max-w-0 px-2 py-3">
            <MemberTeam member={row} managerClassName="text-slate-600" />
          </td>
          {columns.map(([key, value]) => (
            <td key={key} className={number}>
              {value(row)}
            </td>
          ))}
          <td className={`${number} pr-3 font-bold sm:pr-6`}>{row.points}</td>
        </>
      )}
    />
  );
}

/** The fan's own match of a round in each of his head-to-head leagues, beside his team. */
export function OwnMatches({ matches, roundNumber }: { matches: OwnHeadToHeadMatch[]; roundNumber: number }) {
  const t = useTranslations("Leagues.headToHead");
  if (matches.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="own-head-to-head" className="overflow-hidden">
      <h2
        id="own-head-to-head"
        className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 text-lg font-bold text-brand-900 sm:px-6"
      >
        <Icon icon={swordsIcon} aria-hidden="true" className="h-5 w-5 text-brand-600" />
        {t("ownRound", { number: roundNumber })}
      </h2>
      <ul className="divide-y divide-slate-100">
        {matches.map((m) => (
          <li key={m.leagueId} className="px-4 py-3 sm:px-6">
            <p className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
              <Link href={{ ...rankingHref("private", { leagueId: m.leagueId }) }} className={textLinkClass}>
                {m.leagueName}
              </Link>
              <RoundState view={m} />
            </p>
            <MatchRow match={m.cancelled ? unplayed(m.match) : m.match} scoring={m.scoring} compact />
          </li>
        ))}
      </ul>
    </Card>
  );
}
