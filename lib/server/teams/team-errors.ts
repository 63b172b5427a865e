// The team use cases' refusals. Each carries, besides an English text for logs and the CLI, the
// field it concerns and localisable messages: keys of messages/*.json with their parameters, so
// the API and the pages show the spec's exact wording in the caller's language.
import "server-only";
import type { TeamError } from "@/lib/game/squad";
import { AppError, type AppErrorCode, type ErrorMessage } from "../errors";

type TeamRuleKey = ErrorMessage["key"] extends infer K ? (K extends `TeamRules.${infer R}` ? R : never) : never;

/** One refusal with a TeamRules message (`code` picks the HTTP status: invalid 400, conflict 409, ...). */
export function ruleError(
  code: AppErrorCode,
  key: TeamRuleKey,
  message: string,
  options: { field?: string; params?: ErrorMessage["params"] } = {},
): AppError {
  return new AppError(code, message, {
    field: options.field,
    messages: [{ key: `TeamRules.${key}`, params: options.params }],
  });
}

/** 404: no team in the live season (without `teamId`), or no team `teamId` (`forChange`: none that can still change). */
export const noTeamError = (teamId?: number, forChange = false): AppError =>
  ruleError(
    "not_found",
    "noTeam",
    teamId === undefined
      ? "You have no team in the live season."
      : forChange
        ? `Team ${teamId} does not exist or can no longer change.`
        : `Team ${teamId} does not exist.`,
  );

/** The broken squad rules of lib/game/squad.ts, all at once, as one 400. */
export function squadRulesError(errors: readonly TeamError[], field = "players"): AppError {
  return new AppError("invalid", `The team breaks the team rules: ${errors.map((e) => e.code).join(", ")}.`, {
    field,
    messages: errors.map(({ code, ...params }) => ({
      key: `TeamRules.${code}` as ErrorMessage["key"],
      params: Object.keys(params).length ? params : undefined,
    })),
  });
}
