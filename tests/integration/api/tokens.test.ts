// Tokens like simplejwt, the DRF error envelope, languages, 405 and rate limits.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { resetRateLimits } from "@/lib/api/rate-limit";
import { seed } from "@/prisma/seed";
import { call } from "./client";

beforeAll(async () => {
  await seed(await getDb());
}, 300_000);
beforeEach(() => resetRateLimits());

const signIn = () => call("POST", "/users/token/", { body: DEMO_LOGIN });

describe("POST /users/token/", () => {
  it("returns access, refresh, email and full name for the demo user", async () => {
    const res = await signIn();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: DEMO_LOGIN.email, full_name: "Demo Manager" });
    expect(res.body.access.split(".")).toHaveLength(3);
    expect(res.body.refresh).not.toBe(res.body.access);
  });

  it("refuses a wrong password with the spec's message, in Italian too", async () => {
    const en = await call("POST", "/users/token/", { body: { ...DEMO_LOGIN, password: "Wrong-pass-1" } });
    expect(en.status).toBe(401);
    expect(en.body).toEqual({ detail: "Email or Password is invalid" });
    const it = await call("POST", "/users/token/", {
      body: { ...DEMO_LOGIN, password: "nope" },
      lang: "it-IT,it;q=0.9,en;q=0.5",
    });
    expect(it.body).toEqual({ detail: "Email o password non validi" });
  });

  it("answers bad input with field errors", async () => {
    const res = await call("POST", "/users/token/", { body: { email: "not-an-email" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      email: ["Email should have correct format (e.g. name@example.com)"],
      password: ["Password is required"],
    });
    const blank = await call("POST", "/users/token/", { body: { email: "  ", password: "" } });
    expect(blank.body.email).toEqual(["Email is required"]);
    const malformed = await call("POST", "/users/token/", {
      raw: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(typeof malformed.body.detail).toBe("string");
    const form = await call("POST", "/users/token/", {
      form: { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password },
    });
    expect(form.status).toBe(200);
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const res = await call("GET", "/users/token/");
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ detail: 'Method "GET" not allowed.' });
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("limits sign-in attempts per client with 429 and Retry-After", async () => {
    const headers = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < 10; i++) {
      expect(
        (await call("POST", "/users/token/", { body: { email: `x${i}@example.com`, password: "y" }, headers })).status,
      ).toBe(401);
    }
    const limited = await call("POST", "/users/token/", { body: DEMO_LOGIN, headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.detail).toMatch(/throttled/);
    // Another client is not affected.
    expect(
      (await call("POST", "/users/token/", { body: DEMO_LOGIN, headers: { "x-forwarded-for": "203.0.113.10" } }))
        .status,
    ).toBe(200);
  });
});

describe("refresh and verify", () => {
  it("rotates the refresh token and refuses a reused one, revoking its family", async () => {
    const { body: pair } = await signIn();
    const first = await call("POST", "/users/token/refresh/", { body: { refresh: pair.refresh } });
    expect(first.status).toBe(200);
    expect(first.body.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first.body.refresh).not.toBe(pair.refresh);

    const reused = await call("POST", "/users/token/refresh/", { body: { refresh: pair.refresh } });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe("token_not_valid");
    // The reuse revoked the whole family: the rotated token is dead too.
    const rotated = await call("POST", "/users/token/refresh/", { body: { refresh: first.body.refresh } });
    expect(rotated.status).toBe(401);
  });

  it("lets only one of two concurrent refreshes with the same token win", async () => {
    const { body: pair } = await signIn();
    const results = await Promise.all(
      [1, 2].map(() => call("POST", "/users/token/refresh/", { body: { refresh: pair.refresh } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("verifies good tokens and refuses bad, access-as-refresh and tampered ones", async () => {
    const { body: pair } = await signIn();
    expect(await call("POST", "/users/token/verify/", { body: { token: pair.access } })).toMatchObject({
      status: 200,
      body: {},
    });
    expect(await call("POST", "/users/token/verify/", { body: { token: pair.refresh } })).toMatchObject({
      status: 200,
    });
    const tampered = `${pair.access.slice(0, -2)}xx`;
    expect(await call("POST", "/users/token/verify/", { body: { token: tampered } })).toMatchObject({
      status: 401,
      body: { code: "token_not_valid" },
    });
    expect(await call("POST", "/users/token/refresh/", { body: { refresh: pair.access } })).toMatchObject({
      status: 401,
      body: { code: "token_not_valid" },
    });
    expect(await call("POST", "/users/token/verify/", { body: {} })).toMatchObject({
      status: 400,
      body: { token: ["This field is required"] },
    });
  });

  it("answers a refresh without its token with 400 naming the field", async () => {
    for (const body of [{}, { refresh: "" }, { access: "x" }]) {
      const res = await call("POST", "/users/token/refresh/", { body });
      expect([res.status, res.body], JSON.stringify(body)).toEqual([400, { refresh: ["This field is required"] }]);
    }
    expect((await call("POST", "/users/token/refresh/", { body: {}, lang: "it" })).body).toEqual({
      refresh: ["Questo campo è obbligatorio"],
    });
    expect((await call("POST", "/users/token/refresh/", { body: { refresh: 42 } })).status).toBe(400);
    expect(
      (await call("POST", "/users/token/refresh/", { raw: "{", headers: { "content-type": "application/json" } }))
        .status,
    ).toBe(400);
  });
});
