// The sign-up-closed notice (docs/product.md section 1: sign-up reopens before the new season), on
// /auth/sign-up/closed/ and on /personal-details/ signed out while sign-up is closed.
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { MessagePage } from "@/components/layout/message-page";

export function SignUpClosed() {
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
