// A legal document page (terms of use, privacy policy, cookies policy): the database's latest published version,
// which the page reads (lib/server/content/get-legal-document.ts) and hands over. Static, regenerated hourly.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import type { LegalDocument, LegalDocumentKind } from "@/lib/server/content/get-legal-document";

export async function legalMetadata(kind: LegalDocumentKind, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Legal" });
  return { title: t(`${kind}.title`), description: t(`${kind}.description`) };
}

/** The document as the page read it; none published yet: not found. */
export async function LegalPage({
  kind,
  locale,
  doc,
}: {
  kind: LegalDocumentKind;
  locale: Locale;
  doc: LegalDocument | null;
}) {
  setRequestLocale(locale);
  if (!doc) notFound();
  const t = await getTranslations({ locale, namespace: "Legal" });
  const updated = new Intl.DateTimeFormat(locale, {
    day: "2-digit",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Rome",
  }).format(doc.publishedAt);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t(`${kind}.title`)}</h1>
      <p className="mt-2 text-sm text-slate-500">{t("updated", { date: updated, version: doc.version })}</p>
      <div
        className="mt-8 space-y-4 leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:font-semibold [&_li]:ml-5 [&_ul]:list-disc"
        dangerouslySetInnerHTML={{ __html: doc.html }}
      />
    </article>
  );
}
