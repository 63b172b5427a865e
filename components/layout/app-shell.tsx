// The page frame of every page, the not-found pages included: <html lang>, the client providers
// (session, sign-in modal, success banner), the header, the main area and the footer.
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { clientMessagesJson, SHELL_CLIENT_NAMESPACES } from "@/i18n/messages";
import type { Locale } from "@/i18n/routing";
import { APP_BANNER_HEAD_SCRIPT } from "./app-banner-script";
import { Footer } from "./footer";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { Header } from "./header";
import { MessagesProvider } from "./messages-provider";
import { Providers } from "./providers";

export async function AppShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "Common" });
  return (
    // The first script of the body sets <html data-app-banner> before the header is parsed.
    <html lang={locale} data-scroll-behavior="smooth" suppressHydrationWarning>
      <body className="flex min-h-screen flex-col">
        <script dangerouslySetInnerHTML={{ __html: APP_BANNER_HEAD_SCRIPT }} />
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-accent-400 px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t("skipToContent")}
        </a>
        <MessagesProvider locale={locale} json={clientMessagesJson(locale, SHELL_CLIENT_NAMESPACES)}>
          <Providers>
            <Header />
            <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
              {children}
            </main>
            <HydrateLater>
              <Footer />
            </HydrateLater>
          </Providers>
        </MessagesProvider>
      </body>
    </html>
  );
}
