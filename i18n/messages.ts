import en from "../messages/en.json";
import it from "../messages/it.json";

export type Messages = typeof en;

export type Tree = { [key: string]: string | Tree };

/** `base` with every message of `override` on top: English is the fallback for a missing key. */
export function mergeMessages(base: Tree, override: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const under = base[key];
    out[key] = typeof value === "object" && typeof under === "object" ? mergeMessages(under, value) : value;
  }
  return out;
}

const italian = mergeMessages(en as Tree, it as Tree) as Messages;

export function loadMessages(locale: string): Messages {
  return locale === "it" ? italian : en;
}
