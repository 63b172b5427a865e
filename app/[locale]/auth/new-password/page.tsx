// /auth/new-password/?uid&token – the reset mail's link: opens the set-new-password modal (docs/product.md section 2).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { __iconData as keyRoundIcon } from "lucide-react/icons/key-round";
import type { Locale } from "@/i18n/routing";
import { MessagePage } from "@/components/layout/message-page";
import { NewPasswordOpener } from "@/components/auth/new-password-opener";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";

export const generateMetadata = unindexedMetadata("SignIn", "newPasswordTitle");

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export default async function NewPasswordPage({ params, searchParams }: PageProps<"/[locale]/auth/new-password">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: "SignIn" }), searchParams]);
  return (
    <MessagePage
      title={t("newPasswordTitle")}
      icon={<Icon icon={keyRoundIcon} aria-hidden="true" className="h-10 w-10" />}
    >
      <p>{t("newPasswordIntro")}</p>
      <NewPasswordOpener uid={text(query.uid)} token={text(query.token)} />
    </MessagePage>
  );
}
