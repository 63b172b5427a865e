// The signed-in user of a page (lib/session/current-user.ts): read fresh from the database for the session cookie's
// subject, and the protected-route rules of docs/product.md section 2 for the (game) pages (the live-team rule included).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { encode } from "next-auth/jwt";
import { getDb } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { sessionCookieName } from "@/lib/auth/session-cookie";

/** The request's session cookie, as next-auth sets it at sign-in. */
const jar = vi.hoisted(() => ({ cookie: null as string | null }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    getAll: () => (jar.cookie === null ? [] : [{ name: sessionCookieName(), value: jar.cookie }]),
  }),
}));
/** Signs `id` in (a session cookie as next-auth sets it, with the password stamp of the sign-in), or out. */
async function signIn(id: number | null, pwd = 0) {
  jar.cookie = id === null ? null : await encode({ token: { sub: String(id), pwd }, secret: authSecret });
}
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const { getCurrentUser, requireCurrentUser } = await import("@/lib/session/current-user");

async function user(email: string, verified: boolean, active = true) {
  const db = await getDb();
  return db.user.create({
    data: {
      email,
      passwordHash: "x",
      firstName: "Ada",
      lastName: "Rossi",
      isEmailVerified: verified,
      isActive: active,
    },
  });
}

describe("current user", () => {
  beforeEach(() => {
    jar.cookie = null;
  });

  it("is the session's user, read from the database", async () => {
    const ada = await user("ada@example.com", true);
    await signIn(ada.id);
    expect(await getCurrentUser()).toMatchObject({ id: ada.id, email: "ada@example.com", isEmailVerified: true });
    expect(await requireCurrentUser("en")).toMatchObject({ id: ada.id });
  });

  it("is nobody without a session, or for a deactivated account", async () => {
    expect(await getCurrentUser()).toBeNull();
    const gone = await user("gone@example.com", true, false);
    await signIn(gone.id);
    expect(await getCurrentUser()).toBeNull();
  });

  it("is nobody for a session signed in before the password changed, or a cookie not sealed with the app's secret", async () => {
    const db = await getDb();
    const dan = await user("dan@example.com", true);
    await signIn(dan.id);
    expect(await getCurrentUser()).toMatchObject({ id: dan.id });
    const changedAt = new Date();
    await db.user.update({ where: { id: dan.id }, data: { passwordChangedAt: changedAt } });
    // The same cookie, read again (its claims remembered): the account's stamp has moved on.
    expect(await getCurrentUser()).toBeNull();
    await signIn(dan.id, changedAt.getTime());
    expect(await getCurrentUser()).toMatchObject({ id: dan.id });
    jar.cookie = await encode({ token: { sub: String(dan.id), pwd: changedAt.getTime() }, secret: "another-secret" });
    expect(await getCurrentUser()).toBeNull();
  });

  it("sends a signed-out visitor home with the sign-in modal, an unverified user to confirm his e-mail", async () => {
    await expect(requireCurrentUser("it")).rejects.toThrow("redirect /it/?sign_in=1");
    const bea = await user("bea@example.com", false);
    await signIn(bea.id);
    await expect(requireCurrentUser("en")).rejects.toThrow("redirect /auth/sign-up/confirm-email/");
  });

  it("sends a fan with teams only from finished seasons to /next-season-team/, except from that page", async () => {
    const db = await getDb();
    const cleo = await user("cleo@example.com", true);
    await signIn(cleo.id);
    const formation = await db.formation.findFirstOrThrow();
    const team = (seasonId: number) =>
      db.userTeam.create({
        data: { userId: cleo.id, seasonId, name: "Cleo", abbreviation: "CLE", formationId: formation.id, bank: 0 },
      });
    // No team at all: a new fan, who makes his first team from the pages that say so.
    await expect(requireCurrentUser("en")).resolves.toMatchObject({ id: cleo.id });
    const past = await db.season.create({
      data: { name: "2024/25", startsOn: new Date("2024-08-01"), endsOn: new Date("2025-06-01"), status: "finished" },
    });
    await team(past.id);
    await expect(requireCurrentUser("it")).rejects.toThrow("redirect /it/next-season-team/");
    await expect(requireCurrentUser("en", { anyTeam: true })).resolves.toMatchObject({ id: cleo.id });
    const live = await db.season.create({
      data: { name: "2025/26", startsOn: new Date("2025-08-01"), endsOn: new Date("2026-06-01"), status: "live" },
    });
    await team(live.id);
    await expect(requireCurrentUser("en")).resolves.toMatchObject({ id: cleo.id });
  });
});
