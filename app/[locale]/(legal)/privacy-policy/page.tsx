import type { Locale } from "@/i18n/routing";
import { LegalPage, legalMetadata } from "@/components/legal/legal-page";

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy-policy">) {
  return legalMetadata("privacy_policy", (await params).locale as Locale);
}

export default async function Page({ params }: PageProps<"/[locale]/privacy-policy">) {
  return <LegalPage kind="privacy_policy" locale={(await params).locale as Locale} />;
}
