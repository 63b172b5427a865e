// The news pagination: previous, the page range (4 pages, 2 on mobile, 1 margin page), next.
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { pageItems, type PageItem } from "./page-items";
import { ChevronLeft, ChevronRight, type LucideIcon } from "lucide-react";

const NEWS_PATH = "/news/";
const href = (page: number) => ({ pathname: NEWS_PATH, query: page > 1 ? { page: String(page) } : {} });
const itemClass =
  "flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function Items({ items, current, className }: { items: PageItem[]; current: number; className: string }) {
  const t = useTranslations("News");
  return (
    <ul className={className}>
      {items.map((item, i) =>
        item === "break" ? (
          <li key={`b${i}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </li>
        ) : (
          <li key={item}>
            <Link
              href={href(item)}
              aria-label={t("page", { page: item })}
              aria-current={item === current ? "page" : undefined}
              className={`${itemClass} ${item === current ? "bg-brand-600 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50"}`}
            >
              {item}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

export function Pagination({ page, pages }: { page: number; pages: number }) {
  const t = useTranslations("News");
  if (pages <= 1) return null;
  const arrow = (target: number, label: string, Icon: LucideIcon, rel: "prev" | "next") =>
    target >= 1 && target <= pages ? (
      <Link
        href={href(target)}
        rel={rel}
        aria-label={label}
        className={`${itemClass} bg-white text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50`}
      >
        <Icon aria-hidden="true" className="h-5 w-5" strokeWidth={2.5} />
      </Link>
    ) : (
      <span aria-hidden="true" className={`${itemClass} bg-white text-slate-300 ring-1 ring-slate-100`}>
        <Icon className="h-5 w-5" strokeWidth={2.5} />
      </span>
    );
  return (
    <nav aria-label={t("pagination")} className="mt-10 flex items-center justify-center gap-2">
      {arrow(page - 1, t("previous"), ChevronLeft, "prev")}
      <Items items={pageItems(page, pages, 2, 1)} current={page} className="flex items-center gap-1.5 md:hidden" />
      <Items items={pageItems(page, pages, 4, 1)} current={page} className="hidden items-center gap-1.5 md:flex" />
      {arrow(page + 1, t("next"), ChevronRight, "next")}
    </nav>
  );
}
