// A list's pages (news, a league's members): previous, the page range (docs/product.md section 9: 4 pages, 2 on
// phones, 1 margin page at each end), next. Links, so every page has its own address.
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Icon, type IconData } from "@/components/ui/icon";
import { __iconData as chevronLeftIcon } from "lucide-react/icons/chevron-left";
import { __iconData as chevronRightIcon } from "lucide-react/icons/chevron-right";
import { pageItems, type PageItem } from "./page-items";

type Href = (page: number) => { pathname: string; query: Record<string, string> };

/** The messages that hold the pager's words (pagination, previous, next, page). */
type PagerMessages = "News" | "Leagues.ranking";

/** The page range's size on phones and from md up (docs/product.md section 9: 2 and 4 pages). */
const RANGES = [
  [2, "flex items-center gap-1.5 md:hidden"],
  [4, "hidden items-center gap-1.5 md:flex"],
] as const;

const itemClass =
  "flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function Items({
  items,
  current,
  href,
  label,
  className,
}: {
  items: PageItem[];
  current: number;
  href: Href;
  label: (page: number) => string;
  className: string;
}) {
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
              aria-label={label(item)}
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

export function Pager({
  page,
  pages,
  href,
  messages,
  className,
}: {
  page: number;
  pages: number;
  href: Href;
  messages: PagerMessages;
  /** The nav's layout classes. */
  className: string;
}) {
  const t = useTranslations(messages);
  if (pages <= 1) return null;
  const labels = {
    pagination: t("pagination"),
    previous: t("previous"),
    next: t("next"),
    page: (n: number) => t("page", { page: n }),
  };
  const arrow = (target: number, label: string, icon: IconData, rel: "prev" | "next") =>
    target >= 1 && target <= pages ? (
      <Link
        href={href(target)}
        rel={rel}
        aria-label={label}
        className={`${itemClass} bg-white text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50`}
      >
        <Icon icon={icon} aria-hidden="true" className="h-5 w-5" strokeWidth={2.5} />
      </Link>
    ) : (
      <span aria-hidden="true" className={`${itemClass} bg-white text-slate-300 ring-1 ring-slate-100`}>
        <Icon icon={icon} className="h-5 w-5" strokeWidth={2.5} />
      </span>
    );
  return (
    <nav aria-label={labels.pagination} className={className}>
      {arrow(page - 1, labels.previous, chevronLeftIcon, "prev")}
      {RANGES.map(([size, className]) => (
        <Items
          key={size}
          items={pageItems(page, pages, size, 1)}
          current={page}
          href={href}
          label={labels.page}
          className={className}
        />
      ))}
      {arrow(page + 1, labels.next, chevronRightIcon, "next")}
    </nav>
  );
}
