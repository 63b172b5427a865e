"use client";

// One planned round on the planner (docs/forecast.md "The planner"): its counters (bank, free transfers, transfers
// made, the hit), the chip planned for it with why the others cannot be, the squad on the pitch with each player's
// expected points in the round, the round's transfers with Undo, and the rules it breaks, in the TeamRules words the
// team pages use. Everything here is the played plan's (lib/game/planner): the panel only draws it and reports taps.
import { memo, useMemo } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Undo2 } from "lucide-react";
import type { Locale } from "@/i18n/routing";
import { CHIPS, type ChipKind } from "@/lib/game/chips";
import type { PlannedRound, PlannedRoundResult, PlanProblem } from "@/lib/game/planner";
import { PITCH_SIZE, type Position } from "@/lib/game/types";
import { formatDecimal, formatPrice, pitchNames } from "@/lib/format";
import type { ClubWithJerseys } from "@/lib/server/football/types";
import { PitchCard, pitchSlotClass } from "@/components/pitch/pitch-card";
import { Pitch, type PitchSlot } from "@/components/pitch/pitch";
import { statusTone } from "@/components/player/status";
import type { PlannerPlayer } from "./model";
import type { ChipProblem } from "./use-plan";

type Rules = ReturnType<typeof useTranslations<"TeamRules">>;

/** A problem in the TeamRules words of the team pages, with its parameters. */
export function problemText(rules: Rules, p: PlanProblem): string {
  if (p.code === "tooManyFromClub") return rules(p.code, { limit: p.limit, clubs: p.clubs });
  if ("chip" in p) return rules(p.code, { chip: p.chip });
  return rules(p.code);
}

export const formatXp = (points: number, locale: Locale) => formatDecimal(points, 1, locale);

