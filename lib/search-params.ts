// Reading a page's query string (public and signed-in pages alike): one value per key, ids as positive integers only.

export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of `key`. */
export const param = (query: SearchParams, key: string): string | undefined => {
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
};

/** A positive integer ("12"), else undefined when absent and NaN when present but not one. */
export function intParam(query: SearchParams, key: string): number | undefined {
  const value = param(query, key);
  if (value === undefined) return undefined;
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : Number.NaN;
}
