// docs/product.md section 2: while sign-up is closed, any path containing select-team inside sign-up goes to the sign-up
// closed notice. The select-team page itself is left to the page, which also reads the run-time setting
// (lib/server/settings.ts isSignUpOpen), so the proxy only sends the other paths there.
export const SELECT_TEAM_PAGE = "/auth/sign-up/select-team/";

/** Whether the proxy sends `path` (without its locale prefix) to sign-up closed while SIGN_UP_OPEN is off. */
export const proxySendsToSignUpClosed = (path: string) =>
  path.startsWith("/auth/sign-up/") &&
  path.includes("select-team") &&
  path !== SELECT_TEAM_PAGE &&
  path !== SELECT_TEAM_PAGE.slice(0, -1);
