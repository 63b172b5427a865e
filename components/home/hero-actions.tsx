"use client";

// Sign Up and Sign In for visitors; a signed-in manager gets the way to their home page instead.
import { useSession } from "@/components/auth/session";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { SignInButton } from "@/components/auth/sign-in-button";
import { buttonClass } from "@/components/ui/button";
import { MAIN_PATH, SELECT_TEAM_PATH } from "@/components/layout/nav-items";

export function HeroActions() {
  const t = useTranslations("Home");
  const { data: session } = useSession();
  if (session?.user) {
    return (
      <Link href={MAIN_PATH} className={buttonClass("primary", "px-8 py-3.5 text-base")}>
        {t("goToTeam")}
      </Link>
    );
  }
  return (
    <>
      <Link href={SELECT_TEAM_PATH} className={buttonClass("primary", "px-8 py-3.5 text-base")}>
        {t("signUp")}
      </Link>
      <SignInButton label={t("signIn")} className="px-8 py-3.5 text-base" />
    </>
  );
}

/** Renders its children for visitors only (the sign-up call to action). */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  return session?.user ? null : children;
}
