// /auth/sign-up/personal-details/ (docs/product.md section 2 "Registration", step 2 of 3): closed sign-up goes to the closed
// notice; open, the three-step progress and the registration form, which sends the team kept at step 1 with the
// personal details (without one it goes back to step 1 with ?no_team).
import { connection } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { redirect } from "@/i18n/navigation";
import { isSignUpOpen } from "@/lib/server/settings";
import { leaveSignUpWhenSignedIn } from "@/lib/session/current-user";
import { SIGN_UP_CLOSED_PATH } from "@/lib/routes";
import { listCountries } from "@/lib/server/users/list-countries";
import { SignUpProgress } from "@/components/builder/progress";
import { RegistrationBody } from "@/components/sign-up/registration-body";
import { PageHeader } from "@/components/ui/page-header";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";

export const generateMetadata = unindexedMetadata("SignUp", "detailsTitle");

export default async function SignUpDetailsPage({ params }: PageProps<"/[locale]/auth/sign-up/personal-details">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  // Rendered per request: the run-time sign-up setting and the visitor's session decide what shows.
  await connection();
  if (!(await isSignUpOpen())) redirect({ href: SIGN_UP_CLOSED_PATH, locale });
  await leaveSignUpWhenSignedIn(locale);
  const [t, countries] = await Promise.all([
    getTranslations({ locale, namespace: "SignUp" }),
    listCountries({ locale }),
  ]);
  return (
    <>
      <PageHeader title={t("detailsTitle")} lead={t("detailsLead")}>
        <SignUpProgress current={1} />
      </PageHeader>
      <RegistrationBody countries={countries} />
    </>
  );
}
