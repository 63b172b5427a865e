// Entering a game's results (operators): per-player minutes and action counts, scored with the
// point table (lib/game/scoring.ts). Repeatable while the round is live: each import replaces the
// game's previous results and refreshes the round's live points.
import "server-only";
import type { Tx } from "@/lib/db";
import { type PointActionRule, scoreGame } from "@/lib/game/scoring";
import { AppError } from "../errors";
import { checkGameResults } from "./check-game-results";
import type { GameResultsInput } from "./game-results";

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
