import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { SELECT_TEAM_PATH } from "@/components/layout/nav-items";
import { ClientMessages } from "@/components/layout/client-messages";
import { HeroActions, VisitorsOnly } from "./hero-actions";
import { PitchIllustration } from "./pitch-illustration";
import { cardClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { __iconData as chartNoAxesColumnIcon } from "lucide-react/icons/chart-no-axes-column";
import { __iconData as shirtIcon } from "lucide-react/icons/shirt";
import { __iconData as trophyIcon } from "lucide-react/icons/trophy";

const POINTS = [
  { key: "squad", icon: shirtIcon },
  { key: "leagues", icon: chartNoAxesColumnIcon },
  { key: "prizes", icon: trophyIcon },
] as const;

/** The visitor's welcome block (docs/product.md section 1): a hero with Sign Up and Sign In, then the three selling points. */
export function Welcome() {
  const t = useTranslations("Home");
  return (
    <>
      <section
        aria-labelledby="home-title"
        className="relative overflow-hidden bg-linear-to-br from-brand-900 via-brand-700 to-pitch-700 text-white"
      >
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-32 h-96 w-96 rounded-full bg-pitch-500/30 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-40 -left-24 h-96 w-96 rounded-full bg-brand-500/30 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-28 sm:px-6 sm:pt-20 md:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] md:pb-36 lg:gap-20 lg:px-8">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-widest text-accent-400 uppercase ring-1 ring-white/15">
              <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-accent-400" />
              {t("eyebrow")}
            </p>
            <h1
              id="home-title"
              className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {t("title")}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/85">{t("lead")}</p>
            <div className="mt-9 flex flex-wrap gap-3">
              <ClientMessages namespaces={["Home"]}>
                <HeroActions />
              </ClientMessages>
            </div>
          </div>
          <PitchIllustration className="mx-auto hidden max-w-sm md:block" />
        </div>
      </section>

      <section
        aria-label={t("pointsLabel")}
        className="relative z-10 mx-auto -mt-16 w-full max-w-7xl px-4 sm:px-6 md:-mt-20 lg:px-8"
      >
        <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
          {POINTS.map((point, index) => (
            <li key={point.key} className={cardClass({ padding: "md", elevation: "lifted" }, "flex gap-4 md:flex-col")}>
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-brand-600 to-pitch-500 text-white shadow-sm">
                <Icon icon={point.icon} aria-hidden="true" className="h-6 w-6" strokeWidth={1.8} />
              </span>
              <div>
                <p className="text-xs font-bold tracking-widest text-pitch-700 uppercase">
                  {String(index + 1).padStart(2, "0")}
                </p>
                <h2 className="mt-1 text-lg font-bold text-brand-900">{t(`points.${point.key}.title`)}</h2>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`points.${point.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The closing sign-up call to action, for visitors. */
export function SignUpCallToAction() {
  const t = useTranslations("Home");
  return (
    <VisitorsOnly>
      <section aria-labelledby="home-cta" className="mx-auto my-16 w-full max-w-7xl px-4 sm:my-20 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-linear-to-r from-brand-900 to-brand-700 px-6 py-12 text-center text-white shadow-xl sm:px-12 md:flex md:items-center md:justify-between md:gap-10 md:text-left">
          <div
            aria-hidden="true"
            className="absolute -right-16 -bottom-24 h-64 w-64 rounded-full border-[28px] border-white/5"
          />
          <div className="relative">
            <h2 id="home-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t("ctaTitle")}
            </h2>
            <p className="mt-3 max-w-xl text-white/80">{t("ctaText")}</p>
          </div>
          <Link
            href={SELECT_TEAM_PATH}
            className={buttonClass("primary", "relative mt-8 shrink-0 px-8 py-3.5 text-base md:mt-0")}
          >
            {t("ctaButton")}
          </Link>
        </div>
      </section>
    </VisitorsOnly>
  );
}
