// The language of what is not a page (the API's answers, mails, the malformed-path answer; docs/design.md section 5):
// Accept-Language picks en or it (English fallback), and the messages come from the same messages/*.json as the
// pages'. Beside the pages' i18n set-up so that lib/server (mails) and lib/api both use it without one importing
// the other.
import { createTranslator } from "use-intl/core";
import { isMessage, loadMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/routing";

/** The API speaks the pages' languages. */
export type ApiLocale = Locale;
export const API_LOCALES: readonly ApiLocale[] = ["en", "it"];

/** The best supported language of an Accept-Language header ("it-IT,it;q=0.9,en;q=0.8" → it). */
export function negotiateLocale(header: string | null | undefined): ApiLocale {
  if (!header) return "en";
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split("-")[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((r) => r.lang).find((lang): lang is ApiLocale => API_LOCALES.includes(lang as ApiLocale)) ?? "en";
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const cache = new Map<ApiLocale, Translate>();

/** A translator over the whole message tree: `t("Api.errors.notFound")`. */
export function translator(locale: ApiLocale): Translate {
  let t = cache.get(locale);
  if (!t) {
    const translate = createTranslator({ locale, messages: loadMessages(locale) as never });
    t = (key, values) =>
      (translate as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
    cache.set(locale, t);
  }
  return t;
}

/** Whether a message key exists (so codes without a text fall back to the use case's message). */
export function hasMessage(locale: ApiLocale, key: string): boolean {
  let node: unknown = loadMessages(locale);
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return isMessage(node);
}
