import type { Locale } from "@/i18n/routing";
import { LegalPage, legalMetadata } from "@/components/legal/legal-page";

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/cookies-policy">) {
  return legalMetadata("cookies_policy", (await params).locale as Locale);
}

export default async function Page({ params }: PageProps<"/[locale]/cookies-policy">) {
  return <LegalPage kind="cookies_policy" locale={(await params).locale as Locale} />;
}
