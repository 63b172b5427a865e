// The relay against a real SMTP server that refuses, then accepts (lib/server/mail/deliver-mail.ts over lib/mail's
// pooled transport): every mail a use case queued arrives exactly once, with the same Message-ID however many times it
// was refused, and the request that queued it never waited for the server.
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMail, type ReceivedMail } from "../../support/mail-parse";

const inbox: ReceivedMail[] = [];
/** Refuse every recipient while this is true (a mail server in trouble: 451, try again later). */
let refusing = true;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  disableReverseLookup: true,
  onRcptTo(_address, _session, callback) {
    callback(refusing ? Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }) : undefined);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      inbox.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
      callback();
    });
  },
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
// Before lib/env is first read (the modules below are imported only now).
process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
const { getDb } = await import("@/lib/db");
const { closeMailTransport } = await import("@/lib/mail");
const { deliverMail, deliverMailSettled } = await import("@/lib/server/mail/deliver-mail");
const { requestPasswordReset } = await import("@/lib/server/users/request-password-reset");
const { seed } = await import("@/prisma/seed");

beforeAll(async () => {
  await seed(await getDb());
}, 300_000);
afterAll(async () => {
  closeMailTransport();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("a mail server that refuses, then accepts", () => {
  it("gets each mail exactly once", async () => {
    const db = await getDb();
    const users = await db.user.findMany({ where: { isActive: true }, orderBy: { id: "asc" }, take: 3 });
    // The requests answer while the server refuses: their mails wait in the outbox.
    for (const user of users) await requestPasswordReset({ email: user.email, locale: "en" });
    await deliverMailSettled();
    expect(inbox).toHaveLength(0);
    const waiting = await db.mailOutbox.findMany({ where: { kind: "reset" }, orderBy: { id: "asc" } });
    expect(waiting.map((m) => [m.toAddress, m.attempts, m.sentAt])).toEqual(users.map((u) => [u.email, 1, null]));
    expect(waiting[0]!.lastError).toMatch(/451/);

    // Still refused at the next attempt; then accepted.
    const retryAt = () => new Date(Date.now() + 31_000);
    expect(await deliverMail({ now: retryAt })).toEqual({ sent: 0, failed: 3, gaveUp: 0 });
    refusing = false;
    expect(await deliverMail({ now: () => new Date(Date.now() + 92_000) })).toEqual({ sent: 3, failed: 0, gaveUp: 0 });
    // And nothing goes again, however often the relay runs.
    expect(await deliverMail({ now: () => new Date(Date.now() + 86_400_000) })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });

    expect(inbox.map((m) => m.to[0]).sort()).toEqual(users.map((u) => u.email).sort());
    for (const mail of inbox) expect(mail.subject).toBe("Reset your Fantasy Serie A password");
    const ids = inbox.map((m) => m.raw.match(/^Message-ID: (<[^>]+>)/im)?.[1]);
    expect(new Set(ids).size).toBe(3);
  });
});
