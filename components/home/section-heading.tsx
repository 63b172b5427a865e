// The heading of a home page section (news, round results, dream team): its title, and beside it a link or tabs.
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";

/** A home section's title; `id` is what the section's aria-labelledby names. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
      {children}
    </h2>
  );
}

/** The link beside a section's title to the page with all of it (all news, the whole schedule). */
export function SectionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="text-sm font-semibold text-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {children}
    </Link>
  );
}
