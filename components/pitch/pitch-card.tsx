// What a pitch slot shows (docs/screens.md "The pitch is the screen"): the club's
// shirt with the captain/vice-captain badge and the status flag, the short name, and one line that
// changes with the screen (next opponent, on its difficulty's colour; price; points), and on transfers a second one
// under the price naming the next opponent on its difficulty's colour. Content only: the caller wraps it in a
// link, a button or a drop target, with `pitchSlotClass` for the focus ring.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { __iconData as arrowDownIcon } from "lucide-react/icons/arrow-down";
import { __iconData as arrowUpIcon } from "lucide-react/icons/arrow-up";
import { __iconData as plusIcon } from "lucide-react/icons/plus";
import type { Position } from "@/lib/game/types";
import type { ClubWithJerseys } from "@/lib/server/football/types";
import { Jersey, type JerseyFallback } from "@/components/player/jersey";
import { DIFFICULTY_CLASSES, type Difficulty, difficultyOf } from "@/components/forecast/difficulty";

/** The interactive wrapper of a slot (a Link or a button around the card). */
export const pitchSlotClass =
  "group flex w-full flex-col items-center rounded-xl p-0.5 outline-none focus-visible:outline-2 focus-visible:outline-white sm:p-1";

const SHIRT = "drop-shadow-md transition group-hover:-translate-y-0.5 sm:h-14! sm:w-14! lg:h-16! lg:w-16!";

export interface PitchCardProps {
  club: ClubWithJerseys | null;
  position: Position;
  /** The short name on the card (usually the last name). */
  name: string;
  /** The line under the name: "INT (H)", a price, "12 pts". */
  info?: ReactNode;
  /** A second line under `info` (transfers: the price above, the next opponent here); omitted, none. */
  fixture?: ReactNode;
  /**
   * The difficulty (1–5) of the fixture the card names (`fixture` when given, else `info`): that line takes its colour
   * (components/forecast/difficulty.tsx).
   */
  difficulty?: number | null;
  role?: "captain" | "vice";
  /** The role's points count three times (a Triple Captain): the badge says ×3. */
  tripled?: boolean;
  /** A status flag on the shirt: yellow (doubtful, injured) or red (out); `label` is the status's name. */
  flag?: { tone: "warning" | "out"; label: string };
  /** Marks a player moving in or out: an automatic substitution on a live round, a pending transfer; `label` says it. */
  move?: { direction: "in" | "out"; label: string };
  /** Extra words for screen readers only (e.g. ", Pedro Messina, Goalkeeper, player info"). */
  srText?: string;
  /** The plain shirt drawn when there is no club: grey (no club) or the site's colours (illustrations). */
  jerseyFallback?: JerseyFallback;
}

export function PitchCard({
  club,
  position,
  name,
  info,
  fixture,
  difficulty,
  role,
  tripled = false,
  flag,
  move,
  srText,
  jerseyFallback,
}: PitchCardProps) {
  const t = useTranslations("Pitch");
  const tone = difficultyOf(difficulty);
  return (
    <>
      <span className="relative">
        <Jersey club={club} position={position} size={44} className={SHIRT} fallback={jerseyFallback} eager />
        {role && (
          <span
            data-role-badge={tripled ? "tripled" : role}
            className={`absolute -top-1 ${tripled ? "-right-3" : "-right-2"} flex h-5 min-w-5 items-center justify-center rounded-full px-0.5 text-[10px] font-black ring-2 ring-pitch-700 ${role === "captain" || tripled ? "bg-accent-400 text-brand-900" : "bg-white text-brand-900"}`}
          >
            <span aria-hidden="true">
              {tripled ? t("tripledBadge") : t(role === "captain" ? "captainBadge" : "viceBadge")}
            </span>
            <span className="sr-only">
              {t(role === "captain" ? "captain" : "viceCaptain")}
              {tripled && `, ${t("tripled")}`}
            </span>
          </span>
        )}
        {flag && (
          <span
            data-status-flag={flag.tone}
            title={flag.label}
            className={`absolute -top-1 -left-2 flex h-5 w-5 items-center justify-center rounded-full text-[11px] font-black ring-2 ring-pitch-700 ${flag.tone === "warning" ? "bg-warning-500 text-brand-900" : "bg-danger-500 text-white"}`}
          >
            <span aria-hidden="true">!</span>
            <span className="sr-only">{flag.label}</span>
          </span>
        )}
        {move && <MoveBadge direction={move.direction} label={move.label} />}
      </span>
      {/* Never cut: a name too long for one line takes two (five cards share a phone's width). */}
      <span
        data-player-label
        className={`mt-1 flex w-full min-w-0 flex-1 items-center justify-center bg-brand-900 px-0.5 py-0.5 text-center text-[10px] leading-tight font-semibold tracking-tight text-white sm:px-1 sm:text-xs sm:tracking-normal ${info === undefined ? "rounded-md" : "rounded-t-md"}`}
      >
        <span className="line-clamp-2 [overflow-wrap:anywhere]">{name}</span>
      </span>
      {info !== undefined && (
        <InfoLine tone={fixture === undefined ? tone : null} last={fixture === undefined}>
          {info}
        </InfoLine>
      )}
      {fixture !== undefined && (
        <InfoLine tone={tone} last divided>
          {fixture}
        </InfoLine>
      )}
      {srText && <span className="sr-only">{srText}</span>}
    </>
  );
}

