-- CreateTable
CREATE TABLE "deadline_reminder" (
    "round_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "sent_at" TIMESTAMP(3),

    CONSTRAINT "deadline_reminder_pkey" PRIMARY KEY ("round_id","user_id")
);

-- CreateIndex
CREATE INDEX "deadline_reminder_user_id_idx" ON "deadline_reminder"("user_id");

-- AddForeignKey
ALTER TABLE "deadline_reminder" ADD CONSTRAINT "deadline_reminder_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deadline_reminder" ADD CONSTRAINT "deadline_reminder_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
