// What the team builder's pages read on the server (next round, transfers, next season; docs/product.md "Team screens"):
// the formations on offer, the rules' settings, the clubs for the list's filter, the next round
// with each club's opponents ("INT (H)" on the cards), and the fan's own team with its transfer
// counters. Plain reads: no transaction held while a page renders.
import "server-only";
import { getDb } from "@/lib/db";
import { parseFormation, type Formation } from "@/lib/game/formation";
import { listClubs } from "../football/clubs";
import { listFormations } from "../football/formations";
import { listClosestScheduledGames } from "../football/games";
import { getSettings } from "../settings";
import { seasonForNewTeam } from "./create-next-season-team";
import { gameState } from "../game-state";
import { type TransferState, transferStateOf } from "../transfers/get-transfer-state";
import { type TeamView, readTeams } from "./team-view";

export interface BuilderBasics {
  formations: { id: number; name: string; formation: Formation }[];
  settings: { budgetLimit: number; maxPlayersPerClub: number; extraTransferPenaltyPoints: number };
  clubs: { id: number; fullName: string; abbreviation: string }[];
  /** Each club's opponents in the next round to play (empty when none is scheduled). */
  opponents: Record<number, { abbreviation: string; home: boolean }[]>;
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
    opponents[club.clubId] = club.games.map((g) => ({ abbreviation: g.opponent.abbreviation, home: g.isHome }));
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

/** The fan's live-season team and its transfer counters, or null without one (one statement and the game state). */
export async function getOwnTeamForEditing(options: {
  userId: number;
  now?: Date;
}): Promise<{ team: TeamView; state: TransferState } | null> {
  const { epoch, teams } = await readTeams(await getDb(), { userId: options.userId, seasonStatuses: ["live"] });
  const own = teams[0];
  if (!own) return null;
  return { team: own.view, state: transferStateOf(own, await gameState({ epoch }), options.now ?? new Date()) };
}

/** The season a new team would be for (create-team-for-next-season's own choice) and whether the fan has a team in it. */
export async function getNextSeasonTarget(options: {
  userId: number;
}): Promise<{ season: { id: number; name: string }; hasTeam: boolean } | null> {
  const db = await getDb();
  const season = await seasonForNewTeam(db);
  if (!season) return null;
  const team = await db.userTeam.findUnique({
    where: { userId_seasonId: { userId: options.userId, seasonId: season.id } },
    select: { id: true },
  });
  return { season, hasTeam: team !== null };
}
