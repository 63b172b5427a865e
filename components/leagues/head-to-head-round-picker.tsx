"use client";

// The round of a head-to-head league's matches: any round with fixtures (?round=N beside ?league_id).
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { rankingHref } from "./paths";

export function HeadToHeadRoundPicker({
  leagueId,
  current,
  options,
}: {
  leagueId: number;
  current: number;
  options: number[];
}) {
  const t = useTranslations("Leagues");
  const router = useRouter();
  const base = rankingHref("private", { leagueId });
  return (
    <label className="inline-flex items-center gap-2 text-slate-700">
      <span className="text-sm font-semibold">{t("headToHead.roundPicker")}</span>
      <select
        value={current}
        onChange={(e) => router.push({ ...base, query: { ...base.query, round: e.target.value } }, { scroll: false })}
        className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {t("roundName", { number: n })}
          </option>
        ))}
      </select>
    </label>
  );
}
