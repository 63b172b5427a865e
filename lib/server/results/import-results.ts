// Entering a game's results (operators): per-player minutes and action counts, scored with the
// point table (lib/game/scoring.ts). Repeatable while the round is live: each import replaces the
// game's previous results and refreshes the round's live points.
import "server-only";
import type { Tx } from "@/lib/db";
import { type PointActionRule, type Position, scoreGame } from "@/lib/game/scoring";
import { AppError } from "../errors";
import type { FieldError } from "../seasons/import-rows";

export interface PlayerResultRow {
  /** Where the row came from, for error messages ("results.csv:4"). */
  source: string;
  player: string;
  minutes: number;
  counts: Record<string, number>;
}

export interface GameResultsInput {
  gameId: number;
  status: "live" | "finished";
  homeScore: number;
  awayScore: number;
  players: PlayerResultRow[];
}

/**
 * Checks every row against the database (known player of one of the two clubs, known actions,
 * sane numbers) and returns all problems at once; an empty list means the import can be applied.
 */
export async function checkGameResults(
  tx: Tx,
  input: GameResultsInput,
): Promise<{
  errors: FieldError[];
  resolved: { playerId: number; clubId: number; position: Position; row: PlayerResultRow }[];
}> {
  const errors: FieldError[] = [];
  const game = await tx.game.findUnique({ where: { id: input.gameId }, include: { round: true } });
  if (!game)
    return {
      errors: [{ source: "game", field: "game", message: `game ${input.gameId} does not exist` }],
      resolved: [],
    };
  if (game.status === "postponed" || game.status === "cancelled") {
    errors.push({ source: "game", field: "game", message: `game ${game.id} is ${game.status}` });
  }
  if (game.round.status !== "live") throw notLive(game.round);
  for (const [field, value] of [
    ["home_score", input.homeScore],
    ["away_score", input.awayScore],
  ] as const) {
    if (!Number.isInteger(value) || value < 0 || value > 30)
      errors.push({ source: "game", field, message: "must be a whole number from 0 to 30" });
  }

  const actions = new Set((await tx.pointAction.findMany({ select: { code: true } })).map((a) => a.code));
  const keys = [...new Set(input.players.map((r) => r.player))];
  const players = await tx.player.findMany({
    where: { OR: [{ externalId: { in: keys } }, { id: { in: keys.filter((k) => /^\d+$/.test(k)).map(Number) } }] },
  });
  const byKey = new Map<string, (typeof players)[number]>();
  for (const p of players) {
    byKey.set(p.externalId, p);
    byKey.set(String(p.id), p);
  }
  const seen = new Set<number>();
  const resolved: { playerId: number; clubId: number; position: Position; row: PlayerResultRow }[] = [];
  for (const row of input.players) {
    const player = byKey.get(row.player);
    if (!player) {
      errors.push({ source: row.source, field: "player", message: `unknown player "${row.player}"` });
      continue;
    }
    if (player.clubId !== game.homeClubId && player.clubId !== game.awayClubId) {
      errors.push({
        source: row.source,
        field: "player",
        message: `"${row.player}" plays for neither club of game ${game.id}`,
      });
    }
    if (seen.has(player.id))
      errors.push({ source: row.source, field: "player", message: `"${row.player}" appears twice` });
    seen.add(player.id);
    if (!Number.isInteger(row.minutes) || row.minutes < 0 || row.minutes > 130) {
      errors.push({ source: row.source, field: "minutes", message: "must be a whole number from 0 to 130" });
    }
    for (const [code, count] of Object.entries(row.counts)) {
      if (!actions.has(code)) errors.push({ source: row.source, field: code, message: `unknown action "${code}"` });
      else if (!Number.isInteger(count) || count < 0 || count > 50)
        errors.push({ source: row.source, field: code, message: "must be a whole number from 0 to 50" });
    }
    if (player.clubId !== null)
      resolved.push({ playerId: player.id, clubId: player.clubId, position: player.position, row });
  }
  return { errors, resolved };
}

/**
 * Results go in only while the game's round is live (spec: points are provisional from the lock
 * to the close): a scheduled round has not been snapshotted, a finished or cancelled one is over.
 */
