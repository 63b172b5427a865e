import type { Locale } from "@/i18n/routing";
import { getLegalDocument } from "@/lib/server/content/legal-documents";
import { LegalPage, legalMetadata } from "@/components/legal/legal-page";

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/cookies-policy">) {
  return legalMetadata("cookies_policy", (await params).locale as Locale);
}

export default async function Page({ params }: PageProps<"/[locale]/cookies-policy">) {
  const locale = (await params).locale as Locale;
  return (
    <LegalPage kind="cookies_policy" locale={locale} doc={await getLegalDocument({ kind: "cookies_policy", locale })} />
  );
}
