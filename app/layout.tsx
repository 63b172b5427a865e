import type { ReactNode } from "react";

// <html> and <body> come from app/[locale]/layout.tsx (and app/not-found.tsx), which know the
// language. This root layout exists so that app/not-found.tsx can answer unmatched URLs.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
