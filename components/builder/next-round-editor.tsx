"use client";

// /next-round-team/ (docs/product.md section 2 "Next round team", section 4 "Saving"; docs/screens.md): the fan's line-up for
// the next round: formation, who plays and who sits on the bench in which order, captain and vice-captain. Players
// themselves change on /transfers/. Confirm team is enabled only when something differs from the saved team, and
// writes with PUT /api/v0/userteams/user-teams/update-live-season-user-team/ (the mobile app's call). The Bench Boost and
// the Triple Captain are played (POST …/chips/) and cancelled (DELETE …/chips/{chip}/) apart from the line-up, which
// they leave as it is: while one is on, the pitch says so (the bench counting, the captain's ×3).
import { useCallback, useState, useTransition, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/lib/client/api";
import { type ChipKind, type ChipState, activeChip } from "@/lib/game/chips";
import { changeDraftFormation } from "@/lib/game/builder";
import { formationName } from "@/lib/game/formation";
import { PITCH_SIZE } from "@/lib/game/types";
import { useSuccessBanner } from "@/components/ui/success-banner";
import { BuilderPitch } from "./builder-pitch";
import { ChipBar } from "./chip-bar";
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
  nextDifficulty,
  savedTeamFromJson,
} from "./model";
import { BuilderWorkspace, FormationSelect, usePlayersPanel, useShowPlayerInfo } from "./workspace";

/** The chips' answer of the API (GET, POST, DELETE …/chips/) as the pages' chip states. */
export function chipsFromJson(answer: unknown): ChipState[] {
  const { chips } = answer as {
    chips: { chip: ChipKind; half: 1 | 2; status: ChipState["status"]; round_number: number | null }[];
  };
  return chips.map((c) => ({ chip: c.chip, half: c.half, status: c.status, roundNumber: c.round_number }));
}

export function NextRoundEditor({
  saved,
  round,
  chips: savedChips,
  formations,
  settings,
  opponents,
  expected,
  side,
  closedReason,
}: {
  /** Why no change can be saved now (the round is being locked); null when one can. */
  closedReason: string | null;
  saved: SavedTeam;
  /** The round the line-up is for. */
  round: number;
  /** Every chip of the season in each half (the Bench Boost's and the Triple Captain's are played here). */
  chips: ChipState[];
  formations: BuilderFormation[];
  settings: BuilderSettings;
  opponents: NextOpponents;
  /** The squad's expected points in the round, by player id (none for a player the forecast has no figure for). */
  expected: Readonly<Record<number, number>>;
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
  // The chips as last answered (the page's read, then each play's or cancel's answer); the status strip above follows
  // with the page's new read.
  const [chips, setChips] = useState(savedChips);
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const chip = activeChip(chips);

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

  // His expected points, then his next opponent on its difficulty's colour (the opponent alone without a forecast).
  const info = useCallback(
    (p: BuilderPlayer) =>
      expected[p.id] === undefined ? texts.opponent(p, opponents) : texts.expectedPoints(expected[p.id]!),
    [texts, opponents, expected],
  );
  const fixture = useCallback(
    (p: BuilderPlayer) => (expected[p.id] === undefined ? null : texts.fixtures(p, opponents)),
    [texts, opponents, expected],
  );
  const difficulty = useCallback((p: BuilderPlayer) => nextDifficulty(p, opponents), [opponents]);
  const showInfo = useShowPlayerInfo();

  return (
    <BuilderWorkspace
      panel={panel}
      side={side}
      tools={
        <ChipBar
          kinds={["bench_boost", "triple_captain"]}
          chips={chips}
          round={round}
          closedReason={closedReason}
          waiting={refreshing}
          play={(kind) => api("POST", "/userteams/user-teams/chips/", { locale: texts.locale, body: { chip: kind } })}
          cancel={(kind) =>
            api("DELETE", "/userteams/user-teams/chips/{chip}/", { locale: texts.locale, params: { chip: kind } })
          }
          onDone={(answer) => {
            setChips(chipsFromJson(answer));
            startRefresh(() => router.refresh());
          }}
          lead={
            <FormationSelect
              formations={formations}
              value={formation}
              onChange={(f) => change((latest) => changeDraftFormation(latest, f.formation))}
            />
          }
        />
      }
      pitch={
        <BuilderPitch
          draft={draft}
          onChange={change}
          info={info}
          fixture={fixture}
          difficulty={difficulty}
          onPlayerInfo={showInfo}
          chip={chip}
        />
      }
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
