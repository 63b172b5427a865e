// The player info charts (docs/design.md section 7): points per round as bars, the price history as a
// step line. Plain SVG, with a text summary for screen readers.
import { axisTicks as ticks, chartFrame, ChartGrid } from "@/components/ui/chart-grid";

const { W, H, FONT, PAD, innerW, innerH } = chartFrame(200);

export function PointsChart({
  rounds,
  title,
  summary,
  roundLabel,
}: {
  rounds: { roundNumber: number; points: number }[];
  title: string;
  summary: string;
  roundLabel: string;
}) {
  const axis = ticks(Math.min(0, ...rounds.map((r) => r.points)), Math.max(2, ...rounds.map((r) => r.points)));
  const [min, max] = [axis[0]!, axis.at(-1)!];
  const y = (v: number) => PAD.top + innerH - ((v - min) / (max - min)) * innerH;
  const band = innerW / Math.max(1, rounds.length);
  const barW = Math.max(2, band * 0.7);
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold text-brand-900">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full">
        <ChartGrid
          axis={axis}
          y={y}
          left={PAD.left}
          right={W - PAD.right}
          fontSize={FONT}
          labelDy={4}
          label={Math.round}
        />
        {rounds.map((r, i) => (
          <g key={r.roundNumber}>
            <rect
              x={PAD.left + i * band + (band - barW) / 2}
              y={Math.min(y(r.points), y(0))}
              width={barW}
              height={Math.max(1, Math.abs(y(r.points) - y(0)))}
              rx="2"
              className={r.points < 0 ? "fill-danger-500" : "fill-brand-600"}
            >
              <title>{`${roundLabel} ${r.roundNumber}: ${r.points}`}</title>
            </rect>
            {(rounds.length <= 10 || i % Math.ceil(rounds.length / 10) === 0) && (
              <text x={PAD.left + i * band + band / 2} y={H - 8} textAnchor="middle" fontSize={FONT} fill="#475569">
                {r.roundNumber}
              </text>
            )}
          </g>
        ))}
      </svg>
    </figure>
  );
}

/** Room for price labels ("€10.5M") left of the price chart. */
const PRICE_LEFT = 68;

/**
 * The price history as a step line from the initial price, through each change, to the current
 * price at the right edge ("Now"), so a price that never changed still draws a line. Axis labels
 * are prices in the page's language (`format`, lib/format's formatPrice); `note` is shown under it.
 */
export function PriceChart({
  points,
  title,
  summary,
  format,
  nowLabel,
  note,
}: {
  points: { label: string; price: number }[];
  title: string;
  summary: string;
  format: (price: number) => string;
  nowLabel: string;
  note?: string;
}) {
  const prices = points.map((p) => p.price);
  const axis = ticks(Math.max(0, Math.min(...prices) - 1), Math.max(...prices) + 1, 2);
  const [min, max] = [axis[0]!, axis.at(-1)!];
  const left = PRICE_LEFT;
  const width = W - left - PAD.right;
  const y = (v: number) => PAD.top + innerH - ((v - min) / (max - min)) * innerH;
  // The changes spread over the width; the last slot is "now", where the current price ends.
  const x = (i: number) => left + (i / points.length) * width;
  const current = points.at(-1)!.price;
  const path = `${points.map((p, i) => (i === 0 ? `M${x(i)},${y(p.price)}` : `H${x(i)}V${y(p.price)}`)).join("")}H${x(points.length)}`;
  const labelEvery = Math.ceil((points.length + 1) / 5);
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold text-brand-900">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full">
        <ChartGrid axis={axis} y={y} left={left} right={W - PAD.right} fontSize={FONT} labelDy={5} label={format} />
        <path d={path} fill="none" stroke="#1f8a4c" strokeWidth="2.5" strokeLinejoin="round" />
        {points.map((p, i) => (
          <circle key={i} cx={x(i)} cy={y(p.price)} r="4" fill="#1f8a4c">
            <title>{`${p.label}: ${format(p.price)}`}</title>
          </circle>
        ))}
        <circle cx={x(points.length)} cy={y(current)} r="5" fill="#fff" stroke="#1f8a4c" strokeWidth="2.5">
          <title>{`${nowLabel}: ${format(current)}`}</title>
        </circle>
        {[...points.map((p) => p.label), nowLabel].map((label, i) =>
          i === points.length || (i % labelEvery === 0 && points.length - i >= labelEvery / 2) ? (
            <text
              key={`l${i}`}
              x={x(i)}
              y={H - 8}
              textAnchor={i === points.length ? "end" : i === 0 ? "start" : "middle"}
              fontSize={FONT}
              fill="#475569"
            >
              {label}
            </text>
          ) : null,
        )}
      </svg>
      {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
    </figure>
  );
}
