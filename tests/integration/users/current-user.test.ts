// The signed-in user of a page (lib/session/current-user.ts): read fresh from the database for the session's subject,
// and the protected-route rules of docs/product.md section 2 for the (game) pages (the live-team rule included).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";

const session = vi.hoisted(() => ({ current: null as { user: { id: number } } | null }));
vi.mock("next-auth", async (original) => ({
  ...(await original<typeof import("next-auth")>()),
  getServerSession: async () => session.current,
}));
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
    session.current = null;
  });

  it("is the session's user, read from the database", async () => {
    const ada = await user("ada@example.com", true);
    session.current = { user: { id: ada.id } };
    expect(await getCurrentUser()).toMatchObject({ id: ada.id, email: "ada@example.com", isEmailVerified: true });
    expect(await requireCurrentUser("en")).toMatchObject({ id: ada.id });
  });

  it("is nobody without a session, or for a deactivated account", async () => {
    expect(await getCurrentUser()).toBeNull();
    const gone = await user("gone@example.com", true, false);
    session.current = { user: { id: gone.id } };
    expect(await getCurrentUser()).toBeNull();
  });

  it("sends a signed-out visitor home with the sign-in modal, an unverified user to confirm his e-mail", async () => {
    await expect(requireCurrentUser("it")).rejects.toThrow("redirect /it/?sign_in=1");
    const bea = await user("bea@example.com", false);
    session.current = { user: { id: bea.id } };
    await expect(requireCurrentUser("en")).rejects.toThrow("redirect /auth/sign-up/confirm-email/");
  });

  it("sends a fan with teams only from finished seasons to /next-season-team/, except from that page", async () => {
    const db = await getDb();
    const cleo = await user("cleo@example.com", true);
    session.current = { user: { id: cleo.id } };
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
