import "server-only";
import type en from "@/messages/en.json";

/**
 * The use cases' one error type. Kinds form a closed list; the API maps them to HTTP statuses
 * (unauthorized 401, not_found 404, forbidden 403, conflict 409, invalid 400) and the CLI to exit codes.
 */
export type AppErrorCode = "unauthorized" | "not_found" | "forbidden" | "conflict" | "invalid";

/** A message the user reads: a key of messages/*.json under Api.errors, Api.validation or TeamRules. */
export type ErrorMessageKey =
  | `Api.errors.${keyof typeof en.Api.errors}`
  | `Api.validation.${keyof typeof en.Api.validation}`
  | `TeamRules.${keyof typeof en.TeamRules}`;

export interface ErrorMessage {
  key: ErrorMessageKey;
  params?: Record<string, string | number>;
}

/** Machine-readable reasons that clients branch on (sent as the DRF body's `code`). */
export type ErrorReason = "token_not_valid" | "sign_up_closed";

/** One problem of an import file or results input: where, which field, what is wrong. */
export interface InputProblem {
  source: string;
  field: string;
  message: string;
}

export interface AppErrorOptions {
  /**
   * The input the refusal concerns, in the domain's words ("email", "joinCode", "players"); none: the whole request.
   * The API names it as its endpoint does (lib/api/errors.ts `wireField`).
   */
  field?: string;
  /** What the user reads, in their language; none: the English message (operators' errors). */
  messages?: ErrorMessage[];
  reason?: ErrorReason;
  /** Whether the address behind an e-mail verification link is verified (the activation page reads it). */
  emailVerified?: boolean;
  /** Every problem found in an input (nothing was applied). */
  problems?: InputProblem[];
}

export class AppError extends Error {
  readonly field?: string;
  readonly messages: readonly ErrorMessage[];
  readonly reason?: ErrorReason;
  readonly emailVerified?: boolean;
  readonly problems: readonly InputProblem[];

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = "AppError";
    this.field = options.field;
    this.messages = options.messages ?? [];
    this.reason = options.reason;
    this.emailVerified = options.emailVerified;
    this.problems = options.problems ?? [];
  }
}

/** One message, for the common single-message refusal: `{ messages: msg("Api.errors.notOwner") }`. */
export const msg = (key: ErrorMessageKey, params?: ErrorMessage["params"]): ErrorMessage[] => [{ key, params }];
