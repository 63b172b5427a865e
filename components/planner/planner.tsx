"use client";

// The planner screen (docs/forecast.md "The planner"; docs/screens.md): phone first, one round at a time, moved by the
// round strip, the previous / next buttons, a horizontal swipe or the arrow keys. Every change replays the plan with
// lib/game/planner in the browser (counters, the hit, expected points, the rules' problems at once); the plans are
// named, saved, renamed and deleted through /api/v0/planner/plans/ and the next round applied through …/apply/, the
// mobile app's calls, which play the plan again on the server and refuse what the team pages refuse.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type PointerEvent,
} from "react";
import { useTranslations } from "next-intl";
import {
  ArrowRightLeft,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  CircleUserRound,
  Crown,
  Plus,
  Save,
  Trash2,
} from "lucide-react";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/lib/client/api";
import type { ChipKind } from "@/lib/game/chips";
import type { PlannedRound } from "@/lib/game/planner";
import { PITCH_SIZE } from "@/lib/game/types";
import { formatDeadline, formatDeadlineWithoutYear } from "@/lib/format";
import { Dialog } from "@/components/ui/dialog";
import { buttonClass } from "@/components/ui/button";
import { useSuccessBanner } from "@/components/ui/success-banner";
import { ModalActions, ModalErrors } from "@/components/builder/confirm-parts";
import { ErrorList } from "@/components/builder/error-list";
import { useBuilderTexts } from "@/components/builder/rule-hooks";
import {
  type Draft,
  type PlannerData,
  type PlannerPlan,
  type PlannerPlayer,
  type PlayedLineup,
  addTransfer,
  editRound,
  freshName,
  planBody,
  planFromJson,
  removeTransfer,
  samePlan,
  setChip,
} from "./model";
import { ChipPicker, Counters, Problems, SquadPitch, TransfersList, formatXp } from "./round-panel";
import { Replacements } from "./replacements";
import { Substitutes } from "./substitutes";
import { play, useChipRefusals, usePlanLookup, usePlayedPlan } from "./use-plan";

const draftOf = (plan: PlannerPlan): Draft => ({ id: plan.id, name: plan.name, rounds: plan.rounds });

/** Pointer travel that reads as a swipe between rounds: mostly sideways, and far enough not to be a tap. */
const SWIPE_PX = 60;

