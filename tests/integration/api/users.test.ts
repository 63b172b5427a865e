// Accounts end to end: registration (closed, then opened), the activation mail and link, the
// unverified-user rule, password reset by mail, profile, password change, deletion, reference data.
import { closeSmtp, linkIn, mailsTo } from "./smtp";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetRateLimits } from "@/lib/api/rate-limit";
import { authOptions } from "@/lib/session/options";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { authSecret } from "@/lib/env";
import { seed } from "@/prisma/seed";
import { call } from "./client";

beforeAll(async () => {
  await seed(await getDb());
}, 300_000);
afterAll(closeSmtp);
beforeEach(() => resetRateLimits());

const signIn = async (email: string, password: string) =>
  (await call("POST", "/users/token/", { body: { email, password } })).body.access as string;
/** An access token as the API issues it: a signed JWT (header, claims, signature in base64url). */
const ACCESS_TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const setSignUp = async (open: boolean) =>
  (await getDb()).settings.update({ where: { id: 1 }, data: { signUpOpen: open } });
const newUser = {
  first_name: "Giulia",
  last_name: "Verdi",
  email: "Giulia.Verdi@example.com",
  country: "IT",
  password: "Forza-Roma-1",
  confirm_password: "Forza-Roma-1",
  privacy_policy: true,
};

describe("registration and activation", () => {
  it("is refused while sign-up is closed", async () => {
    await setSignUp(false);
    const res = await call("POST", "/users/", { body: newUser });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      detail: "Sign-up is closed. It reopens before the new season.",
      code: "sign_up_closed",
    });
  });

  it("checks every field with the spec's messages", async () => {
    await setSignUp(true);
    const res = await call("POST", "/users/", {
      body: {
        first_name: " ",
        last_name: "Verdi2",
        email: `${"a".repeat(45)}@example.com`,
        country: "ITA",
        password: "short",
        confirm_password: "other",
        privacy_policy: false,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      first_name: ["First Name is required"],
      last_name: ["Last Name should contain only latin letters"],
      email: ["Email can't be longer than 50 characters"],
      country: ["Country can't be longer than 2 characters"],
      password: ["Password should contain at least 8 characters, 1 number, 1 lower and 1 uppercase letter"],
      privacy_policy: ["You must agree to the Terms of Use"],
    });
    const more = await call("POST", "/users/", {
      body: { ...newUser, first_name: "Bastardo", last_name: "X".repeat(31), confirm_password: "Forza-Roma-2" },
    });
    expect(more.body).toEqual({
      first_name: ["First Name should not contain inappropriate/offensive words"],
      last_name: ["Last Name can't be longer than 30 characters"],
      confirm_password: ["Password mismatch"],
    });
    const it = await call("POST", "/users/", { body: {}, lang: "it" });
    expect(it.body.first_name).toEqual(["Nome è obbligatorio"]);
    expect((await call("POST", "/users/", { body: { ...newUser, country: "ZZ" } })).body).toEqual({
      country: ["Select a country from the list"],
    });
  });

  it("registers an unverified user, mails the link, and activates the account by it", async () => {
    await setSignUp(true);
    const res = await call("POST", "/users/", { body: newUser });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: "giulia.verdi@example.com",
      full_name: "Giulia Verdi",
      country: "IT",
      is_email_verified: false,
    });
    expect((await call("POST", "/users/", { body: newUser })).body).toEqual({
      email: ["A user with this email already exists."],
    });

    const access = await signIn(newUser.email, newUser.password);
    expect((await call("GET", "/users/me/", { token: access })).body.is_email_verified).toBe(false);
    // Game calls are refused with the exact text the client matches.
    const game = await call("PATCH", "/users/me/", { token: access, body: { first_name: "Giulia" } });
    expect(game).toMatchObject({ status: 403, body: { detail: "User didn't confirmed their email." } });

    expect((await call("POST", "/users/send-verification-email/", { token: access })).body).toEqual({
      detail: "Email has been successfully sent",
    });
    const mails = await mailsTo("giulia.verdi@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe("Confirm your email for Fantasy Serie A");
    const link = linkIn(mails[1]!);
    expect(link.pathname).toBe("/auth/sign-up/success");
    const hash = link.searchParams.get("hash")!;

    expect(await call("POST", `/users/verify-email-account/${hash}/`)).toMatchObject({
      status: 200,
      body: { is_email_verified: true },
    });
    expect(await call("POST", `/users/verify-email-account/${hash}/`)).toMatchObject({
      status: 400,
      body: { detail: "Email has already been verified", is_email_verified: true },
    });
    expect(await call("POST", `/users/verify-email-account/${"x".repeat(43)}/`)).toMatchObject({
      status: 400,
      body: { is_email_verified: false },
    });
    expect((await call("GET", "/users/me/", { token: access })).body.is_email_verified).toBe(true);
    expect((await call("POST", "/users/send-verification-email/", { token: access })).body).toEqual({
      detail: "Email has already been verified",
    });
    // The web session of that user learns of it on its next read (no new sign-in needed).
    const jwt = authOptions.callbacks!.jwt! as (args: {
      token: Record<string, unknown>;
    }) => Promise<Record<string, unknown>>;
    expect(await jwt({ token: { sub: String(res.body.id), isEmailVerified: false } })).toMatchObject({
      isEmailVerified: true,
    });
  });

  it("refuses an expired activation link", async () => {
    const db = await getDb();
    const user = await db.user.findUniqueOrThrow({ where: { email: "giulia.verdi@example.com" } });
    await db.user.update({ where: { id: user.id }, data: { isEmailVerified: false } });
    const access = await signIn(newUser.email, newUser.password);
    await call("POST", "/users/send-verification-email/", { token: access, lang: "it" });
    const mail = (await mailsTo(user.email)).at(-1)!;
    expect(mail.subject).toBe("Conferma la tua email per Fantasy Serie A");
    expect(linkIn(mail).pathname).toBe("/it/auth/sign-up/success");
    await db.emailVerification.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await call("POST", `/users/verify-email-account/${linkIn(mail).searchParams.get("hash")}/`);
    expect(res).toMatchObject({ status: 400, body: { is_email_verified: false } });
    expect(res.body.detail).toMatch(/^This email verification link has expired/);
    await db.user.update({ where: { id: user.id }, data: { isEmailVerified: true } });
  });
});

