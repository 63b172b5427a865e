// News (docs/product.md sections 2 and 7: /news/news/ and /news/news/{id}/): published articles, newest first,
// 3 to a page, with their tags and author, in one language.
import "server-only";
import { getDb } from "@/lib/db";
import { AppError, msg } from "../errors";
import { sanitizeRichText } from "./sanitize";
import { pick, type Locale } from "./locale";

/** docs/product.md section 9: the news page size. */
export const NEWS_PAGE_SIZE = 3;

export interface NewsTag {
  id: number;
  slug: string;
  name: string;
}

export interface NewsCard {
  id: number;
  image: string;
  headline: string;
  shortText: string;
  createdAt: Date;
  tags: NewsTag[];
  author: { fullName: string };
}

export interface NewsArticle extends NewsCard {
  /** Sanitised HTML. */
  fullText: string;
  updatedAt: Date;
}

export interface NewsPage {
  count: number;
  page: number;
  pageSize: number;
  /** Number of pages (at least 1). */
  pages: number;
  results: NewsCard[];
}

const cardSelect = {
  id: true,
  image: true,
  headlineEn: true,
  headlineIt: true,
  shortTextEn: true,
  shortTextIt: true,
  createdAt: true,
  authorName: true,
  author: { select: { firstName: true, lastName: true } },
  tags: { select: { id: true, slug: true, nameEn: true, nameIt: true }, orderBy: { id: "asc" as const } },
} as const;

type CardRow = {
  id: number;
  image: string;
  headlineEn: string;
  headlineIt: string;
  shortTextEn: string;
  shortTextIt: string;
  createdAt: Date;
  authorName: string;
  author: { firstName: string; lastName: string } | null;
  tags: { id: number; slug: string; nameEn: string; nameIt: string }[];
};

function toCard(row: CardRow, locale: Locale): NewsCard {
  return {
    id: row.id,
    image: row.image,
    headline: pick(locale, row.headlineEn, row.headlineIt),
    shortText: pick(locale, row.shortTextEn, row.shortTextIt),
    createdAt: row.createdAt,
    tags: row.tags.map((t) => ({ id: t.id, slug: t.slug, name: pick(locale, t.nameEn, t.nameIt) })),
    // The author's account name when linked, else the byline stored with the article.
    author: { fullName: row.author ? `${row.author.firstName} ${row.author.lastName}` : row.authorName },
  };
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

/** Ids and last changes of every published article (the sitemap). */
export async function listNewsIds(): Promise<{ id: number; updatedAt: Date }[]> {
  const db = await getDb();
  return db.news.findMany({
    where: { published: true },
    select: { id: true, updatedAt: true },
    orderBy: { id: "asc" },
  });
}
