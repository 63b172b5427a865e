-- CreateTable
CREATE TABLE "demo_calendar" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "today" TIMESTAMP(3) NOT NULL,
    "shift_days" INTEGER NOT NULL,

    CONSTRAINT "demo_calendar_pkey" PRIMARY KEY ("id")
);
