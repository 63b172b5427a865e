// /auth/sign-up/confirm-email/ (docs/product.md section 2, step 3 of 3; signed in, unverified allowed): the three-step
// progress, the check-your-email message with the address, and the resend part. Signed out: / with the sign-in
// modal; already verified: /main/.
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { redirect } from "@/i18n/navigation";
import { getCurrentUser } from "@/lib/session/current-user";
import { SIGN_IN_FLAG } from "@/lib/routes";
import { SignUpProgress } from "@/components/builder/progress";
import { ClientMessages } from "@/components/layout/client-messages";
import { ResendVerification } from "@/components/sign-up/resend-verification";
import { Card } from "@/components/ui/card";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";

export const generateMetadata = unindexedMetadata("SignUp", "confirmTitle");

export default async function ConfirmEmailPage({ params }: PageProps<"/[locale]/auth/sign-up/confirm-email">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const user = await getCurrentUser();
  if (!user) redirect({ href: `/?${SIGN_IN_FLAG}=1`, locale });
  if (user!.isEmailVerified) redirect({ href: "/main/", locale });
  const t = await getTranslations({ locale, namespace: "SignUp" });
  return (
    <>
      <PageHeader title={t("confirmTitle")}>
        <SignUpProgress current={2} />
      </PageHeader>
      <PageBody>
        <Card padding="lg" className="mx-auto max-w-2xl">
          <h2 className="text-xl font-bold text-brand-900">{t("checkEmail")}</h2>
          <p className="mt-2 text-slate-700">{t("checkEmailText", { email: user!.email })}</p>
          <ClientMessages namespaces={["SignUp", "ApiClient", "Api"]}>
            <ResendVerification />
          </ClientMessages>
        </Card>
      </PageBody>
    </>
  );
}
