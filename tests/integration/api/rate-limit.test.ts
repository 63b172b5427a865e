// Rate-limit counts live in the database: two app instances (here two database clients, as two
// `next start` processes would hold) share one count, so a client gets the limit once, not once
// per instance. The window is fixed: it opens at the first hit and the count starts over after it.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { hit, resetRateLimits } from "@/lib/api/rate-limit";
import { createPrismaClient } from "@/lib/db";

const instanceA = createPrismaClient(process.env.DATABASE_URL!, 2);
const instanceB = createPrismaClient(process.env.DATABASE_URL!, 2);
afterAll(async () => {
  await instanceA.$disconnect();
  await instanceB.$disconnect();
});
beforeEach(() => resetRateLimits(instanceA));

const rule = { name: "t", limit: 3, windowSeconds: 60 };
const t0 = Date.parse("2026-11-25T12:00:00Z");

describe("rate limit shared by every instance", () => {
  it("gives a client `limit` hits per window across instances, then the seconds to the window's end", async () => {
    expect(await hit(rule, "a", t0, instanceA)).toBe(0);
    expect(await hit(rule, "a", t0 + 1000, instanceB)).toBe(0);
    expect(await hit(rule, "a", t0 + 2000, instanceA)).toBe(0);
    expect(await hit(rule, "a", t0 + 10_000, instanceB)).toBe(50);
    expect(await hit(rule, "a", t0 + 10_500, instanceA)).toBe(50);
    // Another client and another bucket have counts of their own.
    expect(await hit(rule, "b", t0 + 10_000, instanceB)).toBe(0);
    expect(await hit({ ...rule, name: "u" }, "a", t0 + 10_000, instanceA)).toBe(0);
    // Once the window has passed the count starts over.
    expect(await hit(rule, "a", t0 + 60_000, instanceB)).toBe(0);
    expect(await hit(rule, "a", t0 + 61_000, instanceA)).toBe(0);
  });

  it("keeps one row per client and bucket, whatever the number of hits", async () => {
    for (let i = 0; i < 25; i++) await hit(rule, "c", t0 + i, i % 2 ? instanceA : instanceB);
    const rows = await instanceA.rateLimitCount.findMany({ where: { client: "c" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.hits).toBe(25);
  });

  it("counts concurrent hits from both instances exactly", async () => {
    const waits = await Promise.all(
      Array.from({ length: 8 }, (_, i) => hit({ ...rule, limit: 5 }, "d", t0, i % 2 ? instanceA : instanceB)),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(waits.filter((w) => w === 60)).toHaveLength(3);
  });
});
