import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { routing } from "@/i18n/routing";
import { AppShell } from "@/components/layout/app-shell";
import { NotFoundContent } from "@/components/layout/not-found-content";
import "./globals.css";

// URLs outside the language segment (paths the proxy skips, such as /missing.txt), in English.
// Unknown pages inside a language (/does-not-exist/, /it/does-not-exist/) are answered by
// app/[locale]/[...rest] in their language. This boundary renders inside every page's tree, so it
// must not read the request: reading the locale from headers here made every page dynamic.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: "NotFound" });
  return { title: `${t("title")} | ${t("siteName")}`, icons: { icon: "/favicon.svg" } };
}

export default function NotFound() {
  return (
    <AppShell locale={routing.defaultLocale}>
      <NotFoundContent />
    </AppShell>
  );
}