/** A line under the name: white, or on a difficulty's colour with the difficulty said to screen readers. */
function InfoLine({
  tone,
  last,
  divided = false,
  children,
}: {
  tone: Difficulty | null;
  last: boolean;
  /** Under another line: a hairline keeps two white lines apart. */
  divided?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("Pitch");
  return (
    <span
      data-difficulty={tone ?? undefined}
      className={`w-full truncate px-1 py-0.5 text-center text-[10px] font-bold sm:text-xs ${last ? "rounded-b-md" : ""} ${divided && !tone ? "border-t border-slate-200" : ""} ${tone ? DIFFICULTY_CLASSES[tone] : "bg-white text-brand-900"}`}
    >
      {children}
      {tone && <span className="sr-only">, {t("difficulty", { difficulty: tone })}</span>}
    </span>
  );
}

function MoveBadge({ direction, label }: { direction: "in" | "out"; label: string }) {
  return (
    <span
      data-move={direction}
      className={`absolute -bottom-1 -left-2 flex h-5 w-5 items-center justify-center rounded-full text-white ring-2 ring-pitch-700 ${direction === "in" ? "bg-pitch-500" : "bg-danger-500"}`}
    >
      {direction === "in" ? (
        <Icon icon={arrowUpIcon} aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={3} />
      ) : (
        <Icon icon={arrowDownIcon} aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={3} />
      )}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * An empty slot: a dashed shirt with a plus and the position's short name. Wrap it in a button. `out`: the player a
 * pending transfer takes out of it, shown struck through under the position.
 */
export function PitchEmptySlot({
  position,
  srText,
  out,
}: {
  position: Position;
  srText?: string;
  out?: { name: string; label: string };
}) {
  const short = useTranslations("PositionsShort");
  return (
    <>
      <span className="relative flex h-11 w-11 items-center justify-center rounded-xl border-2 border-dashed border-white/70 bg-white/10 text-white transition group-hover:bg-white/20 sm:h-14 sm:w-14 lg:h-16 lg:w-16">
        <Icon icon={plusIcon} aria-hidden="true" className="h-5 w-5 sm:h-6 sm:w-6" />
        {out && <MoveBadge direction="out" label={out.label} />}
      </span>
      <span
        className={`mt-1 w-full bg-white/15 px-1 py-0.5 text-center text-[10px] font-bold tracking-wide text-white sm:text-xs ${out ? "rounded-t-md" : "rounded-md"}`}
      >
        {short(position)}
      </span>
      {out && (
        <span className="line-clamp-2 w-full rounded-b-md bg-danger-500/80 px-0.5 py-0.5 text-center text-[10px] leading-tight font-semibold text-white line-through [overflow-wrap:anywhere] sm:text-xs">
          {out.name}
        </span>
      )}
      {srText && <span className="sr-only">{srText}</span>}
    </>
  );
}