export function Planner({ data }: { data: PlannerData }) {
  const t = useTranslations("Planner");
  const positions = useTranslations("Positions");
  const texts = useBuilderTexts();
  const locale = texts.locale;
  const router = useRouter();
  const { showSuccess } = useSuccessBanner();
  const [, startRefresh] = useTransition();
  const lookup = usePlanLookup(data);
  const clubs = useMemo(() => new Map(data.clubs.map((c) => [c.id, c])), [data.clubs]);
  const newDraft = useCallback(
    (plans: readonly PlannerPlan[]): Draft => ({
      id: null,
      name: freshName(plans, (n) => t("defaultName", { n })),
      rounds: [],
    }),
    [t],
  );

  const [plans, setPlans] = useState(data.plans);
  // The plan as last saved (what "unsaved changes" compares with) and as being edited.
  const [baseline, setBaseline] = useState<Draft>(() => (data.plans[0] ? draftOf(data.plans[0]) : newDraft([])));
  const [draft, setDraft] = useState<Draft>(baseline);
  const [index, setIndex] = useState(0);
  const [sheet, setSheet] = useState<number | null>(null);
  const [replacing, setReplacing] = useState<PlannerPlayer | null>(null);
  const [substituting, setSubstituting] = useState<PlannerPlayer | null>(null);
  const [dialog, setDialog] = useState<"apply" | "delete" | null>(null);
  const [dialogErrors, setDialogErrors] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState("");

  const played = usePlayedPlan(data, lookup, draft.rounds);
  const round = data.rounds[index]!;
  const result = played.rounds[index]!;
  const planned = draft.rounds.find((r) => r.roundNumber === round.number);
  const refusals = useChipRefusals(data, lookup, draft.rounds, round.number);
  const dirty = draft.id === null || draft.name !== baseline.name || !samePlan(draft.rounds, baseline.rounds);
  const first = played.rounds[0]!;
  const firstRound = data.rounds[0]!;

  const change = (roundNumber: number, edit: (r: PlannedRound) => PlannedRound) =>
    setDraft((d) => editRound(d, roundNumber, edit));
  const go = (to: number) => setIndex(Math.max(0, Math.min(data.rounds.length - 1, to)));
  const fullName = (p: PlannerPlayer) => `${p.firstName} ${p.lastName}`.trim();
  const xpOf = useCallback((id: number) => lookup.expected(id, round.number), [lookup, round.number]);
  const boughtIds = useMemo(() => new Set(planned?.transfers.map((x) => x.inId) ?? []), [planned]);

  // Swipe: a pointer that went down on the panel and came up far enough sideways moves one round.
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (e: PointerEvent) => {
    swipe.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(dy)) go(index + (dx < 0 ? 1 : -1));
  };
  // The arrow keys move between rounds from anywhere on the page but a field, a radio group or a dialog (where they
  // have their own meaning).
  const latestGo = useRef(go);
  const latestIndex = useRef(index);
  useLayoutEffect(() => {
    latestGo.current = go;
    latestIndex.current = index;
  });
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest("input, select, textarea, dialog, [contenteditable]")) return;
      e.preventDefault();
      latestGo.current(latestIndex.current + (e.key === "ArrowRight" ? 1 : -1));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  function chooseRole(playerId: number, role: "captain" | "vice") {
    const player = lookup.players.get(playerId)!;
    change(round.number, (r) => {
      // Naming the other role's holder swaps the two, as the team page does.
      const other = role === "captain" ? result.viceCaptainId : result.captainId;
      const held = role === "captain" ? result.captainId : result.viceCaptainId;
      const swapped = other === playerId ? held : other;
      return role === "captain"
        ? { ...r, captainId: playerId, viceCaptainId: swapped }
        : { ...r, viceCaptainId: playerId, captainId: swapped };
    });
    setNotice(t(role === "captain" ? "captainSet" : "viceSet", { name: fullName(player), round: round.number }));
    setSheet(null);
  }

  function pick(incoming: PlannerPlayer) {
    const out = replacing!;
    change(round.number, (r) => addTransfer(r, out.id, incoming.id));
    setNotice(t("transferDone", { out: fullName(out), in: fullName(incoming), round: round.number }));
    setReplacing(null);
  }

  /**
   * The round's line-up swapped (Substitute): planned as the round's own, or left out again when it is the one the
   * round would play anyway (a swap undone), so the plan changes only by what the fan changed.
   */
  function swap(lineup: PlayedLineup, other: PlannerPlayer) {
    const moved = substituting!;
    change(round.number, (r) => {
      // A role changes only when its holder went to the bench (the player coming on takes it).
      const withoutLineup: PlannedRound = { ...r, lineup: undefined };
      delete withoutLineup.lineup;
      if (lineup.captainId !== result.captainId) withoutLineup.captainId = lineup.captainId;
      if (lineup.viceCaptainId !== result.viceCaptainId) withoutLineup.viceCaptainId = lineup.viceCaptainId;
      const trial = [...draft.rounds.filter((x) => x.roundNumber !== round.number), withoutLineup];
      const carried = play(data, lookup, trial).rounds[index]!;
      const same = carried.formation === lineup.formation && carried.slots.join() === lineup.slots.join();
      return same
        ? withoutLineup
        : { ...withoutLineup, lineup: { formation: lineup.formation, slots: [...lineup.slots] } };
    });
    setNotice(
      t("swapped", { a: fullName(moved), b: fullName(other), round: round.number, formation: lineup.formation }),
    );
    setSubstituting(null);
  }

  function choosePlan(value: string) {
    const plan = plans.find((p) => String(p.id) === value);
    const next = plan ? draftOf(plan) : newDraft(plans);
    setBaseline(next);
    setDraft(next);
    setErrors([]);
  }

  /** Saves the draft (a new plan, or the saved one replaced); the saved plan, or null when refused. */
  async function persist(): Promise<PlannerPlan | null> {
    const body = planBody(draft.name.trim(), draft.rounds);
    const answer =
      draft.id === null
        ? await api("POST", "/planner/plans/", { locale, body })
        : await api("PUT", "/planner/plans/{id}/", { locale, params: { id: draft.id }, body });
    if (!answer.ok) {
      setErrors(texts.apiError(answer.error).messages);
      return null;
    }
    const saved = planFromJson(answer.data);
    setPlans((list) => [saved, ...list.filter((p) => p.id !== saved.id)]);
    setBaseline(draftOf(saved));
    setDraft(draftOf(saved));
    setErrors([]);
    return saved;
  }

  async function save() {
    setBusy(true);
    const saved = await persist();
    setBusy(false);
    if (saved) showSuccess(t("saved"));
  }

  async function remove() {
    if (draft.id === null) return;
    setBusy(true);
    const answer = await api("DELETE", "/planner/plans/{id}/", { locale, params: { id: draft.id } });
    setBusy(false);
    if (!answer.ok) {
      setDialogErrors(texts.apiError(answer.error).messages);
      return;
    }
    const rest = plans.filter((p) => p.id !== draft.id);
    setPlans(rest);
    const next = rest[0] ? draftOf(rest[0]) : newDraft(rest);
    setBaseline(next);
    setDraft(next);
    setDialog(null);
    showSuccess(t("deleted"));
  }

  async function apply() {
    setBusy(true);
    setDialogErrors([]);
    const saved = dirty ? await persist() : plans.find((p) => p.id === draft.id)!;
    if (!saved) {
      setBusy(false);
      setDialog(null);
      return;
    }
    const answer = await api("POST", "/planner/plans/{id}/apply/", { locale, params: { id: saved.id } });
    setBusy(false);
    if (!answer.ok) {
      setDialogErrors(texts.apiError(answer.error).messages);
      return;
    }
    setDialog(null);
    showSuccess(t("applied", { round: firstRound.number }));
    // The page reads the team again; the planner starts over from it (the applied round is now the team's own).
    startRefresh(() => router.refresh());
  }

  const sheetPlayer = sheet === null ? null : (lookup.players.get(sheet) ?? null);
  const sheetOnPitch = sheet !== null && result.slots.indexOf(sheet) < PITCH_SIZE;
  const chosenChip: ChipKind | null = planned?.chip !== undefined ? planned.chip : result.chip;
  const applyBlocked = first.problems.length > 0 ? t("applyBlocked", { round: firstRound.number }) : null;
  const captain = lookup.players.get(first.captainId);

  return (
    <div className="space-y-4">
      <PlanBar
        plans={plans}
        draft={draft}
        dirty={dirty}
        busy={busy}
        total={formatXp(played.expectedPoints, locale)}
        from={firstRound.number}
        to={data.rounds.at(-1)!.number}
        onChoose={choosePlan}
        onRename={(name) => setDraft((d) => ({ ...d, name }))}
        onSave={() => void save()}
        onDelete={() => {
          setDialogErrors([]);
          setDialog("delete");
        }}
      />
      <ErrorList messages={errors} onChange={setErrors} />

      <nav aria-label={t("roundsLabel")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ol className="flex snap-x gap-2 pb-1">
          {data.rounds.map((r, i) => {
            const rr = played.rounds[i]!;
            const current = i === index;
            return (
              <li key={r.number} className="snap-start">
                <button
                  type="button"
                  data-plan-round={r.number}
                  aria-current={current ? "step" : undefined}
                  onClick={() => setIndex(i)}
                  className={`flex min-h-14 w-[5.5rem] flex-col items-center justify-center rounded-xl px-2 py-1.5 text-center ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${current ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-brand-900 ring-slate-200 hover:bg-brand-50"}`}
                >
                  <span className="flex items-center gap-1 text-sm font-extrabold">
                    {t("roundShort", { round: r.number })}
                    {rr.problems.length > 0 && (
                      <span data-round-problem className="h-2 w-2 rounded-full bg-danger-500">
                        <span className="sr-only">, {t("hasProblems")}</span>
                      </span>
                    )}
                    {rr.chip && <span className="sr-only">, {rr.chip}</span>}
                  </span>
                  <span className={`text-[10px] ${current ? "text-white/80" : "text-slate-600"}`}>
                    {formatDeadlineWithoutYear(r.deadline, locale).split("|")[0]!.trim()}
                  </span>
                  <span className="text-xs font-bold tabular-nums">
                    {t("xp", { points: formatXp(rr.expectedPoints, locale) })}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      <section
        aria-labelledby="planner-round-title"
        aria-describedby="planner-swipe-hint"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        className="touch-pan-y space-y-4"
      >
        <p id="planner-swipe-hint" className="sr-only">
          {t("swipeHint")}
        </p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t("previousRound")}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40"
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <div className="min-w-0 flex-1 text-center">
            <h2 id="planner-round-title" className="text-lg font-extrabold text-brand-900 sm:text-xl">
              {t("roundTitle", { round: round.number })}
              <span className="ml-2 text-base font-bold text-pitch-700 tabular-nums">
                {t("xp", { points: formatXp(result.expectedPoints, locale) })}
              </span>
            </h2>
            <p className="text-xs text-slate-600">{t("deadline", { date: formatDeadline(round.deadline, locale) })}</p>
          </div>
          <button
            type="button"
            onClick={() => go(index + 1)}
            disabled={index === data.rounds.length - 1}
            aria-label={t("nextRound")}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40"
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>

        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="min-w-0 space-y-4">
            <Counters round={round.number} result={result} />
            <SquadPitch
              round={round.number}
              result={result}
              players={lookup.players}
              clubs={clubs}
              boughtIds={boughtIds}
              xpOf={xpOf}
              onChoose={setSheet}
            />
          </div>
          <div className="min-w-0 space-y-4">
            <Problems round={round.number} problems={result.problems} />
            <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
              <ChipPicker
                round={round.number}
                chosen={chosenChip}
                refusals={refusals}
                onChoose={(chip) => change(round.number, (r) => setChip(r, chip))}
              />
            </div>
            <TransfersList
              round={round.number}
              planned={planned}
              players={lookup.players}
              onUndo={(i) => {
                change(round.number, (r) => removeTransfer(r, i));
                setNotice(t("transferUndone"));
              }}
            />
            <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
              <button
                type="button"
                onClick={() => {
                  setDialogErrors([]);
                  setDialog("apply");
                }}
                disabled={busy || applyBlocked !== null}
                aria-describedby={applyBlocked ? "planner-apply-blocked" : undefined}
                className={buttonClass("primary", "w-full")}
              >
                {t("apply", { round: firstRound.number })}
              </button>
              {applyBlocked && (
                <p id="planner-apply-blocked" className="mt-2 text-xs text-slate-600">
                  {applyBlocked}
                </p>
              )}
            </div>
          </div>
        </div>
      </section>

      <p aria-live="polite" className="sr-only">
        {notice}
      </p>

      {sheetPlayer && (
        <Dialog title={fullName(sheetPlayer)} onClose={() => setSheet(null)}>
          <p className="-mt-2 mb-4 text-sm text-slate-600">
            {t("actionsFor", {
              name: fullName(sheetPlayer),
              position: positions(sheetPlayer.position),
              club: (sheetPlayer.clubId !== null && clubs.get(sheetPlayer.clubId)?.fullName) || "",
              points: formatXp(xpOf(sheetPlayer.id), locale),
              round: round.number,
            })}
          </p>
          <ul className="grid gap-2">
            <SheetAction
              icon={<ArrowRightLeft aria-hidden="true" className="h-5 w-5" />}
              label={t("transferOut")}
              onClick={() => {
                setSheet(null);
                setReplacing(sheetPlayer);
              }}
            />
            {sheetPlayer.position !== "GKP" && (
              <SheetAction
                icon={<ArrowUpDown aria-hidden="true" className="h-5 w-5" />}
                label={t("substitute")}
                onClick={() => {
                  setSheet(null);
                  setSubstituting(sheetPlayer);
                }}
              />
            )}
            {sheetOnPitch && result.captainId !== sheetPlayer.id && (
              <SheetAction
                icon={<Crown aria-hidden="true" className="h-5 w-5" />}
                label={t("makeCaptain")}
                onClick={() => chooseRole(sheetPlayer.id, "captain")}
              />
            )}
            {sheetOnPitch && result.viceCaptainId !== sheetPlayer.id && (
              <SheetAction
                icon={<CircleUserRound aria-hidden="true" className="h-5 w-5" />}
                label={t("makeVice")}
                onClick={() => chooseRole(sheetPlayer.id, "vice")}
              />
            )}
          </ul>
        </Dialog>
      )}

      {substituting && (
        <Substitutes
          player={substituting}
          round={round.number}
          result={result}
          players={lookup.players}
          clubs={clubs}
          formations={data.formations}
          xpOf={xpOf}
          onPick={swap}
          onClose={() => setSubstituting(null)}
        />
      )}

      {replacing && (
        <Replacements
          out={replacing}
          squad={result.slots}
          bank={result.bank}
          fromIndex={index}
          rounds={data.rounds}
          players={data.players}
          clubs={clubs}
          maxPerClub={data.settings.maxPlayersPerClub}
          onPick={pick}
          onClose={() => setReplacing(null)}
        />
      )}

      {dialog === "apply" && (
        <Dialog
          title={t("applyTitle", { round: firstRound.number })}
          onClose={() => setDialog(null)}
          initialFocus="[data-safe]"
        >
          <p className="text-slate-700">{t("applyText", { round: firstRound.number })}</p>
          <p className="mt-3 font-semibold text-brand-900">
            {t("applyTransfers", {
              count: draft.rounds.find((r) => r.roundNumber === firstRound.number)?.transfers.length ?? 0,
              captain: captain ? fullName(captain) : "",
            })}
          </p>
          {first.penalty > 0 && (
            <p className="mt-1 font-semibold text-red-700">{t("applyHit", { points: first.penalty })}</p>
          )}
          {dirty && <p className="mt-3 text-sm text-slate-600">{t("applySaves")}</p>}
          <ModalErrors messages={dialogErrors} />
          <ModalActions
            busy={busy}
            back={t("back")}
            onBack={() => setDialog(null)}
            backIsSafe
            confirm={t("applyConfirm")}
            onConfirm={() => void apply()}
          />
        </Dialog>
      )}

      {dialog === "delete" && (
        <Dialog
          title={t("deleteTitle", { name: baseline.name })}
          onClose={() => setDialog(null)}
          initialFocus="[data-safe]"
        >
          <p className="text-slate-700">{t("deleteText")}</p>
          <ModalErrors messages={dialogErrors} />
          <ModalActions
            busy={busy}
            back={t("back")}
            onBack={() => setDialog(null)}
            backIsSafe
            confirm={t("delete")}
            onConfirm={() => void remove()}
          />
        </Dialog>
      )}
    </div>
  );
}

const FIELD_LABEL = "block text-xs font-semibold text-slate-600 uppercase";
const FIELD =
  "mt-1 block min-h-11 w-full rounded-xl border border-slate-300 px-3 text-base text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600";

function PlanBar({
  plans,
  draft,
  dirty,
  busy,
  total,
  from,
  to,
  onChoose,
  onRename,
  onSave,
  onDelete,
}: {
  plans: readonly PlannerPlan[];
  draft: Draft;
  dirty: boolean;
  busy: boolean;
  total: string;
  from: number;
  to: number;
  onChoose: (value: string) => void;
  onRename: (name: string) => void;
  onSave: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("Planner");
  const state = draft.id === null ? t("notSavedYet") : dirty ? t("unsaved") : t("allSaved");
  return (
    <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4">
      {/* A phone's two rows: the plan and its New and Delete, then its name and Save; one row from 640 px. */}
      <div className="grid gap-2 sm:grid-cols-2 sm:gap-3">
        <div className="flex min-w-0 items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="planner-plan" className={FIELD_LABEL}>
              {t("plan")}
            </label>
            <select
              id="planner-plan"
              value={draft.id === null ? "new" : String(draft.id)}
              onChange={(e) => onChoose(e.target.value)}
              className={`${FIELD} bg-white font-semibold`}
            >
              {plans.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
              <option value="new">{draft.id === null ? draft.name : t("newPlan")}</option>
            </select>
          </div>
          {draft.id !== null && (
            <button
              type="button"
              onClick={() => onChoose("new")}
              disabled={busy}
              aria-label={t("newPlan")}
              title={t("newPlan")}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Plus aria-hidden="true" className="h-5 w-5" />
            </button>
          )}
          {draft.id !== null && (
            <button
              type="button"
              onClick={onDelete}
              disabled={busy}
              aria-label={t("delete")}
              title={t("delete")}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-red-700 ring-1 ring-red-200 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Trash2 aria-hidden="true" className="h-5 w-5" />
            </button>
          )}
        </div>
        <div className="flex min-w-0 items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="planner-name" className={FIELD_LABEL}>
              {t("name")}
            </label>
            <input
              id="planner-name"
              value={draft.name}
              maxLength={40}
              onChange={(e) => onRename(e.target.value)}
              className={FIELD}
            />
          </div>
          <button
            type="button"
            onClick={onSave}
            disabled={busy || !dirty || !draft.name.trim()}
            className={buttonClass("solid", "min-h-11 shrink-0")}
          >
            <Save aria-hidden="true" className="h-4 w-4" />
            {t("save")}
          </button>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p
          data-plan-state={draft.id === null ? "new" : dirty ? "unsaved" : "saved"}
          className={`font-semibold ${dirty ? "text-amber-700" : "text-pitch-700"}`}
        >
          {dirty && <span aria-hidden="true">● </span>}
          {state}
        </p>
        <p data-plan-total>
          <span className="font-semibold text-slate-600">{t("total")} </span>
          <span className="text-lg font-extrabold text-brand-900 tabular-nums">{t("xp", { points: total })}</span>
          <span className="ml-1 text-xs whitespace-nowrap text-slate-600">({t("totalOver", { from, to })})</span>
        </p>
      </div>
    </div>
  );
}

function SheetAction({ icon, label, onClick }: { icon: React.ReactNode; label: string; onClick: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex min-h-12 w-full items-center gap-3 rounded-xl px-4 py-3 text-left font-semibold text-brand-900 ring-1 ring-slate-200 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {icon}
        {label}
      </button>
    </li>
  );
}
