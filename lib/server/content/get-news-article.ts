// A news article (docs/product.md sections 2 and 7: /news/news/{id}/): a published article's card and its full text,
// sanitised, in one language.
import "server-only";
import { getDb } from "@/lib/db";
import { sanitizeRichText } from "./sanitize";
import { pick, type Locale } from "./locale";
import { type NewsCard, cardSelect, toCard } from "./news-card";

export interface NewsArticle extends NewsCard {
  /** Sanitised HTML. */
  fullText: string;
  updatedAt: Date;
}

/** A published article with its sanitised HTML, or null. */
export async function getNewsArticle(options: { id: number; locale: Locale }): Promise<NewsArticle | null> {
  if (!Number.isInteger(options.id) || options.id < 1) return null;
  const db = await getDb();
  const row = await db.news.findFirst({
    where: { id: options.id, published: true },
    select: { ...cardSelect, fullTextEn: true, fullTextIt: true, updatedAt: true },
  });
  if (!row) return null;
  return {
    ...toCard(row, options.locale),
    fullText: sanitizeRichText(pick(options.locale, row.fullTextEn, row.fullTextIt)),
    updatedAt: row.updatedAt,
  };
}
