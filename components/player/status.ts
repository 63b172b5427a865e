// Player status colours (docs/product.md section 3): doubtful, minor-injury and unhealthy are yellow;
// international-duty, serious-injury, suspended and transferred-out are red; fit is green.
import type { PlayerStatus } from "@/lib/server/football/types";

export type StatusTone = "fit" | "warning" | "out";

export function statusTone(status: PlayerStatus): StatusTone {
  if (status === "fit") return "fit";
  return status === "doubtful" || status === "minor_injury" || status === "unhealthy" ? "warning" : "out";
}

export const STATUS_DOT: Record<StatusTone, string> = {
  fit: "bg-pitch-500",
  warning: "bg-warning-500",
  out: "bg-danger-500",
};
