// The bound every in-process memory of the app shares (the player pages, the public reads, the fans' squads, the
// checked tokens): at most so many entries, the least recently set going first.

/** Sets `key` in `map` as its newest entry (a Map keeps insertion order) and drops the oldest beyond `max`. */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}