describe("password reset", () => {
  it("mails a link that sets a new password once and signs out every device", async () => {
    const { body: before } = await call("POST", "/users/token/", {
      body: { email: newUser.email, password: newUser.password },
    });
    expect((await call("POST", "/users/password/reset/", { body: { email: "nobody@example.com" } })).status).toBe(200);
    expect(await mailsTo("nobody@example.com")).toHaveLength(0);
    expect((await call("POST", "/users/password/reset/", { body: { email: "bad" } })).body).toEqual({
      email: ["please use correct email address"],
    });

    expect((await call("POST", "/users/password/reset/", { body: { email: "GIULIA.verdi@example.com" } })).status).toBe(
      200,
    );
    const mail = (await mailsTo("giulia.verdi@example.com")).at(-1)!;
    expect(mail.subject).toBe("Reset your Fantasy Serie A password");
    const link = linkIn(mail);
    expect(link.pathname).toBe("/auth/new-password/");
    const uid = link.searchParams.get("uid")!;
    const token = link.searchParams.get("token")!;

    const mismatch = await call("POST", "/users/password/reset/confirm/", {
      body: { uid, token, new_password1: "New-pass-12", new_password2: "New-pass-13" },
    });
    expect(mismatch.body).toEqual({ new_password2: ["Password mismatch"] });
    const wrong = await call("POST", "/users/password/reset/confirm/", {
      body: { uid: "MQ", token, new_password1: "New-pass-12", new_password2: "New-pass-12" },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { token: ["This password reset link is not valid or has expired."] },
    });

    const ok = await call("POST", "/users/password/reset/confirm/", {
      body: { uid, token, new_password1: "New-pass-12", new_password2: "New-pass-12" },
    });
    expect(ok.status).toBe(200);
    expect(
      (
        await call("POST", "/users/password/reset/confirm/", {
          body: { uid, token, new_password1: "New-pass-99", new_password2: "New-pass-99" },
        })
      ).status,
    ).toBe(400);
    expect((await call("POST", "/users/token/refresh/", { body: { refresh: before.refresh } })).body.code).toBe(
      "token_not_valid",
    );
    expect(await signIn(newUser.email, "New-pass-12")).toMatch(ACCESS_TOKEN);
  });
});

