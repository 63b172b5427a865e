import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { MessagePage } from "@/components/layout/message-page";

export async function generateMetadata({ params }: PageProps<"/[locale]/auth/sign-up/closed">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "SignUpClosed" });
  return { title: t("title") };
}

function SignUpClosed() {
  const t = useTranslations("SignUpClosed");
  return (
    <MessagePage title={t("title")}>
      <p>{t("text")}</p>
      <Link href="/" className={buttonClass("solid", "mt-6")}>
        {t("home")}
      </Link>
    </MessagePage>
  );
}

export default async function SignUpClosedPage({ params }: PageProps<"/[locale]/auth/sign-up/closed">) {
  setRequestLocale((await params).locale as Locale);
  return <SignUpClosed />;
}
