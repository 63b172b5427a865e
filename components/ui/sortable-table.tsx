"use client";

// A table sorted by clicking a column header: the first click sorts descending, the next ones
// toggle (spec section 2 "Player info"). Headers are buttons; aria-sort tells the current order.
import { useMemo, useState, type ReactNode } from "react";

export interface Column<Row> {
  key: string;
  label: string;
  /** The value sorted by. */
  value: (row: Row) => number | string;
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
}

export function SortableTable<Row>({ caption, columns, rows, rowKey, sortLabel }: { caption: string; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string | number; sortLabel: (column: string) => string }) {
  const [sort, setSort] = useState<{ key: string; direction: "descending" | "ascending" } | null>(null);
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
    setSort((current) => (current?.key === key ? { key, direction: current.direction === "descending" ? "ascending" : "descending" } : { key, direction: "descending" }));

  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs text-slate-600 uppercase">
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={direction ?? "none"} className={`px-3 py-2 font-semibold ${column.numeric ? "text-right" : ""}`}>
                  <button
                    type="button"
                    onClick={() => toggle(column.key)}
                    aria-label={sortLabel(column.label)}
                    className={`inline-flex items-center gap-1 rounded uppercase hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 ${column.numeric ? "flex-row-reverse" : ""}`}
                  >
                    {column.label}
                    <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-3.5 w-3.5 ${direction ? "text-brand-600" : "text-slate-400"}`} fill="currentColor">
                      {direction === "ascending" ? <path d="M10 5l5 7H5z" /> : direction === "descending" ? <path d="M10 15l-5-7h10z" /> : <path d="M10 3l4 5H6zM10 17l-4-5h8z" />}
                    </svg>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={`px-3 py-2 whitespace-nowrap text-slate-800 ${column.numeric ? "text-right tabular-nums" : ""}`}>
                  {column.render ? column.render(row) : column.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
