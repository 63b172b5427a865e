// GET /og/news/{id}/ (and /it/og/news/{id}/) – an article's Open Graph image.
import { getTranslations } from "next-intl/server";
import { formatNewsDate } from "@/lib/format";
import { ogImage, ogSubject } from "@/lib/seo/og-image";
import { readNewsArticle } from "@/lib/server/public-reads";

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/og/news/[id]">) {
  const found = await ogSubject(params, readNewsArticle);
  if (!found) return new Response("Not found", { status: 404 });
  const { locale, subject: article } = found;
  const t = await getTranslations({ locale, namespace: "News" });
  return ogImage({
    eyebrow: t("title"),
    title: article.headline,
    subtitle: `${formatNewsDate(article.createdAt, locale)} · ${t("by", { author: article.author.fullName })}`,
  });
}
