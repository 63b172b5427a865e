import en from "../messages/en.json";
import it from "../messages/it.json";

export type Messages = typeof en;

/**
 * A message as the app holds it: its ICU text, or in the Next.js build its precompiled form (next.config.mjs
 * precompiles messages/*.json at build time: a message with arguments becomes an array, a plain one stays a string).
 */
export type Message = string | readonly unknown[];
export type Tree = { [key: string]: Message | Tree };

/** Whether a node of the tree is a message (a leaf), not a namespace. */
export const isMessage = (node: unknown): node is Message => typeof node === "string" || Array.isArray(node);

/** `base` with every message of `override` on top: English is the fallback for a missing key. */
export function mergeMessages(base: Tree, override: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const under = base[key];
    out[key] = !isMessage(value) && under !== undefined && !isMessage(under) ? mergeMessages(under, value) : value;
  }
  return out;
}

const italian = mergeMessages(en as Tree, it as Tree) as Messages;

export function loadMessages(locale: string): Messages {
  return locale === "it" ? italian : en;
}

/**
 * The namespaces the page frame's client components use (header, menus, app strip, sign-in modal).
 * Only these go to the browser with every page; a page hands its own client components their
 * namespaces through <ClientMessages> (components/layout/client-messages.tsx). A new client
 * component of the frame adds its namespace here.
 */
export const SHELL_CLIENT_NAMESPACES = [
  "Common",
  "Language",
  "Header",
  "AppBanner",
  "SignIn",
  "Validation",
  "ApiClient",
] as const;

/** The given top-level namespaces of `messages`. */
export function pickMessages(messages: Tree | Messages, namespaces: readonly string[]): Tree {
  const all = messages as Tree;
  return Object.fromEntries(namespaces.filter((n) => n in all).map((n) => [n, all[n]!]));
}

const clientJson = new Map<string, string>();

/**
 * The given namespaces of a locale's messages as JSON, for a client provider (components/layout/messages-provider.tsx):
 * serialized once per process and set of namespaces, the messages being the same for every request.
 */
export function clientMessagesJson(locale: string, namespaces: readonly string[]): string {
  const key = `${locale}:${namespaces.join(",")}`;
  let json = clientJson.get(key);
  if (json === undefined) {
    json = JSON.stringify(pickMessages(loadMessages(locale), namespaces));
    clientJson.set(key, json);
  }
  return json;
}
