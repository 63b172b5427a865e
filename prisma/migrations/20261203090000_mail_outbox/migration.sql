-- Every mail the product sends goes through an outbox (docs/architecture.md "Mail"): a row written in the same
-- transaction as the change that needs it, delivered by a relay (the job worker, or the web process right after its
-- commit) over a pooled SMTP transport, with retries and backoff. The key says what the mail is for and is unique, so
-- the same mail is never queued twice; the relay sends it with a Message-ID made from the key.
CREATE TABLE "mail_outbox" (
    "id" BIGSERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "locale" VARCHAR(2) NOT NULL,
    "to_address" TEXT NOT NULL,
    "payload" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "next_attempt_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "sent_at" TIMESTAMP(3),
    "gave_up_at" TIMESTAMP(3),

    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "mail_outbox_key_key" ON "mail_outbox"("key");

-- The relay's claim reads only the mails still to send, soonest first.
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox"("next_attempt_at") WHERE "sent_at" IS NULL AND "gave_up_at" IS NULL;

-- The outbox's unique keys replace the reminders' claims (deadline:<round>:<lead hours>:<user>), and its sent_at the
-- contact message's.
DROP TABLE "deadline_reminder";
ALTER TABLE "contact_message" DROP COLUMN "sent_at";

-- Several reminders before a deadline (24 and 2 hours, say); none: reminders only by hand.
ALTER TABLE "settings" ALTER COLUMN "reminder_lead_hours" DROP DEFAULT;
ALTER TABLE "settings" ALTER COLUMN "reminder_lead_hours" TYPE INTEGER[]
  USING CASE WHEN "reminder_lead_hours" > 0 THEN ARRAY["reminder_lead_hours"] ELSE ARRAY[]::INTEGER[] END;
ALTER TABLE "settings" ALTER COLUMN "reminder_lead_hours" SET DEFAULT ARRAY[24];
