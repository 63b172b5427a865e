"use client";

// The round or quad picker of a ranking page, and the round selector beside the next round page's league boards
// (docs/product.md section 2 "Next round team"). The choice is kept on the device under selectedRoundLeagues ({ round, quad },
// docs/product.md section 3) and comes back when the page is opened without one.
import { useCallback, useEffect } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { QUAD_SIZE } from "@/lib/game/calendar";
import { rankingHref, SELECTED_KEY } from "./paths";

type Stored = { round?: number; quad?: number };

/** A page other than the ranking that follows the chosen round in ?round, keeping its other parameters. */
export interface PickerTarget {
  pathname: string;
  query: Record<string, string>;
}

function readStored(): Stored {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SELECTED_KEY) ?? "{}");
    return value && typeof value === "object" ? (value as Stored) : {};
  } catch {
    return {};
  }
}

export function RoundPicker({
  kind,
  current,
  options,
  chosen,
  target,
}: {
  kind: "round" | "quad";
  current: number | null;
  /** The numbers offered, newest first. */
  options: number[];
  /** The page was opened with ?round / ?quad. */
  chosen: boolean;
  /** Set on a page with league boards (light, on a card); the ranking page's own path otherwise (on its header). */
  target?: PickerTarget;
}) {
  const t = useTranslations("Leagues");
  const router = useRouter();
  const hrefOf = useCallback(
    (n: number) =>
      target
        ? { pathname: target.pathname, query: { ...target.query, [kind]: String(n) } }
        : rankingHref(kind, { [kind]: n }),
    [kind, target],
  );

  useEffect(() => {
    if (chosen) {
      if (current !== null) localStorage.setItem(SELECTED_KEY, JSON.stringify({ ...readStored(), [kind]: current }));
      return;
    }
    const stored = readStored()[kind];
    if (typeof stored === "number" && stored !== current && options.includes(stored))
      router.replace(hrefOf(stored), { scroll: false });
  }, [chosen, current, kind, options, router, hrefOf]);

  return (
    <label className={`inline-flex items-center gap-2 ${target ? "text-slate-700" : "text-white"}`}>
      <span className="font-semibold">
        {target
          ? t("ranking.boardsRoundPicker")
          : kind === "round"
            ? t("ranking.roundPicker")
            : t("ranking.quadPicker")}
      </span>
      <select
        value={current ?? ""}
        onChange={(e) => router.push(hrefOf(Number(e.target.value)), { scroll: false })}
        className={`rounded-xl bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 ${target ? "border border-slate-300 focus-visible:outline-brand-600" : "border-0 focus-visible:outline-white"}`}
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {kind === "round"
              ? t("roundName", { number: n })
              : t("quadName", { number: n, first: (n - 1) * QUAD_SIZE + 1, last: n * QUAD_SIZE })}
          </option>
        ))}
      </select>
    </label>
  );
}
