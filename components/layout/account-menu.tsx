"use client";

// The header's account area: Sign In (opens the modal) and Sign Up when signed out; when signed
// in, a profile menu under the initials of the full name with Personal Details and Sign Out.
import type { Session } from "next-auth";
import { useLocale, useTranslations } from "next-intl";
import { getPathname, Link } from "@/i18n/navigation";
import { useOpenSignIn } from "@/components/auth/modal-context";
import { signOutTo } from "@/components/auth/session";
import { NO_MODAL_FLAG } from "@/components/auth/flags";
import { buttonClass } from "@/components/ui/button";
import { Dropdown, menuItemClass } from "@/components/ui/dropdown";
import { initials, PERSONAL_DETAILS_PATH, SELECT_TEAM_PATH, showsPersonalDetails } from "./nav-items";

type User = NonNullable<Session["user"]>;

/** Sign In and Sign Up; `compact` leaves Sign Up to the burger menu on phones. */
export function SignedOutActions({ compact = false }: { compact?: boolean }) {
  const t = useTranslations("Header");
  const openSignIn = useOpenSignIn();
  return (
    <div className="flex items-center gap-2">
      <button type="button" onClick={openSignIn} className={buttonClass("secondary", "px-3.5 py-2 sm:px-4")}>
        {t("signIn")}
      </button>
      <Link href={SELECT_TEAM_PATH} className={buttonClass("primary", `px-4 py-2 ${compact ? "max-sm:hidden" : ""}`)}>
        {t("signUp")}
      </Link>
    </div>
  );
}

/** Signing out lands on the home page with the flag that keeps modals closed (docs/product.md section 2). */
function useSignOut() {
  const locale = useLocale();
  return () => signOutTo(`${getPathname({ href: "/", locale })}?${NO_MODAL_FLAG}=1`);
}

export function ProfileMenu({ user, pathname }: { user: User; pathname: string }) {
  const t = useTranslations("Header");
  const signOutHome = useSignOut();
  const shown = initials(user.name) || "?";
  return (
    <Dropdown
      align="right"
      // The name starts with the initials the button shows (WCAG 2.5.3, label in name).
      ariaLabel={`${shown}, ${t("profileMenu")}`}
      buttonClassName="flex items-center gap-1 rounded-full bg-white/10 py-1 pr-2 pl-1 text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white aria-expanded:bg-white/20"
      label={
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-brand-900"
        >
          {shown}
        </span>
      }
    >
      {(close) => (
        <>
          <div className="border-b border-slate-100 px-4 pt-1 pb-3">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            {user.email && <p className="truncate text-xs text-slate-500">{user.email}</p>}
          </div>
          <div className="pt-1">
            {showsPersonalDetails(pathname, user.isEmailVerified) && (
              <Link
                role="menuitem"
                href={PERSONAL_DETAILS_PATH}
                onClick={close}
                className={menuItemClass}
                aria-current={pathname === PERSONAL_DETAILS_PATH ? "page" : undefined}
              >
                {t("personalDetails")}
              </Link>
            )}
            <button role="menuitem" type="button" className={menuItemClass} onClick={signOutHome}>
              {t("signOut")}
            </button>
          </div>
        </>
      )}
    </Dropdown>
  );
}
