// The app download banner of the home page (docs/product.md section 1).
import { useTranslations } from "next-intl";
import { StoreBadges } from "@/components/layout/store-badges";

export function AppDownload() {
  const t = useTranslations("AppDownload");
  return (
    <section aria-labelledby="home-app" className="mx-auto mt-12 w-full max-w-7xl px-4 sm:mt-16 sm:px-6 lg:px-8">
      <div className="relative flex flex-col gap-6 overflow-hidden rounded-3xl bg-linear-to-r from-pitch-700 to-brand-700 px-6 py-8 text-white sm:flex-row sm:items-center sm:px-10">
        <svg aria-hidden="true" viewBox="0 0 64 96" className="hidden h-24 w-16 shrink-0 sm:block" fill="none">
          <rect
            x="4"
            y="2"
            width="56"
            height="92"
            rx="10"
            fill="#051f47"
            stroke="#fff"
            strokeOpacity=".6"
            strokeWidth="3"
          />
          <rect x="10" y="12" width="44" height="66" rx="3" fill="#1f8a4c" />
          <circle cx="32" cy="45" r="9" fill="none" stroke="#fff" strokeOpacity=".7" strokeWidth="2" />
          <path d="M10 45h44" stroke="#fff" strokeOpacity=".7" strokeWidth="2" />
          <rect x="24" y="84" width="16" height="3" rx="1.5" fill="#fff" fillOpacity=".6" />
        </svg>
        <div className="flex-1">
          <h2 id="home-app" className="text-2xl font-bold tracking-tight">
            {t("title")}
          </h2>
          <p className="mt-2 max-w-2xl text-white/85">{t("text")}</p>
        </div>
        <StoreBadges className="shrink-0" />
      </div>
    </section>
  );
}
