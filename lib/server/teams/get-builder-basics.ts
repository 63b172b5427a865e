// What every team builder's page reads on the server (next round, transfers, next season, sign-up; docs/product.md
// "Team screens"): the formations on offer, the rules' settings, the clubs for the list's filter, the next round with
// each club's opponents ("INT (H)" on the cards). The fan's own team is get-own-team-for-editing.ts's, the next
// season's get-next-season-target.ts's. Plain reads: no transaction held while a page renders.
import "server-only";
import { parseFormation, type Formation } from "@/lib/game/formation";
import { listClubs } from "../football/list-clubs";
import { listFormations } from "../football/list-formations";
import { listClosestScheduledGames } from "../football/list-closest-scheduled-games";
import { getSettings } from "../settings";

export interface BuilderBasics {
  formations: { id: number; name: string; formation: Formation }[];
  settings: { budgetLimit: number; maxPlayersPerClub: number; extraTransferPenaltyPoints: number };
  clubs: { id: number; fullName: string; abbreviation: string }[];
  /** Each club's opponents in the next round to play (empty when none is scheduled). */
  opponents: Record<number, { abbreviation: string; home: boolean; difficulty: number | null }[]>;
}

export async function getBuilderBasics(options: { seasonId?: number } = {}): Promise<BuilderBasics> {
  const [formations, settings, clubs, closest] = await Promise.all([
    listFormations(),
    getSettings(),
    listClubs(),
    listClosestScheduledGames(options),
  ]);
  const opponents: BuilderBasics["opponents"] = {};
  for (const club of closest?.clubs ?? [])
    opponents[club.clubId] = club.games.map((g) => ({
      abbreviation: g.opponent.abbreviation,
      home: g.isHome,
      difficulty: g.difficulty,
    }));
  return {
    formations: formations.flatMap((f) => {
      const formation = parseFormation(f.name);
      return formation ? [{ id: f.id, name: f.name, formation }] : [];
    }),
    settings: {
      budgetLimit: settings.budgetLimit,
      maxPlayersPerClub: settings.maxPlayersPerClub,
      extraTransferPenaltyPoints: settings.extraTransferPenaltyPoints,
    },
    clubs: clubs.map((c) => ({ id: c.id, fullName: c.fullName, abbreviation: c.abbreviation })),
    opponents,
  };
}
