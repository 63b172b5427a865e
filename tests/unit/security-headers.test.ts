// Security headers (docs/security.md, lib/security-headers.mjs): every answer carries the CSP and the
// framing, sniffing, referrer and permissions headers; HSTS only over TLS; the CSP lets the site's
// own scripts, the news article's social widget and Sentry (when configured) work, and nothing else.
import { describe, expect, it } from "vitest";
import { HSTS, contentSecurityPolicy, securityHeaders } from "@/lib/security-headers.mjs";

const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));

describe("security headers", () => {
  it("sends the five headers on every path and HSTS only behind TLS", () => {
    const [all, tls] = securityHeaders();
    expect(all!.source).toBe("/(.*)");
    expect(all!.has).toBeUndefined();
    expect(Object.fromEntries(all!.headers.map((h) => [h.key, h.value]))).toMatchObject({
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": expect.stringContaining("camera=()"),
      "Content-Security-Policy": expect.stringContaining("frame-ancestors 'none'"),
    });
    expect(all!.headers.map((h) => h.key)).not.toContain("Strict-Transport-Security");
    expect(tls).toEqual({
      source: "/(.*)",
      has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
      headers: [{ key: "Strict-Transport-Security", value: HSTS }],
    });
  });

  it("allows the site, the social widget and Sentry's ingest host, and no other script or connection", () => {
    const plain = directives(contentSecurityPolicy());
    expect(plain["script-src"]).toEqual([
      "'self'",
      "'unsafe-inline'",
      "https://platform.twitter.com",
      "https://cdn.syndication.twimg.com",
    ]);
    expect(plain["frame-src"]).toContain("https://platform.twitter.com");
    expect(plain["object-src"]).toEqual(["'none'"]);
    expect(plain["base-uri"]).toEqual(["'self'"]);
    expect(plain["form-action"]).toEqual(["'self'"]);
    expect(plain["connect-src"]).not.toContain("https://o1.ingest.sentry.io");
    const withSentry = directives(contentSecurityPolicy({ sentryDsn: "https://key@o1.ingest.sentry.io/42" }));
    expect(withSentry["connect-src"]).toContain("https://o1.ingest.sentry.io");
    expect(directives(contentSecurityPolicy({ sentryDsn: "not a dsn" }))["connect-src"]).toEqual(plain["connect-src"]);
    // Only `next dev` gets eval (React refresh) and its websocket.
    expect(plain["script-src"]).not.toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ dev: true }))["script-src"]).toContain("'unsafe-eval'");
  });
});
