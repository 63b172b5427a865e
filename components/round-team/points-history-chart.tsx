// The team's points per round against every team's average and the round's best (docs/screens.md "Live
// and previous rounds"): bars for the team, a line for the average, a mark for the best. Plain SVG
// like the player info charts (components/player/charts.tsx), with a table alternative.
import { useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import type { RoundPoints } from "@/lib/server/teams/get-points-history";
import { formatDecimal } from "@/lib/format/numbers";
import { axisTicks, chartFrame, ChartGrid } from "@/components/ui/chart-grid";

const { W, H, FONT, PAD, innerW, innerH } = chartFrame(220);
const AVERAGE = "#d97706";
const BEST = "#0f172a";

export function PointsHistoryChart({
  rounds,
  selected,
  locale,
}: {
  rounds: RoundPoints[];
  /** The round on the page, outlined. */
  selected: number;
  locale: Locale;
}) {
  const t = useTranslations("RoundTeam");
  const values = rounds.flatMap((r) => [r.points ?? 0, r.avgPoints ?? 0, r.maxPoints ?? 0]);
  // Steps of 5 points at least (the axis spans 10 points or more).
  const axis = axisTicks(Math.min(0, ...values), Math.max(10, ...values), 4, 5);
  const [min, max] = [axis[0]!, axis.at(-1)!];
  const y = (v: number) => PAD.top + innerH - ((v - min) / (max - min)) * innerH;
  const band = innerW / Math.max(1, rounds.length);
  const barW = Math.max(2, band * 0.6);
  const cx = (i: number) => PAD.left + i * band + band / 2;
  const averages = rounds.flatMap((r, i) => (r.avgPoints === null ? [] : [`${cx(i)},${y(r.avgPoints)}`]));
  const decimal = (v: number | null) => (v === null ? "–" : formatDecimal(v, 1, locale));
  const whole = (v: number | null) => (v === null ? "–" : String(v));
  const played = rounds.filter((r) => r.points !== null);
  const finished = rounds.filter((r) => r.avgPoints !== null && r.points !== null);
  const above = finished.filter((r) => r.points! > r.avgPoints!).length;
  const summary = t("chartSummary", { rounds: played.length, above, finished: finished.length });

  return (
    <figure>
      <figcaption className="text-lg font-bold text-brand-900">{t("chartTitle")}</figcaption>
      <ul className="mt-2 mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm bg-brand-600" />
          {t("legendTeam")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-0.5 w-4" style={{ background: AVERAGE }} />
          {t("legendAverage")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-0.5 w-3" style={{ background: BEST, height: 3 }} />
          {t("legendBest")}
        </li>
      </ul>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full">
        <ChartGrid axis={axis} y={y} left={PAD.left} right={W - PAD.right} fontSize={FONT} labelDy={5} />
        {rounds.map((r, i) => (
          <g key={r.roundNumber}>
            {r.points !== null && (
              <rect
                x={cx(i) - barW / 2}
                y={Math.min(y(r.points), y(0))}
                width={barW}
                height={Math.max(1, Math.abs(y(r.points) - y(0)))}
                rx="2"
                className={
                  r.status === "live" ? "fill-brand-600/50" : r.points < 0 ? "fill-danger-500" : "fill-brand-600"
                }
                stroke={r.roundNumber === selected ? BEST : undefined}
                strokeWidth={r.roundNumber === selected ? 2 : undefined}
              >
                <title>{`${t("roundTitle", { number: r.roundNumber })}: ${r.points}`}</title>
              </rect>
            )}
            {r.maxPoints !== null && (
              <line
                x1={cx(i) - barW / 2}
                x2={cx(i) + barW / 2}
                y1={y(r.maxPoints)}
                y2={y(r.maxPoints)}
                stroke={BEST}
                strokeWidth="3"
              >
                <title>{`${t("legendBest")}: ${r.maxPoints}`}</title>
              </line>
            )}
            {(rounds.length <= 12 || i % Math.ceil(rounds.length / 12) === 0) && (
              <text x={cx(i)} y={H - 8} textAnchor="middle" fontSize={FONT} fill="#475569">
                {r.roundNumber}
              </text>
            )}
          </g>
        ))}
        {averages.length > 1 && (
          <polyline points={averages.join(" ")} fill="none" stroke={AVERAGE} strokeWidth="2.5" strokeLinejoin="round" />
        )}
        {rounds.map((r, i) =>
          r.avgPoints === null ? null : (
            <circle key={`a${r.roundNumber}`} cx={cx(i)} cy={y(r.avgPoints)} r="3.5" fill={AVERAGE}>
              <title>{`${t("legendAverage")}: ${decimal(r.avgPoints)}`}</title>
            </circle>
          ),
        )}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
          {t("chartTable")}
        </summary>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <table className="w-full text-left tabular-nums">
            <thead className="sticky top-0 bg-white text-xs text-slate-600 uppercase">
              <tr>
                {(
                  [
                    ["roundColumn", "py-1 pr-2"],
                    ["legendTeam", "py-1 pr-2 text-right"],
                    ["legendAverage", "py-1 pr-2 text-right"],
                    ["legendBest", "py-1 text-right"],
                  ] as const
                ).map(([key, className]) => (
                  <th key={key} scope="col" className={className}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rounds.map((r) => (
                <tr key={r.roundNumber}>
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {r.roundNumber}
                    {r.status === "live" && <span className="ml-1 text-xs text-slate-600">({t("provisional")})</span>}
                  </th>
                  <td className="py-1 pr-2 text-right font-semibold">
                    {r.points === null ? t("notPlayedShort") : r.points}
                  </td>
                  <td className="py-1 pr-2 text-right">{decimal(r.avgPoints)}</td>
                  <td className="py-1 text-right">{whole(r.maxPoints)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
