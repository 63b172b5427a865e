// A page's generateMetadata from its messages: a public page's title and description with its canonical links and
// Open Graph card (pageMetadata), or, for a page search engines leave out (signed-in pages, the sign-up steps, account
// pages, maintenance), its title and `noindex`, nothing else.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Messages } from "@/i18n/messages";
import type { Locale } from "@/i18n/routing";
import { pageMetadata } from "./metadata";

/** The keys of a namespace that hold a text (not a group of texts). */
type TextKey<N extends keyof Messages> = {
  [K in keyof Messages[N]]: Messages[N][K] extends string ? K : never;
}[keyof Messages[N]] &
  string;

/** A page's generateMetadata: the title `key` of `namespace` in the page's language, not to be indexed. */
export function unindexedMetadata<N extends keyof Messages>(namespace: N, key: TextKey<N>) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const t = await getTranslations({ locale: (await params).locale as Locale, namespace });
    return { title: (t as unknown as (key: string) => string)(key), robots: { index: false } };
  };
}

/** A public page's generateMetadata: its namespace's metaTitle and metaDescription, at `path`. */
export function publicMetadata(namespace: "Contact" | "Schedule" | "Download" | "FixtureDifficulty", path: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace });
    return pageMetadata({ locale, path, title: t("metaTitle"), description: t("metaDescription") });
  };
}
