"use client";

// One slot of the builder's pitch: a button that chooses the player, to which drag and drop (pitch-dnd.tsx, loaded
// after the first paint) adds a drag source and a drop target. Shared by builder-pitch.tsx and pitch-dnd.tsx, so
// neither imports the other's module to get it.
import type { ReactNode, Ref } from "react";
import { pitchSlotClass } from "@/components/pitch/pitch-card";

/** dnd-kit ids are "s<slot>" (an id of 0 would read as none). */
export const slotOfId = (id: string | number) => Number(String(id).slice(1));

export interface SlotButtonProps {
  index: number;
  draggable: boolean;
  droppable: boolean;
  highlighted: boolean;
  selected: boolean;
  onChoose: () => void;
  /** The player's full name (data-player, for tests and tools); none for an empty slot. */
  player?: string;
  /** Said before the card while the slot is a place to move to. */
  prefix?: string;
  children: ReactNode;
}

/** What drag and drop adds to a slot's button (pitch-dnd.tsx), once loaded. */
export interface SlotDrag {
  buttonRef?: Ref<HTMLButtonElement>;
  dragProps?: Record<string, unknown>;
  isDragging?: boolean;
  isOver?: boolean;
}

/** One slot: a button (choose); with drag and drop (pitch-dnd.tsx) also a drag source and a drop target. */
export function SlotButton({
  index,
  highlighted,
  selected,
  onChoose,
  player,
  prefix,
  children,
  buttonRef,
  dragProps,
  isDragging = false,
  isOver = false,
}: SlotButtonProps & SlotDrag) {
  return (
    <button
      ref={buttonRef}
      type="button"
      {...dragProps}
      onClick={onChoose}
      data-player={player}
      aria-pressed={selected || undefined}
      data-slot={index}
      data-target={highlighted || undefined}
      className={`${pitchSlotClass} touch-manipulation ${isDragging ? "opacity-40" : ""} ${highlighted ? "bg-accent-400/30 ring-2 ring-accent-400" : ""} ${selected ? "bg-white/25 ring-2 ring-white" : ""} ${isOver ? "scale-105 bg-accent-400/50" : ""}`}
    >
      {prefix && <span className="sr-only">{prefix} </span>}
      {children}
    </button>
  );
}
