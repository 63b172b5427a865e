"use client";

// The builder's pitch (docs/product.md section 4 "Team building", docs/screens.md "The pitch is the screen"): the draft's
// eleven and bench of four. Selecting a player (tap, click, Enter) opens one action sheet: swap, captain,
// vice-captain, remove or transfer out, player information. Swapping highlights the legal targets only (the same
// position; a goalkeeper never between pitch and bench). Players also move by drag and drop: pointer, touch, and
// keyboard (Space picks up, arrows go from target to target, Space drops, Escape cancels), announced to screen
// readers. Empty slots are buttons that open the players list at that position.
//
// Drag and drop (dnd-kit, pitch-dnd.tsx) loads right after the first paint, not with the page: until it is there the
// slots are the same buttons without the drag (tap, click and Enter work from the start).
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ComponentType, FocusEvent, ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { Announcements, DragEndEvent, DragStartEvent } from "@dnd-kit/core";
import { ArrowLeftRight, CircleUserRound, Crown, Info, Trash2 } from "lucide-react";
import type { ChipKind } from "@/lib/game/chips";
import { type Draft, moveInDraft, moveTargets, removeFromDraft, setRole } from "@/lib/game/builder";
import { PITCH_SIZE, type Position } from "@/lib/game/types";
import { formationName, slotPositions } from "@/lib/game/formation";
import { pitchNames } from "@/lib/format";
import { Pitch, type PitchSlot, type SlotPlace } from "@/components/pitch/pitch";
import { PitchCard, PitchEmptySlot } from "@/components/pitch/pitch-card";
import { statusTone } from "@/components/player/status";
import { Dialog } from "@/components/ui/dialog";
import type { DraftChange } from "./draft";
import { type BuilderPlayer, fullName } from "./model";
import { SlotButton, type SlotButtonProps, slotOfId } from "./pitch-slot";

export interface BuilderPitchProps {
  draft: Draft<BuilderPlayer>;
  /** Applies a change to the screen's latest draft (useDraft's `change`). */
  onChange: (change: DraftChange) => void;
  /** The line under a card's name: the next opponent, the price. */
  info: (player: BuilderPlayer) => string;
  /** A second line under `info` (transfers: the next opponent under the price); null or omitted, none. */
  fixture?: (player: BuilderPlayer) => string | null;
  /**
   * The difficulty (1–5) of the fixture the card names (the `fixture` line when there is one, else `info`), which
   * colours that line; none: the line stays white.
   */
  difficulty?: (player: BuilderPlayer) => number | null;
  /**
   * Whether players can leave the draft here, what that is called ("Remove", "Transfer out"), and what follows (the
   * transfers page shows the list at the position left free).
   */
  remove?: { label: string; then?: (position: Position) => void };
  /** An empty slot was chosen: open the players list at this position. */
  onEmptySlot?: (position: Position) => void;
  onPlayerInfo: (player: BuilderPlayer) => void;
  /** Swaps and captaincy on offer (false on the transfers page, where only the squad changes). */
  lineup?: boolean;
  /**
   * The saved squad by slot (the transfers page, where players keep their slots): a player not in it is marked as
   * transferred in, an empty slot whose saved player has left as transferring him out.
   */
  saved?: readonly BuilderPlayer[];
  /** The chip played for the round: the captain's badge says ×3 under a Triple Captain, the bench counts under a Bench Boost. */
  chip?: ChipKind | null;
}

type DndKit = typeof import("./pitch-dnd");
let dndKit: DndKit | null = null;

/** dnd-kit's module, fetched once after the first paint (null until it is there). */
function useDndKit(): DndKit | null {
  const [kit, setKit] = useState(dndKit);
  useEffect(() => {
    if (kit) return;
    let live = true;
    void import("./pitch-dnd").then((module) => {
      dndKit = module;
      if (live) setKit(module);
    });
    return () => {
      live = false;
    };
  }, [kit]);
  return kit;
}

const slotOf = (place: SlotPlace) => (place.area === "bench" ? PITCH_SIZE + place.index : place.index);

