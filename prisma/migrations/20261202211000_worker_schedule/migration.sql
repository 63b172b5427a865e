-- The job worker's settings: how long before a deadline it e-mails the reminders (0: by hand only), and how long after a
-- round's last result it closes the round (NULL: by hand only).
-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "auto_close_after_minutes" INTEGER DEFAULT 60,
ADD COLUMN     "reminder_lead_hours" INTEGER NOT NULL DEFAULT 24;
