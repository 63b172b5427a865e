import type { ComponentProps } from "react";

const variants = {
  /** Yellow call to action, on dark and light backgrounds. */
  primary: "bg-accent-400 text-brand-900 shadow-sm hover:bg-amber-300 focus-visible:outline-accent-400",
  /** Outlined, on the dark header and hero. */
  secondary: "border border-white/70 text-white hover:border-white hover:bg-white/10 focus-visible:outline-white",
  /** Blue, on light backgrounds. */
  solid: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600",
  ghost: "text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600",
} as const;

export type ButtonVariant = keyof typeof variants;

/** The button look, for <button>s and for links that look like buttons. */
export const buttonClass = (variant: ButtonVariant = "solid", extra = "") =>
  `inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;

/** The look of a link on its own line or in a heading's row, underlined ("All leagues", "Player info"). */
export const textLinkClass =
  "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600";

export function Button({
  variant,
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
