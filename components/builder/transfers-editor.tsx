"use client";

// /transfers/ (docs/product.md section 2 "Transfers", section 4 "Saving"; docs/screens.md): transfers are worked out on the
// pitch (transfer a player out, add one of the same position from the list), counted as they are made, and
// confirmed in a modal listing who goes and who comes. The counters show transfers used of the free ones (∞ when
// unlimited), the deduction (lib/game/builder's previewDeduction: the same rule the server charges with) and the
// budget left. The chip bar (chip-bar.tsx) plays the Wildcard (this round's transfers free, for good) or the Free Hit
// (free for this round only: the squad comes back at the deadline); once confirmed neither can be cancelled.
import { useCallback, useMemo, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { api, type ApiResult } from "@/lib/client/api";
import { type Draft, draftCost, draftPlayers, isDraftComplete, previewDeduction } from "@/lib/game/builder";
import type { ChipKind, ChipState } from "@/lib/game/chips";
import { type UnlimitedReason, pairTransfers, squadDiff } from "@/lib/game/transfers";
import type { Position } from "@/lib/game/types";
import { formatPrice, shortAbbreviation } from "@/lib/format";
import { Dialog } from "@/components/ui/dialog";
import { useSuccessBanner } from "@/components/ui/success-banner";
import { BuilderPitch } from "./builder-pitch";
import { ChipBar } from "./chip-bar";
import { ModalActions, ModalErrors } from "./confirm-parts";
import { draftOfSaved, useDraft } from "./draft";
import { ErrorList, mergeMessages } from "./error-list";
import { draftErrors, rulePlayers, useAddCheck, useBuilderTexts } from "./rule-hooks";
import { SaveBar } from "./save-bar";
import {
  type BuilderPlayer,
  type BuilderSettings,
  type NextOpponents,
  type SavedTeam,
  fullName,
  nextDifficulty,
} from "./model";
import { BuilderWorkspace, usePlayersPanel, useShowPlayerInfo } from "./workspace";

export interface TransferCounters {
  used: number;
  /** Free transfers for the round (transfers_allowed): its own and those banked. */
  allowed: number;
  /** How many can be banked at most. */
  maxBanked: number;
  penaltyPoints: number;
  unlimited: boolean;
  unlimitedReason: UnlimitedReason | null;
  /** Every chip of the season in each half (the Wildcard's and the Free Hit's are played here). */
  chips: ChipState[];
}

/** The pending transfers of a draft against the saved squad: who goes, who comes, paired by position. */
export function pendingTransfers(saved: SavedTeam, draft: Draft<BuilderPlayer>) {
  const players = draftPlayers(draft);
  const diff = squadDiff(
    saved.slots.map((p) => p.id),
    players.map((p) => p.id),
  );
  const out = diff.out.map((id) => saved.slots.find((p) => p.id === id)!);
  const incoming = diff.in.map((id) => players.find((p) => p.id === id)!);
  const pairs = isDraftComplete(draft) ? pairTransfers(rulePlayers(out), rulePlayers(incoming)) : null;
  return { out, incoming, pairs };
}

export function TransfersEditor({
  saved,
  counters,
  round,
  settings,
  clubs,
  opponents,
  closedReason,
}: {
  /** Why no transfer or chip can be made now (the round is being locked); null when they can. */
  closedReason: string | null;
  /** The round the transfers are for. */
  round: number;
  saved: SavedTeam;
  counters: TransferCounters;
  settings: BuilderSettings;
  clubs: { id: number; fullName: string }[];
  /** Each club's next opponents (the builder basics'): the cards name them under the price, on their difficulty's colour. */
  opponents: NextOpponents;
}) {
  const t = useTranslations("Builder");
  const positions = useTranslations("Positions");
  const texts = useBuilderTexts();
  const router = useRouter();
  const { showSuccess } = useSuccessBanner();
  const panel = usePlayersPanel();
  const start = draftOfSaved(saved);
  const { draft, latest, change, add: addToSquad } = useDraft(() => start);
  const [errors, setErrors] = useState<string[]>([]);
  const [modal, setModal] = useState<"transfers" | null>(null);
  const [modalErrors, setModalErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // The page reading the team again after a confirmed change: until it has, the editor shows the squad from before
  // the change and is replaced (keyed by the team's version) when the new one arrives, so nothing can be started.
  const [refreshing, startRefresh] = useTransition();

  // Selling is at today's price, so the money to spend is the bank plus the saved squad's value.
  const spendLimit = saved.bank + draftCost(start);
  const bankOf = (squad: Draft<BuilderPlayer>) => spendLimit - draftCost(squad);
  const bankLeft = bankOf(draft);
  const { out, incoming, pairs } = pendingTransfers(saved, draft);
  const pending = incoming.length;
  const deduction = previewDeduction({
    used: counters.used,
    pending,
    freeTransfers: counters.allowed,
    unlimited: counters.unlimited,
    penaltyPoints: counters.penaltyPoints,
    settings,
  });
  const squadIdOf = new Map(saved.slots.map((p, i) => [p.id, saved.squadIds[i]!]));
  // A captain or vice-captain sold: the player who replaces him takes his role (the server's rule), which the fan is told.
  const roleNotes = out.flatMap((p) => {
    const role = p.id === saved.captainId ? "captain" : p.id === saved.viceCaptainId ? "vice" : null;
    if (!role) return [];
    const replacement = incoming.find((q) => q.id === pairs?.find((pair) => pair.outId === p.id)?.inId);
    return [
      t("roleLeaving", {
        role,
        out: fullName(p),
        replacement: replacement ? fullName(replacement) : t("hisReplacement"),
      }),
    ];
  });

  function add(player: BuilderPlayer) {
    const refused = addToSquad(player, spendLimit);
    if (refused) setErrors((current) => mergeMessages(current, [texts.refusal(refused)]));
    return refused === null;
  }

  const check = useAddCheck(draft, spendLimit);
  const fixture = useCallback((p: BuilderPlayer) => texts.fixtures(p, opponents), [texts, opponents]);
  const difficulty = useCallback((p: BuilderPlayer) => nextDifficulty(p, opponents), [opponents]);
  const showInfo = useShowPlayerInfo();
  // After a transfer out the list shows that position (where the replacement comes from).
  const remove = useMemo(
    () => ({
      label: t("transferOut"),
      then: (position: Position) => panel.filters.set({ ...panel.filters.get(), position }),
    }),
    [t, panel.filters],
  );

  function openConfirm() {
    // The latest draft: an add may still be on its way to the screen.
    const squad = latest.current;
    const broken = draftErrors(squad, settings, { mode: "transfers", bank: bankOf(squad) });
    if (broken.length) {
      setErrors((current) => mergeMessages(current, broken.map(texts.teamError)));
      return;
    }
    setModalErrors([]);
    setModal("transfers");
  }

  /** A confirmed change: the call (busy meanwhile); refused, its messages in the dialog; done, the dialog closes. */
  async function confirmed(call: () => Promise<ApiResult<unknown>>, done: string) {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (!result.ok) {
      setModalErrors(texts.apiError(result.error).messages);
      return;
    }
    setModal(null);
    showSuccess(done);
    // Unlike a line-up save (NextRoundEditor takes the team from the save's answer), a transfer's answer carries the
    // counters, not the squad: the new players' squad ids and places are the server's, so the page reads the team again.
    startRefresh(() => router.refresh());
  }

  async function submitTransfers() {
    if (!pairs?.length) return;
    await confirmed(
      () =>
        api("POST", "/transfers/user-football-player-transfers/", {
          locale: texts.locale,
          body: {
            transfers: pairs.map((p) => ({
              football_player_added: p.inId,
              user_football_player_deleted: squadIdOf.get(p.outId)!,
            })),
          },
        }),
      t("transfersDone"),
    );
  }

  // The Wildcard through the spec's call (docs/product.md section 7), the Free Hit through the chips' one.
  const playChip = (chip: ChipKind) =>
    chip === "wildcard"
      ? api("PATCH", "/userteams/user-teams/use-wildcard-for-live-round/", { locale: texts.locale })
      : api("POST", "/userteams/user-teams/chips/", { locale: texts.locale, body: { chip } });
  const confirmReason =
    closedReason ?? (pending === 0 ? t("noTransfers") : !isDraftComplete(draft) ? t("incompleteTransfers") : null);

  const row = (p: BuilderPlayer) =>
    t("transferRow", {
      name: fullName(p),
      club: p.club ? shortAbbreviation(p.club.abbreviation) : "",
      price: texts.price(p),
      position: positions(p.position),
    });

  return (
    <>
      <dl
        aria-label={t("counters")}
        className="mb-3 grid grid-cols-3 divide-x divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:mb-5"
      >
        <Counter
          label={t("transfersUsed")}
          value={counters.unlimited ? t("unlimited") : `${counters.used + pending}/${counters.allowed}`}
        />
        <Counter
          label={t("deduction")}
          value={t("deductionPoints", { points: deduction })}
          tone={deduction > 0 ? "bad" : "normal"}
        />
        <Counter
          label={t("budget")}
          value={formatPrice(bankLeft, texts.locale)}
          tone={bankLeft < 0 ? "bad" : "normal"}
        />
      </dl>
      {!counters.unlimited && (
        <p className="-mt-1 mb-3 text-center text-xs text-slate-600 sm:-mt-3 sm:mb-5">
          {t("banked", { count: counters.allowed, max: counters.maxBanked })}
        </p>
      )}
      <BuilderWorkspace
        panel={panel}
        list={{ clubs, check, onAdd: add, onInfo: showInfo, opponents }}
        tools={
          <ChipBar
            kinds={["wildcard", "free_hit"]}
            chips={counters.chips}
            round={round}
            closedReason={closedReason}
            unlimitedReason={counters.unlimitedReason}
            waiting={refreshing || busy}
            play={playChip}
            // The counters (∞) and the chips' states come with the page's new read.
            onDone={() => startRefresh(() => router.refresh())}
          />
        }
        pitch={
          <BuilderPitch
            draft={draft}
            onChange={change}
            lineup={false}
            info={texts.price}
            fixture={fixture}
            difficulty={difficulty}
            remove={remove}
            saved={saved.slots}
            onEmptySlot={panel.openAt}
            onPlayerInfo={showInfo}
          />
        }
        below={
          <>
            <p aria-live="polite" className="mt-3 text-sm font-semibold text-slate-700">
              {t("pending", { count: pending })}
            </p>
            <RoleNotes notes={roleNotes} />
            <ErrorList messages={errors} onChange={setErrors} />
            <SaveBar
              onReset={() => {
                change(start);
                setErrors([]);
              }}
              onConfirm={openConfirm}
              confirmLabel={t("confirmTransfers")}
              disabledReason={confirmReason}
              busy={busy || refreshing}
            />
          </>
        }
      />
      {modal === "transfers" && pairs && (
        <Dialog title={t("transfersModalTitle")} onClose={() => !busy && setModal(null)}>
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                ["out", out, "text-red-700", "transfersOutTitle"],
                ["in", incoming, "text-pitch-700", "transfersInTitle"],
              ] as const
            ).map(([side, list, colour, title]) => (
              <section key={side} aria-labelledby={`transfers-${side}`}>
                <h3 id={`transfers-${side}`} className={`text-sm font-bold tracking-wide ${colour} uppercase`}>
                  {t(title)}
                </h3>
                <ul className="mt-2 space-y-1 text-sm text-slate-800">
                  {list.map((p) => (
                    <li key={p.id}>{row(p)}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <p className="mt-4 text-sm font-semibold text-slate-800">
            {t("modalDeduction", { points: deduction - counters.penaltyPoints })}
          </p>
          <RoleNotes notes={roleNotes} />
          <ModalErrors messages={modalErrors} />
          <ModalActions
            busy={busy}
            back={t("back")}
            onBack={() => setModal(null)}
            confirm={t("confirm")}
            onConfirm={() => void submitTransfers()}
          />
        </Dialog>
      )}
    </>
  );
}

function Counter({ label, value, tone = "normal" }: { label: string; value: string; tone?: "normal" | "bad" }) {
  return (
    <div className="px-2 py-2 text-center sm:px-4 sm:py-3">
      <dt className="truncate text-[10px] font-semibold text-slate-600 uppercase sm:text-xs sm:tracking-wide">
        {label}
      </dt>
      <dd
        className={`text-lg font-extrabold tabular-nums sm:mt-1 sm:text-2xl ${tone === "bad" ? "text-red-700" : "text-brand-900"}`}
      >
        {value}
      </dd>
    </div>
  );
}

function RoleNotes({ notes }: { notes: string[] }) {
  if (!notes.length) return null;
  return (
    <ul
      role="status"
      className="mt-3 space-y-1 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
