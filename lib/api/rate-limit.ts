// Rate limits for the abuse-prone calls (docs/design.md section 6: sign-in, password reset, contact…):
// a fixed window of hits per (limit, client), counted in the database (table rate_limit_count) so
// every app instance shares one count: with two instances behind a balancer a client still gets
// the limit once (README, "Rate limits with several instances"). One upsert per counted request.
import type { Db } from "@/lib/db";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";

export interface RateLimit {
  /** Names the bucket: calls of different limits never share a count. */
  name: string;
  /** At most `limit` hits per `windowSeconds`. */
  limit: number;
  windowSeconds: number;
}

/** Expired rows are deleted about once every this many hits (by each instance). */
const SWEEP_EVERY = 1000;
let sinceSweep = 0;

/**
 * Records a hit; returns 0 when allowed, else the seconds until the window ends (Retry-After). The window opens at a
 * client's first hit and lasts `windowSeconds`; refused hits are counted too (they change nothing until it ends).
 */
export async function hit(rule: RateLimit, client: string, now = Date.now(), db?: Db): Promise<number> {
  const database = db ?? (await getDb());
  const at = new Date(now);
  const resetAt = new Date(now + rule.windowSeconds * 1000);
  const [row] = await database.$queryRaw<{ hits: number; reset_at: Date }[]>`
    INSERT INTO rate_limit_count AS c (bucket, client, hits, reset_at)
    VALUES (${rule.name}, ${client}, 1, ${resetAt}::timestamp)
    ON CONFLICT (bucket, client) DO UPDATE SET
      hits = CASE WHEN c.reset_at <= ${at}::timestamp THEN 1 ELSE c.hits + 1 END,
      reset_at = CASE WHEN c.reset_at <= ${at}::timestamp THEN EXCLUDED.reset_at ELSE c.reset_at END
    RETURNING hits, reset_at`;
  if (++sinceSweep >= SWEEP_EVERY) {
    sinceSweep = 0;
    await database.$executeRaw`DELETE FROM rate_limit_count WHERE reset_at < ${at}::timestamp`;
  }
  if (!row || row.hits <= rule.limit) return 0;
  return Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now) / 1000));
}

/** Forgets every count (tests). */
export async function resetRateLimits(db?: Db) {
  await (db ?? (await getDb())).$executeRaw`DELETE FROM rate_limit_count`;
}

/** One address, one count: an IPv4 address written IPv6-mapped (::ffff:192.0.2.1) is the IPv4 address; case folded. */
export function normaliseAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const mapped = lower.match(/^(?:\[)?::ffff:(\d{1,3}(?:\.\d{1,3}){3})(?:\])?$/);
  return (mapped ? mapped[1]! : lower).slice(0, 64);
}

/**
 * The address of the peer that opened the request's connection, set by the production server on every request
 * (scripts/start.mjs, which drops any value a client sent). Absent under `next dev`.
 */
export const PEER_HEADER = "x-peer-address";

/**
 * The client's address, under a trusted-proxy model. Each of the `trustedHops` proxies in front of the app appends the
 * address it saw to X-Forwarded-For, so the hop `trustedHops` places from the right is what the outermost trusted
 * proxy saw; everything left of it came from the client and is ignored (a client cannot pick its own count). A list
 * shorter than that (a request that skipped a proxy) gives its leftmost hop. With 0 (the default: no proxy in front)
 * the header is not read at all, whatever a client wrote in it, and the address is the connection's peer. Neither
 * (a request with no header under 0 hops, outside the production server): "local", one count for all.
 */
export function clientAddress(headers: Headers, trustedHops: number = env.TRUSTED_PROXY_HOPS): string {
  if (trustedHops >= 1) {
    const hops = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((h) => h.trim())
      .filter(Boolean);
    if (hops.length) return normaliseAddress(hops[Math.max(0, hops.length - trustedHops)]!);
  }
  const peer = headers.get(PEER_HEADER)?.trim();
  return peer ? normaliseAddress(peer) : "local";
}

/** The limits of spec-named calls (per client address). */
export const LIMITS = {
  token: { name: "token", limit: 10, windowSeconds: 60 },
  refresh: { name: "refresh", limit: 30, windowSeconds: 60 },
  passwordReset: { name: "password-reset", limit: 5, windowSeconds: 15 * 60 },
  passwordResetConfirm: { name: "password-reset-confirm", limit: 10, windowSeconds: 15 * 60 },
  registration: { name: "registration", limit: 10, windowSeconds: 60 * 60 },
  verificationEmail: { name: "verification-email", limit: 3, windowSeconds: 10 * 60 },
  contact: { name: "contact", limit: 5, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimit>;
