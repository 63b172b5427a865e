-- Hand-written: the forecast (docs/forecast.md), refitted after every close by lib/server/forecast/refresh-forecast.ts.
-- club_strength: each club's attacking and defensive strength in a season (log-goals, 0 the league's average);
-- season_forecast: the season's base goals and home advantage, and the last round the fit saw; on game, each side's
-- expected goals and difficulty (1 easiest to 5 hardest) for the games still to play; player_expected_points: every
-- player's expected points in each of the next rounds, with his chance of playing.
CREATE TABLE "club_strength" (
    "season_id" INTEGER NOT NULL,
    "club_id" INTEGER NOT NULL,
    "attack" DOUBLE PRECISION NOT NULL,
    "defence" DOUBLE PRECISION NOT NULL,
    CONSTRAINT "club_strength_pkey" PRIMARY KEY ("season_id", "club_id")
);
ALTER TABLE "club_strength" ADD CONSTRAINT "club_strength_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "club_strength" ADD CONSTRAINT "club_strength_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "club"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "season_forecast" (
    "season_id" INTEGER NOT NULL,
    "base_goals" DOUBLE PRECISION NOT NULL,
    "home_advantage" DOUBLE PRECISION NOT NULL,
    "through_round" INTEGER NOT NULL,
    "computed_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "season_forecast_pkey" PRIMARY KEY ("season_id")
);
ALTER TABLE "season_forecast" ADD CONSTRAINT "season_forecast_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "game" ADD COLUMN "home_expected_goals" DOUBLE PRECISION,
ADD COLUMN "away_expected_goals" DOUBLE PRECISION,
ADD COLUMN "home_difficulty" SMALLINT,
ADD COLUMN "away_difficulty" SMALLINT;

CREATE TABLE "player_expected_points" (
    "player_id" INTEGER NOT NULL,
    "round_id" INTEGER NOT NULL,
    "points" DOUBLE PRECISION NOT NULL,
    "fixtures" SMALLINT NOT NULL,
    "chance_of_playing" DOUBLE PRECISION NOT NULL,
    CONSTRAINT "player_expected_points_pkey" PRIMARY KEY ("round_id", "player_id")
);
CREATE INDEX "player_expected_points_player_id_idx" ON "player_expected_points"("player_id");
ALTER TABLE "player_expected_points" ADD CONSTRAINT "player_expected_points_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "player_expected_points" ADD CONSTRAINT "player_expected_points_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A refit moves the cache epoch, as any change the pages and the API keep in memory does (the players list, the
-- ticker): lib/server/game-state.ts.
CREATE TRIGGER club_strength_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "club_strength" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();
CREATE TRIGGER season_forecast_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "season_forecast" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();
CREATE TRIGGER player_expected_points_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "player_expected_points" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();
