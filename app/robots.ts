// /robots.txt: crawlers read the public pages; the API and the signed-in pages (in both languages)
// are left out. Points to the sitemap.
import type { MetadataRoute } from "next";
import { routing } from "@/i18n/routing";
import { env } from "@/lib/env";
import { MAINTENANCE_PATH, PROTECTED_PATHS } from "@/lib/routes";

/** Pages for signed-in managers, or that only make sense inside a sign-up or a session. */
const PRIVATE_PAGES = [...PROTECTED_PATHS, "/personal-details/", "/auth/", MAINTENANCE_PATH];

export default function robots(): MetadataRoute.Robots {
  const prefixes = ["", ...routing.locales.filter((l) => l !== routing.defaultLocale).map((l) => `/${l}`)];
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", ...prefixes.flatMap((prefix) => PRIVATE_PAGES.map((path) => `${prefix}${path}`))],
    },
    sitemap: new URL("/sitemap.xml", env.APP_URL).toString(),
  };
}
