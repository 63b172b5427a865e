// The owner removes a member team from his private league (docs/product.md section 6): never his own, and never from
// a head-to-head league once its fixtures are drawn.
import "server-only";
import { AppError, msg } from "../errors";
import { ownedLeague, removeMember, startOf } from "./private-league";
import { teamInSeason } from "./readable-league";

/** The owner removes a member team (never his own). */
export async function removeLeagueTeam(options: { userId: number; leagueId: number; teamId: number }) {
  const league = await ownedLeague(options.userId, options.leagueId);
  const own = await teamInSeason(options.userId, league.seasonId);
  if (own?.id === options.teamId)
    throw new AppError("forbidden", "The owner's team cannot be removed from the league.", {
      messages: msg("Api.errors.ownerTeam"),
    });
  // The fixture list is drawn between the teams in the league at its start: no one is taken out of it afterwards.
  if (league.format === "head_to_head" && (await startOf(league)).started)
    throw new AppError("conflict", "Teams can be removed from a head-to-head league only before its first round.", {
      messages: msg("Api.errors.headToHeadNoRemoval"),
    });
  await removeMember(league, options.teamId, "named");
}
