// Search-engine metadata of the public pages (docs/design.md section 2): a translated title and
// description, the canonical URL and its language alternates (en, it, x-default = English), and
// Open Graph / Twitter cards.
import type { Metadata } from "next";
import { getPathname } from "@/i18n/navigation";
import { routing, type Locale } from "@/i18n/routing";

export const SITE_NAME = "Fantasy Serie A";

type Query = Record<string, string | number | undefined>;

/** The page's path in a language, query string included: ("/news/", "it", {page: 2}) → "/it/news/?page=2". */
export function localizedPath(path: string, locale: Locale, query: Query = {}): string {
  const pathname = getPathname({ href: path, locale });
  const withSlash = pathname.endsWith("/") ? pathname : `${pathname}/`;
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  return search ? `${withSlash}?${search}` : withSlash;
}

/** Canonical and hreflang alternates of a page (relative: the root layout's metadataBase makes them absolute). */
export function alternatesFor(
  path: string,
  locale: Locale,
  query: Query = {},
): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = Object.fromEntries(
    routing.locales.map((l) => [l, localizedPath(path, l, query)]),
  );
  languages["x-default"] = localizedPath(path, routing.defaultLocale, query);
  return { canonical: localizedPath(path, locale, query), languages };
}

const OG_LOCALES: Record<Locale, string> = { en: "en_GB", it: "it_IT" };

/** The metadata of a public page. `image` replaces the site's Open Graph image (/og/site/). */
export function pageMetadata(options: {
  locale: Locale;
  path: string;
  query?: Query;
  title: string;
  description: string;
  /** The title as is, without the " | Fantasy Serie A" suffix. */
  absoluteTitle?: boolean;
  type?: "website" | "article";
  image?: { url: string; alt: string };
  publishedTime?: Date;
  noIndex?: boolean;
}): Metadata {
  const alternates = alternatesFor(options.path, options.locale, options.query);
  const image = options.image ?? { url: localizedPath("/og/site/", options.locale), alt: SITE_NAME };
  const images = [{ ...image, width: 1200, height: 630 }];
  return {
    title: options.absoluteTitle ? { absolute: options.title } : options.title,
    description: options.description,
    alternates,
    openGraph: {
      type: options.type ?? "website",
      siteName: SITE_NAME,
      title: options.title,
      description: options.description,
      url: alternates.canonical,
      locale: OG_LOCALES[options.locale],
      alternateLocale: routing.locales.filter((l) => l !== options.locale).map((l) => OG_LOCALES[l]),
      images,
      ...(options.publishedTime ? { publishedTime: options.publishedTime.toISOString() } : {}),
    },
    twitter: { card: "summary_large_image", title: options.title, description: options.description, images },
    ...(options.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
