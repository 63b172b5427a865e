// The white card every page section sits in: rounded, a hairline ring, optionally a shadow.
// <Card as="section" padding="lg">…</Card>; `cardClass()` for elements Card cannot be (a Link, a
// <details> with its own open: styles).
import type { ComponentPropsWithoutRef, ElementType } from "react";

export interface CardStyle {
  /** none (default; for cards whose content sets its own), sm p-3→p-5, md p-6, lg p-5→p-8. */
  padding?: "none" | "sm" | "md" | "lg";
  /** 2xl (default) for page blocks, 3xl for the large home page panels. */
  radius?: "2xl" | "3xl";
  /** flat (default), raised (a light shadow: clickable items), lifted (floating over a hero). */
  elevation?: "flat" | "raised" | "lifted";
}

const PADDING = { none: "", sm: "p-3 sm:p-5", md: "p-6", lg: "p-5 sm:p-8" } as const;
const ELEVATION = { flat: "", raised: "shadow-sm", lifted: "shadow-lg shadow-slate-900/5" } as const;

export function cardClass({ padding = "none", radius = "2xl", elevation = "flat" }: CardStyle = {}, className = "") {
  return [
    radius === "3xl" ? "rounded-3xl" : "rounded-2xl",
    "bg-white ring-1 ring-slate-200",
    PADDING[padding],
    ELEVATION[elevation],
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

export type CardProps<T extends ElementType> = CardStyle & { as?: T } & Omit<ComponentPropsWithoutRef<T>, "as">;

export function Card<T extends ElementType = "div">({
  as,
  padding,
  radius,
  elevation,
  className,
  ...rest
}: CardProps<T>) {
  const Element: ElementType = as ?? "div";
  return <Element className={cardClass({ padding, radius, elevation }, className)} {...rest} />;
}
