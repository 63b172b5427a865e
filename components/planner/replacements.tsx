"use client";

// "Transfer out" on the planner: the players who can take a sold player's place in a round, of his position and not in
// the round's squad, best first by their expected points over the rounds from this one to the plan's last, with the
// price and whether the bank (after the sale) and the club limit allow him. A refused one stays listed, saying why.
import { useDeferredValue, useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { formatPrice, shortAbbreviation } from "@/lib/format";
import type { ClubWithJerseys } from "@/lib/server/football/types";
import { Dialog } from "@/components/ui/dialog";
import { Jersey } from "@/components/player/jersey";
import type { PlannerPlayer } from "./model";
import { formatXp } from "./round-panel";

/** Lower case without accents: "Müller" is found by "muller". */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

export function Replacements({
  out,
  squad,
  bank,
  fromIndex,
  rounds,
  players,
  clubs,
  maxPerClub,
  onPick,
  onClose,
}: {
  out: PlannerPlayer;
  /** The round's squad as it stands (the player sold included). */
  squad: readonly number[];
  /** The round's bank as it stands, before this sale. */
  bank: number;
  /** The round's place in the data's rounds: the xP counted are from it to the last. */
  fromIndex: number;
  rounds: readonly { number: number }[];
  players: readonly PlannerPlayer[];
  clubs: ReadonlyMap<number, ClubWithJerseys>;
  maxPerClub: number;
  onPick: (player: PlannerPlayer) => void;
  onClose: () => void;
}) {
  const t = useTranslations("Planner");
  const locale = useLocale() as Locale;
  const [query, setQuery] = useState("");
  const search = useDeferredValue(query);
  const available = bank + out.price;
  const from = rounds[fromIndex]!.number;
  const to = rounds.at(-1)!.number;

  const candidates = useMemo(() => {
    const inSquad = new Set(squad);
    const perClub = new Map<number, number>();
    for (const id of squad) {
      const club = players.find((p) => p.id === id)?.clubId;
      if (id !== out.id && club != null) perClub.set(club, (perClub.get(club) ?? 0) + 1);
    }
    return players
      .filter((p) => p.position === out.position && p.clubId !== null && !inSquad.has(p.id))
      .map((p) => {
        const xp = p.xp.slice(fromIndex).reduce((sum, x) => sum + x, 0);
        const club = clubs.get(p.clubId!);
        const reason =
          p.price > available
            ? t("overBudget", { amount: formatPrice(p.price - available, locale) })
            : (perClub.get(p.clubId!) ?? 0) >= maxPerClub
              ? t("clubFull", { limit: maxPerClub, club: club?.fullName ?? "" })
              : null;
        return { player: p, xp, club, reason, search: folded(`${p.firstName} ${p.lastName} ${club?.fullName ?? ""}`) };
      })
      .sort((a, b) => b.xp - a.xp || a.player.price - b.player.price);
  }, [squad, players, clubs, out, fromIndex, available, maxPerClub, t, locale]);

  const words = folded(search).split(/\s+/).filter(Boolean);
  const shown = words.length ? candidates.filter((c) => words.every((w) => c.search.includes(w))) : candidates;
  const outName = `${out.firstName} ${out.lastName}`.trim();

  return (
    <Dialog title={t("replaceTitle", { name: outName })} onClose={onClose}>
      <p className="-mt-2 mb-3 text-sm text-slate-600">
        {t("bankAfterSale", { name: outName, bank: formatPrice(available, locale) })}
      </p>
      <label className="block text-sm font-semibold text-brand-900">
        {t("search")}
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 px-3 text-base font-normal focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </label>
      <div className="mt-3 flex items-baseline justify-between text-xs font-semibold text-slate-600">
        <p role="status">{t("matching", { count: shown.length })}</p>
        <p>{t("xpOver", { from, to })}</p>
      </div>
      <ul className="mt-1 max-h-[55vh] divide-y divide-slate-100 overflow-y-auto">
        {shown.map(({ player, xp, club, reason }) => {
          const name = `${player.firstName} ${player.lastName}`.trim();
          const price = formatPrice(player.price, locale);
          const points = formatXp(xp, locale);
          return (
            <li key={player.id}>
              <button
                type="button"
                data-replacement={player.id}
                aria-disabled={reason !== null}
                onClick={() => reason === null && onPick(player)}
                className={`flex min-h-14 w-full items-center gap-3 px-1 py-2 text-left focus-visible:outline-2 focus-visible:outline-brand-600 ${reason ? "cursor-not-allowed" : "hover:bg-brand-50"}`}
              >
                <Jersey club={club ?? null} position={player.position} size={32} />
                <span className="min-w-0 flex-1">
                  <span className={`block truncate font-semibold ${reason ? "text-slate-600" : "text-brand-900"}`}>
                    {name}
                  </span>
                  <span className="block truncate text-xs text-slate-600">
                    {club ? shortAbbreviation(club.abbreviation) : ""} · {price}
                  </span>
                  {reason && <span className="block text-xs text-red-700">{reason}</span>}
                </span>
                <span className="text-right text-sm font-extrabold text-brand-900 tabular-nums">
                  {t("xp", { points })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
