// Bilingual columns (`…En`, `…It`): the reads resolve them for one language, English as fallback.
import "server-only";
import type { Locale } from "@/i18n/routing";

export type { Locale };

/** The Italian text when asked for Italian and present, else the English one. */
export const pick = (locale: Locale, en: string, it: string | null | undefined) => (locale === "it" && it ? it : en);
