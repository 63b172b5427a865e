// /personal-details/ signed out (docs/product.md section 2): the registration form while sign-up is open (it sends the team
// kept at the select-team step; without one it goes there with ?no_team), else the closed notice.
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { isSignUpOpen } from "@/lib/server/settings";
import { listCountries } from "@/lib/server/users/reference";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { MessagePage } from "@/components/layout/message-page";
import { ClientMessages } from "@/components/layout/client-messages";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { SIGN_UP_NAMESPACES } from "@/components/sign-up/namespaces";
import { RegistrationForm } from "@/components/sign-up/registration-form";

export async function SignedOutDetails({ locale }: { locale: Locale }) {
  if (await isSignUpOpen()) {
    const [t, countries] = await Promise.all([
      getTranslations({ locale, namespace: "SignUp" }),
      listCountries({ locale }),
    ]);
    return (
      <>
        <PageHeader title={t("detailsTitle")} lead={t("detailsLead")} />
        <PageBody>
          <ClientMessages namespaces={SIGN_UP_NAMESPACES}>
            <Card padding="lg" className="mx-auto max-w-2xl">
              <RegistrationForm countries={countries} />
            </Card>
          </ClientMessages>
        </PageBody>
      </>
    );
  }
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
