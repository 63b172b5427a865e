// /other-user-team/?user_id=N (docs/product.md section 2 "Other user team"): a user's team (without user_id the
// fan's own) in a live or finished round (?round=N, default the live round, else the last finished),
// with his team name, full name, season statistics and leagues (no links); an unknown user is the
// not-found page. A squad for a round whose deadline has not passed is never offered.
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requirePageUser } from "@/lib/session/current-user";
import { intParam } from "@/lib/search-params";
import { localizedPath } from "@/lib/seo/metadata";
import { AppError } from "@/lib/server/errors";
import { getLeagueBoards } from "@/lib/server/leagues/get-league-boards";
import { getRoundTeamPage } from "@/lib/server/teams/get-round-team-page";
import { getSeasonStatistic } from "@/lib/server/teams/get-season-statistic";
import { readPlayerInfo } from "@/lib/server/public-reads";
import { PLAYER_PARAM, PlayerInfo } from "@/components/player/player-info";
import { NoRounds, RoundTeamBody } from "@/components/round-team/round-team-body";
import { SeasonStats, UserLeagues } from "@/components/round-team/season-stats";
import { GameHeader, PageBody } from "@/components/ui/page-header";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";

type Props = PageProps<"/[locale]/other-user-team">;
const PATH = "/other-user-team/";

export const generateMetadata = unindexedMetadata("RoundTeam", "otherMetaTitle");

/** The user's season statistic; an unknown user, or one without a team this season, is not found. */
async function statisticOf(userId: number) {
  try {
    return await getSeasonStatistic({ userId });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}

export default async function OtherUserTeamPage({ params, searchParams }: Props) {
  const { locale, user } = await requirePageUser(params);
  const query = await searchParams;
  const asked = intParam(query, "user_id");
  if (Number.isNaN(asked)) notFound();
  const userId = asked ?? user.id;
  const stat = await statisticOf(userId);
  const [t, page, boards] = await Promise.all([
    getTranslations({ locale, namespace: "RoundTeam" }),
    getRoundTeamPage({ userId, viewerId: user.id, roundNumber: intParam(query, "round"), locale }),
    getLeagueBoards({ userId, locale }),
  ]);
  const base: Record<string, string> = asked === undefined ? {} : { user_id: String(userId) };
  const roundHref = (number: number) => ({ pathname: PATH, query: { ...base, round: String(number) } });
  const playerId = intParam(query, PLAYER_PARAM);
  const aside = (
    <>
      <SeasonStats stat={stat} locale={locale} />
      <UserLeagues leagues={boards.common} />
    </>
  );
  return (
    <>
      <GameHeader title={stat.teamName} lead={t("manager", { name: `${stat.firstName} ${stat.lastName}` })} />
      <PageBody compact>
        {"round" in page ? (
          <RoundTeamBody locale={locale} page={page} roundHref={roundHref} aside={aside} />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <NoRounds />
            <div className="space-y-6">{aside}</div>
          </div>
        )}
      </PageBody>
      {playerId !== undefined && !Number.isNaN(playerId) && (
        <PlayerInfo
          info={readPlayerInfo(locale, playerId)}
          closeHref={localizedPath(PATH, locale, "round" in page ? roundHref(page.round.roundNumber).query : base)}
        />
      )}
    </>
  );
}
