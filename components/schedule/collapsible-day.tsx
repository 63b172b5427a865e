"use client";

// A game day: under 768 px its header folds and unfolds the day's games (docs/product.md section 2
// "Schedule and results"); from 768 px up the games always show.
import { useState, type ReactNode } from "react";
import { ToggleChevron } from "@/components/ui/chevron";

export function CollapsibleDay({
  id,
  title,
  dateTime,
  children,
}: {
  id: string;
  title: string;
  dateTime: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const heading = <time dateTime={dateTime}>{title}</time>;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 first:mt-0">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-600">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
        >
          {heading}
          <ToggleChevron open={open} />
        </button>
        <span className="hidden rounded-lg bg-slate-100 px-3 py-2 md:block">{heading}</span>
      </h3>
      <div id={id} className={open ? "" : "hidden md:block"}>
        {children}
      </div>
    </section>
  );
}
