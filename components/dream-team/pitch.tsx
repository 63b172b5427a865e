// The dream team's field (spec section 2 "Dream team"): 4-4-2 and the goalkeeper, forwards at the
// top. Each player opens the player info modal.
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { DreamTeamEntry } from "@/lib/server/football/dream-teams";
import type { Position } from "@/lib/server/football/shapes";
import { Jersey } from "@/components/player/jersey";

const LINES: Position[] = ["FWD", "MID", "DEF", "GKP"];

export type Href = { pathname: string; query: Record<string, string> };

export function Pitch({
  players,
  playerHref,
  className = "",
}: {
  players: DreamTeamEntry[];
  playerHref: (playerId: number) => Href;
  className?: string;
}) {
  const t = useTranslations("DreamTeam");
  const positions = useTranslations("Positions");
  return (
    <div
      className={`relative flex flex-col overflow-hidden rounded-3xl bg-[repeating-linear-gradient(180deg,#1f8a4c_0_10%,#1b7d45_10%_20%)] px-2 py-6 shadow-inner sm:px-6 sm:py-8 ${className}`}
    >
      {/* The markings stretch with the field (it grows to its column's height on desktop); the centre circle stays round. */}
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
        <rect x="25" y="106" width="50" height="16" vectorEffect="non-scaling-stroke" />
      </svg>
      <div
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 aspect-square w-1/5 -translate-1/2 rounded-full border-[1.5px] border-white/45"
      />
      <ol aria-label={t("field")} className="relative flex flex-1 flex-col justify-evenly gap-5 sm:gap-7">
        {LINES.map((position) => (
          <li key={position}>
            <ul aria-label={positions(position)} className="flex justify-evenly gap-1 sm:gap-2">
              {players
                .filter((p) => p.position === position)
                .map((entry) => (
                  // Four to a line on a 375 px phone: each name gets the full width of its slot and
                  // wraps onto a second line (hyphenated) rather than being cut.
                  <li key={entry.slot} className="flex max-w-[5.5rem] min-w-0 flex-1 basis-0 sm:max-w-28 lg:max-w-32">
                    <Link
                      href={playerHref(entry.player.id)}
                      scroll={false}
                      data-player-name={entry.player.fullName}
                      className="group flex w-full flex-col items-center rounded-xl p-0.5 focus-visible:outline-2 focus-visible:outline-white sm:p-1"
                    >
                      <Jersey
                        club={entry.player.club}
                        position={entry.position}
                        size={44}
                        className="drop-shadow-md transition group-hover:-translate-y-0.5 sm:h-14! sm:w-14! lg:h-16! lg:w-16!"
                      />
                      <span
                        data-player-label
                        className="mt-1 flex w-full flex-1 items-center justify-center rounded-t-md bg-brand-900 px-1 py-0.5 text-center text-[10px] leading-tight font-semibold text-white [overflow-wrap:anywhere] hyphens-auto sm:text-xs"
                      >
                        <span className="line-clamp-2">{entry.player.lastName}</span>
                      </span>
                      <span className="w-full rounded-b-md bg-white px-1 py-0.5 text-center text-[10px] font-bold text-brand-900 sm:text-xs">
                        {t("points", { points: entry.points })}
                      </span>
                      <span className="sr-only">
                        {t("playerLabel", { name: entry.player.fullName, position: positions(entry.position) })}
                      </span>
                    </Link>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
