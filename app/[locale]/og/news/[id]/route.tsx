// GET /og/news/{id}/ (and /it/og/news/{id}/) – an article's Open Graph image.
import { getTranslations } from "next-intl/server";
import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";
import { formatNewsDate } from "@/lib/format";
import { ogImage } from "@/lib/seo/og-image";
import { readNewsArticle } from "@/lib/server/public-reads";

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/og/news/[id]">) {
  const { locale, id } = await params;
  const article =
    hasLocale(routing.locales, locale) && /^\d{1,9}$/.test(id) ? await readNewsArticle(locale, Number(id)) : null;
  if (!article || !hasLocale(routing.locales, locale)) return new Response("Not found", { status: 404 });
  const t = await getTranslations({ locale, namespace: "News" });
  return ogImage({
    eyebrow: t("title"),
    title: article.headline,
    subtitle: `${formatNewsDate(article.createdAt, locale)} · ${t("by", { author: article.author.fullName })}`,
  });
}
