// /personal-details/ (docs/product.md section 2): signed in, the profile form, change password and delete account; signed
// out, the registration form while sign-up is open, else the sign-up closed notice. Personal Details needs a
// confirmed e-mail (docs/product.md section 6): an unverified user goes to confirm-email.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import type { Locale } from "@/i18n/routing";
import { getCurrentUser } from "@/lib/session/current-user";
import { readProfile } from "@/lib/server/users/read-profile";
import { listCountries } from "@/lib/server/users/list-countries";
import { ClientMessages } from "@/components/layout/client-messages";
import { ChangePassword, DeleteAccount } from "@/components/account/account-actions";
import { ProfileDetails } from "@/components/account/profile-details";
import { Card } from "@/components/ui/card";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { SignedOutDetails } from "./signed-out";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";

export const generateMetadata = unindexedMetadata("Account", "title");

const ACCOUNT_NAMESPACES = ["Account", "Api", "ApiClient", "TeamRules"] as const;

export default async function PersonalDetailsPage({ params }: PageProps<"/[locale]/personal-details">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const user = await getCurrentUser();
  if (!user) return <SignedOutDetails locale={locale} />;
  if (!user.isEmailVerified) redirect(`${locale === "en" ? "" : `/${locale}`}/auth/sign-up/confirm-email/`);
  const [t, profile, countries] = await Promise.all([
    getTranslations({ locale, namespace: "Account" }),
    readProfile(user.id),
    listCountries({ locale }),
  ]);
  const section = (title: string, text: string | null, body: React.ReactNode) => (
    <Card as="section" padding="lg" aria-label={title}>
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      {text && <p className="mt-1 mb-5 text-sm text-slate-600">{text}</p>}
      {body}
    </Card>
  );
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")} />
      <PageBody>
        <ClientMessages namespaces={ACCOUNT_NAMESPACES}>
          <div className="mx-auto max-w-2xl space-y-6">
            {section(
              t("profileTitle"),
              null,
              <div className="mt-5">
                <ProfileDetails profile={profile} countries={countries} />
              </div>,
            )}
            {section(t("passwordTitle"), t("passwordText"), <ChangePassword />)}
            {section(t("deleteTitle"), t("deleteText"), <DeleteAccount />)}
          </div>
        </ClientMessages>
      </PageBody>
    </>
  );
}
