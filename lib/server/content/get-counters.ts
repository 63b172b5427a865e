// The home page counters (docs/product.md section 3 "Counters", /news/counters/): teams in the season, country
// leagues and private leagues.
import "server-only";
import { getDb } from "@/lib/db";
import { currentSeasonId } from "../seasons/current-season";

export interface Counters {
  seasonParticipants: number;
  countryLeagues: number;
  privateLeagues: number;
}

/** The counters of a season (default: the current one); zeros when there is no season. */
export async function getCounters(options: { seasonId?: number } = {}): Promise<Counters> {
  const seasonId = options.seasonId ?? (await currentSeasonId());
  if (seasonId === null) return { seasonParticipants: 0, countryLeagues: 0, privateLeagues: 0 };
  const db = await getDb();
  const [seasonParticipants, leagues] = await Promise.all([
    db.userTeam.count({ where: { seasonId } }),
    db.league.groupBy({ by: ["kind"], where: { seasonId, kind: { in: ["country", "private"] } }, _count: true }),
  ]);
  const count = (kind: string) => leagues.find((l) => l.kind === kind)?._count ?? 0;
  return { seasonParticipants, countryLeagues: count("country"), privateLeagues: count("private") };
}
