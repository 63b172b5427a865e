// A news card (docs/product.md section 2 "News"): image, headline, short text, read more, tags, date, author.
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { NewsCard as NewsCardData } from "@/lib/server/content/news-card";
import { NewsMeta, NewsTags } from "./news-meta";
import { cardClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { __iconData as chevronRightIcon } from "lucide-react/icons/chevron-right";

export const NEWS_PATH = "/news/";
export const articleHref = (id: number) => ({ pathname: NEWS_PATH, query: { article_id: String(id) } });

export function NewsCard({
  item,
  headingLevel = 2,
  priority = false,
  className = "",
}: {
  item: NewsCardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
  className?: string;
}) {
  const t = useTranslations("News");
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cardClass(
        { elevation: "raised" },
        `group flex flex-col overflow-hidden transition hover:shadow-md ${className}`,
      )}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- operator images (SVG or photos) of known size */}
      <img
        src={item.image}
        alt=""
        width={1200}
        height={630}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className="aspect-[40/21] w-full bg-brand-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <NewsTags item={item} />
        <Heading className="text-lg leading-snug font-bold text-brand-900">
          <Link
            href={articleHref(item.id)}
            // An article renders per request: a prefetch of each card in view fetched the page's frame only.
            prefetch={false}
            className="hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {item.headline}
          </Link>
        </Heading>
        <NewsMeta item={item} />
        <p className="text-sm leading-relaxed text-slate-700">{item.shortText}</p>
        <Link
          href={articleHref(item.id)}
          prefetch={false}
          className="mt-auto inline-flex w-fit items-center gap-1 pt-2 text-sm font-semibold text-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t("readMore")}
          <span className="sr-only">: {item.headline}</span>
          <Icon
            icon={chevronRightIcon}
            aria-hidden="true"
            className="h-4 w-4 transition group-hover:translate-x-0.5"
            strokeWidth={2.5}
          />
        </Link>
      </div>
    </article>
  );
}
