// A legal document's page (terms of use, privacy policy, cookies policy): its metadata and the page reading the
// document in the page's language. Each page file names its kind (and its own revalidate, which Next reads there).
import type { Locale } from "@/i18n/routing";
import { getLegalDocument, type LegalDocumentKind } from "@/lib/server/content/get-legal-document";
import { LegalPage, legalMetadata } from "@/components/legal/legal-page";

type Props = { params: Promise<{ locale: string }> };

export function legalRoute(kind: LegalDocumentKind) {
  return {
    generateMetadata: async ({ params }: Props) => legalMetadata(kind, (await params).locale as Locale),
    Page: async function Page({ params }: Props) {
      const locale = (await params).locale as Locale;
      return <LegalPage kind={kind} locale={locale} doc={await getLegalDocument({ kind, locale })} />;
    },
  };
}
