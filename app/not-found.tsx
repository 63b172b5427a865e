import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AppShell } from "@/components/layout/app-shell";
import { NotFoundContent } from "@/components/layout/not-found-content";
import "./globals.css";

// Every URL without a page (/does-not-exist/, /it/does-not-exist/). The proxy has already told
// next-intl the URL's language; without it (paths the proxy skips) the default, English.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "NotFound" });
  return { title: `${t("title")} | ${t("siteName")}`, icons: { icon: "/favicon.svg" } };
}

export default async function NotFound() {
  return (
    <AppShell locale={await getLocale()}>
      <NotFoundContent />
    </AppShell>
  );
}
