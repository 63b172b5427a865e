"use client";

// The round or quad picker of a ranking page. The choice is kept on the device under selectedRoundLeagues
// ({ round, quad }, spec section 3) and comes back when the page is opened without one.
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { QUAD_SIZE } from "@/lib/game/calendar";
import { rankingHref, SELECTED_KEY } from "./paths";

type Stored = { round?: number; quad?: number };

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
}: {
  kind: "round" | "quad";
  current: number | null;
  /** The numbers offered, newest first. */
  options: number[];
  /** The page was opened with ?round / ?quad. */
  chosen: boolean;
}) {
  const t = useTranslations("Leagues");
  const router = useRouter();

  useEffect(() => {
    if (chosen) {
      if (current !== null) localStorage.setItem(SELECTED_KEY, JSON.stringify({ ...readStored(), [kind]: current }));
      return;
    }
    const stored = readStored()[kind];
    if (typeof stored === "number" && stored !== current && options.includes(stored))
      router.replace(rankingHref(kind, { [kind]: stored }));
  }, [chosen, current, kind, options, router]);

  return (
    <label className="inline-flex items-center gap-2 text-white">
      <span className="font-semibold">{kind === "round" ? t("ranking.roundPicker") : t("ranking.quadPicker")}</span>
      <select
        value={current ?? ""}
        onChange={(e) => router.push(rankingHref(kind, { [kind]: Number(e.target.value) }))}
        className="rounded-xl border-0 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
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
