// The outbox (docs/architecture.md "Mail"): a use case that needs a mail queues it here, in its own transaction, so the
// mail exists exactly when the change does (an account and its verification link, a reset request and its link), and
// no request waits for a mail server. The relay (deliver-mail.ts) sends it. The key says what the mail is for; a key
// already queued is left alone, so a mail is queued once however often the use case runs.
import "server-only";
import type { Tx } from "@/lib/db";
import type { ApiLocale } from "@/i18n/translator";
import type { QueuedMail } from "@/lib/mail/templates";

/** Queues one mail (nothing when its key is queued already). */
export async function queueMail(
  tx: Pick<Tx, "$executeRaw">,
  mail: QueuedMail & { key: string; locale: ApiLocale; to: string; now: Date },
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO mail_outbox (key, kind, locale, to_address, payload, created_at, next_attempt_at)
    VALUES (${mail.key}, ${mail.kind}, ${mail.locale}, ${mail.to}, ${JSON.stringify(mail.payload)}::jsonb,
            ${mail.now}, ${mail.now})
    ON CONFLICT (key) DO NOTHING`;
}
