import { Link } from "@/i18n/navigation";

export interface TabLink {
  key: string;
  label: string;
  href: string | { pathname: string; query?: Record<string, string> };
}

/** Tabs that are links (each tab has its own URL, ?tab=…): a navigation with the current one marked. */
export function TabLinks({
  label,
  tabs,
  current,
  tone = "dark",
  className = "mt-6",
}: {
  label: string;
  tabs: TabLink[];
  current: string;
  tone?: "dark" | "light";
  className?: string;
}) {
  const look =
    tone === "dark"
      ? "text-white/85 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-brand-900 focus-visible:outline-white"
      : "text-slate-700 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white focus-visible:outline-brand-600";
  return (
    <nav aria-label={label} className={className}>
      <ul
        className={`inline-flex flex-wrap gap-1 rounded-3xl p-1 ${tone === "dark" ? "bg-white/10" : "bg-white ring-1 ring-slate-200"}`}
      >
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              scroll={false}
              aria-current={tab.key === current ? "page" : undefined}
              className={`block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 ${look}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
