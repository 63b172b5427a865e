// Environment variables, validated once. Nothing else reads process.env (docs/architecture.md "House style"), but for its
// browser-safe part, lib/client-env.ts (the NEXT_PUBLIC_* variables client code may import).
import { z } from "zod";
import { clientEnv as browserEnv } from "./client-env";

const flag = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** PostgreSQL connection string. Unset: the embedded PGlite database in PGLITE_DIR. */
  DATABASE_URL: z.url().optional(),
  /** Data directory of the embedded database (`memory://` for a throwaway one). */
  PGLITE_DIR: z.string().default(".data/pglite"),
  /** Public base URL of the site: canonical URLs, the sitemap and links in e-mails (unset: see mailBaseUrl). */
  APP_URL: z.url().default("http://localhost:3000"),
  /** Secret for session cookies and tokens. Required in production. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Build setting "sign-up open" (docs/product.md section 1): false in this build, select-team redirects to sign-up closed. */
  SIGN_UP_OPEN: flag,
  /** Redirect every page to /maintenance/ and every API call to a 503. */
  MAINTENANCE_MODE: flag,
  /** SMTP server for outgoing mail (smtp://user:pass@host:port). Unset: mails go to .data/mail/. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Fantasy Serie A <no-reply@fantasy-serie-a.local>"),
  /** Where contact-us messages are delivered. */
  CONTACT_MAILBOX: z.string().default("support@fantasy-serie-a.local"),
  /** The app's store pages (download page, docs/product.md section 2): set them to the published listings. */
  APP_STORE_URL: z.url().default("https://apps.apple.com/"),
  GOOGLE_PLAY_URL: z.url().default("https://play.google.com/store/search?q=Fantasy%20Serie%20A&c=apps"),
  /**
   * How many proxies in front of the app append to X-Forwarded-For: the rate limits key on the hop this many places
   * from the right (the address the outermost trusted proxy saw). 0 (no proxy): the header is not believed, and the
   * address is the connection's peer (lib/api/rate-limit.ts `clientAddress`).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Sentry DSN for the server. Unset: Sentry is inert. */
  SENTRY_DSN: z.string().optional(),
});

const clientSchema = z.object({
  /** Sentry DSN for the browser; the browser SDK is loaded only when it is set. */
  NEXT_PUBLIC_SENTRY_DSN: z.string().optional(),
});

export type ServerEnv = z.infer<typeof serverSchema>;

function parse<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>): z.infer<T> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  return result.data;
}

const blankToUndefined = (source: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === "" ? undefined : v]));

export const env: ServerEnv = parse(serverSchema, blankToUndefined(process.env));

if (env.NODE_ENV === "production" && !env.AUTH_SECRET && process.env.NEXT_PHASE !== "phase-production-build") {
  throw new Error("AUTH_SECRET must be set (at least 32 characters) in production.");
}

const appUrlSet = blankToUndefined(process.env).APP_URL !== undefined;

/**
 * The base of links in e-mails: APP_URL when set, otherwise the address this server listens on. Next records the port
 * it listens on in PORT at start-up (`npm run dev -- -p 3999` links to port 3999), so it is read when a mail is made.
 * Never the request's Host header: a caller chooses that, and a reset link must not point at their site.
 */
export const mailBaseUrl = (): string => (appUrlSet ? env.APP_URL : `http://localhost:${process.env.PORT || 3000}`);

/** The browser's variables (lib/client-env.ts), validated with the server's at start-up. */
export const clientEnv = parse(clientSchema, browserEnv);

/** The secret used to sign sessions and tokens; a fixed development value outside production. */
export const authSecret = env.AUTH_SECRET ?? "development-only-secret-never-used-in-production";
