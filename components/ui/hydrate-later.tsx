// A part of a server-rendered page whose hydration can wait. React hydrates what is outside any Suspense boundary in
// one task, however long; the inside of a boundary it hydrates afterwards, in slices of a few milliseconds with the
// main thread free between them (and at once where the visitor clicks or types). Around the bulk of a public page,
// that keeps a slow phone responsive while the page becomes interactive. Nothing inside may suspend: the boundary has
// no fallback and must never show one.
import { Suspense, type ReactNode } from "react";

export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