function notLive(round: { number: number; status: string }): AppError {
  return new AppError(
    "conflict",
    round.status === "scheduled"
      ? `Round ${round.number} is not live yet: results go in once it is locked (npm run ops -- round lock ${round.number}, at its deadline).`
      : `Round ${round.number} is ${round.status}: its results can no longer change.`,
  );
}

/** Player rows written per statement (progress is reported after each). */
const BATCH = 1000;

/** Replaces the game's results (all or nothing); returns the game's round for the live refresh. */
export async function applyGameResults(
  tx: Tx,
  input: GameResultsInput,
  now: Date,
  /** Rows written of the total, as the import goes. */
  onProgress?: (done: number, total: number) => void,
): Promise<{ roundId: number; players: number }> {
  const { errors, resolved } = await checkGameResults(tx, input);
  if (errors.length)
    throw new AppError("invalid", "The results have errors; nothing was imported.", { problems: errors });
  const rules: PointActionRule[] = await tx.pointAction.findMany({ orderBy: { position: "asc" } });
  const actionIds = new Map(
    (await tx.pointAction.findMany({ select: { id: true, code: true } })).map((a) => [a.code, a.id]),
  );

  await tx.playerGameAction.deleteMany({ where: { gameId: input.gameId } });
  await tx.playerGame.deleteMany({ where: { gameId: input.gameId } });
  const scored = resolved
    .filter((r) => r.row.minutes > 0 || Object.values(r.row.counts).some((n) => n > 0))
    .map((r) => ({
      ...r,
      score: scoreGame({ position: r.position, minutes: r.row.minutes, counts: r.row.counts, rules }),
    }));
  onProgress?.(0, scored.length);
  for (let i = 0; i < scored.length; i += BATCH) {
    const batch = scored.slice(i, i + BATCH);
    await tx.playerGame.createMany({
      data: batch.map((r) => ({
        playerId: r.playerId,
        gameId: input.gameId,
        clubId: r.clubId,
        minutes: r.row.minutes,
        points: r.score.total,
      })),
    });
    await tx.playerGameAction.createMany({
      data: batch.flatMap((r) =>
        r.score.actions.map((a) => ({
          playerId: r.playerId,
          gameId: input.gameId,
          actionId: actionIds.get(a.code)!,
          count: a.count,
          points: a.points,
        })),
      ),
    });
    onProgress?.(Math.min(i + BATCH, scored.length), scored.length);
  }
  const game = await tx.game.update({
    where: { id: input.gameId },
    data: { status: input.status, homeScore: input.homeScore, awayScore: input.awayScore, resultsAt: now },
  });
  return { roundId: game.roundId, players: scored.length };
}

/**
 * A game that ends without results (docs/product.md section 3, game statuses): called off for good
 * ("cancelled") or awarded by the league ("technical", a forfeit, e.g. 3–0). Neither scores any
 * player points: results entered before are removed. Refused once its round is finished.
 */
export async function endGameWithoutResults(
  tx: Tx,
  input:
    | { gameId: number; outcome: "cancelled" }
    | { gameId: number; outcome: "technical"; homeScore: number; awayScore: number },
  now: Date,
) {
  const game = await tx.game.findUnique({ where: { id: input.gameId }, include: { round: true } });
  if (!game) throw new AppError("not_found", `Game ${input.gameId} does not exist.`);
  if (game.round.status === "finished" || game.round.status === "cancelled") {
    throw new AppError(
      "conflict",
      `Round ${game.round.number} is ${game.round.status}: game ${game.id} can no longer change.`,
    );
  }
  await tx.playerGameAction.deleteMany({ where: { gameId: game.id } });
  await tx.playerGame.deleteMany({ where: { gameId: game.id } });
  return tx.game.update({
    where: { id: game.id },
    data:
      input.outcome === "cancelled"
        ? { status: "cancelled", homeScore: null, awayScore: null, resultsAt: null }
        : { status: "technical", homeScore: input.homeScore, awayScore: input.awayScore, resultsAt: now },
  });
}
