// The next-season page (docs/product.md section 2 "Next season team", section 7 create-team-for-next-season):
// a returning user's team for the season open for registration, or, when none is open, for the
// live season they have no team in yet.
import "server-only";
import type { Tx } from "@/lib/db";
import { type NewTeamInput, createTeamIn } from "./create-team";
import { inTransaction } from "./team-access";
import { ruleError } from "./team-errors";
import type { TeamView } from "./team-view";

/** The season a returning user's new team is for: the one open for registration, else the live one; null if none. */
export async function seasonForNewTeam(tx: Tx): Promise<{ id: number; name: string } | null> {
  const select = { id: true, name: true } as const;
  return (
    (await tx.season.findFirst({ where: { status: "open_for_registration" }, orderBy: { startsOn: "asc" }, select })) ??
    (await tx.season.findFirst({ where: { status: "live" }, select }))
  );
}

export async function createNextSeasonTeam(options: NewTeamInput & { tx?: Tx }): Promise<TeamView> {
  return inTransaction(options.tx, async (tx) => {
    const season = await seasonForNewTeam(tx);
    if (!season) throw ruleError("conflict", "noOpenSeason", "No season is open for a new team.");
    return createTeamIn(tx, season.id, options);
  });
}
