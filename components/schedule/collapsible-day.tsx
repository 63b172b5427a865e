"use client";

// A game day: under 768 px its header folds and unfolds the day's games (spec section 2
// "Schedule and results"); from 768 px up the games always show.
import { useState, type ReactNode } from "react";

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
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`h-4 w-4 shrink-0 transition ${open ? "rotate-180" : ""}`}
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
          </svg>
        </button>
        <span className="hidden rounded-lg bg-slate-100 px-3 py-2 md:block">{heading}</span>
      </h3>
      <div id={id} className={open ? "" : "hidden md:block"}>
        {children}
      </div>
    </section>
  );
}
