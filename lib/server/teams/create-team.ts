// Creating a user's team for a season: shared by registration (the live season) and the
// next-season page. The squad must pass every team rule; the team starts in the first round whose deadline is
// ahead (the next one while a round waits for its lock), and its transfers are unlimited until that deadline.
import "server-only";
import type { Tx } from "@/lib/db";
import { checkTeamName, normalizeTeamName, teamAbbreviation } from "@/lib/game/team-name";
import { startingRound } from "./team-access";
import { ruleError } from "./team-errors";
import { type TeamView, loadTeamView } from "./team-view";
import { type SquadInput, checkSquad, insertSquad, squadContext } from "./squad-input";
import { gameState } from "../game-state";

export interface NewTeamInput {
  userId: number;
  /** Team name (docs/product.md section 5 "Team name"). */
  name: string;
  squad: SquadInput;
  /** Server time; tests pin it. */
  now?: Date;
}

/** Checks the name and the squad, then writes the team with its first round; one team per user and season. */
export async function createTeamIn(tx: Tx, seasonId: number, input: NewTeamInput): Promise<TeamView> {
  const now = input.now ?? new Date();
  const nameError = checkTeamName(input.name);
  if (nameError)
    throw ruleError("invalid", nameError, `The team name is not allowed (${nameError}).`, { field: "name" });
  // The user row is the lock: two registrations of one user run one after another.
  const [user] = await tx.$queryRaw<
    { id: number; country_code: string | null }[]
  >`SELECT id, country_code FROM "user" WHERE id = ${input.userId} FOR UPDATE`;
  if (!user) throw ruleError("not_found", "noUser", `User ${input.userId} does not exist.`);
  if (
    await tx.userTeam.findUnique({ where: { userId_seasonId: { userId: user.id, seasonId } }, select: { id: true } })
  ) {
    throw ruleError("conflict", "teamExists", "You already have a team for this season.");
  }
  const state = await gameState({ tx });
  const round = startingRound(state, seasonId, now);
  const squad = checkSquad(input.squad, await squadContext({ tx }));
  const { settings } = state;
  const name = normalizeTeamName(input.name);
  const team = await tx.userTeam.create({
    data: {
      userId: user.id,
      seasonId,
      name,
      abbreviation: teamAbbreviation(name),
      formationId: squad.formationId,
      countryCode: user.country_code,
      bank: settings.budgetLimit - squad.cost,
      firstRoundId: round?.id ?? null,
      freeTransfers: settings.freeTransfersPerRound,
    },
  });
  await insertSquad(tx, team.id, squad);
  return loadTeamView(tx, team.id);
}
