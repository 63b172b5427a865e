// /personal-details/ signed out (docs/product.md section 2): the registration form while sign-up is open (it sends the team
// kept at the select-team step; without one it goes there with ?no_team), else the closed notice.
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { isSignUpOpen } from "@/lib/server/settings";
import { listCountries } from "@/lib/server/users/list-countries";
import { PageHeader } from "@/components/ui/page-header";
import { RegistrationBody } from "@/components/sign-up/registration-body";
import { SignUpClosed } from "@/components/sign-up/sign-up-closed";

export async function SignedOutDetails({ locale }: { locale: Locale }) {
  if (await isSignUpOpen()) {
    const [t, countries] = await Promise.all([
      getTranslations({ locale, namespace: "SignUp" }),
      listCountries({ locale }),
    ]);
    return (
      <>
        <PageHeader title={t("detailsTitle")} lead={t("detailsLead")} />
        <RegistrationBody countries={countries} />
      </>
    );
  }
  return <SignUpClosed />;
}
