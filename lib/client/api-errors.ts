// The client's error parser (docs/product.md section 8): a failed /api/v0 response as a list of messages and
// a per-field map. Status 500: "Error 500"; a plain string body as is; an object body as
// "field: message" lines and per-field messages; no response: "Server error"; a 404 with no
// messages: "Wrong request URL"; anything else: "Status: {status}" and "Code: {code}". A throttled call (429 with
// Retry-After) says in the page's language how many minutes to wait, not the API's "Expected available in 599 seconds."

export interface ParsedApiError {
  messages: string[];
  fields: Record<string, string>;
}

export interface ApiErrorTexts {
  error500: string;
  server: string;
  wrongUrl: string;
  status: (status: number) => string;
  code: (code: string) => string;
  /** "Too many requests. Try again in 10 minutes." */
  throttled: (minutes: number) => string;
}

/** Keys whose messages are not about one field. */
const GENERAL = new Set(["detail", "non_field_errors"]);

export function parseApiError(
  response: { status: number; body: unknown; retryAfter?: number } | null,
  texts: ApiErrorTexts,
): ParsedApiError {
  if (!response) return { messages: [texts.server], fields: {} };
  if (response.status === 500) return { messages: [texts.error500], fields: {} };
  if (response.status === 429 && response.retryAfter)
    return { messages: [texts.throttled(Math.ceil(response.retryAfter / 60))], fields: {} };
  const { body } = response;
  if (typeof body === "string" && body.trim()) return { messages: [body], fields: {} };
  const messages: string[] = [];
  const fields: Record<string, string> = {};
  if (body && typeof body === "object" && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (key === "code") continue;
      const texts = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");
      if (!texts.length) continue;
      if (GENERAL.has(key)) messages.push(...texts);
      else {
        fields[key] = texts[0]!;
        messages.push(...texts.map((text) => `${key}: ${text}`));
      }
    }
  }
  if (messages.length) return { messages, fields };
  if (response.status === 404) return { messages: [texts.wrongUrl], fields };
  const code = body && typeof body === "object" && "code" in body ? String((body as { code: unknown }).code) : null;
  return { messages: [texts.status(response.status), ...(code ? [texts.code(code)] : [])], fields };
}

/**
 * A form's general messages after a refusal: none when every field the answer names has its control among `fields`
 * (each shows its own message), else every message, so none goes unseen.
 */
export function generalMessages(parsed: ParsedApiError, fields: readonly string[]): string[] {
  const named = Object.keys(parsed.fields);
  return named.length && named.every((field) => fields.includes(field)) ? [] : parsed.messages;
}
