// The news list (docs/product.md sections 2 and 7: /news/news/): published articles, newest first, 3 to a page, with
// their tags and author, in one language.
import "server-only";
import { getDb } from "@/lib/db";
import { AppError, msg } from "../errors";
import type { Locale } from "./locale";
import { type NewsCard, cardSelect, toCard } from "./news-card";

/** docs/product.md section 9: the news page size. */
export const NEWS_PAGE_SIZE = 3;

export interface NewsPage {
  count: number;
  page: number;
  pageSize: number;
  /** Number of pages (at least 1). */
  pages: number;
  results: NewsCard[];
}

/** One page of published news, newest first. A page past the last one is not found (DRF: "Invalid page."). */
export async function listNews(options: { locale: Locale; page?: number; pageSize?: number }): Promise<NewsPage> {
  const page = options.page ?? 1;
  const pageSize = options.pageSize ?? NEWS_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1) {
    throw new AppError("invalid", "Invalid page.", { field: "page" });
  }
  const db = await getDb();
  const where = { published: true };
  const [count, rows] = await Promise.all([
    db.news.count({ where }),
    db.news.findMany({
      where,
      select: cardSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (page > pages) throw new AppError("not_found", "Invalid page.", { messages: msg("Api.errors.invalidPage") });
  return { count, page, pageSize, pages, results: rows.map((row) => toCard(row, options.locale)) };
}
