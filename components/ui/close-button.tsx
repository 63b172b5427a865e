// The × that closes what it sits in (a dialog, the app banner), named for screen readers.
import { Icon } from "@/components/ui/icon";
import { __iconData as xIcon } from "lucide-react/icons/x";

export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className: string }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <Icon icon={xIcon} aria-hidden="true" className="h-5 w-5" strokeWidth={2} />
    </button>
  );
}
