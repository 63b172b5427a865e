// The prizes of one winner type (docs/product.md section 2 "Prizes"): first, second and third place, each
// with its image and text items.
import { useTranslations } from "next-intl";
import type { Prizes } from "@/lib/server/content/get-prizes";
import { cardClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { __iconData as circleCheckIcon } from "lucide-react/icons/circle-check";

const MEDAL = {
  1: "bg-accent-400 text-brand-900",
  2: "bg-slate-300 text-slate-900",
  3: "bg-amber-700 text-white",
} as const;

export function PrizePlaces({ prizes }: { prizes: Prizes }) {
  const t = useTranslations("Prizes");
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {prizes.places.map((place) => (
        <section
          key={place.place}
          aria-labelledby={`place-${place.place}`}
          data-place={place.place}
          className={cardClass(
            { radius: "3xl", elevation: "raised" },
            `flex flex-col overflow-hidden ${place.place === 1 ? "md:col-span-2 md:flex-row" : ""}`,
          )}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- operator images (SVG or photos) */}
          <img
            src={place.image}
            alt=""
            width={place.place === 1 ? 480 : 400}
            height={place.place === 1 ? 360 : 300}
            loading={place.place === 1 ? "eager" : "lazy"}
            className={`w-full bg-brand-50 object-contain ${place.place === 1 ? "aspect-[4/3] md:w-2/5" : "aspect-[4/3] max-h-64"}`}
          />
          <div className="flex-1 p-6 sm:p-8">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={`flex h-10 w-10 items-center justify-center rounded-full text-lg font-black ${MEDAL[place.place]}`}
              >
                {place.place}
              </span>
              <h2 id={`place-${place.place}`} className="text-xl font-bold text-brand-900 sm:text-2xl">
                {t(`place.${place.place}`)}
              </h2>
            </div>
            {place.items.length ? (
              <ul className="mt-5 space-y-3">
                {place.items.map((item) => (
                  <li key={item.id} className="flex gap-3 text-slate-800">
                    <Icon
                      icon={circleCheckIcon}
                      aria-hidden="true"
                      className="mt-0.5 h-5 w-5 shrink-0 text-pitch-500"
                    />
                    {item.text}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-5 text-slate-600">{t("noItems")}</p>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
