"use client";
// The client components' messages, as the server sends them: one JSON string per locale and set of namespaces
// (i18n/messages.ts `clientMessagesJson`, serialized once per server process) instead of the messages' object tree,
// which React would walk and escape key by key on every request, and parse back on the server's own render of the
// client components. Each string is parsed once per process (here, on the server and in the browser alike).
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import type { Tree } from "@/i18n/messages";
import type { Locale } from "@/i18n/routing";
import { TIME_ZONE } from "@/lib/format/dates";

/** Parsed messages by their JSON: a handful of namespace sets in two languages. */
const parsed = new Map<string, Tree>();

export function MessagesProvider({ locale, json, children }: { locale: Locale; json: string; children: ReactNode }) {
  let messages = parsed.get(json);
  if (!messages) {
    messages = JSON.parse(json) as Tree;
    parsed.set(json, messages);
  }
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
