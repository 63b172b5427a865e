// The mail outbox and its relay (lib/server/mail/outbox.ts, deliver-mail.ts): a mail queued once per key, sent once
// however many relays run side by side, its payload (a link is a secret) gone once sent, tried again after a refusal
// with a growing wait, given up after the last attempt, and taken again from a relay that died holding it.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { Mail } from "@/lib/mail";
import { MAX_ATTEMPTS } from "@/lib/mail/retry";
import { deliverMail } from "@/lib/server/mail/deliver-mail";
import { queueMail } from "@/lib/server/mail/outbox";
import { main } from "@/ops/cli";
import { COMMANDS } from "@/ops/commands";

async function ops(argv: string[], now: Date) {
  const out: string[] = [];
  const code = await main(argv, COMMANDS, getDb, { print: (l) => out.push(l), printError: (l) => out.push(l), now });
  return { code, out: out.join("\n") };
}

const start = new Date("2027-03-01T10:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);

/** Queues a reset mail under `key`, to `to`. */
async function queue(key: string, to = `${key.replace(/\W/g, "-")}@example.com`) {
  await queueMail(await getDb(), {
    key,
    kind: "reset",
    locale: "it",
    to,
    payload: { firstName: "Anna", uid: "MQ", token: `token-${key}` },
    now: start,
  });
}

const row = async (key: string) => (await getDb()).mailOutbox.findUniqueOrThrow({ where: { key } });

beforeAll(async () => {
  await (await getDb()).mailOutbox.deleteMany();
});

describe("the mail outbox", () => {
  it("queues a key once, and sends it rendered in its language, with the payload gone after", async () => {
    await queue("reset:1");
    await queue("reset:1", "someone-else@example.com");
    const sent: Mail[] = [];
    const d = await deliverMail({ now: () => start, send: async (m) => void sent.push(m) });
    expect(d).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(sent.map((m) => m.to)).toEqual(["reset-1@example.com"]);
    expect(sent[0]!.subject).toBe("Reimposta la password di Fantasy Serie A");
    expect(sent[0]!.text).toContain("/it/auth/new-password/?uid=MQ&token=token-reset%3A1");
    expect(await row("reset:1")).toMatchObject({ attempts: 1, payload: null, sentAt: start });
    // Sent is sent: nothing goes again.
    expect(await deliverMail({ now: () => later(3_600_000), send: async (m) => void sent.push(m) })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
  });

  it("sends each of 300 mails once with four relays at work side by side", async () => {
    for (let i = 0; i < 300; i++) await queue(`reset:many-${i}`);
    const sent: string[] = [];
    const send = async (mail: Mail) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      sent.push(mail.to);
    };
    const runs = await Promise.all([1, 2, 3, 4].map(() => deliverMail({ now: () => start, send })));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(300);
    expect(sent).toHaveLength(300);
    expect(new Set(sent).size).toBe(300);
  });

  it("tries a refused mail again after a growing wait, and gives it up after the last attempt", async () => {
    await queue("reset:refused");
    const refuse = async () => {
      throw new Error("421 try again later");
    };
    let at = start;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const d = await deliverMail({ now: () => at, send: refuse });
      expect(d).toEqual(attempt < MAX_ATTEMPTS ? { sent: 0, failed: 1, gaveUp: 0 } : { sent: 0, failed: 0, gaveUp: 1 });
      const waiting = await row("reset:refused");
      expect(waiting).toMatchObject({ attempts: attempt, lastError: "421 try again later", sentAt: null });
      if (attempt === 1) expect(waiting.nextAttemptAt).toEqual(later(30_000));
      if (attempt === 2) expect(waiting.nextAttemptAt.getTime() - at.getTime()).toBe(60_000);
      // Not due a moment before its time.
      expect(
        (await deliverMail({ now: () => new Date(waiting.nextAttemptAt.getTime() - 1), send: refuse })).failed,
      ).toBe(0);
      at = waiting.nextAttemptAt;
    }
    expect((await row("reset:refused")).gaveUpAt).not.toBeNull();
    // Given up is given up.
    expect((await deliverMail({ now: () => later(30 * 24 * 3_600_000), send: refuse })).gaveUp).toBe(0);
  });

  it("shows an operator the mails given up, and sends them again after mail retry", async () => {
    const at = later(40 * 24 * 3_600_000);
    const status = await ops(["status"], at);
    expect(status.out).toContain("Mail outbox: 0 waiting, 1 given up");
    expect(status.out).toContain("1 mails were given up after the mail server refused them");
    const listed = await ops(["mail", "--state", "given-up"], at);
    expect(listed.out).toMatch(
      /^reset:refused {2}reset-refused@example\.com {2}14 attempts {2}given up .* — 421 try again later$/m,
    );
    expect(JSON.parse((await ops(["mail", "--json"], at)).out)).toEqual({ waiting: 0, given_up: 1, mails: [] });
    expect((await ops(["mail", "retry", "--dry-run"], at)).out).toBe(
      "[dry run, nothing saved] 1 mails given up are due again.",
    );
    expect((await ops(["mail", "retry"], at)).out).toBe("1 mails given up are due again.");
    const sent: string[] = [];
    expect((await deliverMail({ now: () => at, send: async (m) => void sent.push(m.to) })).sent).toBe(1);
    expect(sent).toEqual(["reset-refused@example.com"]);
    expect((await ops(["status"], at)).out).toContain("Mail outbox: 0 waiting, 0 given up");
  });

  it("takes again a mail whose relay died holding it, once its claim has run out", async () => {
    await queue("reset:orphan");
    // A relay that claims and never finishes (its process killed mid-send).
    const dead = deliverMail({ now: () => start, send: () => new Promise(() => {}) });
    void dead;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const held = await row("reset:orphan");
    expect(held.attempts).toBe(1);
    const sent: string[] = [];
    const send = async (m: Mail) => void sent.push(m.to);
    expect((await deliverMail({ now: () => later(60_000), send })).sent).toBe(0);
    expect((await deliverMail({ now: () => held.nextAttemptAt, send })).sent).toBe(1);
    expect(sent).toEqual(["reset-orphan@example.com"]);
  });
});
