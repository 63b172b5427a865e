// A league's title in the page's language: the common leagues by kind and number, country and private leagues by name.
import { QUAD_SIZE } from "@/lib/game/calendar";
import type { RankingKind } from "./paths";

type T = (key: "kinds.season" | "roundName" | "quadName", values?: Record<string, string | number>) => string;

export function leagueTitle(
  t: T,
  league: { kind: RankingKind; name: string; number?: number | null; quadNumber?: number | null },
): string {
  if (league.kind === "season") return t("kinds.season");
  if (league.kind === "round" && league.number) return t("roundName", { number: league.number });
  const quad = league.quadNumber ?? (league.kind === "quad" ? league.number : null);
  if (league.kind === "quad" && quad)
    return t("quadName", { number: quad, first: (quad - 1) * QUAD_SIZE + 1, last: quad * QUAD_SIZE });
  return league.name;
}
