"use client";

// The navigation of the header bar, from 768 px up.
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Dropdown, menuItemClass } from "@/components/ui/dropdown";
import { isActive, type NavModel } from "./nav-items";

const itemClass =
  "flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap text-white/85 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white data-current:bg-white/15 data-current:text-white";

export function MainNav({
  model,
  pathname,
  className = "",
}: {
  model: NavModel;
  pathname: string;
  className?: string;
}) {
  const t = useTranslations("Header");
  const current = (href: string) => (isActive(pathname, href) ? "page" : undefined);
  return (
    <nav aria-label={t("navigation")} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Link href={model.home.href} aria-current={current(model.home.href)} className={itemClass}>
            {t("home")}
          </Link>
        </li>
        {model.team.length > 0 && (
          <li>
            <Dropdown
              label={t("team")}
              buttonClassName={itemClass}
              current={model.team.some((item) => isActive(pathname, item.href))}
            >
              {(close) =>
                model.team.map((item) => (
                  <Link
                    key={item.href}
                    role="menuitem"
                    href={item.href}
                    aria-current={current(item.href)}
                    onClick={close}
                    className={menuItemClass}
                  >
                    {t(item.key)}
                  </Link>
                ))
              }
            </Dropdown>
          </li>
        )}
        {model.sections.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={current(item.href)} className={itemClass}>
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
