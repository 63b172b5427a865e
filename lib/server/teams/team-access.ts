// What every change to a team starts with: the team, locked against concurrent changes and
// checked to be the caller's, and the round the change counts for, refused at or after that
// round's deadline by server time (DESIGN.md section 4).
import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { isBeforeDeadline } from "@/lib/game/calendar";
import { type UnlimitedReason, unlimitedReason } from "@/lib/game/transfers";
import { ruleError } from "./team-errors";

/**
 * Waits for a connection and runs: changes to one team queue on its row lock, so a burst of
 * requests (20 at once in the tests, on 2 cores) must not time out while waiting their turn.
 */
const QUEUE = { maxWait: 20_000, timeout: 30_000 };

/** Runs `work` in the caller's transaction, or in a new one. */
export async function inTransaction<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (tx) return work(tx);
  const db = await getDb();
  return db.$transaction(work, QUEUE);
}

export interface TeamTarget {
  /** The signed-in user: only their own team can change. */
  userId: number;
  /** A particular team of theirs; without it, their team in the live season. */
  teamId?: number;
}

/**
 * Locks the team (FOR UPDATE: concurrent changes to one team run one after another, each seeing
 * what the previous one left) and returns its id and season. Refuses another user's team (403)
 * and a missing team (404). Only teams of a live season or of one open for registration change.
 */
export async function lockTeam(tx: Tx, target: TeamTarget): Promise<{ id: number; seasonId: number }> {
  const rows =
    target.teamId === undefined
      ? await tx.$queryRaw<{ id: number; user_id: number; season_id: number }[]>`
        SELECT t.id, t.user_id, t.season_id FROM user_team t JOIN season s ON s.id = t.season_id
        WHERE t.user_id = ${target.userId} AND s.status = 'live' FOR UPDATE OF t`
      : await tx.$queryRaw<{ id: number; user_id: number; season_id: number }[]>`
        SELECT t.id, t.user_id, t.season_id FROM user_team t JOIN season s ON s.id = t.season_id
        WHERE t.id = ${target.teamId} AND s.status IN ('live', 'open-for-registration') FOR UPDATE OF t`;
  const row = rows[0];
  if (!row)
    throw ruleError(
      "not_found",
      "noTeam",
      target.teamId === undefined
        ? "You have no team in the live season."
        : `Team ${target.teamId} does not exist or can no longer change.`,
    );
  if (row.user_id !== target.userId) throw ruleError("forbidden", "notYourTeam", "This is not your team.");
  return { id: row.id, seasonId: row.season_id };
}

/** The caller's team for reading (no lock): 404 when missing, 403 when it is someone else's. */
export async function findOwnTeam(tx: Tx, target: TeamTarget): Promise<number> {
  const team = await tx.userTeam.findFirst({
    where: target.teamId === undefined ? { userId: target.userId, season: { status: "live" } } : { id: target.teamId },
    select: { id: true, userId: true },
  });
  if (!team)
    throw ruleError(
      "not_found",
      "noTeam",
      target.teamId === undefined ? "You have no team in the live season." : `Team ${target.teamId} does not exist.`,
    );
  if (team.userId !== target.userId) throw ruleError("forbidden", "notYourTeam", "This is not your team.");
  return team.id;
}

/**
 * The round a change made now counts for: the season's first scheduled round. Refused at or after
 * its deadline (server time; until the operator locks it, nothing can change). Null for a season
 * open for registration whose rounds are not out yet: nothing to wait for.
 */
export async function openRound(tx: Tx, seasonId: number, now: Date) {
  const round = await tx.round.findFirst({ where: { seasonId, status: "scheduled" }, orderBy: { number: "asc" } });
  if (!round) {
    const season = await tx.season.findUniqueOrThrow({ where: { id: seasonId } });
    if (season.status === "open_for_registration") return null;
    throw ruleError("conflict", "noRoundLeft", `Season ${season.name} has no round left to play.`);
  }
  if (!isBeforeDeadline(now, round.deadline))
    throw ruleError(
      "conflict",
      "deadlinePassed",
      `The deadline of round ${round.number} (${round.deadline.toISOString()}) has passed.`,
    );
  return round;
}

/**
 * Why the team's transfers for `round` are free and unlimited, if they are: before the team's
 * first deadline (its first round not yet locked), or under a Wildcard played for this round.
 */
export function transferWindow(
  team: { wildcardRoundId: number | null; firstRound: { number: number } | null },
  round: { id: number; number: number } | null,
): UnlimitedReason | null {
  const firstDeadlinePassed = team.firstRound !== null && round !== null && round.number > team.firstRound.number;
  return unlimitedReason({ firstDeadlinePassed, wildcardActive: round !== null && team.wildcardRoundId === round.id });
}
