// Paths of docs/product.md section 2, shared by the proxy, the header and the pages.

/** Signed-in only: a signed-out visitor is sent to / with the sign-in modal forced open. */
export const PROTECTED_PATHS = [
  "/main/",
  "/leagues/",
  "/leagues-ranking/",
  "/next-round-team/",
  "/transfers/",
  "/planner/",
  "/live-previous-rounds-team/",
  "/other-user-team/",
  "/next-season-team/",
] as const;

/** Pages an unverified user may still open (docs/product.md section 6). */
export const UNVERIFIED_ALLOWED = ["/auth/sign-up/confirm-email/", "/auth/sign-up/success/"] as const;

export const MAINTENANCE_PATH = "/maintenance/";
export const SIGN_UP_CLOSED_PATH = "/auth/sign-up/closed/";
export const API_MAINTENANCE_PATH = "/api/v0/maintenance/";
/** Query flag that opens the sign-in modal on the landing page. */
export const SIGN_IN_FLAG = "sign_in";

export const isProtected = (path: string) => PROTECTED_PATHS.some((p) => path === p || path.startsWith(p));
