// The horizontal grid of the site's SVG charts (a player's points and price, a team's points per round): one pale
// line per axis value, its label at the left edge.
import type { ReactNode } from "react";

/** A chart's frame in SVG units: the width, font size and padding all charts share, its height, the plot inside. */
export function chartFrame(H: number) {
  const W = 480;
  const PAD = { left: 40, right: 10, top: 12, bottom: 30 };
  return { W, H, FONT: 15, PAD, innerW: W - PAD.left - PAD.right, innerH: H - PAD.top - PAD.bottom };
}

/** Round-numbered axis values from `min` to at least `max`, about `count` steps, `unit` apart at least. */
export function axisTicks(min: number, max: number, count = 4, unit = 1): number[] {
  const step = Math.max(unit, Math.ceil((max - min) / count / unit) * unit);
  const first = Math.floor(min / step) * step;
  const out: number[] = [];
  for (let v = first; v < max + step; v += step) out.push(v);
  return out;
}

export function ChartGrid({
  axis,
  y,
  left,
  right,
  fontSize,
  labelDy,
  label = (v) => v,
}: {
  axis: number[];
  /** The value's height in the chart. */
  y: (v: number) => number;
  /** Where the lines start and end. */
  left: number;
  right: number;
  fontSize: number;
  /** How far below the line its label's baseline sits. */
  labelDy: number;
  label?: (v: number) => ReactNode;
}) {
  return axis.map((v) => (
    <g key={v}>
      <line x1={left} x2={right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
      <text x={left - 6} y={y(v) + labelDy} textAnchor="end" fontSize={fontSize} fill="#475569">
        {label(v)}
      </text>
    </g>
  ));
}
