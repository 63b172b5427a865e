// When the outbox's relay tries a refused mail again, and the Message-ID it sends it with (lib/mail/retry.ts).
import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, messageIdOf, retryDelayMs } from "@/lib/mail/retry";

describe("a refused mail", () => {
  it("is tried again 30 s later, twice as long after each refusal, at most 6 hours apart, then given up", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(11)).toBe(6 * 3_600_000);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeNull();
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)!).reduce((a, b) => a + b);
    // A little over a day of trying before it is given up.
    expect(total / 3_600_000).toBeGreaterThan(24);
    expect(total / 3_600_000).toBeLessThan(30);
  });

  it("keeps its Message-ID from one attempt to the next, on the sender's domain", () => {
    const id = messageIdOf("verify:12", "Fantasy Serie A <no-reply@example.org>");
    expect(id).toMatch(/^<[0-9a-f]{32}@example\.org>$/);
    expect(messageIdOf("verify:12", "no-reply@example.org")).toBe(id);
    expect(messageIdOf("verify:13", "no-reply@example.org")).not.toBe(id);
  });
});