describe("profile, password, deletion", () => {
  it("needs credentials, and accepts the next-auth session cookie", async () => {
    expect(await call("GET", "/users/me/")).toMatchObject({
      status: 401,
      body: { detail: "Authentication credentials were not provided." },
    });
    expect(await call("GET", "/users/me/", { token: "garbage" })).toMatchObject({
      status: 401,
      body: { code: "token_not_valid" },
    });
    const db = await getDb();
    const demo = await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } });
    const cookie = await encode({ token: { sub: String(demo.id), email: demo.email }, secret: authSecret });
    const res = await call("GET", "/users/me/", { headers: { cookie: `next-auth.session-token=${cookie}` } });
    expect(res).toMatchObject({ status: 200, body: { id: demo.id, email: DEMO_LOGIN.email, is_email_verified: true } });
    expect(res.body.team_name).toEqual(expect.any(String));
  });

  it("edits the profile, keeps the country during the season, checks names", async () => {
    const access = await signIn(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const ok = await call("PATCH", "/users/me/", {
      token: access,
      body: { first_name: "Demetrio", last_name: "D'Angelo" },
    });
    expect(ok).toMatchObject({
      status: 200,
      body: { first_name: "Demetrio", last_name: "D'Angelo", full_name: "Demetrio D'Angelo" },
    });
    expect(await call("PATCH", "/users/me/", { token: access, body: { country: "DE" } })).toMatchObject({
      status: 400,
      body: { country: ["Country cant be changed during season"] },
    });
    expect(
      (await call("PATCH", "/users/me/", { token: access, body: { first_name: "Dem3trio", last_name: "" } })).body,
    ).toEqual({
      first_name: ["First Name should contain only latin letters"],
      last_name: ["Last Name is required"],
    });
    // A user without a live-season team may change country.
    const other = await signIn(newUser.email, "New-pass-12");
    expect((await call("PATCH", "/users/me/", { token: other, body: { country: "de" } })).body.country).toBe("DE");
  });

  it("only ever reads and changes the caller's own account, whatever the body names", async () => {
    const db = await getDb();
    const demo = await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } });
    const access = await signIn(newUser.email, "New-pass-12");
    const me = await call("GET", `/users/me/?id=${demo.id}&user_id=${demo.id}`, { token: access });
    expect(me.body).toMatchObject({ email: "giulia.verdi@example.com" });
    expect(me.body.id).not.toBe(demo.id);
    const res = await call("PATCH", `/users/me/?id=${demo.id}`, {
      token: access,
      body: {
        id: demo.id,
        user_id: demo.id,
        email: "hijack@example.com",
        is_email_verified: false,
        first_name: "Giulia",
        last_name: "Rossi",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: me.body.id,
      email: "giulia.verdi@example.com",
      last_name: "Rossi",
      is_email_verified: true,
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: demo.id } })).toMatchObject({
      email: demo.email,
      firstName: demo.firstName,
      lastName: demo.lastName,
      isEmailVerified: true,
    });
    expect(await db.user.findUnique({ where: { email: "hijack@example.com" } })).toBeNull();
    await call("PATCH", "/users/me/", { token: access, body: { first_name: "Giulia", last_name: "Verdi" } });
  });

  it("changes the password with the old one", async () => {
    const access = await signIn(newUser.email, "New-pass-12");
    const wrong = await call("POST", "/users/me/change-password/", {
      token: access,
      body: { old_password: "nope", password: "Newer-pass-3", confirm_password: "Newer-pass-3" },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { old_password: ["Your old password was entered incorrectly."] },
    });
    const ok = await call("POST", "/users/me/change-password/", {
      token: access,
      body: { old_password: "New-pass-12", password: "Newer-pass-3", confirm_password: "Newer-pass-3" },
    });
    expect(ok).toMatchObject({ status: 200, body: { detail: "Password has been successfully changed" } });
    expect(await signIn(newUser.email, "Newer-pass-3")).toMatch(ACCESS_TOKEN);
    // Only the caller's password changed.
    expect(await signIn(DEMO_LOGIN.email, DEMO_LOGIN.password)).toMatch(ACCESS_TOKEN);
  });

  it("deletes the account: its token stops working", async () => {
    const access = await signIn(newUser.email, "Newer-pass-3");
    const db = await getDb();
    const users = await db.user.count();
    // The mails to the account's address (its verification and reset mails) go with it, and no one else's.
    const address = newUser.email.toLowerCase();
    expect(await db.mailOutbox.count({ where: { toAddress: address } })).toBeGreaterThan(0);
    const others = await db.mailOutbox.count({ where: { toAddress: { not: address } } });
    expect(
      (
        await call(
          "DELETE",
          `/users/me/?id=${(await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } })).id}`,
          { token: access },
        )
      ).status,
    ).toBe(204);
    // Exactly the caller's account went.
    expect(await db.user.count()).toBe(users - 1);
    expect(await db.user.findUnique({ where: { email: DEMO_LOGIN.email } })).not.toBeNull();
    expect(await db.mailOutbox.count({ where: { toAddress: address } })).toBe(0);
    expect(await db.mailOutbox.count({ where: { toAddress: { not: address } } })).toBe(others);
    expect(await call("GET", "/users/me/", { token: access })).toMatchObject({
      status: 401,
      body: { code: "token_not_valid" },
    });
    expect(
      (await call("POST", "/users/token/", { body: { email: newUser.email, password: "Newer-pass-3" } })).status,
    ).toBe(401);
  });
});

