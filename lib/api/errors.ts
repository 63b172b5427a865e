// The error envelope of Django REST Framework (docs/design.md section 5): `{"detail": "..."}` or
// `{"field": ["message", ...]}`, localised. One place maps every failure to a status and a body:
// ApiError (raised by the plumbing), AppError (the use cases' closed list of codes), ZodError
// (bad input, 400 with the fields), and anything else (a generic 500, reported to Sentry).
import * as Sentry from "@sentry/nextjs";
import { NextResponse } from "next/server";
import { z } from "zod";
import { log } from "@/lib/log";
import { AppError, type AppErrorCode } from "@/lib/server/errors";
import { type ApiLocale, hasMessage, translator } from "@/i18n/translator";

export type FieldErrors = Record<string, string[]>;
export type ErrorBody = { detail: string; code?: string; is_email_verified?: boolean } | FieldErrors;

/** A failure the plumbing itself raises, with its status and body ready. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === "string" ? body.detail : JSON.stringify(body));
    this.name = "ApiError";
  }
}

const STATUS: Record<AppErrorCode, number> = {
  unauthorized: 401,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  invalid: 400,
};

/** `Api.errors.<key>` in the request's language. */
export function detail(locale: ApiLocale, key: string, values?: Record<string, string | number>): string {
  return translator(locale)(`Api.errors.${key}`, values);
}

export const apiError = (locale: ApiLocale, status: number, key: string, extra: Record<string, string> = {}) =>
  new ApiError(status, { detail: detail(locale, key), ...extra });

/** A field's label ("first_name" → "First Name"), or the field name itself. */
function fieldLabel(locale: ApiLocale, field: string): string {
  return hasMessage(locale, `Api.fields.${field}`) ? translator(locale)(`Api.fields.${field}`) : field;
}

/** Message key for zod's own issues (a schema's custom messages are keys already). */
export function issueKey(issue: { code: string; input?: unknown }): string {
  if (issue.code === "invalid_type" && (issue.input === undefined || issue.input === null)) return "required";
  if (issue.code === "too_small") return "tooSmall";
  if (issue.code === "too_big") return "tooBig";
  if (issue.code === "invalid_value") return "invalidChoice";
  return "invalid";
}

/** Zod issues as DRF field errors: `{"email": ["Please, use correct email address"]}`. */
export function zodFieldErrors(locale: ApiLocale, error: z.ZodError): FieldErrors {
  const t = translator(locale);
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const field = path.length ? path.join(".") : "non_field_errors";
    const leaf = [...path].reverse().find((p) => !/^\d+$/.test(p)) ?? field;
    // Schema messages are keys of Api.validation, of the forms' Validation namespace or of TeamRules.
    const key =
      [`Api.validation.${issue.message}`, `Validation.${issue.message}`, `TeamRules.${issue.message}`].find((k) =>
        hasMessage(locale, k),
      ) ?? `Api.validation.${issueKey(issue as never)}`;
    const bounds = issue as { minimum?: unknown; maximum?: unknown };
    const message = t(key, {
      field: fieldLabel(locale, leaf),
      minimum: String(bounds.minimum ?? ""),
      maximum: String(bounds.maximum ?? ""),
    });
    if (!(out[field] ??= []).includes(message)) out[field].push(message);
  }
  return out;
}

/**
 * An AppError's body: its messages in the caller's language (its English text when it has none), under its field
 * when it names one, else as `detail` with the reason as `code` and the verification state when it carries them.
 */
function appErrorBody(locale: ApiLocale, error: AppError, fields?: Readonly<Record<string, string>>): ErrorBody {
  const t = translator(locale);
  const texts = error.messages.length
    ? error.messages.map((m) => (hasMessage(locale, m.key) ? t(m.key, m.params) : error.message))
    : [error.message];
  if (error.field) return { [wireField(error.field, fields)]: texts };
  return {
    detail: texts.join(" "),
    ...(error.reason && { code: error.reason }),
    ...(error.emailVerified !== undefined && { is_email_verified: error.emailVerified }),
  };
}

/**
 * The wire's name of a field a use case's refusal names in the domain's words: the endpoint's own name for it
 * (`fields`, from its declaration), else the domain's name in snake_case ("joinCode" → "join_code").
 */
export const wireField = (field: string, fields?: Readonly<Record<string, string>>) =>
  fields?.[field] ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Every failure as a DRF response; an AppError's field by its wire name (`fields`: the endpoint's, see `wireField`).
 * Unknown errors: 500 with no details, reported to Sentry.
 */
export function errorResponse(
  locale: ApiLocale,
  error: unknown,
  context: { fields?: Readonly<Record<string, string>>; request?: Request } = {},
): NextResponse {
  const { fields } = context;
  if (error instanceof ApiError) return NextResponse.json(error.body, { status: error.status, headers: error.headers });
  if (error instanceof AppError)
    return NextResponse.json(appErrorBody(locale, error, fields), { status: STATUS[error.code] });
  if (error instanceof z.ZodError) return NextResponse.json(zodFieldErrors(locale, error), { status: 400 });
  Sentry.captureException(error);
  const request = context.request && { method: context.request.method, path: new URL(context.request.url).pathname };
  // The request's id comes with the wrapper's log context (lib/log.ts).
  log.error({ service: "web", err: error, ...request }, "request failed");
  return NextResponse.json({ detail: detail(locale, "server") }, { status: 500 });
}

/** The value, or a DRF 404 ("Not found.") when a read found nothing. */
export function found<T>(value: T | null | undefined, locale: ApiLocale, key = "notFound"): T {
  if (value === null || value === undefined) throw apiError(locale, 404, key);
  return value;
}
