// An operator's rating of a club for a season (ops forecast rate): what the forecast pulls its strength towards before
// its games decide, for a promoted club or a side rebuilt over the summer whose last season says little. Refits the
// forecast in the same transaction, so the ticker and the expected points move with it.
import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "../errors";
import { type ForecastSummary, refreshForecastIn } from "./refresh-forecast";

/** How far a rating may go from the league's average, in log-goals: ±1 is e (2.7) times more or fewer goals. */
export const RATING_LIMIT = 1;

export async function rateClub(
  tx: Tx,
  options: { seasonId: number; club: string; rating: { attack: number; defence: number } | null; now?: Date },
): Promise<{ club: string; forecast: ForecastSummary }> {
  const club = await tx.club.findFirst({
    where: { abbreviation: options.club.toUpperCase(), seasons: { some: { seasonId: options.seasonId } } },
    select: { id: true, fullName: true },
  });
  if (!club) throw new AppError("not_found", `No club ${options.club} plays this season.`);
  const key = { seasonId_clubId: { seasonId: options.seasonId, clubId: club.id } };
  if (options.rating === null)
    await tx.clubRating.deleteMany({ where: { seasonId: options.seasonId, clubId: club.id } });
  else
    await tx.clubRating.upsert({
      where: key,
      create: { seasonId: options.seasonId, clubId: club.id, ...options.rating },
      update: options.rating,
    });
  return {
    club: club.fullName,
    forecast: await refreshForecastIn(tx, { seasonId: options.seasonId, now: options.now }),
  };
}
