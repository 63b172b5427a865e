// A member leaves a private league (docs/product.md section 4 "Leagues"): his team out of the members and the table.
import "server-only";
import { AppError, msg } from "../errors";
import { removeMember } from "./private-league";
import { notFound, readableLeague, teamInSeason } from "./readable-league";

/** A member leaves; the owner cannot (he deletes the league instead). */
export async function leavePrivateLeague(options: { userId: number; leagueId: number }) {
  const league = await readableLeague({ userId: options.userId, where: { id: options.leagueId, kind: "private" } });
  if (league.ownerId === options.userId)
    throw new AppError("forbidden", "The owner cannot leave the league: delete it instead.", {
      messages: msg("Api.errors.ownerCannotLeave"),
    });
  const team = await teamInSeason(options.userId, league.seasonId);
  if (!team) throw notFound();
  await removeMember(league, team.id, "own");
}
