// A game's results checked before they are entered (operators): known players of the game's two clubs, known actions,
// sane numbers, and a round that is live.
import "server-only";
import type { Tx } from "@/lib/db";
import type { Position } from "@/lib/game/scoring";
import { AppError } from "../errors";
import type { FieldError } from "../seasons/import-rows";
import type { GameResultsInput, PlayerResultRow } from "./game-results";

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
