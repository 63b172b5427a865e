// The operator commands (docs/design.md section 1: operators never edit SQL), one file per group beside this one. The
// list's order is the order `npm run ops -- --help` shows them in: a season's and a round's life as they come.
import type { Command } from "../cli";
import { audit } from "./audit";
import * as forecast from "./forecast";
import * as game from "./game";
import * as imports from "./import";
import * as player from "./player";
import { resultsImport } from "./results";
import * as round from "./round";
import * as season from "./season";
import * as jobs from "./jobs";
import * as mail from "./mail";
import { settings } from "./settings";
import { status } from "./status";

export const COMMANDS: Command[] = [
  status,
  season.create,
  season.activate,
  season.finish,
  imports.clubs,
  imports.players,
  imports.fixtures,
  round.lock,
  round.refresh,
  round.close,
  round.cancel,
  round.remind,
  forecast.refit,
  forecast.rate,
  round.setDeadline,
  resultsImport,
  game.postpone,
  game.cancel,
  game.forfeit,
  game.reschedule,
  player.setStatus,
  player.setPrice,
  game.list,
  audit,
  jobs.jobs,
  jobs.retry,
  mail.mail,
  mail.retry,
  settings,
];
