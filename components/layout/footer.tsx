import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";

/** The legal documents (app/[locale]/(legal)): the privacy policy first (docs/product.md section 2 "Footer"). */
const LEGAL_LINKS = [
  { href: "/privacy-policy/", label: "privacy" },
  { href: "/terms-of-use/", label: "terms" },
  { href: "/cookies-policy/", label: "cookies" },
] as const;

/** docs/product.md section 2 "Screens": text, privacy policy link, social links; and the copyright. */
export function Footer() {
  const t = useTranslations("Footer");
  return (
    <footer className="mt-auto bg-brand-900 text-white/75">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-start lg:px-8">
        <div>
          <Logo />
          <p className="mt-4 max-w-xl text-sm leading-relaxed">{t("text")}</p>
        </div>
        <div className="md:justify-self-end">
          <p className="mb-3 text-sm font-semibold text-white">{t("follow")}</p>
          <SocialLinks />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-white/70 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t("copyright", { year: new Date().getFullYear() })}</p>
          <nav aria-label={t("legal")}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
