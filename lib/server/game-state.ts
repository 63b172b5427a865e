// What nearly every request reads and only operators change, kept in each app process's memory: the settings row, the
// seasons with the rounds of the live and the coming season, the formations, and whatever else a use case keys on the
// same epoch (the players' directory, the next round's games). In the deadline rush every request read the round and
// the settings again (1,526 times each in one level of the benchmark); now a request reads one number instead.
//
// Why it is safe with several processes (and machines): every transaction that changes one of those tables moves the
// cache epoch (table cache_epoch, statement triggers, prisma/sql/fsa_bump_cache_epoch.sql), and a request reads the
// epoch before it uses anything held here (most fold it into their first statement). What a process holds for that
// epoch is what the database held when the epoch last moved, so a request never sees an older state than it would
// have read itself, in whichever process it lands. A change is seen by every process from its commit on.
//
// Writes never trust it alone: a save's statement checks the round is still open and the team unchanged, and a
// transfer's the prices it was checked at (fsa_arrange_squad, fsa_apply_transfers).
import "server-only";
import { cache } from "react";
import { getDb, queryPrepared, type Tx } from "@/lib/db";
import { BoundedMemory } from "@/lib/memory";
import { type Formation, Prisma, type Round, type Settings } from "@/lib/generated/prisma/client";
import type { SeasonStatus } from "@/lib/generated/prisma/enums";

export interface SeasonRow {
  id: number;
  name: string;
  status: SeasonStatus;
  startsOn: Date;
}

export interface GameState {
  epoch: number;
  settings: Settings;
  /** Every season but disabled ones, latest start first. */
  seasons: SeasonRow[];
  /** The rounds of the live season and of one open for registration, by season, in number order. */
  rounds: Map<number, Round[]>;
  /** By name, as the formations list shows them. */
  formations: Formation[];
}

/** A client to read with: the app's, or a transaction's (whose own changes a cached copy would not hold). */
type Reader = Pick<Tx, "$queryRaw" | "settings" | "season" | "round" | "formation">;

const holder = globalThis as unknown as {
  __fantasyGameState?: { state?: GameState; loading?: { epoch: number; promise: Promise<GameState> } };
  __fantasyEpochCache?: Map<string, { epoch: number; value: Promise<unknown> }>;
  __fantasyEpochMemo?: Map<string, { epoch: number; entries: BoundedMemory<string, unknown> }>;
};
const memory = (holder.__fantasyGameState ??= {});
const keyed = (holder.__fantasyEpochCache ??= new Map());
const memos = (holder.__fantasyEpochMemo ??= new Map());

/** The cache epoch now (one indexed row), through `reader` when given. */
export async function readEpoch(reader?: Pick<Tx, "$queryRaw">): Promise<number> {
  if (!reader) return epochOfRender();
  const [row] = await queryPrepared<{ epoch: bigint | string }>(
    reader,
    Prisma.sql`SELECT epoch FROM cache_epoch WHERE id = 1`,
  );
  return Number(row?.epoch ?? 0);
}

/** Read once per page render, however many parts ask (React's cache; outside a render, every call reads it). */
const epochOfRender = cache(async () => readEpoch(await getDb()));

async function loadState(reader: Reader, epoch: number): Promise<GameState> {
  const [settings, seasons, formations] = await Promise.all([
    reader.settings.findUnique({ where: { id: 1 } }),
    reader.season.findMany({
      where: { status: { not: "disabled" } },
      select: { id: true, name: true, status: true, startsOn: true },
      orderBy: [{ startsOn: "desc" }, { id: "desc" }],
    }),
    reader.formation.findMany({ orderBy: { name: "asc" } }),
  ]);
  const playing = seasons.filter((s) => s.status === "live" || s.status === "open_for_registration").map((s) => s.id);
  const rounds = await reader.round.findMany({
    where: { seasonId: { in: playing } },
    orderBy: [{ seasonId: "asc" }, { number: "asc" }],
  });
  const bySeason = new Map<number, Round[]>(playing.map((id) => [id, []]));
  for (const round of rounds) bySeason.get(round.seasonId)!.push(round);
  return {
    epoch,
    // The row comes with the migrations; a database without it (an old one) gets the defaults once.
    settings: settings ?? (await reader.settings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} })),
    seasons,
    rounds: bySeason,
    formations,
  };
}

/**
 * The game state at `epoch` (read now when not given): from memory when nothing changed since it was loaded, else
 * loaded once (concurrent requests share the load). In a transaction (`tx`), read through it and not kept.
 */
export async function gameState(options: { epoch?: number; tx?: Tx } = {}): Promise<GameState> {
  if (options.tx) return loadState(options.tx, await readEpoch(options.tx));
  const epoch = options.epoch ?? (await readEpoch());
  if (memory.state?.epoch === epoch) return memory.state;
  if (memory.loading?.epoch === epoch) return memory.loading.promise;
  const promise = loadState(await getDb(), epoch);
  memory.loading = { epoch, promise };
  try {
    const state = await promise;
    // A slower load of an older epoch never replaces a newer one.
    if (!memory.state || memory.state.epoch < epoch) memory.state = state;
    return state;
  } finally {
    if (memory.loading?.promise === promise) memory.loading = undefined;
  }
}

/** `load()` for `key`, kept while the epoch stays `epoch` (a failed load is not kept). */
export function epochCached<T>(key: string, epoch: number, load: () => Promise<T>): Promise<T> {
  const entry = keyed.get(key);
  if (entry && entry.epoch === epoch) return entry.value as Promise<T>;
  const value = load();
  if (!entry || entry.epoch <= epoch) {
    keyed.set(key, { epoch, value });
    value.catch(() => {
      if (keyed.get(key)?.value === value) keyed.delete(key);
    });
  }
  return value;
}

/**
 * `compute()` for `key` in `namespace`, kept while the epoch stays `epoch`: for what is derived from epoch-cached data
 * and asked with many keys (a page of the players list by its query). At most `max` keys a namespace are kept (the
 * oldest go first), and every key goes when the epoch moves. A request that read an older epoch than the one held
 * computes its own and keeps nothing.
 */
export function epochMemo<T>(namespace: string, key: string, epoch: number, compute: () => T, max = 500): T {
  let memo = memos.get(namespace);
  if (!memo || memo.epoch < epoch) memos.set(namespace, (memo = { epoch, entries: new BoundedMemory(max) }));
  if (memo.epoch !== epoch) return compute();
  if (memo.entries.has(key)) return memo.entries.get(key) as T;
  const value = compute();
  memo.entries.set(key, value);
  return value;
}

// ─────────────────────────────── Reading the state ───────────────────────────────

const RANK: Record<SeasonStatus, number> = { live: 0, open_for_registration: 1, finished: 2, disabled: 3 };

/** The live season, else the latest open for registration, else the latest finished; null before any season. */
export function currentSeasonOf(state: GameState): SeasonRow | null {
  return [...state.seasons].sort((a, b) => RANK[a.status] - RANK[b.status])[0] ?? null;
}

/** The season's rounds (the live season's and the one open for registration's; others are not held: null). */
export const roundsOf = (state: GameState, seasonId: number): Round[] | null => state.rounds.get(seasonId) ?? null;

/** The round changes made now count for: the season's first scheduled round (null when none is left, or not held). */
export const firstScheduledRound = (state: GameState, seasonId: number): Round | null =>
  roundsOf(state, seasonId)?.find((r) => r.status === "scheduled") ?? null;
