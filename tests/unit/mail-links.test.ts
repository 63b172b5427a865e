// Links in e-mails (lib/mail/templates.ts): from APP_URL when set, otherwise from the address the
// app is served on (the port Next records in PORT), in the recipient's language.
import { afterEach, describe, expect, it, vi } from "vitest";

/** The reset mail's link, with the environment read afresh (lib/env validates it once per import). */
async function resetLink(vars: Record<string, string>): Promise<string> {
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  vi.resetModules();
  const { resetMail } = await import("@/lib/mail/templates");
  const mail = resetMail("it", { to: "a@example.com", firstName: "Anna", uid: "MQ", token: "t0k" });
  return mail.text.match(/https?:\/\/\S+/)![0];
}

afterEach(() => vi.unstubAllEnvs());

describe("links in e-mails", () => {
  it("start with APP_URL when it is set, whatever the port", async () => {
    expect(await resetLink({ APP_URL: "https://fantasy.example.com", PORT: "3999" })).toBe(
      "https://fantasy.example.com/it/auth/new-password/?uid=MQ&token=t0k",
    );
  });

  it("start with the address the app is served on when APP_URL is unset or blank", async () => {
    expect(await resetLink({ APP_URL: "", PORT: "3999" })).toBe(
      "http://localhost:3999/it/auth/new-password/?uid=MQ&token=t0k",
    );
    expect(await resetLink({ APP_URL: "", PORT: "" })).toBe(
      "http://localhost:3000/it/auth/new-password/?uid=MQ&token=t0k",
    );
  });
});
