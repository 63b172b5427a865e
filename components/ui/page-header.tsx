import type { ReactNode } from "react";

/** The band at the top of a content page: its one h1, an optional lead and extra content (tabs). */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="bg-linear-to-br from-brand-900 via-brand-700 to-pitch-700 text-white">
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-2xl text-base leading-relaxed text-white/85 sm:text-lg">{lead}</p>}
        {children}
      </div>
    </div>
  );
}

/**
 * The slim band of the game's team screens: the h1 with the team's name beside it and a status strip under them
 * (round, deadline, bank…), so that on a phone the pitch starts inside the first screen.
 */
export function GameHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="bg-linear-to-br from-brand-900 via-brand-700 to-pitch-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6 sm:py-6 lg:px-8">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <h1 className="text-xl font-extrabold tracking-tight break-words sm:text-3xl">{title}</h1>
          {lead && <p className="min-w-0 text-sm break-words text-white/85 sm:text-lg">{lead}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}

export interface StatusItem {
  label: string;
  value: ReactNode;
}

/** A GameHeader's status strip: short labelled values on one line, wrapping on a phone. */
export function StatusStrip({ label, items }: { label: string; items: StatusItem[] }) {
  return (
    <dl aria-label={label} className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm sm:mt-3 sm:text-base">
      {items.map((item) => (
        <div key={item.label} className="flex items-baseline gap-1.5">
          <dt className="text-xs font-semibold tracking-wide text-white/70 uppercase">{item.label}</dt>
          <dd className="font-bold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The page body under a PageHeader (`compact`: under a GameHeader, less space above the pitch on a phone). */
export function PageBody({
  children,
  className = "",
  compact = false,
}: {
  children: ReactNode;
  className?: string;
  compact?: boolean;
}) {
  return (
    <div
      className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${compact ? "py-4 sm:py-8" : "py-8 sm:py-10"} ${className}`}
    >
      {children}
    </div>
  );
}
