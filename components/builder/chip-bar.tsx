"use client";

// The chips of a team screen (docs/design.md section 4 "Chips"; docs/screens.md "Around the pitch"): the Wildcard and
// the Free Hit on /transfers/, the Bench Boost and the Triple Captain on /next-round-team/. Each says its state in the
// half of the season of the next round (available, active this round, played in round N, expired, not yet) and, when
// it cannot be played, why, under the bar. Playing one opens a dialog saying what it does: a Wildcard or a Free Hit
// cannot be undone, a Bench Boost or a Triple Captain can be cancelled until the deadline (the Cancel beside its note).
import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Armchair, Crown, Sparkles, Zap, type LucideIcon } from "lucide-react";
import type { ApiResult } from "@/lib/client/api";
import { CANCELLABLE_CHIPS, type ChipKind, type ChipState, TRANSFER_CHIPS, activeChip } from "@/lib/game/chips";
import type { UnlimitedReason } from "@/lib/game/transfers";
import { Dialog } from "@/components/ui/dialog";
import { useSuccessBanner } from "@/components/ui/success-banner";
import { ModalActions, ModalErrors } from "./confirm-parts";
import { useBuilderTexts } from "./rule-hooks";

const ICONS: Record<ChipKind, LucideIcon> = {
  wildcard: Sparkles,
  free_hit: Zap,
  bench_boost: Armchair,
  triple_captain: Crown,
};

/**
 * The half of the season the chips are played in now: the second once any second-half chip is more than "upcoming"
 * (each chip's entry of a half is upcoming only before that half).
 */
const currentHalf = (chips: readonly ChipState[]) =>
  chips.some((c) => c.half === 2 && c.status !== "upcoming") ? 2 : 1;

/** Each of `kinds` in the current half (undefined: the season does not offer it). */
const chipsNow = (chips: readonly ChipState[], kinds: readonly ChipKind[]) => {
  const half = currentHalf(chips);
  return kinds.map((kind) => ({ kind, state: chips.find((c) => c.chip === kind && c.half === half) }));
};

export interface ChipBarProps {
  kinds: readonly ChipKind[];
  chips: readonly ChipState[];
  /** The round a chip played now is for. */
  round: number;
  /** Why nothing can be played now (the round is being locked); null when it can. */
  closedReason: string | null;
  /** Why the round's transfers are unlimited already (the transfers page), which a transfer chip would not change. */
  unlimitedReason?: UnlimitedReason | null;
  /** The page is still catching up with an earlier change: the buttons wait for it. */
  waiting?: boolean;
  /** Plays a chip (the dialog's confirm). */
  play: (chip: ChipKind) => Promise<ApiResult<unknown>>;
  /** Cancels the Bench Boost or Triple Captain played for the round. */
  cancel?: (chip: ChipKind) => Promise<ApiResult<unknown>>;
  /** A play or a cancel the server accepted, with its answer. */
  onDone: (answer: unknown) => void;
  /** A control on the chips' row, before them (the formation), which the notes under the row do not push down. */
  lead?: ReactNode;
}

