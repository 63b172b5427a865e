// Registration step 1 (docs/product.md section 2 "Registration", section 7 register): a new user's team for
// the live season, in the caller's transaction when the user is created with it.
import "server-only";
import type { Tx } from "@/lib/db";
import { type NewTeamInput, createTeamIn } from "./create-team";
import { inTransaction } from "./team-access";
import { ruleError } from "./team-errors";
import type { TeamView } from "./team-view";

export async function registerTeam(options: NewTeamInput & { tx?: Tx }): Promise<TeamView> {
  return inTransaction(options.tx, async (tx) => {
    const season = await tx.season.findFirst({ where: { status: "live" }, select: { id: true } });
    if (!season) throw ruleError("conflict", "noLiveSeason", "No season is live.");
    return createTeamIn(tx, season.id, options);
  });
}