export function Counters({ round, result }: { round: number; result: PlannedRoundResult }) {
  const t = useTranslations("Planner");
  const locale = useLocale() as Locale;
  const items: { label: string; value: string; bad?: boolean; key: string }[] = [
    { key: "bank", label: t("bank"), value: formatPrice(result.bank, locale), bad: result.bank < 0 },
    {
      key: "free",
      label: t("freeTransfers"),
      value: result.unlimited ? t("unlimited") : String(result.freeTransfers),
    },
    { key: "made", label: t("transfersMade"), value: String(result.transfers) },
    {
      key: "hit",
      label: t("hit"),
      value: result.penalty > 0 ? t("hitPoints", { points: result.penalty }) : "0",
      bad: result.penalty > 0,
    },
  ];
  return (
    <dl
      aria-label={t("counters", { round })}
      className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-200 shadow-sm ring-1 ring-slate-200 sm:grid-cols-4"
    >
      {items.map((item) => (
        <div
          key={item.key}
          data-counter={item.key}
          className="min-w-0 bg-white px-2 py-1.5 text-center sm:px-3 sm:py-3"
        >
          <dt className="truncate text-[10px] leading-tight font-semibold text-slate-600 uppercase sm:text-xs sm:tracking-wide">
            {item.label}
          </dt>
          <dd
            className={`mt-0.5 text-base font-extrabold tabular-nums sm:mt-1 sm:text-2xl ${item.bad ? "text-red-700" : "text-brand-900"}`}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The round's chip as a radio group: none or one of the four. A chip the rules refuse for the round is disabled, with
 * the refusal under the group (each reason once); the one the plan asks for stays chosen even when refused, so the
 * fan sees it and its problem and can change it.
 */
export function ChipPicker({
  round,
  chosen,
  refusals,
  onChoose,
}: {
  round: number;
  chosen: ChipKind | null;
  refusals: Record<ChipKind | "none", ChipProblem | null>;
  onChoose: (chip: ChipKind | null) => void;
}) {
  const t = useTranslations("Planner");
  const chips = useTranslations("Chips");
  const rules = useTranslations("TeamRules");
  const options: (ChipKind | null)[] = [null, ...CHIPS];
  const reasons = [
    ...new Set(
      options.flatMap((c) => {
        const refusal = refusals[c ?? "none"];
        return refusal && c !== chosen ? [problemText(rules, refusal)] : [];
      }),
    ),
  ];
  const reasonId = (text: string) => `planner-chip-reason-${round}-${reasons.indexOf(text)}`;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-bold text-brand-900">{t("chipLabel", { round })}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((chip) => {
          const refusal = refusals[chip ?? "none"];
          const disabled = refusal !== null && chip !== chosen;
          const checked = chip === chosen;
          return (
            <label
              key={chip ?? "none"}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
                checked
                  ? "bg-brand-600 text-white ring-brand-600"
                  : disabled
                    ? "cursor-not-allowed bg-slate-100 text-slate-600 ring-slate-200"
                    : "cursor-pointer bg-white text-brand-700 ring-brand-200 hover:bg-brand-50"
              }`}
            >
              <input
                type="radio"
                name={`planner-chip-${round}`}
                className="sr-only"
                checked={checked}
                disabled={disabled}
                aria-describedby={disabled ? reasonId(problemText(rules, refusal)) : undefined}
                onChange={() => onChoose(chip)}
              />
              {chip ? chips(`name.${chip}`) : t("noChip")}
            </label>
          );
        })}
      </div>
      {reasons.length > 0 && (
        <ul className="mt-2 space-y-0.5 text-xs text-slate-600">
          {reasons.map((text) => (
            <li key={text} id={reasonId(text)}>
              {text}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The round's squad on the pitch (the eleven in formation, the bench in order), each with his xP for the round. */
export const SquadPitch = memo(function SquadPitch({
  round,
  result,
  players,
  clubs,
  boughtIds,
  xpOf,
  onChoose,
}: {
  round: number;
  result: PlannedRoundResult;
  players: ReadonlyMap<number, PlannerPlayer>;
  clubs: ReadonlyMap<number, ClubWithJerseys>;
  /** The players bought in this round (the "in" mark). */
  boughtIds: ReadonlySet<number>;
  xpOf: (playerId: number) => number;
  onChoose: (playerId: number) => void;
}) {
  const t = useTranslations("Planner");
  const positions = useTranslations("Positions");
  const statuses = useTranslations("PlayerStatus");
  const chips = useTranslations("Chips");
  const locale = useLocale() as Locale;
  const squad = useMemo(
    () => result.slots.map((id) => players.get(id)).filter((p): p is PlannerPlayer => p !== undefined),
    [result.slots, players],
  );
  const names = useMemo(() => pitchNames(squad), [squad]);
  const slotsOf = (from: number, to: number): PitchSlot<PlannerPlayer>[] =>
    result.slots.slice(from, to).map((id, i) => {
      const player = players.get(id) ?? null;
      return { key: `${from + i}-${id}`, position: (player?.position ?? "MID") as Position, player };
    });

  const renderSlot = (slot: PitchSlot<PlannerPlayer>) => {
    const player = slot.player;
    if (!player) return null;
    const name = names.get(player.id) ?? player.lastName;
    const xp = formatXp(xpOf(player.id), locale);
    const role = result.captainId === player.id ? "captain" : result.viceCaptainId === player.id ? "vice" : undefined;
    return (
      <button type="button" data-plan-player={player.id} className={pitchSlotClass} onClick={() => onChoose(player.id)}>
        <PitchCard
          club={player.clubId === null ? null : (clubs.get(player.clubId) ?? null)}
          position={player.position}
          name={name}
          info={t("xp", { points: xp })}
          role={role}
          tripled={result.chip === "triple_captain" && role === "captain"}
          flag={
            player.status === "fit"
              ? undefined
              : { tone: statusTone(player.status) === "warning" ? "warning" : "out", label: statuses(player.status) }
          }
          move={boughtIds.has(player.id) ? { direction: "in", label: t("movedIn") } : undefined}
          srText={`, ${t("playerSr", {
            name: `${player.firstName} ${player.lastName}`.trim(),
            position: positions(player.position),
            points: xp,
            round,
          })}`}
        />
      </button>
    );
  };

  return (
    <Pitch
      label={t("pitchLabel", { round, formation: result.formation })}
      slots={slotsOf(0, PITCH_SIZE)}
      bench={slotsOf(PITCH_SIZE, result.slots.length)}
      renderSlot={renderSlot}
      benchNote={result.chip === "bench_boost" ? chips("benchCounts") : undefined}
      showLineLabels
      className="min-h-[28rem] sm:min-h-[34rem]"
    />
  );
});

export function TransfersList({
  round,
  planned,
  players,
  onUndo,
}: {
  round: number;
  planned: PlannedRound | undefined;
  players: ReadonlyMap<number, PlannerPlayer>;
  onUndo: (index: number) => void;
}) {
  const t = useTranslations("Planner");
  const locale = useLocale() as Locale;
  const transfers = planned?.transfers ?? [];
  const name = (id: number) => {
    const p = players.get(id);
    return p ? `${p.firstName} ${p.lastName}`.trim() : `#${id}`;
  };
  return (
    <section aria-labelledby={`planner-transfers-${round}`} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={`planner-transfers-${round}`} className="text-sm font-bold text-brand-900">
        {t("transfersTitle", { round })}
      </h3>
      {transfers.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t("noTransfers")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {transfers.map((x, i) => (
            <li key={`${x.outId}-${x.inId}`} data-plan-transfer className="flex items-center gap-2 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="font-semibold text-red-700">{name(x.outId)}</span>
                <span aria-hidden="true" className="mx-1.5 text-slate-500">
                  →
                </span>
                <span className="sr-only">, </span>
                <span className="font-semibold text-pitch-700">{name(x.inId)}</span>
                <span className="ml-1.5 text-xs text-slate-600">
                  {formatPrice(players.get(x.inId)?.price ?? 0, locale)}
                </span>
              </span>
              <button
                type="button"
                onClick={() => onUndo(i)}
                aria-label={t("undoTransfer", { out: name(x.outId), in: name(x.inId) })}
                className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Undo2 aria-hidden="true" className="h-4 w-4" />
                {t("undo")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Problems({ round, problems }: { round: number; problems: readonly PlanProblem[] }) {
  const t = useTranslations("Planner");
  const rules = useTranslations("TeamRules");
  if (!problems.length) return null;
  const texts = [...new Set(problems.map((p) => problemText(rules, p)))];
  return (
    <div data-plan-problems className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-bold">{t("problemsTitle", { round })}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
