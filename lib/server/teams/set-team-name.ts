// Renaming a team (spec section 7 set-new-team-name; section 5 "Team name" rules). Any time: the
// name is not part of a round's squad.
import "server-only";
import { checkTeamName, normalizeTeamName, teamAbbreviation } from "@/lib/game/team-name";
import { type TeamTarget, inTransaction, lockTeam } from "./team-access";
import { ruleError } from "./team-errors";

export async function setTeamName(
  options: TeamTarget & { name: string },
): Promise<{ teamId: number; name: string; abbreviation: string }> {
  const error = checkTeamName(options.name);
  if (error) throw ruleError("invalid", error, `The team name is not allowed (${error}).`, { field: "name" });
  const name = normalizeTeamName(options.name);
  return inTransaction(undefined, async (tx) => {
    const { id } = await lockTeam(tx, options);
    const team = await tx.userTeam.update({ where: { id }, data: { name, abbreviation: teamAbbreviation(name) } });
    return { teamId: team.id, name: team.name, abbreviation: team.abbreviation };
  });
}
