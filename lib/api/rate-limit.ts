// Rate limits for the abuse-prone calls (DESIGN.md section 6: sign-in, password reset, contact…):
// a sliding window of hits per (limit, client) kept in this process's memory. With several
// instances each counts on its own, so the effective limit is the per-instance limit times the
// number of instances behind the balancer (README, "Rate limits").
import { env } from "@/lib/env";

export interface RateLimit {
  /** Names the bucket: calls of different limits never share a count. */
  name: string;
  /** At most `limit` hits per `windowSeconds`. */
  limit: number;
  windowSeconds: number;
}

const hits = new Map<string, number[]>();
let sweeps = 0;

/** Records a hit; returns 0 when allowed, else the seconds until the oldest hit leaves the window. */
export function hit(rule: RateLimit, client: string, now = Date.now()): number {
  const key = `${rule.name}\u0000${client}`;
  const windowMs = rule.windowSeconds * 1000;
  const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
  if (recent.length >= rule.limit) {
    hits.set(key, recent);
    return Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000));
  }
  recent.push(now);
  hits.set(key, recent);
  if (++sweeps % 1000 === 0) sweep(now);
  return 0;
}

/** Drops buckets whose hits have all expired (bounded memory under many clients). */
function sweep(now: number) {
  const longest = 24 * 3600 * 1000;
  for (const [key, times] of hits) if (times.every((t) => t <= now - longest)) hits.delete(key);
}

/** Forgets every hit (tests). */
export function resetRateLimits() {
  hits.clear();
}

/**
 * The client's address, under a trusted-proxy model. Each of the `trustedHops` proxies in front of the app appends the
 * address it saw to X-Forwarded-For, so the hop `trustedHops` places from the right is what the outermost trusted
 * proxy saw; everything left of it came from the client and is ignored (a client cannot pick its own count). A list
 * shorter than that (a request that skipped a proxy) gives its leftmost hop. With 0 no header is trusted and every
 * client shares one count. No header at all (never under `next start`, which fills it with the socket address): "local".
 */
export function clientAddress(headers: Headers, trustedHops: number = env.TRUSTED_PROXY_HOPS): string {
  if (trustedHops < 1) return "local";
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  if (hops.length === 0) return "local";
  return hops[Math.max(0, hops.length - trustedHops)]!.slice(0, 64);
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
