"use client";

// A new team from an empty pitch (docs/product.md section 4 "Team building"; /next-season-team/, and the select-team step of
// registration): the players list fills the first free slot of a player's position, Random Team completes the
// squad around the players picked by hand (at most 14 sent, 3 attempts, a loading state), Reset empties it, the
// team name follows docs/product.md section 5, and captain and vice-captain are chosen on the pitch. `onSave` sends it.
import { useMemo, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { LoaderCircle, Shuffle } from "lucide-react";
import { api } from "@/lib/client/api";
import { changeDraftFormation, draftCost } from "@/lib/game/builder";
import { formationName } from "@/lib/game/formation";
import { MAX_KEPT } from "@/lib/game/random-team";
import { checkTeamName } from "@/lib/game/team-name";
import { PITCH_SIZE } from "@/lib/game/types";
import { formatPrice } from "@/lib/format";
import { buttonClass } from "@/components/ui/button";
import { BuilderPitch } from "./builder-pitch";
import { newDraft, useDraft } from "./draft";
import { ErrorList, mergeMessages } from "./error-list";
import { draftErrors, useAddCheck, useBuilderTexts } from "./rule-hooks";
import { SaveBar } from "./save-bar";
import { type BuilderFormation, type BuilderPlayer, type BuilderSettings, fromPlayerJson } from "./model";
import { BuilderWorkspace, FormationSelect, usePlayersPanel, useShowPlayerInfo } from "./workspace";
import { TextField } from "@/components/ui/text-field";

/** What the builder sends: the squad by player id with places 1–15, captaincy by player id, the name. */
export interface NewTeamBody {
  formation: number;
  football_players: { football_player_id: number; position_index: number }[];
  bench_players: { football_player_id: number; priority: number }[];
  captain: number;
  vice_captain: number;
  user_team: { name: string; formation: number };
}

export const RANDOM_ATTEMPTS = 3;

export function NewTeamEditor({
  formations,
  settings,
  clubs,
  onSave,
  saveLabel,
  after,
}: {
  formations: BuilderFormation[];
  settings: BuilderSettings;
  clubs: { id: number; fullName: string }[];
  /** Sends the team; resolves to the messages of a refusal (empty when saved). */
  onSave: (body: NewTeamBody) => Promise<{ messages: string[]; fields: Record<string, string> }>;
  saveLabel: string;
  /** Under the builder's column (BuilderWorkspace's `after`). */
  after?: ReactNode;
}) {
  const t = useTranslations("Builder");
  const rules = useTranslations("TeamRules");
  const texts = useBuilderTexts();
  const panel = usePlayersPanel();
  const { draft, latest, change, add: addToSquad } = useDraft(() => newDraft(formations));
  const [auto, setAuto] = useState<ReadonlySet<number>>(new Set());
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<"random" | "save" | null>(null);

  const spendLimit = settings.budgetLimit;
  const formationOf = (d: typeof draft) => formations.find((f) => f.name === formationName(d.formation));
  const addError = (...messages: string[]) => setErrors((current) => mergeMessages(current, messages));

  function add(player: BuilderPlayer) {
    const refused = addToSquad(player, spendLimit);
    if (refused) addError(texts.refusal(refused));
    return refused === null;
  }
  const check = useAddCheck(draft, spendLimit);
  const showInfo = useShowPlayerInfo();
  const remove = useMemo(() => ({ label: t("remove") }), [t]);

  async function random() {
    // The latest draft (an add may still be on its way to the screen): the players the last Random Team chose make
    // way; the ones picked by hand stay (at most 14).
    const base = latest.current;
    const formation = formationOf(base);
    if (!formation) {
      addError(rules("formationError"));
      return;
    }
    const kept = base.slots
      .map((player, slot) => ({ player, slot }))
      .filter((e): e is { player: BuilderPlayer; slot: number } => e.player !== null && !auto.has(e.player.id))
      .slice(0, MAX_KEPT);
    setBusy("random");
    let failure: Parameters<typeof texts.apiError>[0] = null;
    for (let attempt = 0; attempt < RANDOM_ATTEMPTS; attempt++) {
      const result = await api("POST", "/userteams/random-team/", {
        locale: texts.locale,
        body: {
          formation: formation.id,
          football_players_data: kept.map((k) => ({
            football_player_id: k.player.id,
            position: k.player.position,
            bench_priority: k.slot >= PITCH_SIZE ? k.slot - PITCH_SIZE : null,
          })),
        },
      });
      if (result.ok) {
        const slots: (BuilderPlayer | null)[] = Array(15).fill(null);
        for (const entry of [...result.data.main, ...result.data.bench])
          slots[entry.position_index - 1] = fromPlayerJson(entry.football_player);
        const keptIds = new Set(kept.map((k) => k.player.id));
        change({ ...base, slots, captainId: result.data.captain, viceCaptainId: result.data.vice_captain });
        setAuto(new Set(slots.flatMap((p) => (p && !keptIds.has(p.id) ? [p.id] : []))));
        setBusy(null);
        return;
      }
      failure = result.error;
      // A refusal of the players picked (400) will not change on a retry.
      if (failure && failure.status < 500 && failure.status !== 409) break;
    }
    setBusy(null);
    addError(...texts.apiError(failure).messages);
  }

  async function save() {
    const current = latest.current;
    const formation = formationOf(current);
    const problems = draftErrors(current, settings, { mode: "team" }).map(texts.teamError);
    const nameProblem = checkTeamName(name);
    setNameError(nameProblem ? rules(nameProblem) : null);
    if (problems.length) addError(...problems);
    if (problems.length || nameProblem) return;
    if (!formation) return addError(rules("formationError"));
    const players = current.slots as BuilderPlayer[];
    setBusy("save");
    const refusal = await onSave({
      formation: formation.id,
      football_players: players
        .slice(0, PITCH_SIZE)
        .map((p, i) => ({ football_player_id: p.id, position_index: i + 1 })),
      bench_players: players.slice(PITCH_SIZE).map((p, priority) => ({ football_player_id: p.id, priority })),
      captain: current.captainId!,
      vice_captain: current.viceCaptainId!,
      user_team: { name: name.trim(), formation: formation.id },
    });
    setBusy(null);
    // The API names the team name's field by its place in the body.
    const nameRefusal = refusal.fields["user_team.name"];
    if (nameRefusal) setNameError(nameRefusal);
    const general = refusal.messages.filter((m) => !nameRefusal || !m.includes(nameRefusal));
    if (general.length) addError(...general);
  }

  const reset = () => {
    change(newDraft(formations));
    setAuto(new Set());
    setName("");
    setNameError(null);
    setErrors([]);
  };

  return (
    <BuilderWorkspace
      panel={panel}
      list={{ clubs, check, onAdd: add, onInfo: showInfo }}
      tools={
        <>
          <FormationSelect
            formations={formations}
            value={formationName(draft.formation)}
            onChange={(f) => change((latest) => changeDraftFormation(latest, f.formation))}
          />
          <button
            type="button"
            onClick={() => void random()}
            disabled={busy !== null}
            aria-busy={busy === "random"}
            className={buttonClass("solid", "min-h-11")}
          >
            {busy === "random" ? (
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            ) : (
              <Shuffle aria-hidden="true" className="h-4 w-4" />
            )}
            {busy === "random" ? t("randomBusy") : t("random")}
          </button>
          <p className="text-sm font-semibold text-slate-700">
            {t("bank")}:{" "}
            <span className="tabular-nums">{formatPrice(spendLimit - draftCost(draft), texts.locale)}</span>
          </p>
        </>
      }
      pitch={
        <>
          <div className="mb-4">
            <TextField
              id="team-name"
              look="strong"
              label={t("teamName")}
              value={name}
              onChange={(value) => {
                setName(value);
                setNameError(null);
              }}
              onBlur={() => name && setNameError(checkTeamName(name) ? rules(checkTeamName(name)!) : null)}
              autoComplete="off"
              error={nameError}
              inputClassName="max-w-sm"
            />
          </div>
          <BuilderPitch
            draft={draft}
            onChange={change}
            info={texts.price}
            remove={remove}
            onEmptySlot={panel.openAt}
            onPlayerInfo={showInfo}
          />
        </>
      }
      after={after}
      below={
        <>
          <ErrorList messages={errors} onChange={setErrors} />
          <SaveBar
            onReset={reset}
            onConfirm={() => void save()}
            confirmLabel={saveLabel}
            disabledReason={null}
            busy={busy === "save"}
          />
        </>
      }
    />
  );
}
