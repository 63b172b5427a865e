// Types of lib/security-headers.mjs (plain JavaScript: next.config.mjs loads it).
export interface SecurityHeaderOptions {
  sentryDsn?: string;
  dev?: boolean;
}
export interface HeaderRule {
  source: string;
  has?: { type: "header"; key: string; value: string }[];
  headers: { key: string; value: string }[];
}
export function sentryOrigin(dsn: string | undefined): string | null;
export function contentSecurityPolicy(options?: SecurityHeaderOptions): string;
export const HSTS: string;
export function securityHeaders(options?: SecurityHeaderOptions): HeaderRule[];
