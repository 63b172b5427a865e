// The home page's news teaser (docs/product.md section 9): up to 3 items, the 2nd hidden below md, the 3rd below lg.
import { useTranslations } from "next-intl";
import type { NewsCard as NewsCardData } from "@/lib/server/content/news-card";
import { NEWS_PATH, NewsCard } from "@/components/news/news-card";
import { SectionLink, SectionTitle } from "./section-heading";

const VISIBILITY = ["", "hidden md:block", "hidden lg:block"];

export function NewsTeaser({ items }: { items: NewsCardData[] }) {
  const t = useTranslations("NewsTeaser");
  if (!items.length) return null;
  return (
    <section aria-labelledby="home-news" className="mx-auto mt-14 w-full max-w-7xl px-4 sm:mt-20 sm:px-6 lg:px-8">
      <div className="flex items-end justify-between gap-4">
        <SectionTitle id="home-news">{t("title")}</SectionTitle>
        <SectionLink href={NEWS_PATH}>{t("all")}</SectionLink>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.slice(0, 3).map((item, i) => (
          <div key={item.id} className={VISIBILITY[i]} data-teaser-item={i + 1}>
            <NewsCard item={item} headingLevel={3} className="h-full" />
          </div>
        ))}
      </div>
    </section>
  );
}
