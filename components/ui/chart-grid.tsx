// The horizontal grid of the site's SVG charts (a player's points and price, a team's points per round): one pale
// line per axis value, its label at the left edge.
import type { ReactNode } from "react";

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
