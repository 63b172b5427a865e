// Security headers for every page and API answer (docs/security.md), read by next.config.mjs's headers().
// Plain JavaScript: next.config.mjs loads it before any TypeScript is compiled.
//
// The Content-Security-Policy allows what the site runs: its own scripts, styles and images, the
// social widget on news articles (platform.twitter.com's script and frames, twimg.com images), and
// Sentry's ingest host when a browser DSN is configured. Scripts: 'unsafe-inline' rather than a
// nonce, because a nonce must differ per response and would make every static page dynamic (Next
// renders a nonce only into dynamically rendered pages), and hashes cannot be listed per page here
// (each prerendered page carries different inline data). docs/security.md explains the trade-off:
// what the policy still stops is framing, plugins, <base> hijacking, foreign form targets, scripts
// and connections to any other host.

const SOCIAL_SCRIPT = ["https://platform.twitter.com", "https://cdn.syndication.twimg.com"];
const SOCIAL_FRAMES = ["https://platform.twitter.com", "https://syndication.twitter.com"];
const SOCIAL_CONNECT = ["https://syndication.twitter.com", "https://cdn.syndication.twimg.com"];

/** The origin of a Sentry DSN (https://key@o1.ingest.sentry.io/2 → https://o1.ingest.sentry.io), or null. */
export function sentryOrigin(dsn) {
  if (!dsn) return null;
  try {
    const url = new URL(dsn);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The policy: `sentryDsn` is the browser's DSN (NEXT_PUBLIC_SENTRY_DSN) when set; `dev` adds what `next dev` needs
 * (eval for React's refresh, its websocket).
 * @param {{ sentryDsn?: string, dev?: boolean }} options
 */
export function contentSecurityPolicy({ sentryDsn, dev = false } = {}) {
  const sentry = sentryOrigin(sentryDsn);
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...SOCIAL_SCRIPT],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...SOCIAL_CONNECT, ...(sentry ? [sentry] : []), ...(dev ? ["ws:"] : [])],
    "frame-src": SOCIAL_FRAMES,
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** HSTS: two years, subdomains included; sent only on answers served over TLS. */
export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * next.config.mjs `headers()` entries: the headers on every path, and HSTS where the proxy in front says the request
 * came over TLS (X-Forwarded-Proto: https).
 * @param {{ sentryDsn?: string, dev?: boolean }} options
 */
export function securityHeaders(options = {}) {
  return [
    {
      // Every path, with no named parameter: Next.js substitutes a rule's parameters into each header value that
      // holds a colon, and the policy holds many ("https:", "data:"). With `/:path*` it parsed the whole policy as a
      // path pattern on every request (a few per cent of a small API call's CPU); unnamed groups are dropped first.
      source: "/(.*)",
      headers: [
        { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
        { key: "X-Frame-Options", value: "DENY" },
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
      ],
    },
    {
      source: "/(.*)",
      has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
      headers: [{ key: "Strict-Transport-Security", value: HSTS }],
    },
  ];
}
