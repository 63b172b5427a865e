// docs/product.md section 2: while sign-up is closed, every path containing select-team inside sign-up goes to the sign-up
// closed notice; the select-team page itself is left to the page, which also reads the run-time setting.
import { describe, expect, it } from "vitest";
import { proxySendsToSignUpClosed } from "@/lib/sign-up-path";

describe("the proxy's sign-up closed rule", () => {
  it.each(["/auth/sign-up/select-team/", "/auth/sign-up/select-team"])("leaves %s to the page", (path) => {
    expect(proxySendsToSignUpClosed(path)).toBe(false);
  });

  it.each(["/auth/sign-up/select-team/extra/", "/auth/sign-up/my-select-team/", "/auth/sign-up/select-team-x"])(
    "sends %s to sign-up closed",
    (path) => {
      expect(proxySendsToSignUpClosed(path)).toBe(true);
    },
  );

  it.each(["/auth/sign-up/success/", "/select-team/", "/auth/new-password/"])("leaves %s alone", (path) => {
    expect(proxySendsToSignUpClosed(path)).toBe(false);
  });
});
