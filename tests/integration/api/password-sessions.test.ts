// A password change ends the user's other web sessions (docs/product.md "Accounts"): every session carries the password stamp of its
// sign-in (lib/session/options.ts); the change stamps the user anew, so a session signed in before it is nobody to the
// API and to next-auth's session read (which clears its cookie), while the session that made the change carries on
// with the cookie the route gives it. A reset through the mailed link ends every session the same way, and the app's
// tokens, access tokens included, are spent by either.
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { confirmPasswordReset } from "@/lib/server/users/confirm-password-reset";
import { encodeUid, hashSecret, newSecret } from "@/lib/server/users/one-time-tokens";
import { authCall, webSignIn } from "./auth-client";
import { call } from "./client";

const FAN = { email: "two-browsers@example.com", password: "First-pass-1" };
const COOKIE = "next-auth.session-token";

/** The session cookie a response sets ("" when it clears it), as a Cookie header. */
function sessionCookie(headers: Headers): string | undefined {
  const set = headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
  return set === undefined ? undefined : set.split(";")[0]!;
}

async function signedIn(password: string): Promise<string> {
  const result = await webSignIn(FAN.email, password);
  expect(result.status).toBe(200);
  return sessionCookie(result.headers)!;
}

const me = (cookie: string) => call("GET", "/users/me/", { headers: { cookie } });
const session = (cookie: string) => authCall("GET", "session/", { headers: { cookie } });

beforeAll(async () => {
  const db = await getDb();
  await db.user.create({
    data: {
      email: FAN.email,
      passwordHash: await hashPassword(FAN.password),
      firstName: "Dora",
      lastName: "Due",
      isEmailVerified: true,
    },
  });
});

describe("a password change and the web sessions", () => {
  it("ends the other sessions; the one that changed it stays signed in", async () => {
    const laptop = await signedIn(FAN.password);
    const phone = await signedIn(FAN.password);
    expect((await me(phone)).status).toBe(200);
    expect((await session(phone)).body.user).toMatchObject({ email: FAN.email });

    const changed = await call("POST", "/users/me/change-password/", {
      headers: { cookie: laptop },
      body: { old_password: FAN.password, password: "Second-pass-2", confirm_password: "Second-pass-2" },
    });
    expect(changed.status).toBe(200);
    const renewed = sessionCookie(changed.headers);
    expect(renewed).toMatch(new RegExp(`^${COOKIE}=.+`));

    // The phone's session is over: the API does not know it, next-auth answers no session and clears the cookie.
    expect((await me(phone)).status).toBe(401);
    const ended = await session(phone);
    expect(ended.body).toEqual({});
    expect(sessionCookie(ended.headers)).toBe(`${COOKIE}=`);
    // So is the laptop's old cookie; the renewed one is the same user, signed in.
    expect((await me(laptop)).status).toBe(401);
    expect(await me(renewed!)).toMatchObject({ status: 200, body: { email: FAN.email } });
    expect((await session(renewed!)).body.user).toMatchObject({ email: FAN.email });
    // A new sign-in with the new password is a session like any other.
    expect((await me(await signedIn("Second-pass-2"))).status).toBe(200);
  });

  it("a reset through the mailed link ends every session", async () => {
    const tablet = await signedIn("Second-pass-2");
    expect((await me(tablet)).status).toBe(200);
    const db = await getDb();
    const user = await db.user.findUniqueOrThrow({ where: { email: FAN.email } });
    const token = newSecret();
    await db.passwordReset.create({
      data: { userId: user.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + 3600_000) },
    });
    await confirmPasswordReset({ uid: encodeUid(user.id), token, password: "Third-pass-3" });
    expect((await me(tablet)).status).toBe(401);
    expect((await session(tablet)).body).toEqual({});
    expect((await me(await signedIn("Third-pass-3"))).status).toBe(200);
  });

  it("spends the app's access tokens issued before the change, as well as its refresh tokens", async () => {
    const appSignIn = async (password: string) =>
      (
        await call("POST", "/users/token/", {
          body: { email: FAN.email, password },
          headers: { "x-forwarded-for": "10.9.0.1" },
        })
      ).body as { access: string; refresh: string };
    const phone = await appSignIn("Third-pass-3");
    const tablet = await appSignIn("Third-pass-3");
    expect((await call("GET", "/users/me/", { token: phone.access })).status).toBe(200);

    const changed = await call("POST", "/users/me/change-password/", {
      token: tablet.access,
      body: { old_password: "Third-pass-3", password: "Fourth-pass-4", confirm_password: "Fourth-pass-4" },
    });
    expect(changed.status).toBe(200);
    // Both devices' tokens are spent at once, not when the access token expires: the app signs in again.
    for (const device of [phone, tablet]) {
      expect(await call("GET", "/users/me/", { token: device.access })).toMatchObject({
        status: 401,
        body: { code: "token_not_valid" },
      });
      expect((await call("POST", "/users/token/refresh/", { body: { refresh: device.refresh } })).status).toBe(401);
      expect((await call("POST", "/users/token/verify/", { body: { token: device.access } })).status).toBe(401);
    }
    const again = await appSignIn("Fourth-pass-4");
    expect(await call("GET", "/users/me/", { token: again.access })).toMatchObject({
      status: 200,
      body: { email: FAN.email },
    });
  });
});
