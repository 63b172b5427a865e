"use client";

// The header of docs/product.md section 2 "Header and menus": the app strip, the logo (a link to /main/
// when signed in, else to /; plain on the maintenance page), the navigation, the language
// selector (hidden on the maintenance page) and the account area. It becomes fixed at the top,
// with a shadow, after 50 px of scroll; under 768 px the navigation moves into a burger menu.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useSession } from "@/components/auth/session";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation";
import { ProfileMenu, SignedOutActions } from "./account-menu";
import { AppBanner } from "./app-banner";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu";
import { isMaintenance, navModel, showsNavigation } from "./nav-items";
import { Menu, X } from "lucide-react";

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** docs/product.md section 9: sticky header after 50 px of scroll. */
const STICKY_AFTER_PX = 50;

function useSticky() {
  const header = useRef<HTMLElement>(null);
  const [sticky, setSticky] = useState(false);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const onScroll = () => {
      const next = window.scrollY > STICKY_AFTER_PX;
      setSticky((was) => {
        // Measured in flow, so the spacer that replaces the header keeps the page from jumping.
        if (next && !was) setHeight(header.current?.offsetHeight ?? 0);
        return next;
      });
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return { header, sticky, height };
}

export function Header() {
  const t = useTranslations("Header");
  const pathname = usePathname();
  const { data: session, status } = useSession();
  const user = session?.user;
  const loading = status === "loading";
  // The burger menu is open on the page it was opened on: a navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  const burger = useRef<HTMLButtonElement>(null);
  const { header, sticky, height } = useSticky();

  const maintenance = isMaintenance(pathname);
  const withNav = showsNavigation(pathname, Boolean(user));
  const model = navModel(Boolean(user));

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenOn(null);
      burger.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const account = loading ? (
    <span aria-hidden="true" className="block h-9 w-24" />
  ) : user ? (
    <ProfileMenu user={user} pathname={pathname} />
  ) : (
    <SignedOutActions compact={withNav} />
  );

  return (
    <>
      {sticky && <div aria-hidden="true" style={{ height }} />}
      <header
        ref={header}
        data-ready={hydrated || undefined}
        data-sticky={sticky || undefined}
        className={`inset-x-0 top-0 z-40 bg-linear-to-r from-brand-900 via-brand-700 to-pitch-700 text-white ${sticky ? "fixed shadow-lg shadow-slate-900/25" : "relative"}`}
      >
        {!maintenance && !sticky && <AppBanner />}
        <div className="mx-auto flex min-h-16 max-w-7xl items-center gap-x-4 px-4 sm:px-6 md:flex-wrap lg:px-8">
          {maintenance ? (
            <Logo />
          ) : (
            <Link
              href={model.home.href}
              aria-label={t("logoLabel")}
              className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
            >
              <Logo />
            </Link>
          )}

          {withNav && (
            <MainNav
              model={model}
              pathname={pathname}
              className="order-last hidden w-full pb-2 md:block xl:order-none xl:w-auto xl:flex-1 xl:pb-0"
            />
          )}

          <div className="ml-auto flex h-16 shrink-0 items-center gap-2 sm:gap-3">
            {!maintenance && <LanguageSwitcher className={withNav ? "hidden md:flex" : ""} />}
            {!maintenance && account}
            {withNav && (
              <button
                ref={burger}
                type="button"
                aria-expanded={menuOpen}
                aria-controls={MOBILE_MENU_ID}
                aria-label={menuOpen ? t("closeMenu") : t("openMenu")}
                onClick={() => setMenuOpen(!menuOpen)}
                className="-mr-2 rounded-lg p-2 text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white md:hidden"
              >
                {menuOpen ? (
                  <X aria-hidden="true" className="h-6 w-6" strokeWidth={2} />
                ) : (
                  <Menu aria-hidden="true" className="h-6 w-6" strokeWidth={2} />
                )}
              </button>
            )}
          </div>
        </div>

        {withNav && menuOpen && <MobileMenu model={model} pathname={pathname} user={user} loading={loading} />}
      </header>
    </>
  );
}
