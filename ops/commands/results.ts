// `results import`: a game's per-player results, entered while its round is live and as often as the game goes on;
// the round's live points follow each import (ops/README.md, "Results").
import { applyGameResults } from "../../lib/server/results/apply-game-results";
import type { Command } from "../cli";
import { readResults } from "../files";
import { DRY_RUN, gameRoundId, refreshIfLive } from "./common";

export const resultsImport: Command = {
  name: "results import",
  usage:
    "results import <file.csv|file.json> [--game <id> --score <h>-<a> --status live|finished] [--encoding utf8|windows-1252|latin1] [--dry-run]",
  summary: "Enter a game's per-player results (repeatable while live)",
  help: "Replaces a game's results with the file's per-player minutes and action counts, scores them, and refreshes the live round. Only for a game of a live (locked) round. The whole file is checked first: any error (file, line, field) and nothing is imported; a file without player rows is refused. Game ids: game list. Formats: ops/README.md.",
  args: 1,
  flags: { game: "string", score: "string", status: "string", encoding: "string", ...DRY_RUN },
  async run(ctx) {
    const input = readResults(ctx.args[0]!, ctx.flags);
    await ctx.exclusive(await gameRoundId(input.gameId), async () => {
      const result = await ctx.change(
        "game",
        input.gameId,
        (tx) => applyGameResults(tx, input, ctx.now, ctx.progress("results")),
        (r) =>
          `Game ${input.gameId}: ${input.homeScore}-${input.awayScore} (${input.status}), ${r.players} player results.`,
      );
      await refreshIfLive(ctx, result.roundId);
    });
  },
};
