// Countries under /users/ (with autocomplete).
import type { ApiLocale } from "@/lib/api/i18n";
import { getDb } from "@/lib/db";

/** Countries by name in the request's language; `q` keeps those whose name or code contains it. */
export async function listCountries(options: { locale: ApiLocale; q?: string }) {
  const db = await getDb();
  const rows = await db.country.findMany();
  const q = options.q?.trim().toLocaleLowerCase(options.locale);
  return rows
    .map((c) => ({ code: c.code, name: options.locale === "it" ? c.nameIt : c.nameEn }))
    .filter((c) => !q || c.name.toLocaleLowerCase(options.locale).includes(q) || c.code.toLowerCase() === q)
    .sort((a, b) => a.name.localeCompare(b.name, options.locale));
}
