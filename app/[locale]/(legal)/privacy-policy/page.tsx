import type { Locale } from "@/i18n/routing";
import { getLegalDocument } from "@/lib/server/content/legal-documents";
import { LegalPage, legalMetadata } from "@/components/legal/legal-page";

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy-policy">) {
  return legalMetadata("privacy_policy", (await params).locale as Locale);
}

export default async function Page({ params }: PageProps<"/[locale]/privacy-policy">) {
  const locale = (await params).locale as Locale;
  return (
    <LegalPage kind="privacy_policy" locale={locale} doc={await getLegalDocument({ kind: "privacy_policy", locale })} />
  );
}
