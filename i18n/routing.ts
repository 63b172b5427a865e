import { defineRouting } from "next-intl/routing";

/** English at the spec's paths (/news/), Italian under /it/ (/it/news/). */
export const routing = defineRouting({
  locales: ["en", "it"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  // The language comes from the URL; a first visit without a prefix is negotiated from
  // Accept-Language and remembered in the NEXT_LOCALE cookie.
  localeDetection: true,
});

export type Locale = (typeof routing.locales)[number];
