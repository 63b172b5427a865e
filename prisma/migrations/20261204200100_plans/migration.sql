-- CreateTable
CREATE TABLE "plan" (
    "id" SERIAL NOT NULL,
    "team_id" INTEGER NOT NULL,
    "name" VARCHAR(40) NOT NULL,
    "rounds" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "plan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "plan_team_id_name_key" ON "plan"("team_id", "name");

-- AddForeignKey
ALTER TABLE "plan" ADD CONSTRAINT "plan_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "user_team"("id") ON DELETE CASCADE ON UPDATE CASCADE;
