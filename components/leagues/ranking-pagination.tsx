// The members pages of a ranking (docs/product.md section 9: a range of 4 pages, 2 on phones, 1 margin page).
import { useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight, type LucideIcon } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { pageItems, type PageItem } from "@/components/news/page-items";

type Href = (page: number) => { pathname: string; query: Record<string, string> };

const itemClass =
  "flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function Items({
  items,
  current,
  href,
  className,
}: {
  items: PageItem[];
  current: number;
  href: Href;
  className: string;
}) {
  const t = useTranslations("Leagues.ranking");
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

export function RankingPagination({ page, pages, href }: { page: number; pages: number; href: Href }) {
  const t = useTranslations("Leagues.ranking");
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
    <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-center gap-2">
      {arrow(page - 1, t("previous"), ChevronLeft, "prev")}
      <Items
        items={pageItems(page, pages, 2, 1)}
        current={page}
        href={href}
        className="flex items-center gap-1.5 md:hidden"
      />
      <Items
        items={pageItems(page, pages, 4, 1)}
        current={page}
        href={href}
        className="hidden items-center gap-1.5 md:flex"
      />
      {arrow(page + 1, t("next"), ChevronRight, "next")}
    </nav>
  );
}
