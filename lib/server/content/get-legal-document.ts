// Terms of use, privacy policy and cookies policy: the latest published version of each, in the
// reader's language (English fallback when the Italian text is empty).
import "server-only";
import { getDb } from "@/lib/db";
import type { TermsKind } from "@/lib/generated/prisma/enums";
import { sanitizeRichText } from "./sanitize";

export const LEGAL_DOCUMENT_KINDS = [
  "terms_of_use",
  "privacy_policy",
  "cookies_policy",
] as const satisfies readonly TermsKind[];
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

export interface LegalDocument {
  kind: LegalDocumentKind;
  version: number;
  html: string;
  publishedAt: Date;
}

export async function getLegalDocument(options: {
  kind: LegalDocumentKind;
  locale: string;
  now?: Date;
}): Promise<LegalDocument | null> {
  const db = await getDb();
  const doc = await db.termsDocument.findFirst({
    where: { kind: options.kind, publishedAt: { lte: options.now ?? new Date() } },
    orderBy: { version: "desc" },
  });
  if (!doc) return null;
  const html = options.locale === "it" && doc.contentIt.trim() ? doc.contentIt : doc.contentEn;
  return { kind: options.kind, version: doc.version, html: sanitizeRichText(html), publishedAt: doc.publishedAt };
}
