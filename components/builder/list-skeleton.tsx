// The players list's placeholder rows, while its code or its first page is on the way (no layout jump after).
export function SkeletonRows() {
  return Array.from({ length: 6 }, (_, i) => (
    <li key={i} aria-hidden="true" className="flex items-center gap-3 py-2.5">
      <span className="h-10 w-10 animate-pulse rounded-lg bg-slate-200" />
      <span className="h-4 flex-1 animate-pulse rounded bg-slate-200" />
    </li>
  ));
}
