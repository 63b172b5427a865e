// components/ui/icons.tsx draws lucide-react's icons without its client component: every icon must come out as the
// very markup lucide-react's own component renders, so a page drawn with either looks the same.
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import * as icons from "@/components/ui/icons";

const PROPS: Record<string, unknown>[] = [
  {},
  { "aria-hidden": "true", className: "h-4 w-4 shrink-0 transition rotate-180", strokeWidth: 2.5 },
  { "aria-label": "Info", className: "lucide h-5 w-5", size: 20, color: "red" },
  { width: 12, height: 16, strokeWidth: 1.8, "data-x": "1" },
];

describe("server-drawn icons", () => {
  const names = Object.keys(icons).filter((name) => typeof icons[name as keyof typeof icons] === "function");

  it("cover the icons the server components use", () => {
    expect(names.length).toBeGreaterThan(20);
  });

  it.each(names)("%s renders lucide-react's markup", (name) => {
    const ours = icons[name as keyof typeof icons] as ComponentType<Record<string, unknown>>;
    const theirs = lucide[name as keyof typeof lucide] as ComponentType<Record<string, unknown>>;
    expect(theirs).toBeDefined();
    for (const props of PROPS) {
      expect(renderToStaticMarkup(createElement(ours, props))).toBe(renderToStaticMarkup(createElement(theirs, props)));
    }
  });
});
