// The web session's token as the proxy, the pages and the API read it from the session cookie: next-auth's own reading
// (getToken, its key derivation and decryption), remembered per token. A page load reads it twice (the proxy, then the
// page) and a fan's next loads carry the same cookie, while each decryption derives its key afresh (an HKDF) and
// decrypts: about 0.15 ms of CPU each (docs/performance-log.md, "2026-12-04"). A token that decrypted once always
// decrypts to the same claims, so only its expiry is checked again; the account itself is read on every request
// (lib/server/users/session-user.ts).
import { decode, getToken, type JWT, type JWTDecodeParams } from "next-auth/jwt";
import { authSecret } from "@/lib/env";
import { secureCookies } from "./session-cookie";

/** At most this many tokens are remembered, the oldest forgotten first: a few MB. */
const MAX_TOKENS = 10_000;
/** next-auth's tolerance on a token's expiry. */
const CLOCK_TOLERANCE_S = 15;

// One store per process: the proxy and the pages are bundled apart, and share it through globalThis.
const holder = globalThis as typeof globalThis & { __sessionTokens?: Map<string, JWT> };
const tokens = (holder.__sessionTokens ??= new Map<string, JWT>());

/** next-auth's decode, remembered per (secret, salt, token); a copy of the claims for every caller. */
export async function decodeSessionToken(params: JWTDecodeParams): Promise<JWT | null> {
  if (!params.token) return null;
  const key = `${params.salt ?? ""}\u0000${String(params.secret)}\u0000${params.token}`;
  const known = tokens.get(key);
  if (known) {
    if (typeof known.exp !== "number" || known.exp + CLOCK_TOLERANCE_S > Date.now() / 1000) return { ...known };
    tokens.delete(key);
    return null;
  }
  const claims = await decode(params);
  if (!claims) return null;
  if (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value!);
  tokens.set(key, claims);
  return { ...claims };
}

/** The request's session claims from its session cookie, or null (none, expired, or not ours). */
export function readSessionToken(req: Parameters<typeof getToken>[0]["req"]): Promise<JWT | null> {
  return getToken({ req, secret: authSecret, secureCookie: secureCookies(), decode: decodeSessionToken }).catch(
    () => null,
  );
}
