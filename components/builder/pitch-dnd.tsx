"use client";

// The builder pitch's drag and drop (dnd-kit), loaded after the first paint (builder-pitch.tsx): pointer, touch and
// keyboard (Space picks up, arrows go from target to target, Space drops, Escape cancels), announced to screen
// readers. Swaps stay within a position; builder-pitch.tsx decides which slots can be dragged and dropped on.
import { useMemo, type DOMAttributes, type KeyboardEvent, type ReactNode } from "react";
import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { SlotButton, type SlotButtonProps, slotOfId } from "./pitch-slot";

export function DndFrame({
  announcements,
  instructions,
  children,
  ...handlers
}: {
  id: string;
  onDragStart: (event: DragStartEvent) => void;
  onDragEnd: (event: DragEndEvent) => void;
  onDragCancel: () => void;
  announcements: Announcements;
  instructions: string;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensor, KEYBOARD),
  );
  const accessibility = useMemo(
    () => ({ announcements, screenReaderInstructions: { draggable: instructions } }),
    [announcements, instructions],
  );
  // The id and the drag handlers go to dnd-kit as they are.
  return (
    <DndContext {...handlers} sensors={sensors} accessibility={accessibility}>
      {children}
    </DndContext>
  );
}

/** A slot's button that is also a drag source when it holds a player, and a drop target while a legal target. */
export function DndSlotButton(props: SlotButtonProps) {
  const { index, draggable, droppable, highlighted } = props;
  const drag = useDraggable({ id: `s${index}`, disabled: !draggable, data: { slot: index } });
  const drop = useDroppable({ id: `s${index}`, disabled: !droppable, data: { slot: index } });
  const setRef = (node: HTMLButtonElement | null) => {
    drag.setNodeRef(node);
    drop.setNodeRef(node);
  };
  // Pointer and touch start a drag; Space starts a keyboard drag, while Enter (and a click) chooses. On a place a
  // swap under way can go to, Space chooses too (it ends the swap there).
  const { onKeyDown: dragKeyDown, ...pointerListeners } = (drag.listeners ?? {}) as Record<
    string,
    (event: unknown) => void
  >;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // dnd-kit prevents the default itself (and ignores an event already prevented).
    if (event.key === " " && draggable && !highlighted) dragKeyDown?.(event);
  };
  const dragProps = draggable
    ? {
        "aria-roledescription": drag.attributes["aria-roledescription"],
        "aria-describedby": drag.attributes["aria-describedby"],
        ...(pointerListeners as DOMAttributes<HTMLButtonElement>),
        onKeyDown,
      }
    : { onKeyDown };
  return (
    <SlotButton {...props} buttonRef={setRef} dragProps={dragProps} isDragging={drag.isDragging} isOver={drop.isOver} />
  );
}

/** Arrow keys jump from one legal target to the next (in slot order) instead of moving pixel by pixel. */
const targetJumper: KeyboardCoordinateGetter = (event, { context }) => {
  const { droppableContainers, droppableRects, collisionRect, over } = context;
  if (!collisionRect) return undefined;
  const forward = event.code === KeyboardCode.Right || event.code === KeyboardCode.Down;
  const backward = event.code === KeyboardCode.Left || event.code === KeyboardCode.Up;
  if (!forward && !backward) return undefined;
  event.preventDefault();
  const enabled = droppableContainers
    .getEnabled()
    .map((c) => c.id)
    .filter((id) => droppableRects.get(id))
    .sort((a, b) => slotOfId(a) - slotOfId(b));
  if (enabled.length === 0) return undefined;
  const current = over ? enabled.indexOf(over.id) : -1;
  const next = enabled[(current + (forward ? 1 : -1) + enabled.length) % enabled.length]!;
  const rect = droppableRects.get(next)!;
  return {
    x: rect.left + rect.width / 2 - collisionRect.width / 2,
    y: rect.top + rect.height / 2 - collisionRect.height / 2,
  };
};

// The sensors' options, the same objects from render to render: new ones would make dnd-kit hand every slot new
// activators, re-rendering all fifteen on any change of the pitch.
const POINTER = { activationConstraint: { distance: 8 } };
const TOUCH = { activationConstraint: { delay: 250, tolerance: 8 } };
const KEYBOARD = {
  coordinateGetter: targetJumper,
  keyboardCodes: {
    start: [KeyboardCode.Space],
    cancel: [KeyboardCode.Esc],
    end: [KeyboardCode.Space, KeyboardCode.Enter],
  },
};
