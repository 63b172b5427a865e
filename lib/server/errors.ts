/**
 * The use cases' one error type. Codes form a closed list; the API maps them to HTTP statuses
 * (unauthorized 401, not_found 404, forbidden 403, conflict 409, invalid 400) and the CLI to exit codes.
 */
export type AppErrorCode = "unauthorized" | "not_found" | "forbidden" | "conflict" | "invalid";

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}
