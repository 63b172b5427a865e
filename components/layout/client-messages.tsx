// Hands a page's client components the message namespaces they use, and no others: the page
// frame sends only its own (i18n/messages.ts SHELL_CLIENT_NAMESPACES), which keeps every page's
// payload small. A nested provider replaces the frame's messages for its subtree, so "Common" (the
// dialogs' close button, components/ui/dialog.tsx) always comes along.
import type { ReactNode } from "react";
import { getLocale } from "next-intl/server";
import { clientMessagesJson } from "@/i18n/messages";
import { MessagesProvider } from "./messages-provider";

export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const locale = await getLocale();
  return (
    <MessagesProvider locale={locale} json={clientMessagesJson(locale, ["Common", ...namespaces])}>
      {children}
    </MessagesProvider>
  );
}
