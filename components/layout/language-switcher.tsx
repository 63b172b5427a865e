"use client";

// EN / IT (docs/product.md section 1: switching language reloads the page). A full reload into the same
// page's URL in the other language, query string kept: /news/?page=2 ↔ /it/news/?page=2. The
// NEXT_LOCALE cookie is updated first, or the proxy would send an unprefixed English URL back to
// the Italian one it remembers.
import type { MouseEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { getPathname, usePathname } from "@/i18n/navigation";
import { routing, type Locale } from "@/i18n/routing";

const withTrailingSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const current = useLocale();
  const pathname = usePathname();
  const t = useTranslations("Language");

  const switchTo = (locale: Locale, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    document.cookie = `NEXT_LOCALE=${locale}; path=/; SameSite=Lax`;
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- docs/product.md section 1: switching language reloads the page
    window.location.assign(`${href}${window.location.search}${window.location.hash}`);
  };

  return (
    <div
      role="group"
      aria-label={t("label")}
      className={`flex items-center rounded-full bg-white/10 p-0.5 text-xs font-semibold ${className}`}
    >
      {routing.locales.map((locale) => {
        const href = withTrailingSlash(getPathname({ href: pathname, locale }));
        const active = locale === current;
        return (
          <a
            key={locale}
            href={href}
            hrefLang={locale}
            lang={locale}
            aria-current={active ? "true" : undefined}
            onClick={active ? (event) => event.preventDefault() : switchTo(locale, href)}
            className={`rounded-full px-2.5 py-1 uppercase transition focus-visible:outline-2 focus-visible:outline-white ${active ? "bg-white text-brand-900" : "text-white/80 hover:text-white"}`}
          >
            {locale}
            <span className="sr-only"> – {t(locale)}</span>
          </a>
        );
      })}
    </div>
  );
}
