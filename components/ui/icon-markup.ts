// A decorative Lucide icon as a string of HTML (components/ui/icon.tsx draws it as React elements), for markup a page
// hands to React as HTML. A module of its own, so the pages whose client bundles draw icons do not carry it.
import { mergeClasses, type IconData } from "./icon";

/**
 * A decorative `icon` as a string of HTML, the very markup <Icon icon={icon} aria-hidden="true" …> renders, for
 * markup a page hands to React as HTML (components/schedule/round-markup.ts). Only string and number attributes.
 */
export function iconMarkup(
  icon: IconData,
  { className, strokeWidth = 2 }: { className?: string; strokeWidth?: number },
) {
  const names = [icon.name, ...(icon.aliases ?? [])].filter((n) => typeof n === "string" && n.trim() !== "");
  const escape = (value: unknown) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const attributes = (entries: [string, unknown][]) =>
    entries
      .filter(([name]) => name !== "key")
      .map(([name, value]) => ` ${name}="${escape(value)}"`)
      .join("");
  const drawing = icon.node.map(([tag, a]) => `<${tag}${attributes(Object.entries(a))}></${tag}>`).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 ${icon.size ?? icon.width ?? 24} ${icon.size ?? icon.height ?? 24}"` +
    ` fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"` +
    ` class="${escape(mergeClasses("lucide", ...names.map((n) => `lucide-${n}`), className))}" aria-hidden="true">${drawing}</svg>`
  );
}
