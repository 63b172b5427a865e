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

/** The page body under a PageHeader. */
export function PageBody({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8 ${className}`}>{children}</div>;
}
