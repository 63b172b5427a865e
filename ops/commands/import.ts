// The imports of a season's clubs, players and fixtures: the whole file is checked before anything is written, then
// applied in one transaction, so a bad file changes nothing (ops/README.md, "File formats").
import { CLUB_FIELDS, importClubs } from "../../lib/server/seasons/import-clubs";
import { FIXTURE_FIELDS, importFixtures } from "../../lib/server/seasons/import-fixtures";
import { PLAYER_FIELDS, importPlayers } from "../../lib/server/seasons/import-players";
import type { Command } from "../cli";
import { encodingFlag, readRows } from "../files";
import { DRY_RUN, findSeason, seasonFlag } from "./common";

/** `import clubs|players|fixtures <file>`: the whole file is checked, then applied in one transaction. */
function importCommand(what: "clubs" | "players" | "fixtures", summary: string, help: string): Command {
  return {
    name: `import ${what}`,
    usage: `import ${what} <file.csv|file.json> [--season <name>] [--encoding utf8|windows-1252|latin1] [--dry-run]`,
    summary,
    help: `${help} The season is --season, or the one open for registration, or the live one. The whole file is checked first: any problem (file, line, field) and nothing is imported. Files are read as UTF-8; a CSV saved by Excel needs --encoding windows-1252 (latin1: ISO-8859-1). Formats and examples: ops/README.md, ops/examples/.`,
    args: 1,
    flags: { season: "string", encoding: "string", ...DRY_RUN },
    async run(ctx) {
      const rows = readRows(
        ctx.args[0]!,
        { clubs: CLUB_FIELDS, players: PLAYER_FIELDS, fixtures: FIXTURE_FIELDS }[what],
        encodingFlag(ctx.flags),
      );
      const season = await findSeason(ctx, seasonFlag(ctx), "open or live");
      const onProgress = ctx.progress(what);
      await ctx.change(
        "season",
        season.id,
        async (tx) => {
          const later = `staged: they apply when season ${season.name} becomes live (season activate); the live season keeps its own until then`;
          if (what === "clubs") {
            const r = await importClubs(tx, { seasonId: season.id, rows, onProgress });
            return `${r.created} club(s) created, ${r.updated} updated, all in season ${season.name}.${r.staged ? ` ${r.staged} club(s)' new name or images ${later}.` : ""}`;
          }
          if (what === "players") {
            const r = await importPlayers(tx, { seasonId: season.id, rows, now: ctx.now, onProgress });
            return r.staged
              ? `${r.created} new player(s), ${r.updated} update(s) (${r.repriced} new price(s)) for season ${season.name}, ${later}.`
              : `${r.created} player(s) created, ${r.updated} updated (${r.repriced} new price(s)) for season ${season.name}.`;
          }
          const r = await importFixtures(tx, { seasonId: season.id, rows, onProgress });
          return `Season ${season.name}: ${r.rounds} round(s) (${r.roundsCreated} new), ${r.created} game(s) created, ${r.moved} moved.`;
        },
        (text) => text,
      );
    },
  };
}

export const clubs = importCommand(
  "clubs",
  "Load or update a season's clubs",
  "Each row: abbreviation, full_name, logo_image, jersey_outfield, jersey_goalkeeper. Known abbreviations are updated.",
);

export const players = importCommand(
  "players",
  "Load or update players, prices and statuses",
  "Each row: external_id, first_name, last_name, position (GKP, DEF, MID, FWD), club (abbreviation; empty for a player who left), price (e.g. 5.5), status (optional). Known external ids are updated; a new price goes into the price history.",
);

export const fixtures = importCommand(
  "fixtures",
  "Load or move a season's games",
  "Each row: round, home, away (club abbreviations), kickoff (ISO with time zone). Rounds are created as needed; a scheduled round's deadline follows its first kick-off.",
);
