// A part of a server-rendered page whose hydration can wait. React hydrates what lies outside any boundary in one task,
// however long; the inside of an <Activity> boundary it hydrates afterwards, in slices of a few milliseconds with the
// main thread free between them (and at once where the visitor clicks or types). Around the bulk of a public page,
// that keeps a slow phone responsive while the page becomes interactive. (A Suspense boundary would hydrate the same
// way, but the server sends a large one's markup hidden, to be revealed by a script, where <Activity> leaves the
// markup in place.) Effects inside run once the boundary is hydrated, not with the rest of the page.
import { Activity, type ReactNode } from "react";

export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
