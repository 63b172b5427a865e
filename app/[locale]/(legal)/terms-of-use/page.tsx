import type { Locale } from "@/i18n/routing";
import { getLegalDocument } from "@/lib/server/content/legal-documents";
import { LegalPage, legalMetadata } from "@/components/legal/legal-page";

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/terms-of-use">) {
  return legalMetadata("terms_of_use", (await params).locale as Locale);
}

export default async function Page({ params }: PageProps<"/[locale]/terms-of-use">) {
  const locale = (await params).locale as Locale;
  return (
    <LegalPage kind="terms_of_use" locale={locale} doc={await getLegalDocument({ kind: "terms_of_use", locale })} />
  );
}
