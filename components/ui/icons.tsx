// Lucide's icons drawn without a client component. lucide-react marks its icon component "use client" (it reads an
// optional context), so every icon a server component draws with it is a client reference the browser must load and
// hydrate: dozens on a page of game rows and round summaries. These draw the same <svg> (same attributes and
// classes) from the drawing each lucide-react icon module exports, with no hook, so they are plain markup on the
// server and still work inside client components. Client-only components may keep using lucide-react's own.
import { createElement, type ReactNode, type SVGProps } from "react";
import type { LucideIconData } from "lucide-react";
import { __iconData as arrowDown } from "lucide-react/icons/arrow-down";
import { __iconData as arrowRight } from "lucide-react/icons/arrow-right";
import { __iconData as arrowUp } from "lucide-react/icons/arrow-up";
import { __iconData as chartNoAxesColumn } from "lucide-react/icons/chart-no-axes-column";
import { __iconData as check } from "lucide-react/icons/check";
import { __iconData as chevronDown } from "lucide-react/icons/chevron-down";
import { __iconData as chevronLeft } from "lucide-react/icons/chevron-left";
import { __iconData as chevronRight } from "lucide-react/icons/chevron-right";
import { __iconData as circleAlert } from "lucide-react/icons/circle-exclamation-point";
import { __iconData as circleCheck } from "lucide-react/icons/circle-check";
import { __iconData as clock } from "lucide-react/icons/clock";
import { __iconData as crown } from "lucide-react/icons/crown";
import { __iconData as flag } from "lucide-react/icons/flag";
import { __iconData as info } from "lucide-react/icons/info";
import { __iconData as keyRound } from "lucide-react/icons/key-round";
import { __iconData as lock } from "lucide-react/icons/lock";
import { __iconData as minus } from "lucide-react/icons/minus";
import { __iconData as plus } from "lucide-react/icons/plus";
import { __iconData as radio } from "lucide-react/icons/radio";
import { __iconData as shirt } from "lucide-react/icons/shirt";
import { __iconData as smartphone } from "lucide-react/icons/smartphone";
import { __iconData as swords } from "lucide-react/icons/swords";
import { __iconData as trophy } from "lucide-react/icons/trophy";
import { __iconData as users } from "lucide-react/icons/users";
import { __iconData as wrench } from "lucide-react/icons/wrench";
import { __iconData as x } from "lucide-react/icons/x";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: number | string };
export type IconComponent = (props: IconProps) => ReactNode;

/** Space-separated class names without repeats, in order (as lucide-react joins them). */
const mergeClasses = (...classes: (string | undefined)[]) =>
  [...new Set(classes.flatMap((c) => c?.split(/\s+/) ?? []).filter(Boolean))].join(" ");

/** An icon component drawing `icon` as lucide-react's would (its defaults: 24 px, stroke 2, currentColor). */
function drawn(icon: LucideIconData): IconComponent {
  const names = [icon.name, ...(icon.aliases ?? [])].filter((n) => typeof n === "string" && n.trim() !== "");
  const base = mergeClasses("lucide", ...names.map((n) => `lucide-${n}`));
  const viewBox = `0 0 ${icon.size ?? icon.width ?? 24} ${icon.size ?? icon.height ?? 24}`;
  function Icon({ size, width, height, color, strokeWidth, className, children, ...rest }: IconProps) {
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
        viewBox={viewBox}
        fill="none"
        stroke={color || "currentColor"}
        strokeWidth={strokeWidth ?? 2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={mergeClasses(base, className)}
        aria-hidden={labelled ? undefined : "true"}
        {...rest}
      >
        {icon.node.map(([tag, attributes]) => createElement(tag, attributes))}
        {children}
      </svg>
    );
  }
  return Icon;
}

export const ArrowDown = /* @__PURE__ */ drawn(arrowDown);
export const ArrowRight = /* @__PURE__ */ drawn(arrowRight);
export const ArrowUp = /* @__PURE__ */ drawn(arrowUp);
export const ChartNoAxesColumn = /* @__PURE__ */ drawn(chartNoAxesColumn);
export const Check = /* @__PURE__ */ drawn(check);
export const ChevronDown = /* @__PURE__ */ drawn(chevronDown);
export const ChevronLeft = /* @__PURE__ */ drawn(chevronLeft);
export const ChevronRight = /* @__PURE__ */ drawn(chevronRight);
export const CircleAlert = /* @__PURE__ */ drawn(circleAlert);
export const CircleCheck = /* @__PURE__ */ drawn(circleCheck);
export const Clock = /* @__PURE__ */ drawn(clock);
export const Crown = /* @__PURE__ */ drawn(crown);
export const Flag = /* @__PURE__ */ drawn(flag);
export const Info = /* @__PURE__ */ drawn(info);
export const KeyRound = /* @__PURE__ */ drawn(keyRound);
export const Lock = /* @__PURE__ */ drawn(lock);
export const Minus = /* @__PURE__ */ drawn(minus);
export const Plus = /* @__PURE__ */ drawn(plus);
export const Radio = /* @__PURE__ */ drawn(radio);
export const Shirt = /* @__PURE__ */ drawn(shirt);
export const Smartphone = /* @__PURE__ */ drawn(smartphone);
export const Swords = /* @__PURE__ */ drawn(swords);
export const Trophy = /* @__PURE__ */ drawn(trophy);
export const Users = /* @__PURE__ */ drawn(users);
export const Wrench = /* @__PURE__ */ drawn(wrench);
export const X = /* @__PURE__ */ drawn(x);
