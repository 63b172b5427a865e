// News (docs/product.md sections 2 and 7: /news/news/ and /news/news/{id}/): an article's card as the list and the
// article share it (headline, short text, tags and author in one language) and the columns it is read from.
import "server-only";
import { pick, type Locale } from "./locale";

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

export const cardSelect = {
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

export function toCard(row: CardRow, locale: Locale): NewsCard {
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
