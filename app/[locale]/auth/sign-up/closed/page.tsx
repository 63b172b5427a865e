import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { SignUpClosed } from "@/components/sign-up/sign-up-closed";

export async function generateMetadata({ params }: PageProps<"/[locale]/auth/sign-up/closed">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "SignUpClosed" });
  return { title: t("title") };
}

export default async function SignUpClosedPage({ params }: PageProps<"/[locale]/auth/sign-up/closed">) {
  setRequestLocale((await params).locale as Locale);
  return <SignUpClosed />;
}
