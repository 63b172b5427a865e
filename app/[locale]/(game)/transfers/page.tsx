// /transfers/ (docs/product.md section 2 "Transfers"; docs/screens.md): the counters, the Wildcard and the Free Hit (the
// chip played for the round also in the status strip), the squad on the pitch with the players list, Reset and
// Confirm transfers with its confirmation modal, and the player info modal of ?player_id. The editor starts again from
// the saved team after every change the server accepts (keyed by the team's version).
import { getTranslations } from "next-intl/server";
import { activeChip } from "@/lib/game/chips";
import { localizedPath } from "@/lib/seo/metadata";
import { readPlayerInfo } from "@/lib/server/public-reads";
import { requirePageUser } from "@/lib/session/current-user";
import { getBuilderBasics } from "@/lib/server/teams/get-builder-basics";
import { getOwnTeamForEditing } from "@/lib/server/teams/get-own-team-for-editing";
import { TransfersEditor } from "@/components/builder/transfers-editor";
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

const PATH = "/transfers/";

export const generateMetadata = unindexedMetadata("Builder", "transfersTitle");

export default async function TransfersPage({ params, searchParams }: PageProps<"/[locale]/transfers">) {
  const { locale, user } = await requirePageUser(params);
  const now = new Date();
  const [t, own, basics] = await Promise.all([
    getTranslations({ locale, namespace: "Builder" }),
    getOwnTeamForEditing({ userId: user.id, now }),
    getBuilderBasics(),
  ]);
  const playerId = playerIdParam(await searchParams);
  const state = own?.state;
  return (
    <>
      <GameHeader title={t("transfersTitle")} lead={own?.team.name}>
        <RoundStatus
          round={state?.round ?? null}
          locale={locale}
          now={now}
          chip={state ? activeChip(state.chips) : null}
        />
      </GameHeader>
      <PageBody compact>
        {!own || !state ? (
          <BuilderNotice title={t("noTeam")} action={{ href: "/next-season-team/", label: t("createTeam") }} />
        ) : !state.round ? (
          <BuilderNotice title={t("noRoundLeft")} />
        ) : (
          <BuilderMessages>
            {state.deadlinePassed && <DeadlinePassedNotice state={state} />}
            <TransfersEditor
              closedReason={state.deadlinePassed ? t("changesClosed") : null}
              key={own.team.version}
              saved={savedTeamOf(own.team)}
              counters={{
                used: state.transfersUsed,
                allowed: state.transfersAllowed,
                maxBanked: state.maxBankedTransfers,
                penaltyPoints: state.penaltyPoints,
                unlimited: state.unlimited,
                unlimitedReason: state.unlimitedReason,
                chips: state.chips,
              }}
              round={state.round.number}
              settings={basics.settings}
              clubs={basics.clubs}
              opponents={basics.opponents}
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
