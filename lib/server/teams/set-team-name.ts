// Renaming a team (docs/product.md section 7 set-new-team-name; section 5 "Team name" rules). Any time: the
// name is not part of a round's squad.
import "server-only";
import type { Tx } from "@/lib/db";
import { checkTeamName, normalizeTeamName, teamAbbreviation } from "@/lib/game/team-name";
import { type TeamTarget, inTransaction, ownTeamForUpdate } from "./team-access";
import { ruleError } from "./team-errors";

/** Renames the team; a broken rule is a 400 under `field` (the body's name for it: `name`, or the profile's `team_name`). */
export async function setTeamName(
  options: TeamTarget & { name: string; field?: string; tx?: Tx },
): Promise<{ teamId: number; name: string; abbreviation: string }> {
  const error = checkTeamName(options.name);
  if (error)
    throw ruleError("invalid", error, `The team name is not allowed (${error}).`, { field: options.field ?? "name" });
  const name = normalizeTeamName(options.name);
  return inTransaction(options.tx, async (tx) => {
    const { id } = await ownTeamForUpdate(tx, options);
    const team = await tx.userTeam.update({ where: { id }, data: { name, abbreviation: teamAbbreviation(name) } });
    return { teamId: team.id, name: team.name, abbreviation: team.abbreviation };
  });
}
