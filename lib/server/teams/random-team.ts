// Random team (docs/product.md section 4, section 7 random-team): a valid squad within the budget and the
// club limit around up to 14 players the manager already picked, laid out in the formation.
// Players who are out (docs/product.md section 3: any status but fit, doubtful, minor-injury, unhealthy) are
// only used when the others cannot make a team.
import "server-only";
import { randomInt } from "node:crypto";
import { getDb } from "@/lib/db";
import { parseFormation } from "@/lib/game/formation";
import { defaultLineup, randomSquad } from "@/lib/game/random-team";
import { Rng } from "@/lib/game/rng";
import type { RulePlayer } from "@/lib/game/types";
import { ruleError } from "./team-errors";
import { type PlayerCard, playerCardSelect } from "./team-view";

const AVAILABLE = new Set(["fit", "doubtful", "minor_injury", "unhealthy"]);

export interface RandomTeam {
  formation: { id: number; name: string };
  /** The 15 in slot order: 0–10 the pitch, 11–14 the bench by priority (bench position_index = priority + 12 in the spec's client). */
  players: { slot: number; player: PlayerCard }[];
  captainId: number;
  viceCaptainId: number;
  /** Total price, in tenths of a million. */
  cost: number;
}

export async function randomTeam(options: {
  formationId: number;
  /** Players already picked; `slot` keeps one where he is when it suits his position. */
  keep: { playerId: number; slot?: number | null }[];
  /** Tests: a fixed seed gives a fixed team. */
  seed?: number;
}): Promise<RandomTeam> {
  const db = await getDb();
  const formation = await db.formation.findUnique({ where: { id: options.formationId } });
  const shape = formation && parseFormation(formation.name);
  if (!shape)
    throw ruleError("invalid", "formationError", `Formation ${options.formationId} does not exist.`, {
      field: "formation",
    });
  if (options.keep.length > 14)
    throw ruleError("invalid", "tooManyKept", "Pick at most 14 players before asking for a random team.", {
      field: "players",
    });

  const settings = await db.settings.findUniqueOrThrow({ where: { id: 1 } });
  const rows = await db.player.findMany({
    where: { clubId: { not: null } },
    include: { club: { select: { fullName: true } } },
  });
  const rule = (p: (typeof rows)[number]): RulePlayer => ({
    id: p.id,
    position: p.position,
    clubId: p.clubId,
    clubName: p.club?.fullName,
    price: p.currentPrice,
  });
  const byId = new Map(rows.map((p) => [p.id, p]));
  const keepIds = options.keep.map((k) => k.playerId);
  if (
    new Set(keepIds).size !== keepIds.length ||
    keepIds.some((id) => !byId.has(id) || byId.get(id)!.status === "transferred_out")
  ) {
    throw ruleError("invalid", "unknownPlayer", "A picked player does not exist or has left Serie A.", {
      field: "players",
    });
  }
  const keep = keepIds.map((id) => rule(byId.get(id)!));
  const rng = new Rng(options.seed ?? randomInt(2 ** 31));
  const candidates = rows.filter((p) => p.status !== "transferred_out");
  const pools = [candidates.filter((p) => AVAILABLE.has(p.status)), candidates];
  let result: ReturnType<typeof randomSquad> = { error: "noValidTeam" };
  for (const pool of pools) {
    result = randomSquad({ pool: pool.map(rule), keep, settings, rng });
    if ("players" in result || result.error !== "noValidTeam") break;
  }
  if ("error" in result) {
    const status = result.error === "noValidTeam" ? "conflict" : "invalid";
    throw ruleError(status, result.error, `No random team: ${result.error}.`, { field: "players" });
  }
  const placed = new Map(options.keep.filter((k) => k.slot != null).map((k) => [k.playerId, k.slot!]));
  const lineup = defaultLineup(result.players, shape, placed);
  const cards = new Map(
    (await db.player.findMany({ where: { id: { in: lineup.slots.map((p) => p.id) } }, select: playerCardSelect })).map(
      (p) => [p.id, p as PlayerCard],
    ),
  );
  return {
    formation: { id: formation.id, name: formation.name },
    players: lineup.slots.map((p, slot) => ({ slot, player: cards.get(p.id)! })),
    captainId: lineup.captainId,
    viceCaptainId: lineup.viceCaptainId,
    cost: result.players.reduce((s, p) => s + p.price, 0),
  };
}