describe("rate limits", () => {
  it("limits registration and password reset per client with 429 and Retry-After", async () => {
    await setSignUp(false);
    const headers = { "x-forwarded-for": "198.51.100.20" };
    for (let i = 0; i < 10; i++) expect((await call("POST", "/users/", { body: newUser, headers })).status).toBe(403);
    const limited = await call("POST", "/users/", { body: newUser, headers, lang: "it" });
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(limited.body.detail).toBe(`Troppe richieste. Riprova tra ${wait} secondi.`);
    // Registration with a team counts against the same limit.
    expect((await call("POST", "/userteams/user-teams/register/", { body: {}, headers })).status).toBe(429);
    // Writing another address in front of the proxy's hop does not buy a fresh count.
    expect(
      (await call("POST", "/users/", { body: newUser, headers: { "x-forwarded-for": "10.9.9.9, 198.51.100.20" } }))
        .status,
    ).toBe(429);
    expect(
      (await call("POST", "/users/", { body: newUser, headers: { "x-forwarded-for": "198.51.100.21" } })).status,
    ).toBe(403);

    const reset = { body: { email: "nobody@example.com" }, headers: { "x-forwarded-for": "198.51.100.30" } };
    for (let i = 0; i < 5; i++) expect((await call("POST", "/users/password/reset/", reset)).status).toBe(200);
    const throttled = await call("POST", "/users/password/reset/", reset);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(throttled.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect(throttled.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(
      (await call("POST", "/users/password/reset/", { ...reset, headers: { "x-forwarded-for": "198.51.100.31" } }))
        .status,
    ).toBe(200);
  });
});

describe("countries and terms", () => {
  it("lists countries by name in the request's language and filters them", async () => {
    const it = await call("GET", "/users/countries/", { lang: "it" });
    expect(it.body).toContainEqual({ code: "DE", name: "Germania" });
    const names = it.body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "it")));
    const found = await call("GET", "/users/countries/autocomplete/?q=ger");
    expect(found.body).toEqual(
      [
        { code: "DZ", name: "Algeria" },
        { code: "DE", name: "Germany" },
        { code: "NG", name: "Nigeria" },
      ].filter((c) => found.body.some((f: { code: string }) => f.code === c.code)),
    );
    expect(found.body.every((c: { name: string }) => c.name.toLowerCase().includes("ger"))).toBe(true);
    expect((await call("GET", `/users/countries/autocomplete/?q=${"x".repeat(61)}`)).status).toBe(400);
  });

  it("serves the three legal documents and 404s another slug", async () => {
    for (const slug of ["terms-of-use", "privacy-policy", "cookies-policy"]) {
      const res = await call("GET", `/users/terms/${slug}/`, { lang: "it" });
      expect(res).toMatchObject({ status: 200, body: { kind: slug, version: 1 } });
      expect(res.body.content).toMatch(/^<h2>/);
    }
    expect((await call("GET", "/users/terms/other/")).status).toBe(404);
  });

  it("takes a deleted account's team out of every league table, and its snapshots", async () => {
    const db = await getDb();
    const row = await db.standing.findFirstOrThrow({ orderBy: { teamId: "desc" } });
    expect(await db.teamRound.count({ where: { teamId: row.teamId } })).toBeGreaterThan(0);
    const team = await db.userTeam.findUniqueOrThrow({ where: { id: row.teamId }, include: { user: true } });
    await db.user.update({
      where: { id: team.userId },
      data: { passwordHash: (await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } })).passwordHash },
    });
    const access = await signIn(team.user.email, DEMO_LOGIN.password);
    expect((await call("DELETE", "/users/me/", { token: access })).status).toBe(204);
    expect(await db.standing.count({ where: { teamId: team.id } })).toBe(0);
    expect(await db.teamRound.count({ where: { teamId: team.id } })).toBe(0);
  });
});
