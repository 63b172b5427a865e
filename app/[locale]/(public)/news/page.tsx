import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { env } from "@/lib/env";
import { localizedPath, pageMetadata, SITE_NAME } from "@/lib/seo/metadata";
import { intParam, type SearchParams } from "@/lib/search-params";
import { readNewsArticle, readNewsPage } from "@/lib/server/public-reads";
import type { NewsArticle } from "@/lib/server/content/get-news-article";
import { ClientMessages } from "@/components/layout/client-messages";
import { NewsCard, NEWS_PATH } from "@/components/news/news-card";
import { NewsMeta, NewsTags } from "@/components/news/news-meta";
import { Pagination } from "@/components/news/pagination";
import { SocialFeed } from "@/components/news/social-feed";
import { JsonLd } from "@/components/seo/json-ld";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { RichText } from "@/components/ui/rich-text";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { Card, cardClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { __iconData as chevronLeftIcon } from "lucide-react/icons/chevron-left";

/** ?article_id opens an article, else ?page a page of the list. NaN: present but not a positive integer. */
function target(query: SearchParams) {
  const articleId = intParam(query, "article_id");
  if (articleId !== undefined) return { articleId };
  return { page: intParam(query, "page") ?? 1 };
}

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/news">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "News" });
  const at = target(await searchParams);
  if (at.articleId !== undefined) {
    const article = Number.isNaN(at.articleId) ? null : await readNewsArticle(locale, at.articleId);
    if (!article) return { title: t("metaTitle") };
    return pageMetadata({
      locale,
      path: NEWS_PATH,
      query: { article_id: article.id },
      title: article.headline,
      description: article.shortText,
      type: "article",
      publishedTime: article.createdAt,
      image: { url: localizedPath(`/og/news/${article.id}/`, locale), alt: article.headline },
    });
  }
  const page = Number.isNaN(at.page) ? 1 : at.page;
  return pageMetadata({
    locale,
    path: NEWS_PATH,
    query: { page: page > 1 ? page : undefined },
    title: page > 1 ? t("metaTitlePage", { page }) : t("metaTitle"),
    description: t("metaDescription"),
  });
}

/** docs/product.md section 2 "News": a page of cards, or with ?article_id one article beside the social feed. */
export default async function NewsPage({ params, searchParams }: PageProps<"/[locale]/news">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const at = target(await searchParams);
  if (at.articleId !== undefined) {
    const article = Number.isNaN(at.articleId) ? null : await readNewsArticle(locale, at.articleId);
    if (!article) notFound();
    return <Article article={article} locale={locale} />;
  }
  const [t, news] = await Promise.all([
    getTranslations({ locale, namespace: "News" }),
    Number.isNaN(at.page) ? null : readNewsPage(locale, at.page),
  ]);
  if (!news) notFound();
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")} />
      <PageBody>
        <HydrateLater>
          {news.results.length ? (
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {news.results.map((item, i) => (
                <NewsCard key={item.id} item={item} priority={i === 0} />
              ))}
            </div>
          ) : (
            <Card as="p" padding="md" className="text-slate-700">
              {t("empty")}
            </Card>
          )}
          <Pagination page={news.page} pages={news.pages} />
        </HydrateLater>
      </PageBody>
    </>
  );
}

async function Article({ article, locale }: { article: NewsArticle; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "News" });
  const url = (path: string) => new URL(path, env.APP_URL).toString();
  return (
    <>
      <JsonLd
        data={{
          "@type": "NewsArticle",
          headline: article.headline,
          description: article.shortText,
          image: [url(article.image)],
          datePublished: article.createdAt.toISOString(),
          dateModified: article.updatedAt.toISOString(),
          inLanguage: locale,
          author: { "@type": "Person", name: article.author.fullName },
          publisher: {
            "@type": "Organization",
            name: SITE_NAME,
            logo: { "@type": "ImageObject", url: url("/favicon.svg") },
          },
          mainEntityOfPage: url(localizedPath(NEWS_PATH, locale, { article_id: article.id })),
        }}
      />
      <div className="bg-linear-to-br from-brand-900 via-brand-700 to-pitch-700 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-8 sm:px-6 sm:pt-10 lg:px-8">
          <Link
            href={NEWS_PATH}
            className="inline-flex items-center gap-1 text-sm font-semibold text-white/85 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <Icon icon={chevronLeftIcon} aria-hidden="true" className="h-4 w-4" strokeWidth={2.5} />
            {t("back")}
          </Link>
          <h1 className="mt-4 max-w-4xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {article.headline}
          </h1>
        </div>
      </div>
      <PageBody className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className={cardClass({}, "overflow-hidden")}>
          {/* eslint-disable-next-line @next/next/no-img-element -- operator images of known size */}
          <img
            src={article.image}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            className="aspect-[40/21] w-full bg-brand-100 object-cover"
          />
          <div className="space-y-4 p-5 sm:p-8">
            <NewsMeta item={article} />
            <NewsTags item={article} />
            <p className="text-lg font-medium text-slate-800">{article.shortText}</p>
            <RichText html={article.fullText} />
          </div>
        </article>
        <ClientMessages namespaces={["News"]}>
          <SocialFeed />
        </ClientMessages>
      </PageBody>
    </>
  );
}
