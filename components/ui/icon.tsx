// Lucide's icons drawn without a client component. lucide-react marks its icon component "use client" (it reads an
// optional context), so every icon a server component draws with it is a client reference the browser must load and
// hydrate: dozens on a page of game rows and round summaries. <Icon icon={…}> draws the same <svg> (same attributes
// and classes) from the drawing each lucide-react icon module exports beside its component, with no hook, so it is
// plain markup from a server component and still works inside a client component:
//
//   import { __iconData as infoIcon } from "lucide-react/icons/info";
//   <Icon icon={infoIcon} aria-hidden="true" className="h-5 w-5" />
//
// Each drawing is imported from its own module, so a client bundle that draws one carries only that one.
// Client-only components may keep lucide-react's own components. tests/unit/icon.test.ts checks the markup is
// lucide-react's for every drawing the app imports.
import { createElement, type SVGProps } from "react";
import type { LucideIconData } from "lucide-react";

export type IconData = LucideIconData;
export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { icon: IconData; size?: number | string };

/** Space-separated class names without repeats, in order (as lucide-react joins them). */
export const mergeClasses = (...classes: (string | undefined)[]) =>
  [...new Set(classes.flatMap((c) => c?.split(/\s+/) ?? []).filter(Boolean))].join(" ");

/** `icon` drawn as lucide-react draws it (its defaults: 24 px, a stroke of 2 in currentColor). */
export function Icon({ icon, size, width, height, color, strokeWidth, className, children, ...rest }: IconProps) {
  const names = [icon.name, ...(icon.aliases ?? [])].filter((n) => typeof n === "string" && n.trim() !== "");
  // Decorative unless given a label, a role or content (lucide-react's rule).
  const labelled =
    Boolean(children) ||
    Object.entries(rest).some(
      ([name, value]) => (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
    );
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width ?? size ?? 24}
      height={height ?? size ?? 24}
      viewBox={`0 0 ${icon.size ?? icon.width ?? 24} ${icon.size ?? icon.height ?? 24}`}
      fill="none"
      stroke={color || "currentColor"}
      strokeWidth={strokeWidth ?? 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={mergeClasses("lucide", ...names.map((n) => `lucide-${n}`), className)}
      aria-hidden={labelled ? undefined : "true"}
      {...rest}
    >
      {icon.node.map(([tag, attributes]) => createElement(tag, attributes))}
      {children}
    </svg>
  );
}
