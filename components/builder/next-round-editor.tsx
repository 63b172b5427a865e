"use client";

// /next-round-team/ (docs/product.md section 2 "Next round team", section 4 "Saving"; docs/screens.md): the fan's line-up for
// the next round: formation, who plays and who sits on the bench in which order, captain and vice-captain. Players
// themselves change on /transfers/. Confirm team is enabled only when something differs from the saved team, and
// writes with PUT /api/v0/userteams/user-teams/update-live-season-user-team/ (the mobile app's call).
import { useCallback, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { changeDraftFormation } from "@/lib/game/builder";
import { formationName } from "@/lib/game/formation";
import { PITCH_SIZE } from "@/lib/game/types";
import { useSuccessBanner } from "@/components/ui/success-banner";
import { BuilderPitch } from "./builder-pitch";
import { draftOfSaved, sameDraft, useDraft } from "./draft";
import { ErrorList, mergeMessages } from "./error-list";
import { draftErrors, useBuilderTexts } from "./rule-hooks";
import { SaveBar } from "./save-bar";
import {
  type BuilderFormation,
  type BuilderPlayer,
  type BuilderSettings,
  type NextOpponents,
  type SavedTeam,
  savedTeamFromJson,
} from "./model";
import { BuilderWorkspace, FormationSelect, usePlayersPanel, useShowPlayerInfo } from "./workspace";

export function NextRoundEditor({
  saved,
  formations,
  settings,
  opponents,
  side,
  closedReason,
}: {
  /** Why no change can be saved now (the round is being locked); null when one can. */
  closedReason: string | null;
  saved: SavedTeam;
  formations: BuilderFormation[];
  settings: BuilderSettings;
  opponents: NextOpponents;
  side: ReactNode;
}) {
  const t = useTranslations("Builder");
  const texts = useBuilderTexts();
  const { showSuccess } = useSuccessBanner();
  const panel = usePlayersPanel();
  // The team as last saved: the page's read, then each save's answer (no second read of the team after a save).
  const [team, setTeam] = useState(saved);
  const [baseline, setBaseline] = useState(() => draftOfSaved(saved));
  const { draft, change } = useDraft(() => baseline);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const changed = !sameDraft(draft, baseline);
  const formation = formationName(draft.formation);

  async function confirm() {
    const broken = draftErrors(draft, settings, { mode: "team", bank: team.bank });
    if (broken.length) {
      setErrors((current) => mergeMessages(current, broken.map(texts.teamError)));
      return;
    }
    const chosen = formations.find((f) => f.name === formation);
    if (!chosen) {
      setErrors((current) => mergeMessages(current, [texts.formationError]));
      return;
    }
    const squadIdOf = new Map(team.slots.map((p, i) => [p.id, team.squadIds[i]!]));
    const players = draft.slots as BuilderPlayer[];
    setBusy(true);
    const result = await api("PUT", "/userteams/user-teams/update-live-season-user-team/", {
      locale: texts.locale,
      body: {
        captain: squadIdOf.get(draft.captainId!)!,
        vice_captain: squadIdOf.get(draft.viceCaptainId!)!,
        user_team: { formation_id: chosen.id },
        user_football_players: players.map((p, i) => ({
          user_football_player_id: squadIdOf.get(p.id)!,
          football_player: p.id,
          position_index: i + 1,
        })),
        user_team_bench: players
          .slice(PITCH_SIZE)
          .map((p, priority) => ({ user_football_player_id: squadIdOf.get(p.id)!, priority })),
      },
    });
    setBusy(false);
    if (!result.ok) {
      setErrors((current) => mergeMessages(current, texts.apiError(result.error).messages));
      return;
    }
    const answer = savedTeamFromJson(result.data);
    setTeam(answer);
    setBaseline(draftOfSaved(answer));
    setErrors([]);
    showSuccess(t("teamChanged"));
  }

  const info = useCallback((p: BuilderPlayer) => texts.opponent(p, opponents), [texts, opponents]);
  const showInfo = useShowPlayerInfo();

  return (
    <BuilderWorkspace
      panel={panel}
      side={side}
      tools={
        <FormationSelect
          formations={formations}
          value={formation}
          onChange={(f) => change((latest) => changeDraftFormation(latest, f.formation))}
        />
      }
      pitch={<BuilderPitch draft={draft} onChange={change} info={info} onPlayerInfo={showInfo} />}
      below={
        <>
          <ErrorList messages={errors} onChange={setErrors} />
          <SaveBar
            onReset={() => {
              change(baseline);
              setErrors([]);
            }}
            onConfirm={() => void confirm()}
            confirmLabel={t("confirmTeam")}
            disabledReason={closedReason ?? (changed ? null : t("noChanges"))}
            busy={busy}
          />
        </>
      }
    />
  );
}
