// components/ui/icon.tsx draws lucide-react's icons without its client component: every drawing the app imports
// must come out as the very markup lucide-react's own component of that icon renders, so a page drawn with either
// looks the same.
import fs from "node:fs";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, type IconData } from "@/components/ui/icon";
import { iconMarkup } from "@/components/ui/icon-markup";

/** The icon modules the app's sources import drawings from (`__iconData as … } from "lucide-react/icons/<name>"`). */
function importedIcons(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name))
        for (const m of fs
          .readFileSync(file, "utf8")
          .matchAll(/__iconData as \w+ \} from "lucide-react\/icons\/([\w-]+)"/g))
          names.add(m[1]!);
    }
  };
  for (const dir of ["app", "components"]) walk(path.resolve(dir));
  return [...names].sort();
}

const PROPS: Record<string, unknown>[] = [
  {},
  { "aria-hidden": "true", className: "h-4 w-4 shrink-0 transition rotate-180", strokeWidth: 2.5 },
  { "aria-label": "Info", className: "lucide h-5 w-5", size: 20, color: "red" },
  { width: 12, height: 16, strokeWidth: 1.8, "data-x": "1" },
];

describe("Icon", () => {
  const names = importedIcons();

  it("finds the drawings the server components use", () => {
    expect(names).toContain("chevron-down");
    expect(names.length).toBeGreaterThan(20);
  });

  it.each(names)("draws %s as lucide-react does", async (name) => {
    const icon = (await import(`lucide-react/icons/${name}`)) as {
      __iconData: IconData;
      default: ComponentType<Record<string, unknown>>;
    };
    expect(icon.__iconData.node.length).toBeGreaterThan(0);
    for (const props of PROPS) {
      expect(renderToStaticMarkup(createElement(Icon, { icon: icon.__iconData, ...props }))).toBe(
        renderToStaticMarkup(createElement(icon.default, props)),
      );
    }
  });
});

describe("iconMarkup", () => {
  it.each(importedIcons())("writes %s as <Icon> draws it", async (name) => {
    const icon = (await import(`lucide-react/icons/${name}`)) as { __iconData: IconData };
    for (const props of [
      {},
      { className: "h-5 w-5 shrink-0 text-slate-500 transition group-open:rotate-180", strokeWidth: 2.5 },
    ]) {
      expect(iconMarkup(icon.__iconData, props)).toBe(
        renderToStaticMarkup(createElement(Icon, { icon: icon.__iconData, "aria-hidden": "true", ...props })),
      );
    }
  });
});
