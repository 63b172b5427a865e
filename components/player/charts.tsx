// The player info charts (DESIGN.md section 7): points per round as bars, the price history as a
// step line. Plain SVG, with a text summary for screen readers.

const W = 480;
const H = 200;
const FONT = 15;
const PAD = { left: 40, right: 10, top: 12, bottom: 30 };
const innerW = W - PAD.left - PAD.right;
const innerH = H - PAD.top - PAD.bottom;

/** Round-numbered axis values from `min` to at least `max`, about `count` steps, `unit` apart at least. */
function ticks(min: number, max: number, count = 4, unit = 1): number[] {
  const step = Math.max(unit, Math.ceil((max - min) / count / unit) * unit);
  const first = Math.floor(min / step) * step;
  const out: number[] = [];
  for (let v = first; v < max + step; v += step) out.push(v);
  return out;
}

export function PointsChart({ rounds, title, summary, roundLabel }: { rounds: { roundNumber: number; points: number }[]; title: string; summary: string; roundLabel: string }) {
  const axis = ticks(Math.min(0, ...rounds.map((r) => r.points)), Math.max(2, ...rounds.map((r) => r.points)));
  const [min, max] = [axis[0]!, axis.at(-1)!];
  const y = (v: number) => PAD.top + innerH - ((v - min) / (max - min)) * innerH;
  const band = innerW / Math.max(1, rounds.length);
  const barW = Math.max(2, band * 0.7);
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold text-brand-900">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full">
        {axis.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize={FONT} fill="#475569">
              {Math.round(v)}
            </text>
          </g>
        ))}
        {rounds.map((r, i) => (
          <g key={r.roundNumber}>
            <rect x={PAD.left + i * band + (band - barW) / 2} y={Math.min(y(r.points), y(0))} width={barW} height={Math.max(1, Math.abs(y(r.points) - y(0)))} rx="2" className={r.points < 0 ? "fill-danger-500" : "fill-brand-600"}>
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

export function PriceChart({ points, title, summary, format }: { points: { label: string; price: number }[]; title: string; summary: string; format: (price: number) => string }) {
  const prices = points.map((p) => p.price);
  const axis = ticks(Math.max(0, Math.min(...prices) - 1), Math.max(...prices) + 1, 2);
  const [min, max] = [axis[0]!, axis.at(-1)!];
  const y = (v: number) => PAD.top + innerH - ((v - min) / (max - min)) * innerH;
  const x = (i: number) => PAD.left + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const path = points.map((p, i) => (i === 0 ? `M${x(i)},${y(p.price)}` : `H${x(i)}V${y(p.price)}`)).join("");
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold text-brand-900">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full">
        {axis.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize={FONT} fill="#475569">
              {(v / 10).toFixed(1)}
            </text>
          </g>
        ))}
        <path d={path} fill="none" stroke="#1f8a4c" strokeWidth="2.5" strokeLinejoin="round" />
        {points.map((p, i) => (
          <circle key={i} cx={x(i)} cy={y(p.price)} r="3.5" fill="#1f8a4c">
            <title>{`${p.label}: ${format(p.price)}`}</title>
          </circle>
        ))}
        {points.map((p, i) =>
          points.length <= 5 || i % Math.ceil(points.length / 5) === 0 ? (
            <text key={`l${i}`} x={x(i)} y={H - 8} textAnchor="middle" fontSize={FONT} fill="#475569">
              {p.label}
            </text>
          ) : null,
        )}
      </svg>
    </figure>
  );
}
