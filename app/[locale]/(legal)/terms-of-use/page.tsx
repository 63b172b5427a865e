import type { Locale } from "@/i18n/routing";
import { LegalPage, legalMetadata } from "@/components/legal/legal-page";

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/terms-of-use">) {
  return legalMetadata("terms_of_use", (await params).locale as Locale);
}

export default async function Page({ params }: PageProps<"/[locale]/terms-of-use">) {
  return <LegalPage kind="terms_of_use" locale={(await params).locale as Locale} />;
}
