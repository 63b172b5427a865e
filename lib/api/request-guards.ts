// Small guards the API wrapper (lib/api/handler.ts) applies to every request's input (docs/security.md):
// NUL bytes never reach PostgreSQL (which refuses them in text: a 500), and where the session
// cookie authenticates, a body is read only as application/json (a cross-site form or text/plain
// post cannot pass for one).
import { ApiError, detail } from "./errors";
import { type ApiLocale, translator } from "@/i18n/translator";

/** The path ("body.name", "tags.0") of the first string or key holding a NUL byte, or null. */
function nulAt(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (depth > 20 || typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key.replaceAll("\u0000", "")];
    const found = nulAt(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The input unchanged, or a 400 naming the field that holds a NUL byte (DRF's field-error shape). */
export function refuseNul<T>(input: T, locale: ApiLocale): T {
  const path = nulAt(input);
  if (path === null) return input;
  const field = path.filter((p) => !/^\d+$/.test(p)).join(".") || "non_field_errors";
  throw new ApiError(400, { [field]: [translator(locale)("Api.validation.nulCharacter")] });
}

/** Whether the request's credential is the session cookie (no Authorization header, a next-auth session cookie). */
export function cookieAuthenticated(req: Request): boolean {
  if (req.headers.get("authorization")) return false;
  const cookies = req.headers.get("cookie") ?? "";
  return /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/.test(cookies);
}

/** A 415 unless the body is declared application/json (DRF's "Unsupported media type"). */
export function requireJson(req: Request, locale: ApiLocale): void {
  const type = req.headers.get("content-type") ?? "";
  const mediaType = type.split(";")[0]!.trim().toLowerCase();
  if (mediaType === "application/json") return;
  throw new ApiError(415, { detail: detail(locale, "unsupportedMediaType", { type: mediaType || "none" }) });
}
