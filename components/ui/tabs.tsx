"use client";

// In-page tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; only the
// selected tab is in the tab order.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface Tab {
  key: string;
  label: string;
  /** A shorter label for phones (under 640 px), so the tabs stay on one line; part of `label`, which stays the tab's name. */
  shortLabel?: string;
  content: ReactNode;
}

export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const [selected, setSelected] = useState(tabs[0]!.key);
  const id = useId();
  const list = useRef<HTMLDivElement>(null);

  const onKey = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    setSelected(tab.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${tab.key}-tab`)}`)?.focus();
  };

  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKey}
        className="flex gap-x-1 border-b border-slate-200"
      >
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${id}-${tab.key}-tab`}
            type="button"
            role="tab"
            aria-selected={tab.key === selected}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => setSelected(tab.key)}
            aria-label={tab.shortLabel ? tab.label : undefined}
            className="-mb-px border-b-2 border-transparent px-2 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 aria-selected:border-brand-600 aria-selected:text-brand-700 sm:px-3"
          >
            {tab.shortLabel ? (
              <>
                <span className="sm:hidden">{tab.shortLabel}</span>
                <span className="hidden sm:inline">{tab.label}</span>
              </>
            ) : (
              tab.label
            )}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={`${id}-${tab.key}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={tab.key !== selected}
          className="pt-4"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
