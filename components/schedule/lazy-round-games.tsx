"use client";

// The games of a round that is not live, loaded from the API (/rounds/round-games/?round_id=) the
// first time its item opens, so the schedule page stays light; a failed load offers a retry.
import { useCallback, useEffect, useRef, useState } from "react";
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
});

export function LazyRoundGames({ roundId, roundNumber }: { roundId: number; roundNumber: number }) {
  const t = useTranslations("Schedule");
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ status: "idle" | "loading" | "error" } | { status: "done"; days: GameDay[] }>({
    status: "idle",
  });

  const load = useCallback(async () => {
    setState({ status: "loading" });
    try {
      const response = await fetch(`/api/v0/rounds/round-games/?round_id=${roundId}`, {
        headers: { Accept: "application/json", "Accept-Language": locale },
      });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as GameJson[] | { results: GameJson[] };
      setState({ status: "done", days: groupGamesByDay((Array.isArray(body) ? body : body.results).map(fromJson)) });
    } catch {
      setState({ status: "error" });
    }
  }, [roundId, locale]);

  const started = useRef(false);
  useEffect(() => {
    const details = box.current?.closest("details");
    if (!details) return;
    const onToggle = () => {
      if (!details.open || started.current) return;
      started.current = true;
      void load();
    };
    onToggle();
    details.addEventListener("toggle", onToggle);
    return () => details.removeEventListener("toggle", onToggle);
  }, [load]);

  return (
    <div ref={box} aria-busy={state.status === "loading"}>
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
            onClick={() => void load()}
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
