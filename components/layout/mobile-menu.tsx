"use client";

// The burger menu's panel, under 768 px: the navigation as a flat list (the Team items grouped
// under their heading), the language selector and, when signed out, Sign In and Sign Up.
import type { Session } from "next-auth";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { SignedOutActions } from "./account-menu";
import { LanguageSwitcher } from "./language-switcher";
import { isActive, type NavItem, type NavModel } from "./nav-items";

export const MOBILE_MENU_ID = "mobile-menu";

const itemClass =
  "block rounded-xl px-3 py-2.5 font-medium text-white/90 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white";

interface MobileMenuProps {
  model: NavModel;
  pathname: string;
  user: Session["user"] | undefined;
  loading: boolean;
}

export function MobileMenu({ model, pathname, user, loading }: MobileMenuProps) {
  const t = useTranslations("Header");
  const link = (item: NavItem, extra = "") => (
    <li key={item.href}>
      <Link
        href={item.href}
        aria-current={isActive(pathname, item.href) ? "page" : undefined}
        className={`${itemClass} ${extra}`}
      >
        {t(item.key)}
      </Link>
    </li>
  );

  return (
    <div
      id={MOBILE_MENU_ID}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-brand-900/95 md:hidden"
    >
      <nav aria-label={t("navigation")} className="px-4 pt-3 pb-2">
        <ul className="space-y-0.5">
          {link(model.home)}
          {model.team.length > 0 && (
            <li className="rounded-xl bg-white/5 py-1">
              <p
                id="mobile-menu-team"
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-white/60 uppercase"
              >
                {t("team")}
              </p>
              <ul aria-labelledby="mobile-menu-team">{model.team.map((item) => link(item, "pl-6"))}</ul>
            </li>
          )}
          {model.sections.map((item) => link(item))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-white/10 px-4 py-4">
        <LanguageSwitcher />
        {!user && !loading && <SignedOutActions />}
      </div>
    </div>
  );
}
