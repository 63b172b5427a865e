// The pitch every team screen draws (the dream team, the home page's hero, the team builder, the
// live team): the eleven in lines from the forwards at the top to the goalkeeper at the bottom,
// and an optional bench below in priority order. The caller renders each slot (renderSlot): a
// link, a button or a drop target around a PitchCard or a PitchEmptySlot. Fits a 375 px phone:
// the slots share a line's width and never push it wider.
import { memo, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { Position } from "@/lib/game/types";

/** The lines top to bottom. */
export const PITCH_LINES: readonly Position[] = ["FWD", "MID", "DEF", "GKP"];

export interface PitchSlot<P> {
  /** Stable React key (the slot number of a line-up, a player id). */
  key: string | number;
  position: Position;
  /** null: an empty slot. */
  player: P | null;
}

export interface SlotPlace {
  area: "pitch" | "bench";
  /** The slot's index in `slots` or in `bench`. */
  index: number;
}

export interface PitchProps<P> {
  /** The accessible name of the field's list, e.g. "Dream team line-up, formation 4-4-2". */
  label: string;
  /** The players on the field, in any order: grouped into lines, the given order kept within a line. */
  slots: readonly PitchSlot<P>[];
  /** The bench in priority order (goalkeeper first): drawn under the field, the outfielders numbered 1, 2, 3. */
  bench?: readonly PitchSlot<P>[];
  renderSlot: (slot: PitchSlot<P>, place: SlotPlace) => ReactNode;
  /** A line over the bench saying how it counts (a Bench Boost: its points count too). */
  benchNote?: ReactNode;
  /** Show each line's short position (ATT, CEN, DIF, POR in Italian) at the field's left edge. */
  showLineLabels?: boolean;
  /** Classes of the outer block: its height, width, aspect ratio, shadow, ring. */
  className?: string;
}

export function Pitch<P>({
  label,
  slots,
  bench,
  renderSlot,
  benchNote,
  showLineLabels = false,
  className = "",
}: PitchProps<P>) {
  const t = useTranslations("Pitch");
  const positions = useTranslations("Positions");
  const short = useTranslations("PositionsShort");
  let outfield = 0;
  return (
    <div className={`flex flex-col overflow-hidden rounded-3xl ${className}`}>
      <div className="relative flex flex-1 flex-col bg-[repeating-linear-gradient(180deg,#1f8a4c_0_10%,#1b7d45_10%_20%)] px-1 py-6 shadow-inner sm:px-6 sm:py-8">
        <PitchMarkings />
        <ol aria-label={label} className="relative flex flex-1 flex-col justify-evenly gap-5 sm:gap-7">
          {PITCH_LINES.map((position) => (
            <li key={position} data-pitch-line={position} className="relative">
              {showLineLabels && (
                // From 640 px, in the field's margin; a phone's five cards in a row need its whole width.
                <span
                  aria-hidden="true"
                  className="absolute top-1/2 -left-4 hidden -translate-y-1/2 -rotate-90 text-[10px] font-bold tracking-widest text-white/70 sm:block"
                >
                  {short(position)}
                </span>
              )}
              <ul aria-label={positions(position)} className="flex justify-evenly gap-0.5 sm:gap-2">
                {slots.map((slot, index) =>
                  slot.position === position ? (
                    <li key={slot.key} className="flex max-w-[5.5rem] min-w-0 flex-1 basis-0 sm:max-w-28 lg:max-w-32">
                      {renderSlot(slot, { area: "pitch", index })}
                    </li>
                  ) : null,
                )}
              </ul>
            </li>
          ))}
        </ol>
      </div>
      {bench && bench.length > 0 && (
        <div className="bg-pitch-700 px-1 pt-2 pb-3 sm:px-6">
          {benchNote && (
            <p
              data-bench-note
              className="mx-auto mb-2 w-fit rounded-full bg-accent-400 px-3 py-0.5 text-center text-xs font-bold text-brand-900"
            >
              {benchNote}
            </p>
          )}
          <ol aria-label={t("bench")} className="flex justify-evenly gap-0.5 sm:gap-2">
            {bench.map((slot, index) => {
              const tag = slot.position === "GKP" ? short("GKP") : String(++outfield);
              return (
                <li
                  key={slot.key}
                  className="flex max-w-[5.5rem] min-w-0 flex-1 basis-0 flex-col sm:max-w-28 lg:max-w-32"
                >
                  <span aria-hidden="true" className="mb-1 text-center text-[10px] font-bold text-white/80 sm:text-xs">
                    {tag}
                  </span>
                  {renderSlot(slot, { area: "bench", index })}
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </div>
  );
}

/**
 * The white lines: they stretch with the field (it can grow to its column's height); the centre circle stays round.
 * Drawn once: nothing they show changes when the slots do.
 */
const PitchMarkings = memo(function PitchMarkings() {
  return (
    <>
      <svg
        aria-hidden="true"
        viewBox="0 0 100 125"
        preserveAspectRatio="none"
        className="absolute inset-0 h-full w-full"
        fill="none"
        stroke="rgba(255,255,255,0.45)"
        strokeWidth="1.5"
      >
        <rect x="3" y="3" width="94" height="119" vectorEffect="non-scaling-stroke" />
        <line x1="3" y1="62.5" x2="97" y2="62.5" vectorEffect="non-scaling-stroke" />
        <rect x="25" y="3" width="50" height="16" vectorEffect="non-scaling-stroke" />
        <rect x="38" y="3" width="24" height="6" vectorEffect="non-scaling-stroke" />
        <rect x="25" y="106" width="50" height="16" vectorEffect="non-scaling-stroke" />
        <rect x="38" y="116" width="24" height="6" vectorEffect="non-scaling-stroke" />
      </svg>
      <div
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 aspect-square w-1/5 -translate-1/2 rounded-full border-[1.5px] border-white/45"
      />
    </>
  );
});
