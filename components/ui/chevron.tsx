// The down chevron of what opens in place: a menu or a day's games (turned while open), a <details> summary (turned
// by the open <details>, whose summary carries `group`).
import { Icon } from "@/components/ui/icon";
import { __iconData as chevronDownIcon } from "lucide-react/icons/chevron-down";

/** Beside a toggle's label: points up while `open`. */
export function ToggleChevron({ open }: { open: boolean }) {
  return (
    <Icon
      icon={chevronDownIcon}
      aria-hidden="true"
      className={`h-4 w-4 shrink-0 transition ${open ? "rotate-180" : ""}`}
      strokeWidth={2.5}
    />
  );
}

/** In a <details> summary marked `group`: points up while the details are open. */
export function DetailsChevron() {
  return (
    <Icon
      icon={chevronDownIcon}
      aria-hidden="true"
      className="h-5 w-5 shrink-0 text-slate-500 transition group-open:rotate-180"
      strokeWidth={2.5}
    />
  );
}
