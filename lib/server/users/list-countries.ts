// Countries under /users/ (with autocomplete).
import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";

/** Countries by name in the request's language; `q` keeps those whose name or code contains it. */
export async function listCountries(options: { locale: Locale; q?: string }) {
  const db = await getDb();
  const rows = await db.country.findMany();
  const q = options.q?.trim().toLocaleLowerCase(options.locale);
  return rows
    .map((c) => ({ code: c.code, name: options.locale === "it" ? c.nameIt : c.nameEn }))
    .filter((c) => !q || c.name.toLocaleLowerCase(options.locale).includes(q) || c.code.toLowerCase() === q)
    .sort((a, b) => a.name.localeCompare(b.name, options.locale));
}