export function ChipBar({
  kinds,
  chips,
  round,
  closedReason,
  unlimitedReason = null,
  waiting = false,
  play,
  cancel,
  onDone,
  lead,
}: ChipBarProps) {
  const t = useTranslations("Chips");
  const builder = useTranslations("Builder");
  const rules = useTranslations("TeamRules");
  const texts = useBuilderTexts();
  const { showSuccess } = useSuccessBanner();
  const [open, setOpen] = useState<ChipKind | null>(null);
  const [dialogErrors, setDialogErrors] = useState<string[]>([]);
  const [barErrors, setBarErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const active = activeChip(chips);
  const name = (kind: ChipKind) => t(`name.${kind}`);

  /** Why `kind` cannot be played now, or null when it can (the server's rules: lib/game/chips.ts chipRefusal). */
  function reasonOf(kind: ChipKind, state: ChipState | undefined): string | null {
    if (closedReason) return closedReason;
    if (!state) return kind === "wildcard" ? builder("wildcardUndefined") : t("missing", { chip: name(kind) });
    const transfer = TRANSFER_CHIPS.includes(kind);
    if (state.status === "active")
      return transfer ? builder(`unlimitedReason.${kind as "wildcard" | "free_hit"}`) : null;
    // Transfers already free (the first round, a Wildcard or Free Hit played): said once for both transfer chips.
    if (transfer && unlimitedReason) return builder(`unlimitedReason.${unlimitedReason}`);
    if (state.status === "played")
      return kind === "wildcard" ? builder("wildcardUsed") : rules("chipPlayed", { chip: kind });
    if (state.status === "expired") return rules("chipExpired", { chip: kind });
    if (state.status === "upcoming") return t("upcoming", { chip: name(kind) });
    if (active !== null) return rules("oneChipPerRound");
    return null;
  }

  const entries = chipsNow(chips, kinds).map(({ kind, state }) => ({ kind, state, reason: reasonOf(kind, state) }));
  // Under the bar: the active Bench Boost's or Triple Captain's note with its Cancel, then why the others cannot be
  // played, each reason once (two chips refused for the same reason share it).
  const notes = [...new Set(entries.flatMap((e) => (e.reason ? [e.reason] : [])))];
  const noteId = (reason: string) => `chip-note-${notes.indexOf(reason)}`;
  const cancellable = entries.find(
    (e) => e.state?.status === "active" && CANCELLABLE_CHIPS.includes(e.kind) && cancel && !closedReason,
  );

  async function confirmPlay(kind: ChipKind) {
    setBusy(true);
    const result = await play(kind);
    setBusy(false);
    if (!result.ok) {
      setDialogErrors(texts.apiError(result.error).messages);
      return;
    }
    setOpen(null);
    setBarErrors([]);
    showSuccess(
      kind === "wildcard" ? builder("wildcardDone") : t(`done.${kind as Exclude<ChipKind, "wildcard">}`, { round }),
    );
    onDone(result.data);
  }

  async function confirmCancel(kind: ChipKind) {
    if (!cancel) return;
    setBusy(true);
    const result = await cancel(kind);
    setBusy(false);
    if (!result.ok) {
      setBarErrors(texts.apiError(result.error).messages);
      return;
    }
    setBarErrors([]);
    showSuccess(t("cancelled", { chip: name(kind) }));
    onDone(result.data);
  }

  return (
    <div className={lead ? "w-full" : "w-full sm:w-auto"}>
      <div className="flex flex-wrap items-end gap-3">
        {lead}
        <ul aria-label={t("label")} className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap">
          {entries.map(({ kind, state, reason }) => {
            const Icon = ICONS[kind];
            const isActive = state?.status === "active";
            return (
              <li key={kind} className="min-w-0">
                <button
                  type="button"
                  data-chip={kind}
                  data-chip-state={state?.status ?? "missing"}
                  onClick={() => {
                    setDialogErrors([]);
                    setOpen(kind);
                  }}
                  disabled={reason !== null || isActive || waiting || busy}
                  aria-describedby={
                    reason ? noteId(reason) : cancellable?.kind === kind ? `chip-active-${kind}` : undefined
                  }
                  className={`flex h-full min-h-11 w-full items-center gap-2 rounded-2xl px-3 py-1.5 text-left ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed sm:w-auto sm:min-w-40 ${
                    isActive
                      ? "bg-accent-400/25 text-brand-900 ring-2 ring-accent-400"
                      : state?.status === "available" && reason === null
                        ? "bg-brand-600 text-white shadow-sm ring-brand-600 hover:bg-brand-700 disabled:opacity-70"
                        : "bg-white text-slate-700 ring-slate-200"
                  }`}
                >
                  <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span className="flex min-w-0 flex-col leading-tight">
                    <span className="truncate text-sm font-bold">{name(kind)}</span>
                    <span className="text-xs font-medium opacity-90">
                      {state ? t(`state.${state.status}`, { round: state.roundNumber ?? round }) : t("state.missing")}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {cancellable && (
        <p
          id={`chip-active-${cancellable.kind}`}
          className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-700"
        >
          <span>{t(`activeNote.${cancellable.kind as "bench_boost" | "triple_captain"}`, { round })}</span>
          <button
            type="button"
            onClick={() => void confirmCancel(cancellable.kind)}
            disabled={busy || waiting}
            className="min-h-9 rounded-full px-3 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            {t("cancel", { chip: name(cancellable.kind) })}
          </button>
        </p>
      )}
      {notes.map((note) => (
        <p key={note} id={noteId(note)} className="mt-1 text-xs text-slate-600">
          {note}
        </p>
      ))}
      {barErrors.length > 0 && <ModalErrors messages={barErrors} />}
      {open && (
        <Dialog
          title={open === "wildcard" ? builder("wildcardTitle") : t(`title.${open as Exclude<ChipKind, "wildcard">}`)}
          onClose={() => !busy && setOpen(null)}
          initialFocus="[data-safe]"
        >
          <p className="text-slate-700">
            {open === "wildcard"
              ? builder("wildcardText")
              : t(`text.${open as Exclude<ChipKind, "wildcard">}`, { round })}
          </p>
          <ModalErrors messages={dialogErrors} />
          <ModalActions
            busy={busy}
            back={builder("back")}
            onBack={() => setOpen(null)}
            backIsSafe
            confirm={
              open === "wildcard" ? builder("wildcardConfirm") : t(`confirm.${open as Exclude<ChipKind, "wildcard">}`)
            }
            onConfirm={() => void confirmPlay(open)}
          />
        </Dialog>
      )}
    </div>
  );
}
