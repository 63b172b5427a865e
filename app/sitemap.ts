// /sitemap.xml: every public page, news article and match, in English and Italian, each with its
// language alternates (en, it, x-default). Regenerated at most every 10 minutes.
import type { MetadataRoute } from "next";
import { routing } from "@/i18n/routing";
import { env } from "@/lib/env";
import { alternatesFor } from "@/lib/seo/metadata";
import { listNewsIds } from "@/lib/server/content/list-news-ids";
import { NEWS_PAGE_SIZE } from "@/lib/server/content/list-news";
import { listGameIds } from "@/lib/server/football/list-game-ids";

export const revalidate = 600;

type Query = Record<string, string | number | undefined>;

/** The public pages (docs/product.md section 2) and their crawlable query variants. */
const STATIC_PAGES: {
  path: string;
  query?: Query;
  priority: number;
  changeFrequency: "hourly" | "daily" | "weekly" | "monthly";
}[] = [
  { path: "/", priority: 1, changeFrequency: "hourly" },
  { path: "/schedule-and-results/", priority: 0.9, changeFrequency: "hourly" },
  { path: "/fixture-difficulty/", priority: 0.8, changeFrequency: "daily" },
  { path: "/news/", priority: 0.8, changeFrequency: "daily" },
  { path: "/prizes/", priority: 0.6, changeFrequency: "weekly" },
  { path: "/prizes/", query: { tab: "quad-round-winner" }, priority: 0.5, changeFrequency: "weekly" },
  { path: "/prizes/", query: { tab: "season-winner" }, priority: 0.5, changeFrequency: "weekly" },
  { path: "/rules-and-faq/", priority: 0.7, changeFrequency: "monthly" },
  { path: "/rules-and-faq/", query: { tab: "faq" }, priority: 0.6, changeFrequency: "monthly" },
  { path: "/contact-us/", priority: 0.4, changeFrequency: "monthly" },
  { path: "/download-the-app/", priority: 0.4, changeFrequency: "monthly" },
  { path: "/terms-of-use/", priority: 0.2, changeFrequency: "monthly" },
  { path: "/privacy-policy/", priority: 0.2, changeFrequency: "monthly" },
  { path: "/cookies-policy/", priority: 0.2, changeFrequency: "monthly" },
];

const absolute = (path: string) => new URL(path, env.APP_URL).toString();

/** One entry per language of a page, each listing every language's URL. */
function entries(
  path: string,
  query: Query,
  extra: Omit<MetadataRoute.Sitemap[number], "url" | "alternates">,
): MetadataRoute.Sitemap {
  return routing.locales.map((locale) => {
    const { canonical, languages } = alternatesFor(path, locale, query);
    return {
      url: absolute(canonical),
      alternates: { languages: Object.fromEntries(Object.entries(languages).map(([l, p]) => [l, absolute(p)])) },
      ...extra,
    };
  });
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [news, games] = await Promise.all([listNewsIds(), listGameIds()]);
  const newsPages = Math.max(1, Math.ceil(news.length / NEWS_PAGE_SIZE));
  return [
    ...STATIC_PAGES.flatMap((page) =>
      entries(page.path, page.query ?? {}, { priority: page.priority, changeFrequency: page.changeFrequency }),
    ),
    ...Array.from({ length: newsPages - 1 }, (_, i) =>
      entries("/news/", { page: i + 2 }, { priority: 0.5, changeFrequency: "daily" }),
    ).flat(),
    ...news.flatMap((article) =>
      entries(
        "/news/",
        { article_id: article.id },
        { lastModified: article.updatedAt, priority: 0.7, changeFrequency: "weekly" },
      ),
    ),
    ...games.flatMap((game) =>
      entries(
        "/match-info/",
        { match_id: game.id },
        { lastModified: game.updatedAt, priority: 0.5, changeFrequency: "daily" },
      ),
    ),
  ];
}
