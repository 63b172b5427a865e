// POST /contact-us/: stored, mailed to the operator mailbox in the sender's language.
import { closeSmtp, mailsTo } from "./smtp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { resetRateLimits } from "@/lib/api/rate-limit";
import { call } from "./client";

afterAll(closeSmtp);
beforeEach(() => resetRateLimits());

const message = {
  subject: "incorrect-match-entry",
  text: "The score of round 3 is wrong.",
  first_name: "Luca",
  last_name: "Bianchi",
  email: "luca@example.com",
};

describe("POST /contact-us/", () => {
  it("stores the message and mails it to the operators in the sender's language", async () => {
    const res = await call("POST", "/contact-us/", { body: message, lang: "it" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), ...message });
    const db = await getDb();
    const stored = await db.contactMessage.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored).toMatchObject({ subject: "incorrect_match_entry", locale: "it", email: "luca@example.com" });
    const [mail] = await mailsTo(env.CONTACT_MAILBOX);
    expect(mail!.subject).toBe("Modulo di contatto: Dati di una partita errati da Luca Bianchi");
    expect(mail!.text).toContain("The score of round 3 is wrong.");
    expect(mail!.raw).toMatch(/^Reply-To: luca@example.com/m);
  });

  it("answers missing and wrong fields with the spec's messages per field", async () => {
    const res = await call("POST", "/contact-us/", { body: { subject: "spam", email: "nope", first_name: "  " } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      subject: ["Choose one of the topics"],
      text: ["This field is required"],
      first_name: ["This field is required"],
      last_name: ["This field is required"],
      email: ["Please, use correct email address"],
    });
    const it = await call("POST", "/contact-us/", { body: {}, lang: "it" });
    expect(it.body.email).toEqual(["Questo campo è obbligatorio"]);
  });

  it("accepts every topic slug of the spec and limits a client to 5 messages per 10 minutes", async () => {
    const slugs = [
      "bug",
      "functionality-change-recommendation",
      "new-functionality-recommendation",
      "incorrect-match-entry",
      "other",
    ];
    for (const subject of slugs)
      expect((await call("POST", "/contact-us/", { body: { ...message, subject } })).status).toBe(201);
    const limited = await call("POST", "/contact-us/", { body: message });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
