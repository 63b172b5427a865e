// /live-previous-rounds-team/ (docs/product.md section 2 "Live and previous rounds"): the fan's team in a live or
// finished round (?round=N, default the live round, else the last finished), its points by player and
// action, provisional while live and refreshed every minute; ?player_id opens the player info modal.
import { getTranslations } from "next-intl/server";
import { requirePageUser } from "@/lib/session/current-user";
import { intParam } from "@/lib/search-params";
import { localizedPath } from "@/lib/seo/metadata";
import { getRoundTeamPage } from "@/lib/server/teams/get-round-team-page";
import { ownHeadToHeadMatches } from "@/lib/server/leagues/own-head-to-head-matches";
import { currentSeasonId } from "@/lib/server/seasons/current-season";
import { OwnMatches } from "@/components/leagues/head-to-head";
import { readPlayerInfo } from "@/lib/server/public-reads";
import { PLAYER_PARAM, PlayerInfo } from "@/components/player/player-info";
import { NoRounds, RoundTeamBody } from "@/components/round-team/round-team-body";
import { GameHeader, PageBody } from "@/components/ui/page-header";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";

type Props = PageProps<"/[locale]/live-previous-rounds-team">;
const PATH = "/live-previous-rounds-team/";

export const generateMetadata = unindexedMetadata("RoundTeam", "metaTitle");

export default async function LivePreviousRoundsPage({ params, searchParams }: Props) {
  const { locale, user } = await requirePageUser(params);
  const query = await searchParams;
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: "RoundTeam" }),
    getRoundTeamPage({ userId: user.id, viewerId: user.id, roundNumber: intParam(query, "round"), locale }),
  ]);
  // The fan's head-to-head matches of the round shown, beside his team.
  const seasonId = "round" in page ? await currentSeasonId() : null;
  const matches =
    "round" in page && seasonId !== null
      ? await ownHeadToHeadMatches({
          userId: user.id,
          seasonId,
          round: { id: page.round.roundId, number: page.round.roundNumber, status: page.round.status },
        })
      : [];
  const roundHref = (number: number) => ({ pathname: PATH, query: { round: String(number) } });
  const playerId = intParam(query, PLAYER_PARAM);
  return (
    <>
      <GameHeader title={t("title")} lead={"team" in page && page.team ? page.team.team.name : undefined} />
      <PageBody compact>
        {"round" in page && (
          <div className="mb-6">
            <OwnMatches matches={matches} roundNumber={page.round.roundNumber} />
          </div>
        )}
        {"round" in page ? <RoundTeamBody locale={locale} page={page} roundHref={roundHref} /> : <NoRounds />}
      </PageBody>
      {playerId !== undefined && !Number.isNaN(playerId) && (
        <PlayerInfo
          info={readPlayerInfo(locale, playerId)}
          closeHref={localizedPath(PATH, locale, "round" in page ? roundHref(page.round.roundNumber).query : {})}
        />
      )}
    </>
  );
}
