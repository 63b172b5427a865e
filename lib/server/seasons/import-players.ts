// Players from an operator file (formats: ops/README.md). A player is known by his external
// id: a new one is created at his price (the initial price), a known one updated; a new price is
// recorded in the price history. A player who leaves Serie A is transferred-out with no club:
// managers can still sell him.
import "server-only";
import type { Tx } from "@/lib/db";
import { MIN_PRICE } from "@/lib/game/prices";
import type { PlayerStatus } from "@/lib/generated/prisma/enums";
import { PLAYER_STATUS_WORDS, type Position } from "@/lib/game/types";
import { type Progress, RowChecker, type SourceRow, seasonClubIds } from "./import-rows";
import { isStaged } from "./staging";

const POSITIONS = ["GKP", "DEF", "MID", "FWD"] as const;
const NAME: [RegExp, string] = [
  /^[\p{L}][\p{L}' .-]*$/u,
  "must be a name (letters, spaces, apostrophes, dots, hyphens)",
];
const BATCH = 100;

/** The file's fields (CSV columns, JSON keys). */
export const PLAYER_FIELDS = {
  required: ["external_id", "first_name", "last_name", "position", "club", "price"],
  optional: ["status"],
} as const;

export async function importPlayers(
  tx: Tx,
  options: { seasonId: number; rows: SourceRow[]; now: Date; onProgress?: Progress },
) {
  const check = new RowChecker();
  const clubIds = await seasonClubIds(tx, options.seasonId);
  const seen = new Map<string, string>();
  const parsed = options.rows.map((row) => {
    const externalId = check.text(row, "external_id", {
      required: true,
      max: 40,
      pattern: [/^[\w.-]+$/, "must be letters, digits, dots, hyphens or underscores"],
    });
    check.unique(seen, row, "external_id", externalId);
    const status = check.oneOf(row, "status", PLAYER_STATUS_WORDS);
    const club = check.text(row, "club");
    if (club && !clubIds.has(club))
      check.add(row, "club", `"${club}" is not a club of this season (import clubs first)`);
    if (!club && status !== "transferred-out")
      check.add(row, "club", "is required unless the status is transferred-out");
    return {
      row,
      externalId,
      firstName: check.text(row, "first_name", { required: true, max: 40, pattern: NAME }),
      lastName: check.text(row, "last_name", { required: true, max: 40, pattern: NAME }),
      position: check.oneOf(row, "position", POSITIONS, { required: true }),
      clubId: club ? (clubIds.get(club) ?? null) : null,
      price: check.price(row, "price", MIN_PRICE / 10, 20),
      status: status === null ? null : (status.replace(/-/g, "_") as PlayerStatus),
    };
  });
  if (!options.rows.length) check.add("file", "rows", "the file has no players");

  const known = new Map(
    (
      await tx.player.findMany({
        where: { externalId: { in: parsed.map((p) => p.externalId) } },
        include: { _count: { select: { squadEntries: true } } },
      })
    ).map((p) => [p.externalId, p]),
  );
  for (const p of parsed) {
    const player = known.get(p.externalId);
    if (player && p.position && player.position !== p.position && player._count.squadEntries > 0) {
      check.add(
        p.row,
        "position",
        `cannot change from ${player.position} to ${p.position}: ${player._count.squadEntries} team(s) own the player`,
      );
    }
  }
  check.throwIfAny("players");

  const rows: PlayerRow[] = parsed.map((p) => ({
    externalId: p.externalId,
    firstName: p.firstName,
    lastName: p.lastName,
    position: p.position as Position,
    clubId: p.clubId,
    price: p.price,
    status: p.status,
  }));
  if (await isStaged(tx, options.seasonId)) {
    // Next season's players wait for its activation (staging.ts): the live season keeps its own.
    // Counted against what the game will have then: the players, and what is already staged.
    const before = new Map(
      (
        await tx.playerStage.findMany({
          where: { seasonId: options.seasonId, externalId: { in: rows.map((p) => p.externalId) } },
          select: { externalId: true, price: true, status: true },
        })
      ).map((p) => [p.externalId, p]),
    );
    const priceBefore = (p: PlayerRow) => before.get(p.externalId)?.price ?? known.get(p.externalId)?.currentPrice;
    let done = 0;
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      await tx.playerStage.deleteMany({
        where: { seasonId: options.seasonId, externalId: { in: batch.map((p) => p.externalId) } },
      });
      await tx.playerStage.createMany({
        // An empty status keeps what an earlier staged file said.
        data: batch.map((p) => ({
          ...p,
          status: p.status ?? before.get(p.externalId)?.status ?? null,
          seasonId: options.seasonId,
          stagedAt: options.now,
        })),
      });
      options.onProgress?.((done += batch.length), rows.length);
    }
    const created = rows.filter((p) => priceBefore(p) === undefined).length;
    const repriced = rows.filter((p) => priceBefore(p) !== undefined && priceBefore(p) !== p.price).length;
    return { created, updated: rows.length - created, repriced, staged: true };
  }
  return { ...(await writePlayers(tx, options.seasonId, rows, options.now, options.onProgress)), staged: false };
}

