// The dream team's field (spec section 2 "Dream team"): 4-4-2 and the goalkeeper, forwards at the
// top. Each player opens the player info modal.
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { DreamTeamEntry } from "@/lib/server/football/dream-teams";
import type { Position } from "@/lib/server/football/shapes";
import { Jersey } from "@/components/player/jersey";

const LINES: Position[] = ["FWD", "MID", "DEF", "GKP"];

export type Href = { pathname: string; query: Record<string, string> };

export function Pitch({ players, playerHref }: { players: DreamTeamEntry[]; playerHref: (playerId: number) => Href }) {
  const t = useTranslations("DreamTeam");
  const positions = useTranslations("Positions");
  return (
    <div className="relative overflow-hidden rounded-3xl bg-[repeating-linear-gradient(180deg,#1f8a4c_0_10%,#1b7d45_10%_20%)] px-2 py-6 shadow-inner sm:px-6 sm:py-8">
      <svg aria-hidden="true" viewBox="0 0 100 125" preserveAspectRatio="none" className="absolute inset-0 h-full w-full" fill="none" stroke="rgba(255,255,255,0.45)" strokeWidth="0.5">
        <rect x="3" y="3" width="94" height="119" />
        <line x1="3" y1="62.5" x2="97" y2="62.5" />
        <circle cx="50" cy="62.5" r="10" />
        <rect x="25" y="3" width="50" height="16" />
        <rect x="25" y="106" width="50" height="16" />
      </svg>
      <ol aria-label={t("field")} className="relative flex flex-col gap-5 sm:gap-7">
        {LINES.map((position) => (
          <li key={position}>
            <ul aria-label={positions(position)} className="flex justify-evenly gap-1">
              {players
                .filter((p) => p.position === position)
                .map((entry) => (
                  <li key={entry.slot} className="flex w-[4.5rem] flex-col items-center sm:w-28">
                    <Link
                      href={playerHref(entry.player.id)}
                      scroll={false}
                      data-player-name={entry.player.fullName}
                      className="group flex w-full flex-col items-center rounded-xl p-1 focus-visible:outline-2 focus-visible:outline-white"
                    >
                      <Jersey club={entry.player.club} position={entry.position} size={44} className="drop-shadow-md transition group-hover:-translate-y-0.5 sm:h-14 sm:w-14" />
                      <span className="mt-1 w-full truncate rounded-t-md bg-brand-900 px-1 py-0.5 text-center text-[11px] font-semibold text-white sm:text-xs">{entry.player.lastName}</span>
                      <span className="w-full rounded-b-md bg-white px-1 py-0.5 text-center text-[11px] font-bold text-brand-900 sm:text-xs">{t("points", { points: entry.points })}</span>
                      <span className="sr-only">{t("playerLabel", { name: entry.player.fullName, position: positions(entry.position) })}</span>
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
