// What every change to a team starts with: the team, locked against concurrent changes and
// checked to be the caller's, and the round the change counts for, refused at or after that
// round's deadline by server time (docs/design.md section 4).
import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { isBeforeDeadline } from "@/lib/game/calendar";
import { type UnlimitedReason, unlimitedReason } from "@/lib/game/transfers";
import type { Round } from "@/lib/generated/prisma/client";
import type { SeasonStatus } from "@/lib/generated/prisma/enums";
import { type GameState, firstScheduledRound, roundsOf } from "../game-state";
import { noTeamError, ruleError } from "./team-errors";
import { type TeamChipRow, type TeamRecord, readTeams } from "./team-view";

/**
 * Waits for a connection and runs: changes to one team queue on its row lock, so a burst of
 * requests (20 at once in the tests, on 2 cores) must not time out while waiting their turn.
 * (The hot changes, a line-up and transfers, hold no transaction: one statement each, see update-team.ts.)
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
export async function ownTeamForUpdate(tx: Tx, target: TeamTarget): Promise<{ id: number; seasonId: number }> {
  const rows =
    target.teamId === undefined
      ? await tx.$queryRaw<{ id: number; user_id: number; season_id: number }[]>`
        SELECT t.id, t.user_id, t.season_id FROM user_team t JOIN season s ON s.id = t.season_id
        WHERE t.user_id = ${target.userId} AND s.status = 'live' FOR UPDATE OF t`
      : await tx.$queryRaw<{ id: number; user_id: number; season_id: number }[]>`
        SELECT t.id, t.user_id, t.season_id FROM user_team t JOIN season s ON s.id = t.season_id
        WHERE t.id = ${target.teamId} AND s.status IN ('live', 'open-for-registration') FOR UPDATE OF t`;
  const row = rows[0];
  if (!row) throw noTeamError(target.teamId, true);
  if (row.user_id !== target.userId) throw ruleError("forbidden", "notYourTeam", "This is not your team.");
  return { id: row.id, seasonId: row.season_id };
}

/** The seasons whose teams can still change. */
const CHANGING: readonly SeasonStatus[] = ["live", "open_for_registration"];

/**
 * The caller's team read whole (team-view.ts `readTeams`, one statement) with the cache epoch: `teamId` if it is theirs,
 * else their team in the live season. Refuses a missing team (404) and another user's (403); `forChange`: also a team
 * of a season that can no longer change (404, as `ownTeamForUpdate`).
 */
export async function readOwnTeam(
  target: TeamTarget,
  options: { forChange?: boolean; roundsPlayed?: boolean; reader?: Pick<Tx, "$queryRaw"> } = {},
): Promise<{ epoch: number; team: TeamRecord }> {
  const reader = options.reader ?? (await getDb());
  const { epoch, teams } = await readTeams(
    reader,
    target.teamId === undefined
      ? { userId: target.userId, seasonStatuses: ["live"], roundsPlayed: options.roundsPlayed }
      : { teamId: target.teamId, roundsPlayed: options.roundsPlayed },
  );
  const team = teams[0];
  if (!team || (options.forChange && !CHANGING.includes(team.season.status)))
    throw noTeamError(target.teamId, options.forChange);
  if (team.view.userId !== target.userId) throw ruleError("forbidden", "notYourTeam", "This is not your team.");
  return { epoch, team };
}

/**
 * The round a change made now counts for: the season's first scheduled round. Refused at or after its deadline (server
 * time): until it is locked its snapshot has not been taken, so nothing can change; the refusal says which round is
 * being locked and which one changes go to next. Null for a season open for registration whose rounds are not out
 * yet: nothing to wait for. From the game state (lib/server/game-state.ts): the changing seasons' rounds.
 */
