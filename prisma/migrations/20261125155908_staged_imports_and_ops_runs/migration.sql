-- CreateTable
CREATE TABLE "player_stage" (
    "season_id" INTEGER NOT NULL,
    "external_id" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "position" "Position" NOT NULL,
    "club_id" INTEGER,
    "price" INTEGER NOT NULL,
    "status" "PlayerStatus",
    "staged_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "player_stage_pkey" PRIMARY KEY ("season_id","external_id")
);

-- CreateTable
CREATE TABLE "club_stage" (
    "season_id" INTEGER NOT NULL,
    "club_id" INTEGER NOT NULL,
    "full_name" TEXT NOT NULL,
    "logo_image" TEXT NOT NULL,
    "jersey_outfield" TEXT NOT NULL,
    "jersey_goalkeeper" TEXT NOT NULL,
    "staged_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "club_stage_pkey" PRIMARY KEY ("season_id","club_id")
);

-- CreateTable
CREATE TABLE "ops_run" (
    "id" SERIAL NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMP(3),
    "actor" TEXT NOT NULL,
    "command" TEXT NOT NULL,
    "outcome" VARCHAR(10) NOT NULL,
    "message" TEXT,

    CONSTRAINT "ops_run_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ops_run_started_at_idx" ON "ops_run"("started_at");
