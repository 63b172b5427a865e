// The game commands: a round's games and their ids, and what happens to a game besides its results (postponed,
// moved, called off, awarded). A change to a game's results holds its round's lock, as a results import does.
import { AppError } from "../../lib/server/errors";
import { listRoundGames } from "../../lib/server/football/list-round-games";
import { postponeGame } from "../../lib/server/football/postpone-game";
import { rescheduleGame } from "../../lib/server/football/reschedule-game";
import { endGameWithoutResults } from "../../lib/server/results/end-game-without-results";
import { getCurrentRound } from "../../lib/server/seasons/get-current-round";
import { UsageError } from "../args";
import type { Command, Context } from "../cli";
import {
  DRY_RUN,
  JSON_FLAG,
  ROUND,
  dateTime,
  findRound,
  findSeason,
  flagValue,
  gameIdArg,
  gameRoundId,
  printJson,
  refreshIfLive,
  seasonFlag,
} from "./common";

/** game cancel / game forfeit: the game ends without results; a live round's points follow. */
async function endGame(
  ctx: Context,
  outcome: { outcome: "cancelled" } | { outcome: "technical"; homeScore: number; awayScore: number },
) {
  const id = gameIdArg(ctx.args[0]);
  await ctx.exclusive(await gameRoundId(id), async () => {
    const game = await ctx.change(
      "game",
      id,
      (tx) => endGameWithoutResults(tx, { gameId: id, ...outcome }, ctx.now),
      (g) =>
        g.status === "cancelled"
          ? `Game ${id} cancelled.`
          : `Game ${id} awarded ${g.homeScore}-${g.awayScore} (forfeit).`,
    );
    await refreshIfLive(ctx, game.roundId);
  });
}

export const postpone: Command = {
  name: "game postpone",
  usage: "game postpone <game id> [--dry-run]",
  summary: "Postpone a game: it scores nothing in its round",
  help: "A postponed game is blank in its round; `game reschedule` gives it a new round and kick-off.",
  args: 1,
  flags: DRY_RUN,
  async run(ctx) {
    const id = gameIdArg(ctx.args[0]);
    await ctx.exclusive(await gameRoundId(id), () =>
      ctx.change(
        "game",
        id,
        (tx) => postponeGame(tx, { gameId: id }),
        () => `Game ${id} postponed.`,
      ),
    );
  },
};

export const cancel: Command = {
  name: "game cancel",
  usage: "game cancel <game id> [--dry-run]",
  summary: "Call a game off for good: it scores nothing",
  help: "A cancelled game is never played; results entered for it are removed. Refused once its round is finished. A live round's points follow.",
  args: 1,
  flags: DRY_RUN,
  async run(ctx) {
    await endGame(ctx, { outcome: "cancelled" });
  },
};

export const forfeit: Command = {
  name: "game forfeit",
  usage: "game forfeit <game id> <home>-<away> [--dry-run]",
  summary: "Award a game by forfeit (technical result, e.g. 3-0)",
  help: "The game shows the awarded score and scores no player points; results entered for it are removed. Refused once its round is finished. A live round's points follow.",
  args: 2,
  flags: DRY_RUN,
  async run(ctx) {
    const score = /^(\d{1,2})-(\d{1,2})$/.exec(ctx.args[1] ?? "");
    if (!score) throw new UsageError("Give the awarded score as <home>-<away>, e.g. 3-0.");
    await endGame(ctx, { outcome: "technical", homeScore: Number(score[1]), awayScore: Number(score[2]) });
  },
};

export const reschedule: Command = {
  name: "game reschedule",
  usage: "game reschedule <game id> <round number> <ISO kick-off> [--season <name>] [--dry-run]",
  summary: "Move a game to another round and kick-off",
  help: "Moves a postponed or scheduled game, e.g. `game reschedule 412 20 2027-01-14T19:45:00Z` (the kick-off with its time zone); a round with two games for a club is a double round. The round is the live season's, or --season's.",
  args: 3,
  flags: ROUND,
  async run(ctx) {
    const id = gameIdArg(ctx.args[0]);
    const kickoff = dateTime(ctx.args[2]!, "The kick-off");
    const round = await findRound(ctx, ctx.args[1]);
    await ctx.change(
      "game",
      id,
      (tx) => rescheduleGame(tx, { gameId: id, round, kickoff }),
      () => `Game ${id} moved to round ${round.number}, kick-off ${kickoff.toISOString()}.`,
    );
  },
};

export const list: Command = {
  name: "game list",
  usage: "game list [--round <number>] [--season <name>] [--json]",
  summary: "A round's games with their ids (for results import --game)",
  help: "Lists a round's games: id, kick-off, home, away, status and score. The round is --round, else the live round, else the next scheduled one; the season is --season, else the live one. --json prints them as one JSON document (ops/README.md).",
  args: 0,
  flags: { round: "string", season: "string", ...JSON_FLAG },
  async run(ctx) {
    const roundFlag = flagValue(ctx, "round");
    if (roundFlag !== undefined && !/^\d{1,2}$/.test(roundFlag))
      throw new UsageError("--round takes the round's number, e.g. 14.");
    const season = await findSeason(ctx, seasonFlag(ctx), "live");
    let round;
    if (roundFlag !== undefined) {
      round = await findRound(ctx, roundFlag);
    } else {
      round = await getCurrentRound(ctx.db, { seasonId: season.id });
      if (!round)
        throw new AppError("not_found", `Season ${season.name} has no live or scheduled round: give --round.`);
    }
    const games = await listRoundGames({ roundId: round.id });
    if (ctx.flags.json)
      return printJson(ctx, {
        season: season.name,
        round: { number: round.number, status: round.status },
        games: games.map((g) => ({
          id: g.id,
          kickoff: g.kickoff,
          home: { abbreviation: g.home.abbreviation, full_name: g.home.fullName },
          away: { abbreviation: g.away.abbreviation, full_name: g.away.fullName },
          status: g.status,
          home_score: g.homeScore,
          away_score: g.awayScore,
        })),
      });
    ctx.print(`Season ${season.name}, round ${round.number} (${round.status}): ${games.length} game(s)`);
    const rows = games.map((g) => [
      String(g.id),
      g.kickoff.toISOString().replace(/:00\.000Z$/, "Z"),
      `${g.home.abbreviation} ${g.home.fullName}`,
      `${g.away.abbreviation} ${g.away.fullName}`,
      g.status,
      g.homeScore === null ? "" : `${g.homeScore}-${g.awayScore}`,
    ]);
    const header = ["id", "kick-off", "home", "away", "status", "score"];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const row of [header, ...rows])
      ctx.print(
        row
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join("  ")
          .trimEnd(),
      );
  },
};