/** One player as an import writes him: a new one is created at his price, a known one updated. */
interface PlayerRow {
  externalId: string;
  firstName: string;
  lastName: string;
  position: Position;
  clubId: number | null;
  price: number;
  /** Null keeps a known player's status (a new one is fit). */
  status: PlayerStatus | null;
}

/** What a row sets on a player, new or known (his status aside: a new one's defaults, a known one's may stay). */
const playerColumns = (p: PlayerRow) => ({
  firstName: p.firstName,
  lastName: p.lastName,
  position: p.position,
  clubId: p.clubId,
  currentPrice: p.price,
});

/** At activation: the players staged for the season, written as a direct import would have. */
export async function applyStagedPlayers(tx: Tx, seasonId: number, now: Date): Promise<number> {
  const staged = await tx.playerStage.findMany({ where: { seasonId }, orderBy: { externalId: "asc" } });
  await writePlayers(
    tx,
    seasonId,
    staged.map(({ seasonId: _, stagedAt: __, ...p }) => p),
    now,
  );
  await tx.playerStage.deleteMany({ where: { seasonId } });
  return staged.length;
}

/** Creates the new players and updates the known ones; a new price goes into the season's price history. */
async function writePlayers(tx: Tx, seasonId: number, parsed: PlayerRow[], now: Date, onProgress?: Progress) {
  const known = new Map(
    (await tx.player.findMany({ where: { externalId: { in: parsed.map((p) => p.externalId) } } })).map((p) => [
      p.externalId,
      p,
    ]),
  );
  const fresh = parsed.filter((p) => !known.has(p.externalId));
  const updates = parsed.filter((p) => known.has(p.externalId));
  const total = parsed.length;
  let done = 0;
  for (let i = 0; i < fresh.length; i += BATCH) {
    const batch = fresh.slice(i, i + BATCH);
    await tx.player.createMany({
      data: batch.map((p) => ({
        externalId: p.externalId,
        ...playerColumns(p),
        status: p.status ?? "fit",
        initialPrice: p.price,
      })),
    });
    onProgress?.((done += batch.length), total);
  }
  const ids = new Map(
    (
      await tx.player.findMany({
        where: { externalId: { in: fresh.map((p) => p.externalId) } },
        select: { id: true, externalId: true },
      })
    ).map((p) => [p.externalId, p.id]),
  );
  const prices = fresh.map((p) => ({
    playerId: ids.get(p.externalId)!,
    seasonId: seasonId,
    price: p.price,
    changedAt: now,
  }));
  let repriced = 0;
  for (const p of updates) {
    const player = known.get(p.externalId)!;
    if (player.currentPrice !== p.price) {
      prices.push({ playerId: player.id, seasonId: seasonId, price: p.price, changedAt: now });
      repriced++;
    }
    await tx.player.update({
      where: { id: player.id },
      data: { ...playerColumns(p), ...(p.status ? { status: p.status } : {}) },
    });
    if (++done % BATCH === 0 || done === total) onProgress?.(done, total);
  }
  await tx.playerPrice.createMany({ data: prices });
  return { created: fresh.length, updated: updates.length, repriced };
}
