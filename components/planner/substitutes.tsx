"use client";

// "Substitute" on the planner: the players a round's starter or bench player can swap with, as on /next-round-team/
// (lib/game/formation's swapSlots and changeFormation, through model.ts's substitute): a starter with a bench player,
// the formation following the new pitch, or a bench player with another bench place (the bench's order). A swap the
// rules refuse (a formation the game does not offer) stays listed with the team page's refusal. A goalkeeper never
// moves between the pitch and the bench (the team page's rule): none is offered, and none is offered the action.
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import type { PlannedRoundResult } from "@/lib/game/planner";
import { PITCH_SIZE } from "@/lib/game/types";
import { shortAbbreviation } from "@/lib/format";
import type { ClubWithJerseys } from "@/lib/server/football/types";
import { Dialog } from "@/components/ui/dialog";
import { Jersey } from "@/components/player/jersey";
import { type PlannerPlayer, type PlayedLineup, substitute } from "./model";
import { formatXp } from "./round-panel";

export function Substitutes({
  player,
  round,
  result,
  players,
  clubs,
  formations,
  xpOf,
  onPick,
  onClose,
}: {
  player: PlannerPlayer;
  round: number;
  /** The round as played: its line-up is what the swap changes. */
  result: PlannedRoundResult;
  players: ReadonlyMap<number, PlannerPlayer>;
  clubs: ReadonlyMap<number, ClubWithJerseys>;
  formations: readonly string[];
  xpOf: (playerId: number) => number;
  onPick: (lineup: PlayedLineup, other: PlannerPlayer) => void;
  onClose: () => void;
}) {
  const t = useTranslations("Planner");
  const rules = useTranslations("TeamRules");
  const positions = useTranslations("Positions");
  const locale = useLocale() as Locale;
  const from = result.slots.indexOf(player.id);
  const onBench = from >= PITCH_SIZE;
  const positionOf = (id: number) => players.get(id)?.position;
  const name = (p: PlannerPlayer) => `${p.firstName} ${p.lastName}`.trim();
  // A starter swaps with the bench; a bench player with the pitch or another bench place.
  const candidates = result.slots.flatMap((id, slot) => {
    const other = players.get(id);
    if (!other || slot === from || (!onBench && slot < PITCH_SIZE)) return [];
    if (other.position === "GKP") return [];
    const lineup = substitute(result, positionOf, from, slot, formations);
    return [{ other, slot, lineup }];
  });
  const refusal = rules("badLayout");

  return (
    <Dialog title={t("substituteTitle", { name: name(player) })} onClose={onClose}>
      <p className="-mt-2 mb-3 text-sm text-slate-600">
        {t(onBench ? "substituteFromBench" : "substituteFromPitch", { name: name(player), round })}
      </p>
      <ul className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto">
        {candidates.map(({ other, slot, lineup }) => {
          const club = other.clubId === null ? null : (clubs.get(other.clubId) ?? null);
          const place = slot < PITCH_SIZE ? t("onPitch") : t("benchPlace", { number: slot - PITCH_SIZE });
          return (
            <li key={other.id}>
              <button
                type="button"
                data-substitute={other.id}
                aria-disabled={lineup === null}
                onClick={() => lineup && onPick(lineup, other)}
                className={`flex min-h-14 w-full items-center gap-3 px-1 py-2 text-left focus-visible:outline-2 focus-visible:outline-brand-600 ${lineup ? "hover:bg-brand-50" : "cursor-not-allowed"}`}
              >
                <Jersey club={club} position={other.position} size={32} />
                <span className="min-w-0 flex-1">
                  <span className={`block truncate font-semibold ${lineup ? "text-brand-900" : "text-slate-600"}`}>
                    {name(other)}
                  </span>
                  <span className="block truncate text-xs text-slate-600">
                    {positions(other.position)} · {club ? shortAbbreviation(club.abbreviation) : ""} · {place}
                  </span>
                  {!lineup && <span className="block text-xs text-red-700">{refusal}</span>}
                </span>
                <span className="text-right text-sm font-extrabold text-brand-900 tabular-nums">
                  {t("xp", { points: formatXp(xpOf(other.id), locale) })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
