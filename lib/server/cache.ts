// A small in-process cache for public reads (docs/design.md section 6): a crawler burst over the public
// pages is served from memory, and each key goes to the database at most once per `ttlMs`.
// Stale entries are served while one refresh runs (stale-while-revalidate); concurrent misses share
// one query; the oldest keys are dropped beyond MAX_ENTRIES, so random query strings cannot grow it.
import "server-only";
import { processMemory } from "@/lib/memory";

const MAX_ENTRIES = 1_000;

interface Entry {
  value?: unknown;
  expires: number;
  pending?: Promise<unknown>;
}

const entries = processMemory<string, Entry>("public reads", MAX_ENTRIES);

function refresh<T>(key: string, entry: Entry, ttlMs: number, load: () => Promise<T>): Promise<T> {
  entry.pending ??= load()
    .then((value) => {
      entry.value = value;
      entry.expires = Date.now() + ttlMs;
      return value;
    })
    .catch((error: unknown) => {
      // A failed refresh keeps serving the stale value and waits another period before retrying.
      entry.expires = Date.now() + ttlMs;
      throw error;
    })
    .finally(() => {
      entry.pending = undefined;
    });
  return entry.pending as Promise<T>;
}

/** `load()` for `key`, cached for `ttlMs`. Errors are not cached. */
export async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  let entry = entries.get(key);
  if (!entry) {
    entry = { expires: 0 };
    entries.set(key, entry);
    try {
      return await refresh(key, entry, ttlMs, load);
    } catch (error) {
      if (!("value" in entry)) entries.delete(key);
      throw error;
    }
  }
  if ("value" in entry) {
    if (entry.expires <= Date.now()) refresh(key, entry, ttlMs, load).catch(() => {});
    return entry.value as T;
  }
  return refresh(key, entry, ttlMs, load);
}

/** Forgets every cached read (tests; an operator change in the same process). */
export function clearCache(): void {
  entries.clear();
}
