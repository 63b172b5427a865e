// /next-round-team/ (docs/product.md section 2 "Next round team"; docs/screens.md): the round number and deadline (and the
// chip played for it), the fan's line-up for it in the team builder (formation, swaps, captain, vice-captain; the Bench
// Boost and the Triple Captain; Reset; Confirm team), the common and private league boards beside it with their round
// selector (?round: the round and quad boards follow it), and the player info modal of ?player_id.
import { getTranslations } from "next-intl/server";
import { activeChip } from "@/lib/game/chips";
import { localizedPath } from "@/lib/seo/metadata";
import { readPlayerInfo } from "@/lib/server/public-reads";
import { requirePageUser } from "@/lib/session/current-user";
import { getBuilderBasics } from "@/lib/server/teams/get-builder-basics";
import { expectedPointsByPlayer } from "@/lib/server/forecast/expected-points-by-player";
import { getOwnTeamForEditing } from "@/lib/server/teams/get-own-team-for-editing";
import { getLeagueBoards } from "@/lib/server/leagues/get-league-boards";
import { ownHeadToHeadMatches } from "@/lib/server/leagues/own-head-to-head-matches";
import { OwnMatches } from "@/components/leagues/head-to-head";
import { LeagueBoards } from "@/components/leagues/boards";
import { RoundPicker } from "@/components/leagues/round-picker";
import { ClientMessages } from "@/components/layout/client-messages";
import { intParam } from "@/lib/search-params";
import { NextRoundEditor } from "@/components/builder/next-round-editor";
import {
  BuilderMessages,
  BuilderNotice,
  DeadlinePassedNotice,
  playerIdParam,
  RoundStatus,
} from "@/components/builder/builder-page";
import { PlayerInfo } from "@/components/player/player-info";
import { savedTeamOf } from "@/components/builder/model";
import { GameHeader, PageBody } from "@/components/ui/page-header";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";

const PATH = "/next-round-team/";

export const generateMetadata = unindexedMetadata("Builder", "nextRoundTitle");

export default async function NextRoundTeamPage({ params, searchParams }: PageProps<"/[locale]/next-round-team">) {
  const { locale, user } = await requirePageUser(params);
  const now = new Date();
  const query = await searchParams;
  const playerId = playerIdParam(query);
  const [t, own, basics, boards, forecast] = await Promise.all([
    getTranslations({ locale, namespace: "Builder" }),
    getOwnTeamForEditing({ userId: user.id, now }),
    getBuilderBasics(),
    getLeagueBoards({ userId: user.id, round: intParam(query, "round"), locale }),
    expectedPointsByPlayer(),
  ]);
  const round = own?.state.round ?? null;
  // The squad's expected points in the round he is picking for (the cards show them above the opponent).
  const expected = Object.fromEntries(
    (own?.team.players ?? []).flatMap((p) => {
      const points = round && forecast.get(p.player.id)?.get(round.number);
      return points === undefined || points === null ? [] : [[p.player.id, points]];
    }),
  );
  // The fan's head-to-head fixtures of the round he is picking for (when the boards show a head-to-head league of his).
  const matches =
    own && round && boards.private.some((l) => l.format === "head_to_head")
      ? await ownHeadToHeadMatches({
          userId: user.id,
          seasonId: own.team.seasonId,
          round: { id: round.id, number: round.number, status: "scheduled" },
        })
      : [];
  return (
    <>
      <GameHeader title={t("nextRoundTitle")} lead={own?.team.name}>
        <RoundStatus
          round={round}
          locale={locale}
          now={now}
          bank={own?.state.bank}
          freeTransfers={own ? (own.state.unlimited ? "unlimited" : own.state.transfersAllowed) : undefined}
          chip={own ? activeChip(own.state.chips) : null}
        />
      </GameHeader>
      <PageBody compact>
        {!own ? (
          <BuilderNotice title={t("noTeam")} action={{ href: "/next-season-team/", label: t("createTeam") }} />
        ) : !round ? (
          <BuilderNotice title={t("noRoundLeft")} />
        ) : (
          <BuilderMessages>
            {own.state.deadlinePassed && <DeadlinePassedNotice state={own.state} />}
            <NextRoundEditor
              closedReason={own.state.deadlinePassed ? t("changesClosed") : null}
              saved={savedTeamOf(own.team)}
              round={round.number}
              chips={own.state.chips}
              formations={basics.formations}
              settings={basics.settings}
              opponents={basics.opponents}
              expected={expected}
              side={
                <>
                  {boards.round && (
                    <ClientMessages namespaces={["Leagues"]}>
                      <div className="flex justify-end">
                        <RoundPicker
                          kind="round"
                          current={boards.round.number}
                          options={boards.rounds}
                          chosen={query.round !== undefined}
                          target={{ pathname: PATH, query: {} }}
                        />
                      </div>
                    </ClientMessages>
                  )}
                  {round && <OwnMatches matches={matches} roundNumber={round.number} />}
                  <LeagueBoards boards={boards} />
                </>
              }
            />
            {playerId !== null && (
              <PlayerInfo info={readPlayerInfo(locale, playerId)} closeHref={localizedPath(PATH, locale)} />
            )}
          </BuilderMessages>
        )}
      </PageBody>
    </>
  );
}
