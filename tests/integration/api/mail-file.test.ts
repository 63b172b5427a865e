// Without SMTP_URL (development), mails are filed under .data/mail/ and their links logged.
import fs from "node:fs/promises";
import { describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail";
import { resetMail } from "@/lib/mail/templates";

describe("mail without SMTP", () => {
  it("writes the mail to .data/mail/ and logs its link", async () => {
    expect(env.SMTP_URL).toBeUndefined();
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const sent = await sendMail(
      resetMail("it", { to: "someone@example.com", firstName: "Anna", uid: "MQ", token: "secret-token" }),
    );
    expect(sent.via).toBe("file");
    const raw = await fs.readFile((sent as { file: string }).file, "utf8");
    expect(raw).toMatch(/^To: someone@example.com/m);
    expect(raw).toContain("Subject: Reimposta la password di Fantasy Serie A");
    expect(log.mock.calls.flat().join("\n")).toContain(
      `${env.APP_URL}/it/auth/new-password/?uid=MQ&token=secret-token`,
    );
    await fs.rm((sent as { file: string }).file);
    log.mockRestore();
  });
});
