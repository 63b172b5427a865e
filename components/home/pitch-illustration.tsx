// Decorative: the site's pitch with a 4-4-2 in plain shirts, each line's short position under its
// shirts (from the messages: ATT, CEN, DIF, POR in Italian), the captain marked. Hidden from screen readers.
import { useTranslations } from "next-intl";
import type { Position } from "@/lib/game/types";
import { Pitch, type PitchSlot } from "@/components/pitch/pitch";
import { PitchCard, pitchSlotClass } from "@/components/pitch/pitch-card";

const FORMATION: [Position, number][] = [
  ["FWD", 2],
  ["MID", 4],
  ["DEF", 4],
  ["GKP", 1],
];
const SLOTS: PitchSlot<null>[] = FORMATION.flatMap(([position, count]) =>
  Array.from({ length: count }, (_, i) => ({ key: `${position}${i}`, position, player: null })),
);

export function PitchIllustration({ className = "" }: { className?: string }) {
  const short = useTranslations("PositionsShort");
  return (
    <div aria-hidden="true" className={className}>
      <Pitch
        label=""
        slots={SLOTS}
        className="w-full shadow-2xl ring-1 ring-white/20"
        renderSlot={(slot, { index }) => (
          <span className={pitchSlotClass}>
            <PitchCard
              club={null}
              jerseyFallback="brand"
              position={slot.position}
              name={short(slot.position)}
              role={index === 0 ? "captain" : undefined}
            />
          </span>
        )}
      />
    </div>
  );
}
