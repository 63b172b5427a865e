// Open Graph images (1200 × 630) drawn with next/og: the site's colours, the wordmark, an eyebrow,
// the page's title and a subtitle. The site's default image and those of articles and matches.
import { ImageResponse } from "next/og";
import { hasLocale } from "next-intl";
import { routing, type Locale } from "@/i18n/routing";
import { SITE_NAME } from "./metadata";

export const OG_SIZE = { width: 1200, height: 630 };

export function ogImage(
  { eyebrow, title, subtitle }: { eyebrow: string; title: string; subtitle?: string },
  init?: ResponseInit,
) {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        color: "#fff",
        background: "linear-gradient(135deg, #051f47 0%, #083d8c 55%, #146236 100%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 40, fontWeight: 700 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 32,
            background: "#fff",
            border: "4px solid #f6c343",
            display: "flex",
          }}
        />
        <span>Fantasy</span>
        <span style={{ color: "#f6c343" }}>Serie A</span>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 30, color: "#f6c343", textTransform: "uppercase", letterSpacing: 4 }}>{eyebrow}</div>
        <div style={{ fontSize: title.length > 60 ? 56 : 72, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        {subtitle ? <div style={{ fontSize: 32, color: "rgba(255,255,255,0.85)" }}>{subtitle}</div> : null}
      </div>
      <div style={{ display: "flex", fontSize: 26, color: "rgba(255,255,255,0.7)" }}>{SITE_NAME}</div>
    </div>,
    {
      ...OG_SIZE,
      ...init,
      headers: { "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400", ...(init?.headers ?? {}) },
    },
  );
}

/** What an image of one article or match shows, read by `read` in the path's language; null (a 404) for a locale or
 * id that is not one (the id: 1 to 9 digits), or a subject that is not there. */
export async function ogSubject<T>(
  params: Promise<{ locale: string; id: string }>,
  read: (locale: Locale, id: number) => Promise<T | null>,
): Promise<{ locale: Locale; subject: T } | null> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale) || !/^\d{1,9}$/.test(id)) return null;
  const subject = await read(locale, Number(id));
  return subject ? { locale, subject } : null;
}