/** Re-rendered when its draft or options change (the screens pass stable handlers), not with the players list. */
export const BuilderPitch = memo(function BuilderPitch({
  draft,
  onChange,
  info,
  fixture,
  difficulty,
  remove,
  onEmptySlot,
  onPlayerInfo,
  lineup = true,
  saved,
  chip = null,
}: BuilderPitchProps) {
  const t = useTranslations("Builder");
  const chips = useTranslations("Chips");
  const positions = useTranslations("Positions");
  const [sheet, setSheet] = useState<number | null>(null);
  const [swapFrom, setSwapFrom] = useState<number | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [notice, setNotice] = useState("");
  // A stable id: dnd-kit's own counter differs between the server's render and the browser's.
  const dndId = useId();

  const layout = useMemo(() => slotPositions(draft.formation), [draft.formation]);
  const names = useMemo(() => pitchNames(draft.slots.filter((p) => p !== null)), [draft.slots]);
  const inDraft = useMemo(() => new Set(draft.slots.map((p) => p?.id)), [draft.slots]);
  const savedIds = useMemo(() => new Set(saved?.map((p) => p.id)), [saved]);
  const movingFrom = swapFrom ?? dragFrom;
  const targets = useMemo(
    () => new Set(movingFrom === null ? [] : moveTargets(draft, movingFrom)),
    [draft, movingFrom],
  );

  const dnd = useDndKit();
  const Frame = dnd?.DndFrame ?? PlainFrame;
  const Slot = dnd?.DndSlotButton ?? SlotButton;
  // The slots are new buttons once drag and drop arrives: one that had focus gets it back.
  const wrapper = useRef<HTMLDivElement>(null);
  const focusedSlot = useRef<string | null>(null);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    focusedSlot.current = (event.target as HTMLElement).dataset.slot ?? null;
  };
  useLayoutEffect(() => {
    const slot = focusedSlot.current;
    if (dnd && slot !== null && !wrapper.current?.contains(document.activeElement))
      wrapper.current?.querySelector<HTMLElement>(`[data-slot="${slot}"]`)?.focus();
  }, [dnd]);

  const nameAt = (slot: number) => {
    const player = draft.slots[slot];
    return player ? fullName(player) : t("emptySlot", { position: positions(layout[slot]!) });
  };
  const placeName = (slot: number) =>
    slot < PITCH_SIZE
      ? t("placePitch", { position: positions(layout[slot]!) })
      : t("placeBench", { number: slot - PITCH_SIZE + 1 });

  function move(from: number, to: number) {
    if (!moveInDraft(draft, from, to)) return;
    onChange((latest) => moveInDraft(latest, from, to) ?? latest);
    setNotice(t("moved", { name: nameAt(from), place: placeName(to) }));
  }

  const slotsOf = (from: number, to: number): PitchSlot<BuilderPlayer>[] =>
    draft.slots.slice(from, to).map((player, i) => ({ key: from + i, position: layout[from + i]!, player }));

  const sheetPlayer = sheet === null ? null : draft.slots[sheet];

  /** What choosing a slot does (a tap, a click, Enter): the move of a swap under way, else the sheet or the list. */
  function choose(index: number) {
    if (swapFrom !== null) {
      if (targets.has(index)) move(swapFrom, index);
      setSwapFrom(null);
      return;
    }
    if (draft.slots[index]) setSheet(index);
    else onEmptySlot?.(layout[index]!);
  }
  // The handlers given to the slots and to dnd-kit are the same from render to render (calling the latest choose and
  // move), so a slot whose content is unchanged skips its render, and the drag and drop frame re-renders no slot.
  const latest = useRef({ choose, move, nameAt, placeName });
  useLayoutEffect(() => {
    latest.current = { choose, move, nameAt, placeName };
  });
  const onChoose = useCallback((index: number) => latest.current.choose(index), []);
  const drag = useMemo(() => {
    const name = (id: string | number) => latest.current.nameAt(slotOfId(id));
    const place = (id: string | number) => latest.current.placeName(slotOfId(id));
    const announcements: Announcements = {
      onDragStart: ({ active }) => t("dragStart", { name: name(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t("dragOver", { name: name(active.id), place: place(over.id) }) : t("dragNowhere"),
      onDragEnd: ({ active, over }) =>
        over ? t("moved", { name: name(active.id), place: place(over.id) }) : t("dragCancel"),
      onDragCancel: () => t("dragCancel"),
    };
    return {
      announcements,
      onDragStart: (event: DragStartEvent) => {
        setSwapFrom(null);
        setDragFrom(slotOfId(event.active.id));
      },
      onDragEnd: (event: DragEndEvent) => {
        setDragFrom(null);
        if (event.over) latest.current.move(slotOfId(event.active.id), slotOfId(event.over.id));
      },
      onDragCancel: () => setDragFrom(null),
    };
  }, [t]);

  function renderSlot(slot: PitchSlot<BuilderPlayer>, place: SlotPlace) {
    const index = slotOf(place);
    const player = slot.player;
    const isTarget = targets.has(index);
    const leaving = saved && !player && saved[index] && !inDraft.has(saved[index].id) ? saved[index] : null;
    return (
      <PitchSlotButton
        Slot={Slot}
        index={index}
        draggable={lineup && player !== null}
        droppable={dragFrom === null || isTarget}
        highlighted={isTarget}
        selected={movingFrom === index}
        onChoose={onChoose}
        player={player}
        name={player ? names.get(player.id)! : leaving ? (names.get(leaving.id) ?? leaving.lastName) : ""}
        transfer={saved && player && !savedIds.has(player.id) ? "in" : leaving ? "out" : undefined}
        info={player ? info(player) : ""}
        fixture={(player && fixture?.(player)) ?? undefined}
        difficulty={player && difficulty ? difficulty(player) : null}
        role={
          player && draft.captainId === player.id
            ? "captain"
            : player && draft.viceCaptainId === player.id
              ? "vice"
              : undefined
        }
        tripled={chip === "triple_captain" && player !== null && draft.captainId === player.id}
        position={slot.position}
      />
    );
  }

  return (
    <div ref={wrapper} onFocus={onFocus}>
      <Frame
        id={dndId}
        onDragStart={drag.onDragStart}
        onDragEnd={drag.onDragEnd}
        onDragCancel={drag.onDragCancel}
        announcements={drag.announcements}
        instructions={t("dragInstructions")}
      >
        {swapFrom !== null && (
          <div
            role="status"
            className="mb-3 flex items-center justify-between gap-3 rounded-xl bg-accent-400/20 px-4 py-2 text-sm font-semibold text-brand-900 ring-1 ring-accent-400"
          >
            <span>{t("swapPrompt", { name: nameAt(swapFrom) })}</span>
            <button
              type="button"
              onClick={() => setSwapFrom(null)}
              className="rounded-full px-3 py-1 text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t("cancel")}
            </button>
          </div>
        )}
        <Pitch
          label={t("pitchLabel", { formation: formationName(draft.formation) })}
          slots={slotsOf(0, PITCH_SIZE)}
          bench={slotsOf(PITCH_SIZE, draft.slots.length)}
          renderSlot={renderSlot}
          benchNote={chip === "bench_boost" ? chips("benchCounts") : undefined}
          showLineLabels
          // Its own layer: the swap prompt appearing above it moves it without painting it again.
          className="min-h-[30rem] transform-gpu sm:min-h-[36rem]"
        />
      </Frame>
      <p aria-live="polite" className="sr-only">
        {notice}
      </p>
      {sheet !== null && sheetPlayer && (
        <Dialog title={fullName(sheetPlayer)} onClose={() => setSheet(null)}>
          <p className="-mt-2 mb-4 text-sm text-slate-600">
            {positions(sheetPlayer.position)} · {sheetPlayer.club?.fullName ?? ""} · {info(sheetPlayer)}
            {fixture?.(sheetPlayer) && ` · ${fixture(sheetPlayer)}`}
          </p>
          <ul className="grid gap-2">
            {lineup && moveTargets(draft, sheet).length > 0 && (
              <SheetAction
                icon={<ArrowLeftRight aria-hidden="true" className="h-5 w-5" />}
                label={t(sheet < PITCH_SIZE ? "swap" : "substitute")}
                onClick={() => {
                  setSwapFrom(sheet);
                  setSheet(null);
                }}
              />
            )}
            {lineup &&
              sheet < PITCH_SIZE &&
              (
                [
                  ["captain", draft.captainId, Crown, "makeCaptain", "captainSet"],
                  ["vice", draft.viceCaptainId, CircleUserRound, "makeViceCaptain", "viceSet"],
                ] as const
              ).map(
                ([role, holder, Icon, label, done]) =>
                  holder !== sheetPlayer.id && (
                    <SheetAction
                      key={role}
                      icon={<Icon aria-hidden="true" className="h-5 w-5" />}
                      label={t(label)}
                      onClick={() => {
                        onChange((latest) => setRole(latest, sheetPlayer.id, role) ?? latest);
                        setNotice(t(done, { name: fullName(sheetPlayer) }));
                        setSheet(null);
                      }}
                    />
                  ),
              )}
            {remove && (
              <SheetAction
                icon={<Trash2 aria-hidden="true" className="h-5 w-5" />}
                label={remove.label}
                tone="danger"
                onClick={() => {
                  onChange((latest) => removeFromDraft(latest, sheet));
                  setNotice(t("removed", { name: fullName(sheetPlayer) }));
                  setSheet(null);
                  remove.then?.(layout[sheet]!);
                }}
              />
            )}
            <SheetAction
              icon={<Info aria-hidden="true" className="h-5 w-5" />}
              label={t("playerInfo")}
              onClick={() => {
                setSheet(null);
                onPlayerInfo(sheetPlayer);
              }}
            />
          </ul>
        </Dialog>
      )}
    </div>
  );
});

/** One slot with its card (or the empty place): re-rendered only when something it shows or does changes. */
const PitchSlotButton = memo(function PitchSlotButton({
  Slot,
  index,
  draggable,
  droppable,
  highlighted,
  selected,
  onChoose,
  player,
  name,
  transfer,
  info,
  fixture,
  difficulty,
  role,
  tripled,
  position,
}: Omit<SlotButtonProps, "onChoose" | "player" | "prefix" | "children"> & {
  Slot: ComponentType<SlotButtonProps>;
  onChoose: (index: number) => void;
  player: BuilderPlayer | null;
  /** The card's name (pitchNames); for an empty slot a pending transfer leaves, the leaving player's. */
  name: string;
  transfer?: "in" | "out";
  info: string;
  fixture?: string;
  difficulty: number | null;
  role?: "captain" | "vice";
  tripled: boolean;
  position: Position;
}) {
  // The slot's words are worked out here, so only the slots whose content changes format them again.
  const t = useTranslations("Builder");
  const positions = useTranslations("Positions");
  const prefix = highlighted ? t("moveHere") : undefined;
  const srText = player
    ? t("playerSlot", { name: fullName(player), position: positions(position) })
    : t("emptySlotAction", { position: positions(position) });
  const move = transfer && { direction: transfer, label: t(transfer === "in" ? "pendingIn" : "pendingOut") };
  return (
    <Slot
      index={index}
      draggable={draggable}
      droppable={droppable}
      highlighted={highlighted}
      selected={selected}
      onChoose={() => onChoose(index)}
      player={player ? fullName(player) : undefined}
      prefix={prefix}
    >
      {player ? (
        <SlotCard
          player={player}
          name={name}
          move={move}
          info={info}
          fixture={fixture}
          difficulty={difficulty}
          role={role}
          tripled={tripled}
          srText={srText}
        />
      ) : (
        <PitchEmptySlot position={position} srText={srText} out={move && { name, label: move.label }} />
      )}
    </Slot>
  );
});

/** A player's card on the pitch; re-rendered only when what it shows changes (an add or a swap elsewhere does not). */
const SlotCard = memo(function SlotCard({
  player,
  name,
  move,
  info,
  fixture,
  difficulty,
  role,
  tripled,
  srText,
}: {
  player: BuilderPlayer;
  name: string;
  move?: { direction: "in" | "out"; label: string };
  info: string;
  fixture?: string;
  difficulty: number | null;
  role?: "captain" | "vice";
  tripled: boolean;
  srText: string;
}) {
  const statuses = useTranslations("PlayerStatus");
  return (
    <PitchCard
      club={player.club}
      position={player.position}
      name={name}
      move={move}
      info={info}
      fixture={fixture}
      difficulty={difficulty}
      role={role}
      tripled={tripled}
      flag={
        player.status === "fit"
          ? undefined
          : { tone: statusTone(player.status) === "warning" ? "warning" : "out", label: statuses(player.status) }
      }
      srText={srText}
    />
  );
});

function SheetAction({
  icon,
  label,
  onClick,
  tone = "normal",
}: {
  icon: React.ReactNode;
  label: string;
  onClick: () => void;
  tone?: "normal" | "danger";
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className={`flex min-h-12 w-full items-center gap-3 rounded-xl px-4 py-3 text-left font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-brand-600 ${tone === "danger" ? "text-red-700 ring-red-200 hover:bg-red-50" : "text-brand-900 ring-slate-200 hover:bg-brand-50"}`}
      >
        {icon}
        {label}
      </button>
    </li>
  );
}

/** The frame before drag and drop is loaded: the slots alone. */
export function PlainFrame({ children }: { children: ReactNode } & Record<string, unknown>) {
  return <>{children}</>;
}
