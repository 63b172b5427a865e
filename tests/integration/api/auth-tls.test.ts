// Served over TLS (an https APP_URL): next-auth's cookies are Secure with the __Secure-/__Host-
// prefixes, its own URLs are built on APP_URL (not localhost:3000), and the API and the proxy read
// the session under its __Secure- name.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.stubEnv("APP_URL", "https://fantasy.example");
vi.stubEnv("NEXTAUTH_URL", "");
vi.resetModules();

let auth: typeof import("./auth-client");
let api: typeof import("./client");

beforeAll(async () => {
  auth = await import("./auth-client");
  api = await import("./client");
  const { getDb } = await import("@/lib/db");
  const { hashPassword } = await import("@/lib/auth/password");
  const db = await getDb();
  await db.country.upsert({
    where: { code: "IT" },
    update: {},
    create: { code: "IT", nameEn: "Italy", nameIt: "Italia" },
  });
  await db.user.create({
    data: {
      email: "tls@example.com",
      passwordHash: await hashPassword("Tls-pass-1"),
      firstName: "Tea",
      lastName: "Ls",
      countryCode: "IT",
      isEmailVerified: true,
    },
  });
}, 120_000);

describe("behind TLS", () => {
  it("sets Secure, prefixed cookies and builds next-auth's URLs on APP_URL", async () => {
    const csrf = await auth.authCall("GET", "csrf/");
    const names = csrf.headers.getSetCookie().map((c) => c.split("=")[0]);
    expect(names).toContain("__Host-next-auth.csrf-token");
    for (const cookie of csrf.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/i);

    const signIn = await auth.webSignIn("tls@example.com", "Tls-pass-1");
    expect(signIn.status).toBe(200);
    expect(signIn.body.url).toMatch(/^https:\/\/fantasy\.example\//);
    const session = signIn.headers.getSetCookie().find((c) => c.startsWith("__Secure-next-auth.session-token="));
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    const refused = await auth.webSignIn("tls@example.com", "Wrong-pass-1");
    expect(refused.body.url).toMatch(/^https:\/\/fantasy\.example\/api\/auth\/error\?error=CredentialsSignin/);

    // The API reads the session under its __Secure- name.
    const me = await api.call("GET", "/users/me/", { headers: { cookie: session!.split(";")[0]! } });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe("tls@example.com");
  });
});
