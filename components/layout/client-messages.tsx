// Hands a page's client components the message namespaces they use, and no others: the page
// frame sends only its own (i18n/messages.ts SHELL_CLIENT_NAMESPACES), which keeps every page's
// payload small. A nested provider replaces the frame's messages for its subtree, so "Common" (the
// dialogs' close button, components/ui/dialog.tsx) always comes along.
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { pickMessages } from "@/i18n/messages";

export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(messages, ["Common", ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}
