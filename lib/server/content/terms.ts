// Terms of use, privacy policy and cookies policy (spec section 7: /users/terms/…): the latest
// published version of each.
import { getDb } from "@/lib/db";
import { sanitizeContentHtml } from "./html";
import { pick, type Locale } from "./locale";

/** The spec's path segments. */
export const TERMS_KINDS = { "terms-of-use": "terms_of_use", "privacy-policy": "privacy_policy", "cookies-policy": "cookies_policy" } as const;
export type TermsSlug = keyof typeof TERMS_KINDS;

export interface TermsDocument {
  slug: TermsSlug;
  version: number;
  /** Sanitised HTML. */
  content: string;
  publishedAt: Date;
}

/** The latest version published by `now`, or null. */
export async function getTerms(options: { slug: TermsSlug; locale: Locale; now?: Date }): Promise<TermsDocument | null> {
  const db = await getDb();
  const doc = await db.termsDocument.findFirst({
    where: { kind: TERMS_KINDS[options.slug], publishedAt: { lte: options.now ?? new Date() } },
    orderBy: { version: "desc" },
  });
  if (!doc) return null;
  return { slug: options.slug, version: doc.version, content: sanitizeContentHtml(pick(options.locale, doc.contentEn, doc.contentIt)), publishedAt: doc.publishedAt };
}
