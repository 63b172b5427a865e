import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { formatNewsDate } from "@/lib/format";
import type { NewsCard } from "@/lib/server/content/news-card";

/** An article's date ('DD MMM YYYY') and author. */
export function NewsMeta({ item, className = "" }: { item: NewsCard; className?: string }) {
  const t = useTranslations("News");
  const locale = useLocale() as Locale;
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-slate-600 ${className}`}>
      <time dateTime={item.createdAt.toISOString()}>{formatNewsDate(item.createdAt, locale)}</time>
      <span aria-hidden="true">·</span>
      <span>{t("by", { author: item.author.fullName })}</span>
    </p>
  );
}

/** An article's tags. */
export function NewsTags({ item }: { item: NewsCard }) {
  const t = useTranslations("News");
  if (!item.tags.length) return null;
  return (
    <ul aria-label={t("tags")} className="flex flex-wrap gap-1.5">
      {item.tags.map((tag) => (
        <li key={tag.id} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
