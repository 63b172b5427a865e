// Previous and next round links around the round shown (home dream team and round results).
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { Icon } from "@/components/ui/icon";
import { __iconData as chevronLeftIcon } from "lucide-react/icons/chevron-left";
import { __iconData as chevronRightIcon } from "lucide-react/icons/chevron-right";

type Href = { pathname: string; query: Record<string, string> };

const arrowClass =
  "flex h-10 w-10 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-slate-200 transition hover:bg-brand-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function Arrow({ href, label, direction }: { href: Href | null; label: string; direction: "previous" | "next" }) {
  const icon = (
    <Icon
      icon={direction === "previous" ? chevronLeftIcon : chevronRightIcon}
      aria-hidden="true"
      className="h-5 w-5"
      strokeWidth={2.5}
    />
  );
  if (!href) {
    return (
      <span aria-hidden="true" className={`${arrowClass} pointer-events-none opacity-40`}>
        {icon}
      </span>
    );
  }
  return (
    <Link
      href={href}
      scroll={false}
      aria-label={label}
      rel={direction === "previous" ? "prev" : "next"}
      className={arrowClass}
    >
      {icon}
    </Link>
  );
}

export function RoundSwitcher(props: {
  previous: Href | null;
  next: Href | null;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Arrow href={props.previous} label={props.previousLabel} direction="previous" />
      <div className="flex min-w-0 flex-1 items-center justify-center gap-2 text-center">{props.children}</div>
      <Arrow href={props.next} label={props.nextLabel} direction="next" />
    </div>
  );
}
