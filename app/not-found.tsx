import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { routing } from "@/i18n/routing";
import { NotFoundMessage } from "@/components/layout/not-found-content";
import "./globals.css";

// URLs outside the language segment (paths the proxy skips, such as /missing.txt or a bot's /wp-login.php), in
// English. Unknown pages inside a language (/does-not-exist/, /it/does-not-exist/) are answered by
// app/[locale]/[...rest] in their language, inside the page frame. This boundary renders inside every page's tree (Next
// puts the root layout's not-found element into each page's payload), so it is the message alone, without the frame:
// with the frame's header, footer and message bundle, every page rendered a second frame, about a quarter of a
// signed-in page's server time (docs/performance.md, "The deadline rush"). Nor may it read the request: reading the
// locale from headers here made every page dynamic.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: "NotFound" });
  return { title: `${t("title")} | ${t("siteName")}`, icons: { icon: "/favicon.svg" } };
}

export default async function NotFound() {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: "NotFound" });
  return (
    <html lang={routing.defaultLocale}>
      <body className="flex min-h-screen flex-col">
        <main className="flex flex-1 flex-col">
          <NotFoundMessage t={t} LinkTo={Link} />
        </main>
      </body>
    </html>
  );
}
