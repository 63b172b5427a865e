// JSON Web Tokens as djangorestframework-simplejwt issues them (HS256): an access token for the
// Authorization header and a refresh token that rotates (docs/design.md section 5). Signed with the
// auth secret; the claims carry token_type, user_id, jti, iat and exp like simplejwt's.
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/env";
import { processMemory } from "@/lib/memory";

export type TokenType = "access" | "refresh";

/** simplejwt-like lifetimes: short access tokens, refresh tokens for a month of app use. */
export const ACCESS_LIFETIME_S = 15 * 60;
export const REFRESH_LIFETIME_S = 30 * 24 * 60 * 60;

export interface TokenClaims {
  token_type: TokenType;
  user_id: number;
  jti: string;
  iat: number;
  exp: number;
  /** The user's password stamp at sign-in (lib/server/users/session-user.ts): a password change spends the token. */
  pwd?: number;
}

const b64 = (data: Buffer | string) => Buffer.from(data).toString("base64url");
const HEADER = b64(JSON.stringify({ alg: "HS256", typ: "JWT" }));
const sign = (input: string) => createHmac("sha256", authSecret).update(input).digest();

export function signToken(
  type: TokenType,
  userId: number,
  options: { now?: Date; pwd?: number } = {},
): { token: string; claims: TokenClaims } {
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const claims: TokenClaims = {
    token_type: type,
    user_id: userId,
    jti: randomUUID().replaceAll("-", ""),
    iat,
    exp: iat + (type === "access" ? ACCESS_LIFETIME_S : REFRESH_LIFETIME_S),
    pwd: options.pwd ?? 0,
  };
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`;
  return { token: `${body}.${b64(sign(body))}`, claims };
}

/**
 * Tokens whose signature and claims checked out, with those claims: the app sends the same access token with every
 * call for a quarter of an hour, and the HMAC and the decoding were most of checking it. The latest 10,000, per
 * process; expiry and type are checked on every use.
 */
const wellSigned = processMemory<string, Readonly<TokenClaims>>("checked tokens", 10_000);

/** The claims of a well-signed, unexpired token of that type (any type when omitted), or null. */
export function verifyToken(token: string, type?: TokenType, now = new Date()): Readonly<TokenClaims> | null {
  let claims = wellSigned.get(token) ?? null;
  if (!claims) {
    claims = signedClaims(token);
    if (!claims) return null;
    wellSigned.set(token, claims);
  }
  if (claims.exp <= Math.floor(now.getTime() / 1000)) return null;
  if (type && claims.token_type !== type) return null;
  return claims;
}

/** The claims of a token signed with the auth secret, when they have the claims' shape. */
function signedClaims(token: string): Readonly<TokenClaims> | null {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = sign(`${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2]!, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as TokenClaims;
  } catch {
    return null;
  }
  if (
    typeof claims !== "object" ||
    claims === null ||
    !Number.isInteger(claims.user_id) ||
    typeof claims.exp !== "number"
  )
    return null;
  return Object.freeze(claims);
}
