import { describe, expect, it } from "vitest";
import { isProtected } from "@/lib/routes";

describe("protected paths (docs/product.md section 2)", () => {
  it.each([
    "/main/",
    "/leagues/",
    "/leagues-ranking/season/",
    "/next-round-team/",
    "/transfers/",
    "/planner/",
    "/live-previous-rounds-team/",
    "/other-user-team/",
    "/next-season-team/",
  ])("%s needs a session", (path) => expect(isProtected(path)).toBe(true));

  it.each([
    "/",
    "/news/",
    "/schedule-and-results/",
    "/fixture-difficulty/",
    "/prizes/",
    "/rules-and-faq/",
    "/contact-us/",
    "/match-info/",
    "/personal-details/",
    "/auth/sign-up/",
    "/download-the-app/",
    "/maintenance/",
  ])("%s is public", (path) => expect(isProtected(path)).toBe(false));
});
