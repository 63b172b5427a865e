import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { MessagePage } from "@/components/layout/message-page";

export async function generateMetadata({ params }: PageProps<"/[locale]/maintenance">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "Maintenance" });
  return { title: t("metaTitle"), robots: { index: false } };
}

const wrench = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="h-10 w-10"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M14.7 6.3a4 4 0 00-5.4 5.4L3.5 17.5a1.4 1.4 0 002 2l5.8-5.8a4 4 0 005.4-5.4l-2.5 2.5-2-.5-.5-2z" />
  </svg>
);

/** Spec section 2: "Down for maintenance. Stay with us...". The header shows a plain logo and no language selector. */
function Maintenance() {
  const t = useTranslations("Maintenance");
  return (
    <MessagePage title={t("title")} icon={wrench}>
      <p>{t("text")}</p>
    </MessagePage>
  );
}

export default async function MaintenancePage({ params }: PageProps<"/[locale]/maintenance">) {
  setRequestLocale((await params).locale as Locale);
  return <Maintenance />;
}
