// The app's in-process memories (the public reads, lib/server/cache.ts; what is derived from the game state,
// lib/server/game-state.ts epochMemo; the fans' squads, lib/server/teams/team-view.ts; the checked tokens,
// lib/auth/jwt.ts) share one rule: at most so many entries, the least recently set going first, so no query string or
// token a client makes up can grow a process without bound. Each is a correctness-free shortcut: losing one costs a
// database read, never a wrong answer.

/** A Map of at most `max` entries: setting a key makes it the newest, and the oldest goes beyond `max`. */
export class BoundedMemory<K, V> {
  readonly #entries = new Map<K, V>();
  constructor(readonly max: number) {}

  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  set(key: K, value: V): void {
    // A Map keeps insertion order: deleting first makes the key the newest.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value!);
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * The process's memory called `name`, made on first use: held on globalThis so that the server's bundles (route
 * handlers, pages) and a dev server's reloads in one process share one, rather than each keeping its own.
 */
export function processMemory<K, V>(name: string, max: number): BoundedMemory<K, V> {
  const held = ((globalThis as { __fantasyMemories?: Map<string, unknown> }).__fantasyMemories ??= new Map());
  let memory = held.get(name) as BoundedMemory<K, V> | undefined;
  if (!memory) held.set(name, (memory = new BoundedMemory<K, V>(max)));
  return memory;
}
