// The team use cases' refusals. Each carries, besides an English text for logs and the CLI, the
// field it concerns and localisable messages: keys of messages/*.json with their parameters, so
// the API and the pages show the spec's exact wording in the caller's language.
import type { TeamError } from "@/lib/game/squad";
import { AppError, type AppErrorCode } from "../errors";

/** A message key under messages/*.json ("TeamRules.deadlinePassed") and its parameters. */
export interface RuleMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** AppError details of a refused team change. */
export interface RuleErrorDetails {
  [key: string]: unknown;
  field?: string;
  messages: RuleMessage[];
}

/** One refusal with a TeamRules message (`code` picks the HTTP status: invalid 400, conflict 409, ...). */
export function ruleError(
  code: AppErrorCode,
  key: string,
  message: string,
  options: { field?: string; params?: RuleMessage["params"] } = {},
): AppError {
  const details: RuleErrorDetails = {
    field: options.field,
    messages: [{ key: `TeamRules.${key}`, params: options.params }],
  };
  return new AppError(code, message, details);
}

/** The broken squad rules of lib/game/squad.ts, all at once, as one 400. */
export function squadRulesError(errors: readonly TeamError[], field = "football_players"): AppError {
  const details: RuleErrorDetails = {
    field,
    messages: errors.map(({ code, ...params }) => ({
      key: `TeamRules.${code}`,
      params: Object.keys(params).length ? params : undefined,
    })),
  };
  return new AppError("invalid", `The team breaks the team rules: ${errors.map((e) => e.code).join(", ")}.`, details);
}
