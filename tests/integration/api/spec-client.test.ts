// Issue 13: the answers a client written from the spec and from DRF's documented behaviour expects,
// each asked the way that client asked it.
import fs from "node:fs/promises";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { seed } from "@/prisma/seed";
import { call } from "./client";

// A development server without APP_URL, started with `npm run dev -- -p 3999` (Next records the
// port it listens on in PORT); no SMTP_URL, so mails are filed and their links logged.
vi.hoisted(() => {
  delete process.env.APP_URL;
  delete process.env.SMTP_URL;
  process.env.PORT = "3999";
});

const signIn = async (email: string, password = DEMO_LOGIN.password) =>
  (await call("POST", "/users/token/", { body: { email, password } })).body.access as string;

beforeAll(async () => {
  await seed(await getDb());
}, 300_000);

describe("dates", () => {
  let restore: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await restore?.();
    restore = undefined;
  });

  it("spells the round list's 'DD MMM' deadline as the pages do: Sep, not Sept", async () => {
    const db = await getDb();
    const round = await db.round.findFirstOrThrow({ where: { season: { status: "live" }, number: 1 } });
    // 16:45 UTC on 11 September is 18:45 in Rome.
    await db.round.update({ where: { id: round.id }, data: { deadline: new Date("2026-09-11T16:45:00Z") } });
    restore = () => db.round.update({ where: { id: round.id }, data: { deadline: round.deadline } });
    const row = (lang: string) =>
      call("GET", "/rounds/football-rounds/", { lang }).then(
        (r) => r.body.results.find((x: { id: number }) => x.id === round.id).userteam_deadline_without_year,
      );
    expect(await row("en")).toBe("11 Sep | 18:45");
    expect(await row("it")).toBe("11 set | 18:45");
  });
});

describe("links in e-mails", () => {
  /** The links the filed mails logged while `action` ran (the files are removed). */
  async function mailedLinks(action: () => Promise<unknown>): Promise<string[]> {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      await action();
      const lines = log.mock.calls.flat().join("\n");
      for (const file of lines.match(/written to (\S+\.eml)/g) ?? []) await fs.rm(file.slice("written to ".length));
      return [...lines.matchAll(/link: (\S+)/g)].map((m) => m[1]!);
    } finally {
      log.mockRestore();
    }
  }

  it("point at the address the app is served on when APP_URL is unset", async () => {
    const db = await getDb();
    const demo = await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } });
    const unverified = await db.user.create({
      data: {
        email: "mail.links@example.com",
        firstName: "Marta",
        lastName: "Neri",
        countryCode: "IT",
        passwordHash: demo.passwordHash,
        isEmailVerified: false,
      },
    });
    const token = await signIn(unverified.email);
    const verification = await mailedLinks(async () => {
      expect((await call("POST", "/users/send-verification-email/", { token })).status).toBe(200);
    });
    expect(verification).toEqual([expect.stringMatching(/^http:\/\/localhost:3999\/auth\/sign-up\/success\?hash=/)]);
    const reset = await mailedLinks(async () => {
      const res = await call("POST", "/users/password/reset/", { body: { email: DEMO_LOGIN.email }, lang: "it" });
      expect(res.status).toBe(200);
    });
    expect(reset).toEqual([expect.stringMatching(/^http:\/\/localhost:3999\/it\/auth\/new-password\/\?uid=/)]);
  });
});
