"use client";

// The games of the rounds that are not live, loaded from the API (/rounds/round-games/?round_id=) the first time
// each round opens, so the schedule page stays light; a failed load offers a retry. One component serves every such
// round of the list: the rounds are plain markup, each with a slot for its games (components/schedule/round-markup.ts),
// and this component draws a round's games into its slot (a portal) once it opens, so the page hydrates one
// component instead of one per round.
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocale, useTranslations } from "next-intl";
import { groupGamesByDay, type GameDay } from "@/lib/format/game-days";
import type { GameSummary } from "@/lib/server/football/types";
import { GameDays } from "./game-days";

type ClubJson = { id: number; full_name: string; abbreviation: string; logo_image: string };
type GameJson = {
  id: number;
  match_datetime: string;
  status: GameSummary["status"];
  team_1: ClubJson;
  team_2: ClubJson;
  team_1_score: number | null;
  team_2_score: number | null;
  team_1_difficulty: number | null;
  team_2_difficulty: number | null;
  football_round: { id: number; number: number; status: GameSummary["round"]["status"] };
};

const club = (c: ClubJson) => ({
  id: c.id,
  fullName: c.full_name,
  abbreviation: c.abbreviation,
  logoImage: c.logo_image,
});
const fromJson = (g: GameJson): GameSummary => ({
  id: g.id,
  kickoff: new Date(g.match_datetime),
  status: g.status,
  round: g.football_round,
  home: club(g.team_1),
  away: club(g.team_2),
  homeScore: g.team_1_score,
  awayScore: g.team_2_score,
  homeDifficulty: g.team_1_difficulty,
  awayDifficulty: g.team_2_difficulty,
});

type Load = { status: "loading" | "error" } | { status: "done"; days: GameDay[] };
/** A round opened at least once: where its games go, and how far their load got. */
type OpenedRound = { slot: HTMLElement; roundNumber: number; load: Load };

/**
 * Every round of the list `listId` whose <details> holds a slot (an element with `data-round-games`, the round's id):
 * its games load when it first opens (or at once if it was opened before the scripts ran) and show in the slot.
 */
export function LazyRoundGames({ listId }: { listId: string }) {
  const locale = useLocale();
  const [rounds, setRounds] = useState<ReadonlyMap<number, OpenedRound>>(new Map());
  const started = useRef(new Set<number>());

  const load = useCallback(
    async (roundId: number, slot: HTMLElement, roundNumber: number) => {
      const set = (load: Load) => setRounds((all) => new Map(all).set(roundId, { slot, roundNumber, load }));
      set({ status: "loading" });
      try {
        const response = await fetch(`/api/v0/rounds/round-games/?round_id=${roundId}`, {
          headers: { Accept: "application/json", "Accept-Language": locale },
        });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as GameJson[] | { results: GameJson[] };
        set({ status: "done", days: groupGamesByDay((Array.isArray(body) ? body : body.results).map(fromJson)) });
      } catch {
        set({ status: "error" });
      }
    },
    [locale],
  );

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const opened = (details: HTMLDetailsElement) => {
      const slot = details.querySelector<HTMLElement>("[data-round-games]");
      if (!details.open || !slot) return;
      const roundId = Number(slot.dataset.roundGames);
      if (started.current.has(roundId)) return;
      started.current.add(roundId);
      void load(roundId, slot, Number(details.dataset.round));
    };
    list.querySelectorAll("details").forEach(opened);
    // "toggle" does not bubble: the list sees it on its way down to the <details>.
    const onToggle = (event: Event) => {
      if (event.target instanceof HTMLDetailsElement) opened(event.target);
    };
    list.addEventListener("toggle", onToggle, true);
    return () => list.removeEventListener("toggle", onToggle, true);
  }, [listId, load]);

  return [...rounds].map(([roundId, { slot, roundNumber, load: state }]) =>
    createPortal(
      <RoundGames state={state} roundNumber={roundNumber} retry={() => void load(roundId, slot, roundNumber)} />,
      slot,
      roundId,
    ),
  );
}

/** A round's games once loaded, else the loading line or the error with its retry. */
function RoundGames({ state, roundNumber, retry }: { state: Load; roundNumber: number; retry: () => void }) {
  const t = useTranslations("Schedule");
  return (
    <div aria-busy={state.status === "loading"}>
      {state.status === "done" ? (
        state.days.length ? (
          <GameDays days={state.days} idPrefix={`round-${roundNumber}`} />
        ) : (
          <p className="py-2 text-sm text-slate-600">{t("noGames")}</p>
        )
      ) : state.status === "error" ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 py-2 text-sm text-danger-500">
          {t("loadError")}
          <button
            type="button"
            onClick={retry}
            className="rounded-full px-3 py-1 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t("retry")}
          </button>
        </p>
      ) : (
        <p className="py-2 text-sm text-slate-600">{t("loading")}</p>
      )}
    </div>
  );
}
