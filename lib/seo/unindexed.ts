// The metadata of a page search engines leave out (signed-in pages, the sign-up steps, account pages, maintenance):
// its translated title and `noindex`, nothing else (no canonical, no Open Graph card).
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Messages } from "@/i18n/messages";
import type { Locale } from "@/i18n/routing";

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
