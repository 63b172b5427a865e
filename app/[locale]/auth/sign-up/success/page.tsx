// /auth/sign-up/success?hash= – the activation link of the verification mail (docs/product.md section 2 "Activation success",
// section 4 "Session and email"): verified (a sign_up analytics event), already verified (both with Start
// Fantasy: /main/ when signed in, else / with the sign-in modal), expired (sign in to request a new link; no
// start button) or failed. Without hash, the not-found page.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { Icon } from "@/components/ui/icon";
import { __iconData as circleAlertIcon } from "lucide-react/icons/circle-exclamation-point";
import { __iconData as circleCheckIcon } from "lucide-react/icons/circle-check";
import { __iconData as clockIcon } from "lucide-react/icons/clock";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { getCurrentUser } from "@/lib/session/current-user";
import { SIGN_IN_FLAG } from "@/lib/routes";
import { AppError } from "@/lib/server/errors";
import { verifyEmailAccount } from "@/lib/server/users/verify-email-account";
import { MessagePage } from "@/components/layout/message-page";
import { SignUpEvent } from "@/components/account/sign-up-event";
import { buttonClass } from "@/components/ui/button";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";

export const generateMetadata = unindexedMetadata("Account", "activationTitle");

type Outcome = "verified" | "alreadyVerified" | "expired" | "failed";

async function activate(hash: string): Promise<Outcome> {
  try {
    await verifyEmailAccount({ hash });
    return "verified";
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const key = error.messages[0]?.key;
    return key === "Api.errors.alreadyVerified"
      ? "alreadyVerified"
      : key === "Api.errors.verificationExpired"
        ? "expired"
        : "failed";
  }
}

export default async function ActivationPage({ params, searchParams }: PageProps<"/[locale]/auth/sign-up/success">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hash } = await searchParams;
  if (typeof hash !== "string" || !hash) notFound();
  const outcome = hash.length >= 10 && hash.length <= 200 ? await activate(hash) : "failed";
  const [t, user] = await Promise.all([getTranslations({ locale, namespace: "Account" }), getCurrentUser()]);
  const icon =
    outcome === "expired" ? (
      <Icon icon={clockIcon} className="h-10 w-10" />
    ) : outcome === "failed" ? (
      <Icon icon={circleAlertIcon} className="h-10 w-10" />
    ) : (
      <Icon icon={circleCheckIcon} className="h-10 w-10" />
    );
  return (
    <MessagePage title={t(`activation.${outcome}.title`)} icon={<span aria-hidden="true">{icon}</span>}>
      <p>{t(`activation.${outcome}.text`)}</p>
      {outcome === "verified" && <SignUpEvent />}
      {(outcome === "verified" || outcome === "alreadyVerified") && (
        <Link
          href={user ? "/main/" : `/?${SIGN_IN_FLAG}=1`}
          className={buttonClass("primary", "mt-6 px-8 py-3 text-base")}
        >
          {t("startFantasy")}
        </Link>
      )}
    </MessagePage>
  );
}
