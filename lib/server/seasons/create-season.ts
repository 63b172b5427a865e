// A new season (docs/design.md section 1: operators create seasons): open for registration, so teams
// for it can be made while its clubs, players and fixtures are loaded.
import "server-only";
import type { Tx } from "@/lib/db";
import { isSeasonName } from "@/lib/game/calendar";
import { AppError } from "../errors";

export async function createSeason(tx: Tx, options: { name: string; startsOn: Date; endsOn: Date }) {
  if (!isSeasonName(options.name))
    throw new AppError("invalid", `"${options.name}" is not a season name such as 2027/28.`, { field: "name" });
  if (!(options.startsOn < options.endsOn))
    throw new AppError("invalid", "The season must end after it starts.", { field: "ends" });
  if (await tx.season.findUnique({ where: { name: options.name } }))
    throw new AppError("conflict", `Season ${options.name} already exists.`);
  return tx.season.create({
    data: { name: options.name, status: "open_for_registration", startsOn: options.startsOn, endsOn: options.endsOn },
  });
}
