-- CreateTable
CREATE TABLE "rate_limit_count" (
    "bucket" TEXT NOT NULL,
    "client" TEXT NOT NULL,
    "hits" INTEGER NOT NULL,
    "reset_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rate_limit_count_pkey" PRIMARY KEY ("bucket","client")
);

-- CreateIndex
CREATE INDEX "rate_limit_count_reset_at_idx" ON "rate_limit_count"("reset_at");
