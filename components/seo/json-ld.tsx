// Structured data for search engines (schema.org as JSON-LD): Organization, NewsArticle, SportsEvent.

/** A JSON-LD script; "<" is escaped so no text can close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c"),
      }}
    />
  );
}
