// /personal-details/ signed out (spec section 2): the registration form while sign-up is open, else the closed notice.
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { MessagePage } from "@/components/layout/message-page";

export async function SignedOutDetails({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "SignUpClosed" });
  return (
    <MessagePage title={t("title")}>
      <p>{t("text")}</p>
      <Link href="/" className={buttonClass("solid", "mt-6")}>
        {t("home")}
      </Link>
    </MessagePage>
  );
}
