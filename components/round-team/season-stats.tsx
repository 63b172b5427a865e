// The other user's team page side (docs/product.md section 2 "Other user team"): his season statistics
// (transfers count, team price, total points, average points) and his common leagues with his
// rank, shown without links (league links are disabled on this page).
import { useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import type { CommonLeagueEntry } from "@/lib/server/leagues/get-league-boards";
import type { SeasonStatistic } from "@/lib/server/teams/get-season-statistic";
import { formatDecimal, formatTeamValue, groupThousands } from "@/lib/format/numbers";
import { leagueTitle } from "@/components/leagues/league-title";
import { Card } from "@/components/ui/card";

export function SeasonStats({ stat, locale }: { stat: SeasonStatistic; locale: Locale }) {
  const t = useTranslations("RoundTeam");
  const items: [string, string][] = [
    [t("transfers"), groupThousands(stat.transfersCount)],
    [t("teamPrice"), formatTeamValue(stat.teamPrice, locale)],
    [t("totalPoints"), groupThousands(stat.totalPoints)],
    [t("averagePoints"), formatDecimal(stat.averagePoints, 1, locale)],
  ];
  return (
    <Card as="section" padding="sm" aria-labelledby="season-stats-title">
      <h2 id="season-stats-title" className="text-lg font-bold text-brand-900">
        {t("seasonStats")}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-4" data-testid="season-stats">
        {items.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className="mt-0.5 text-xl font-extrabold text-brand-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The user's common leagues and his rank in each; plain text, not links. */
export function UserLeagues({ leagues }: { leagues: CommonLeagueEntry[] }) {
  const t = useTranslations("RoundTeam");
  const leaguesT = useTranslations("Leagues");
  return (
    <Card as="section" aria-labelledby="user-leagues-title" className="overflow-hidden">
      <h2 id="user-leagues-title" className="border-b border-slate-200 px-4 py-3 text-lg font-bold text-brand-900">
        {t("leagues")}
      </h2>
      {leagues.length === 0 ? (
        <p className="px-4 py-4 text-slate-600">{leaguesT("noSeason")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {leagues.map((league) => (
            <li key={league.id} className="flex items-center gap-3 px-4 py-3">
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {leaguesT(`kinds.${league.kind}`)}
                </span>
                <span className="font-semibold text-slate-900">{leagueTitle(leaguesT, league)}</span>
              </span>
              <span className="font-bold text-brand-900 tabular-nums">
                {league.rank === null ? "–" : groupThousands(league.rank)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
