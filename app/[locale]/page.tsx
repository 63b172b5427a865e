import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { SignUpCallToAction, Welcome } from "@/components/home/welcome";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "Home" });
  return { title: { absolute: t("metaTitle") } };
}

/** The landing page for visitors (spec section 1). Later sections (counters, news, dream team, results) go between the two blocks. */
export default async function Home({ params }: PageProps<"/[locale]">) {
  setRequestLocale((await params).locale as Locale);
  return (
    <>
      <Welcome />
      <SignUpCallToAction />
    </>
  );
}