export function openRound(state: GameState, seasonId: number, now: Date): Round | null {
  const round = firstScheduledRound(state, seasonId);
  if (!round) return noRoundLeft(state, seasonId);
  if (!isBeforeDeadline(now, round.deadline)) {
    const next = roundAhead(state, seasonId, now);
    throw next
      ? ruleError(
          "conflict",
          "roundBeingLocked",
          `Round ${round.number}'s deadline (${round.deadline.toISOString()}) has passed and it is being locked: changes count for round ${next.number} once it is.`,
          { params: { round: round.number, next: next.number } },
        )
      : ruleError(
          "conflict",
          "deadlinePassed",
          `The deadline of round ${round.number} (${round.deadline.toISOString()}) has passed.`,
        );
  }
  return round;
}

/**
 * The round a team created now starts in: the season's first scheduled round whose deadline is ahead. Between a
 * deadline and its round's lock that is the next one, so a fan can join at any moment; the lock leaves the new team
 * out (lib/server/rounds/lock-round.ts). Null as openRound's.
 */
export function startingRound(state: GameState, seasonId: number, now: Date): Round | null {
  if (!firstScheduledRound(state, seasonId)) return noRoundLeft(state, seasonId);
  const round = roundAhead(state, seasonId, now);
  if (!round) throw ruleError("conflict", "deadlinePassed", `Every round of season ${seasonId} is past its deadline.`);
  return round;
}

/** The season's first scheduled round whose deadline is ahead of `now`. */
export const roundAhead = (state: GameState, seasonId: number, now: Date): Round | null =>
  roundsOf(state, seasonId)?.find((r) => r.status === "scheduled" && isBeforeDeadline(now, r.deadline)) ?? null;

/** No scheduled round: nothing to wait for in a season open for registration, else the season is over. */
function noRoundLeft(state: GameState, seasonId: number): null {
  const season = state.seasons.find((s) => s.id === seasonId);
  if (season?.status === "open_for_registration") return null;
  throw ruleError("conflict", "noRoundLeft", `Season ${season?.name ?? seasonId} has no round left to play.`);
}

/** The number of the team's first round (its season's rounds in the game state), or null. */
export const firstRoundNumber = (state: GameState, team: { firstRoundId: number | null; season: { id: number } }) =>
  team.firstRoundId === null
    ? null
    : (roundsOf(state, team.season.id)?.find((r) => r.id === team.firstRoundId)?.number ?? null);

/** Why the transfers of a team as read are free and unlimited for `round` (transferWindow), if they are. */
export function teamWindow(
  state: GameState,
  team: Pick<TeamRecord, "chips" | "firstRoundId"> & { season: { id: number } },
  round: { id: number; number: number } | null,
): UnlimitedReason | null {
  const first = firstRoundNumber(state, team);
  return transferWindow({ chips: team.chips, firstRound: first === null ? null : { number: first } }, round);
}

/**
 * A change that found the team changed meanwhile (another request of the same fan) reads it again and is checked
 * again; after many tries in a row, a 409 asks to try again. Waits a little longer each time, at random.
 */
export async function beforeRetry(attempt: number): Promise<void> {
  if (attempt >= MAX_ATTEMPTS)
    throw ruleError("conflict", "teamChangedMeanwhile", "The team kept changing meanwhile: try again.");
  await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 10) * 2));
}
const MAX_ATTEMPTS = 50;

/**
 * Why the team's transfers for `round` are free and unlimited, if they are: before the team's first deadline (its first
 * round not yet locked), or under a Wildcard or a Free Hit played for this round.
 */
export function transferWindow(
  team: { chips: readonly Pick<TeamChipRow, "chip" | "roundId">[]; firstRound: { number: number } | null },
  round: { id: number; number: number } | null,
): UnlimitedReason | null {
  const firstDeadlinePassed = team.firstRound !== null && round !== null && round.number > team.firstRound.number;
  const chip = round === null ? undefined : team.chips.find((c) => c.roundId === round.id)?.chip;
  return unlimitedReason({ firstDeadlinePassed, chip: chip ?? null });
}
