// Reference data under /users/: countries (with autocomplete) and the legal documents.
import type { ApiLocale } from "@/lib/api/i18n";
import { getDb } from "@/lib/db";
import type { TermsKind } from "@/lib/generated/prisma/enums";
import { AppError } from "../errors";

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

export const TERMS_SLUGS = ["terms-of-use", "privacy-policy", "cookies-policy"] as const;

/** The latest version of a legal document, in the request's language. */
export async function readTerms(options: { slug: (typeof TERMS_SLUGS)[number]; locale: ApiLocale }) {
  const db = await getDb();
  const doc = await db.termsDocument.findFirst({ where: { kind: options.slug.replaceAll("-", "_") as TermsKind }, orderBy: { version: "desc" } });
  if (!doc) throw new AppError("not_found", "Not found.", { code: "notFound" });
  return { kind: options.slug, version: doc.version, content: options.locale === "it" ? doc.contentIt : doc.contentEn, published_at: doc.publishedAt.toISOString() };
}
