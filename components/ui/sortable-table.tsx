"use client";

// A table sorted by clicking a column header: the first click sorts descending, the next ones
// toggle (docs/product.md section 2 "Player info"). Headers are buttons; aria-sort tells the current order.
// Wider than its box (a phone), it scrolls sideways with the first column pinned, a fade on the
// side that has more columns and a hint under it, so the hidden columns are visibly there.
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ArrowLeft, ArrowRight, ChevronDown, ChevronUp, ChevronsUpDown } from "lucide-react";

export interface Column<Row> {
  key: string;
  label: string;
  /** A short header shown instead of the label (which stays its title and the sort button's name): "Pts". */
  short?: string;
  /** The value sorted by. */
  value: (row: Row) => number | string;
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** Which sides of a horizontally scrolling box have content out of view. */
function SortIcon({ direction }: { direction?: "ascending" | "descending" }) {
  const Icon = direction === "ascending" ? ChevronUp : direction === "descending" ? ChevronDown : ChevronsUpDown;
  return (
    <Icon
      aria-hidden="true"
      className={`h-3.5 w-3.5 shrink-0 ${direction ? "text-brand-600" : "text-slate-400"}`}
      strokeWidth={2.5}
    />
  );
}

function useOverflow() {
  const box = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ left: false, right: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((current) => (current.left === left && current.right === right ? current : { left, right }));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, []);
  return { box, overflow };
}

export function SortableTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sortLabel,
  scrollHint,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  sortLabel: (column: string) => string;
  /** Shown under the table while some of its columns are out of view. */
  scrollHint?: string;
}) {
  const [sort, setSort] = useState<{ key: string; direction: "descending" | "ascending" } | null>(null);
  const { box, overflow } = useOverflow();
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!column || !sort) return rows;
    const factor = sort.direction === "ascending" ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = column.value(a);
      const y = column.value(b);
      return factor * (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y)));
    });
  }, [rows, columns, sort]);

  const toggle = (key: string) =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === "descending" ? "ascending" : "descending" }
        : { key, direction: "descending" },
    );

  // The pinned first column: opaque, and shadowed once columns have slid under it.
  const pinned = (background: string) =>
    `sticky left-0 z-10 ${background} ${overflow.left ? "shadow-[4px_0_6px_-3px_rgba(15,23,42,0.18)]" : ""}`;

  return (
    <div data-overflow={overflow.right ? "right" : overflow.left ? "left" : "none"}>
      <div className="relative overflow-hidden rounded-xl ring-1 ring-slate-200">
        <div ref={box} className="overflow-x-auto overscroll-x-contain">
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-50 text-left text-[11px] text-slate-600 uppercase sm:text-xs">
              <tr>
                {columns.map((column, index) => {
                  const direction = sort?.key === column.key ? sort.direction : undefined;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={direction ?? "none"}
                      className={`px-2.5 py-2 font-semibold whitespace-nowrap sm:px-3 ${column.numeric ? "text-right" : ""} ${index === 0 ? pinned("bg-slate-50") : ""}`}
                    >
                      <button
                        type="button"
                        onClick={() => toggle(column.key)}
                        // The visible short header starts the name (WCAG 2.5.3, label in name): "Pts: Sort by Points".
                        aria-label={
                          column.short ? `${column.short}: ${sortLabel(column.label)}` : sortLabel(column.label)
                        }
                        className={`inline-flex items-center gap-1 rounded uppercase hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 ${column.numeric ? "flex-row-reverse" : ""}`}
                      >
                        {column.short ? (
                          <abbr title={column.label} className="no-underline">
                            {column.short}
                          </abbr>
                        ) : (
                          column.label
                        )}
                        <SortIcon direction={direction} />
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {sorted.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column, index) => (
                    <td
                      key={column.key}
                      className={`px-2.5 py-2 whitespace-nowrap text-slate-800 sm:px-3 ${column.numeric ? "text-right tabular-nums" : ""} ${index === 0 ? pinned("bg-white") : ""}`}
                    >
                      {column.render ? column.render(row) : column.value(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div
          aria-hidden="true"
          className={`pointer-events-none absolute inset-y-0 right-0 w-10 bg-linear-to-l from-white via-white/70 to-transparent transition-opacity ${overflow.right ? "opacity-100" : "opacity-0"}`}
        />
      </div>
      {scrollHint && (overflow.left || overflow.right) && (
        // Visual only: a screen reader reads the whole table whatever is in view.
        <p
          aria-hidden="true"
          data-scroll-hint
          className="mt-1.5 flex items-center justify-end gap-1 text-xs text-slate-600"
        >
          {scrollHint}
          {overflow.right ? (
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          ) : (
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          )}
        </p>
      )}
    </div>
  );
}
