// Sign-in hardening (docs/security.md section 1): both sign-in paths (the API's token call and the web form's
// next-auth callback) share one per-address limit; failed sign-ins back off per account whatever
// the address, for known and unknown addresses alike, until the owner resets the password; and a
// sign-in does the same work whether the address has an account or not.
import { closeSmtp, linkIn, mailsTo } from "./smtp";
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetRateLimits } from "@/lib/api/rate-limit";
import { hashPassword } from "@/lib/auth/password";
import { lockSeconds, recordSignInFailure, signInLockedFor } from "@/lib/server/users/sign-in-backoff";
import { getDb } from "@/lib/db";
import { authenticate } from "@/lib/server/users/authenticate";
import { authCall, webSignIn } from "./auth-client";
import { call } from "./client";

vi.mock("bcryptjs", async (original) => {
  const real = ((await original()) as { default: typeof bcrypt }).default;
  return { default: { ...real, compare: vi.fn(real.compare) } };
});

const OWNER = { email: "owner@example.com", password: "Owner-pass-1" };
const from = (address: string) => ({ "x-forwarded-for": address });
const errorOf = (url: string) => new URL(url).searchParams.get("error");

beforeAll(async () => {
  const db = await getDb();
  await db.country.upsert({
    where: { code: "IT" },
    update: {},
    create: { code: "IT", nameEn: "Italy", nameIt: "Italia" },
  });
  await db.user.create({
    data: {
      email: OWNER.email,
      passwordHash: await hashPassword(OWNER.password),
      firstName: "Olga",
      lastName: "Owner",
      countryCode: "IT",
      isEmailVerified: true,
    },
  });
}, 120_000);
afterAll(closeSmtp);
beforeEach(() => resetRateLimits());

describe("one per-address limit on every sign-in path", () => {
  it("counts the web form's callback and the token call together: the 11th attempt is a 429 either way", async () => {
    const headers = from("203.0.113.20");
    for (let i = 0; i < 5; i++) {
      const web = await webSignIn(`web${i}@example.com`, "Wrong-pass-1", headers);
      expect(web.status).toBe(401);
      expect(errorOf(web.body.url)).toBe("CredentialsSignin");
      const api = await call("POST", "/users/token/", {
        body: { email: `api${i}@example.com`, password: "x" },
        headers,
      });
      expect(api.status).toBe(401);
    }
    const web = await webSignIn(OWNER.email, OWNER.password, headers);
    expect(web.status).toBe(429);
    expect(Number(web.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(errorOf(web.body.url)).toBe(`Throttled:${web.headers.get("retry-after")}`);
    expect(web.body.detail).toMatch(/throttled/);
    const api = await call("POST", "/users/token/", { body: OWNER, headers });
    expect(api.status).toBe(429);
    // Another address is not affected.
    expect((await webSignIn(OWNER.email, OWNER.password, from("203.0.113.21"))).status).toBe(200);
  });

  it("answers a malformed web sign-in with 400 or 401, never a 500", async () => {
    const bad = await authCall("POST", "callback/credentials/", {
      raw: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(bad.status).toBe(400);
    const nul = await webSignIn("owner\u0000@example.com", OWNER.password, from("203.0.113.22"));
    expect(nul.status).toBe(401);
  });
});

describe("per-account backoff", () => {
  it("locks an account after five failures from any addresses, in the caller's language, until a password reset", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call("POST", "/users/token/", {
        body: { email: OWNER.email, password: `Wrong-${i}` },
        headers: from(`198.51.100.${i + 1}`),
      });
      expect(res.status).toBe(401);
    }
    // Even the right password waits now, on both paths.
    const api = await call("POST", "/users/token/", { body: OWNER, headers: from("198.51.100.50"), lang: "it" });
    expect(api.status).toBe(429);
    expect(api.body.code).toBe("sign_in_locked");
    expect(api.body.detail).toMatch(/^Troppi accessi non riusciti per questo account\. Riprova tra 30 secondi/);
    expect(api.headers.get("retry-after")).toBe("30");
    const web = await webSignIn(OWNER.email, OWNER.password, from("198.51.100.51"));
    expect(web.status).toBe(429);
    expect(errorOf(web.body.url)).toMatch(/^AccountLocked:(29|30)$/);
    expect(web.body.detail).toMatch(/reset your password/);

    // The owner resets the password and is in at once.
    expect((await call("POST", "/users/password/reset/", { body: { email: OWNER.email } })).status).toBe(200);
    const link = linkIn((await mailsTo(OWNER.email)).at(-1)!);
    const reset = await call("POST", "/users/password/reset/confirm/", {
      body: {
        uid: link.searchParams.get("uid"),
        token: link.searchParams.get("token"),
        new_password1: "Owner-pass-2",
        new_password2: "Owner-pass-2",
      },
    });
    expect(reset.status).toBe(200);
    const after = await call("POST", "/users/token/", {
      body: { email: OWNER.email, password: "Owner-pass-2" },
      headers: from("198.51.100.52"),
    });
    expect(after.status).toBe(200);
    OWNER.password = "Owner-pass-2";
  });

  it("locks an unknown address the same way (the lock tells no one who has an account)", async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (
          await call("POST", "/users/token/", {
            body: { email: "nobody@example.com", password: "Wrong-pass-1" },
            headers: from(`198.51.100.${60 + i}`),
          })
        ).status,
      ).toBe(401);
    const res = await call("POST", "/users/token/", {
      body: { email: "nobody@example.com", password: "Wrong-pass-1" },
      headers: from("198.51.100.70"),
    });
    expect(res).toMatchObject({ status: 429, body: { code: "sign_in_locked" } });
  });

  it("doubles the lock with each further failure up to an hour, and a success forgets the failures", async () => {
    expect([4, 5, 6, 7, 12, 40].map(lockSeconds)).toEqual([0, 30, 60, 120, 3600, 3600]);
    const t0 = Date.now();
    for (let i = 0; i < 6; i++) await recordSignInFailure("double@example.com", t0);
    expect(await signInLockedFor("double@example.com", t0)).toBe(60);
    expect(await signInLockedFor("double@example.com", t0 + 60_000)).toBe(0);
    // A day without failures starts the count over.
    await recordSignInFailure("double@example.com", t0 + 25 * 3600 * 1000);
    expect(await signInLockedFor("double@example.com", t0 + 25 * 3600 * 1000)).toBe(0);

    for (let i = 0; i < 4; i++) await authenticate({ email: OWNER.email, password: "Wrong-pass-1" });
    expect(await authenticate(OWNER)).not.toBeNull();
    await authenticate({ email: OWNER.email, password: "Wrong-pass-1" });
    expect(await signInLockedFor(OWNER.email)).toBe(0);
  });
});

describe("the same work for known and unknown addresses", () => {
  it("compares the password with bcrypt at the same cost either way", async () => {
    const compare = vi.mocked(bcrypt.compare);
    const costs = async (email: string) => {
      compare.mockClear();
      expect(await authenticate({ email, password: "Wrong-pass-1" })).toBeNull();
      return compare.mock.calls.map(([, hash]) => String(hash).slice(0, 7));
    };
    const known = await costs(OWNER.email);
    const unknown = await costs("nobody-else@example.com");
    expect(known).toEqual(["$2b$10$"]);
    expect(unknown).toEqual(known);
  });
});
