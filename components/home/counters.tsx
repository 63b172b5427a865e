// The home page counters (docs/product.md section 1): season participants, country leagues, private leagues,
// shown rounded up with space-separated thousands (docs/product.md section 9).
import { useTranslations } from "next-intl";
import { formatApproxCount } from "@/lib/format";
import type { Counters as CountersData } from "@/lib/server/content/get-counters";
import { cardClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { __iconData as flagIcon } from "lucide-react/icons/flag";
import { __iconData as lockIcon } from "lucide-react/icons/lock";
import { __iconData as usersIcon } from "lucide-react/icons/users";

const ITEMS = [
  { key: "seasonParticipants", icon: usersIcon },
  { key: "countryLeagues", icon: flagIcon },
  { key: "privateLeagues", icon: lockIcon },
] as const;

export function Counters({ counters }: { counters: CountersData }) {
  const t = useTranslations("Counters");
  return (
    <section aria-labelledby="home-counters" className="mx-auto mt-12 w-full max-w-7xl px-4 sm:mt-16 sm:px-6 lg:px-8">
      <h2 id="home-counters" className="sr-only">
        {t("title")}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-6">
        {ITEMS.map((item) => (
          <div
            key={item.key}
            className={cardClass(
              {},
              "grid grid-cols-[auto_1fr] items-center gap-x-4 px-5 py-4 sm:grid-cols-1 sm:px-6 sm:py-6",
            )}
          >
            {/* The term's icon and label are laid out as the card's own grid items. */}
            <dt className="contents">
              <Icon
                icon={item.icon}
                aria-hidden="true"
                className="row-span-2 h-8 w-8 text-pitch-500 sm:row-span-1 sm:mb-2"
                strokeWidth={1.8}
              />
              <span className="col-start-2 row-start-2 text-sm font-medium text-slate-600 sm:col-start-1 sm:row-start-3">
                {t(item.key)}
              </span>
            </dt>
            <dd
              className="col-start-2 row-start-1 text-3xl font-extrabold tracking-tight text-brand-900 tabular-nums sm:col-start-1 sm:row-start-2 sm:text-4xl"
              data-counter={item.key}
            >
              {formatApproxCount(counters[item.key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
