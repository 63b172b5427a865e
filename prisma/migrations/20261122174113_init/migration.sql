-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "SeasonStatus" AS ENUM ('open-for-registration', 'live', 'finished', 'disabled');

-- CreateEnum
CREATE TYPE "Position" AS ENUM ('GKP', 'DEF', 'MID', 'FWD');

-- CreateEnum
CREATE TYPE "PlayerStatus" AS ENUM ('fit', 'doubtful', 'international-duty', 'minor-injury', 'serious-injury', 'suspended', 'transferred-out', 'unhealthy');

-- CreateEnum
CREATE TYPE "RoundStatus" AS ENUM ('scheduled', 'live', 'finished', 'cancelled');

-- CreateEnum
CREATE TYPE "GameStatus" AS ENUM ('scheduled', 'live', 'finished', 'cancelled', 'technical', 'postponed');

-- CreateEnum
CREATE TYPE "LeagueKind" AS ENUM ('season', 'country', 'round', 'quad', 'private');

-- CreateEnum
CREATE TYPE "ContactTopic" AS ENUM ('bug', 'functionality-change-recommendation', 'new-functionality-recommendation', 'incorrect-match-entry', 'marketing-sponsorship', 'other');

-- CreateEnum
CREATE TYPE "TermsKind" AS ENUM ('terms-of-use', 'privacy-policy', 'cookies-policy');

-- CreateTable
CREATE TABLE "season" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "status" "SeasonStatus" NOT NULL DEFAULT 'open-for-registration',
    "starts_on" DATE NOT NULL,
    "ends_on" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "season_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "club" (
    "id" SERIAL NOT NULL,
    "full_name" TEXT NOT NULL,
    "abbreviation" VARCHAR(8) NOT NULL,
    "logo_image" TEXT NOT NULL,
    "jersey_goalkeeper" TEXT NOT NULL,
    "jersey_outfield" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "club_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "season_club" (
    "season_id" INTEGER NOT NULL,
    "club_id" INTEGER NOT NULL,

    CONSTRAINT "season_club_pkey" PRIMARY KEY ("season_id","club_id")
);

-- CreateTable
CREATE TABLE "player" (
    "id" SERIAL NOT NULL,
    "external_id" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "position" "Position" NOT NULL,
    "club_id" INTEGER,
    "status" "PlayerStatus" NOT NULL DEFAULT 'fit',
    "initial_price" INTEGER NOT NULL,
    "current_price" INTEGER NOT NULL,
    "popularity_bp" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "player_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "player_price" (
    "id" SERIAL NOT NULL,
    "player_id" INTEGER NOT NULL,
    "season_id" INTEGER NOT NULL,
    "round_id" INTEGER,
    "price" INTEGER NOT NULL,
    "changed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "player_price_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "formation" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "defenders" INTEGER NOT NULL,
    "midfielders" INTEGER NOT NULL,
    "forwards" INTEGER NOT NULL,

    CONSTRAINT "formation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "round" (
    "id" SERIAL NOT NULL,
    "season_id" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "status" "RoundStatus" NOT NULL DEFAULT 'scheduled',
    "deadline" TIMESTAMP(3) NOT NULL,
    "locked_at" TIMESTAMP(3),
    "closed_at" TIMESTAMP(3),
    "close_step" INTEGER NOT NULL DEFAULT 0,
    "teams_count" INTEGER,
    "avg_points" DOUBLE PRECISION,
    "max_points" INTEGER,
    "max_points_team_id" INTEGER,

    CONSTRAINT "round_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "game" (
    "id" SERIAL NOT NULL,
    "round_id" INTEGER NOT NULL,
    "home_club_id" INTEGER NOT NULL,
    "away_club_id" INTEGER NOT NULL,
    "kickoff" TIMESTAMP(3) NOT NULL,
    "status" "GameStatus" NOT NULL DEFAULT 'scheduled',
    "home_score" INTEGER,
    "away_score" INTEGER,
    "results_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "point_action" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_it" TEXT NOT NULL,
    "every_n" INTEGER NOT NULL DEFAULT 1,
    "points_gkp" INTEGER,
    "points_def" INTEGER,
    "points_mid" INTEGER,
    "points_fwd" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "point_action_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "player_game" (
    "player_id" INTEGER NOT NULL,
    "game_id" INTEGER NOT NULL,
    "club_id" INTEGER NOT NULL,
    "minutes" INTEGER NOT NULL DEFAULT 0,
    "points" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "player_game_pkey" PRIMARY KEY ("player_id","game_id")
);

-- CreateTable
CREATE TABLE "player_game_action" (
    "player_id" INTEGER NOT NULL,
    "game_id" INTEGER NOT NULL,
    "action_id" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,

    CONSTRAINT "player_game_action_pkey" PRIMARY KEY ("player_id","game_id","action_id")
);

-- CreateTable
CREATE TABLE "player_round" (
    "player_id" INTEGER NOT NULL,
    "round_id" INTEGER NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "minutes" INTEGER NOT NULL DEFAULT 0,
    "carded" BOOLEAN NOT NULL DEFAULT false,
    "price" INTEGER NOT NULL,
    "selected_by" INTEGER NOT NULL DEFAULT 0,
    "transfers_in" INTEGER NOT NULL DEFAULT 0,
    "transfers_out" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "player_round_pkey" PRIMARY KEY ("round_id","player_id")
);

-- CreateTable
CREATE TABLE "player_season_stat" (
    "player_id" INTEGER NOT NULL,
    "season_id" INTEGER NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "minutes" INTEGER NOT NULL DEFAULT 0,
    "gs_op" INTEGER NOT NULL DEFAULT 0,
    "gs_pk" INTEGER NOT NULL DEFAULT 0,
    "assists" INTEGER NOT NULL DEFAULT 0,
    "pe" INTEGER NOT NULL DEFAULT 0,
    "sot" INTEGER NOT NULL DEFAULT 0,
    "cs_ht" INTEGER NOT NULL DEFAULT 0,
    "tbi" INTEGER NOT NULL DEFAULT 0,
    "sa_op" INTEGER NOT NULL DEFAULT 0,
    "sa_pk" INTEGER NOT NULL DEFAULT 0,
    "gc" INTEGER NOT NULL DEFAULT 0,
    "og" INTEGER NOT NULL DEFAULT 0,
    "pm" INTEGER NOT NULL DEFAULT 0,
    "yc" INTEGER NOT NULL DEFAULT 0,
    "rc" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "player_season_stat_pkey" PRIMARY KEY ("season_id","player_id")
);

-- CreateTable
CREATE TABLE "country" (
    "code" VARCHAR(2) NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_it" TEXT NOT NULL,

    CONSTRAINT "country_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "user" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "country_code" VARCHAR(2),
    "locale" VARCHAR(2) NOT NULL DEFAULT 'en',
    "is_email_verified" BOOLEAN NOT NULL DEFAULT false,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "is_staff" BOOLEAN NOT NULL DEFAULT false,
    "deadline_reminders" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_verification" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_verification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refresh_token" (
    "id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "family_id" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "rotated_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refresh_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_team" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "season_id" INTEGER NOT NULL,
    "name" VARCHAR(30) NOT NULL,
    "abbreviation" VARCHAR(8) NOT NULL,
    "formation_id" INTEGER NOT NULL,
    "country_code" VARCHAR(2),
    "bank" INTEGER NOT NULL,
    "first_round_id" INTEGER,
    "transfers_used" INTEGER NOT NULL DEFAULT 0,
    "free_transfers" INTEGER NOT NULL DEFAULT 1,
    "penalty_points" INTEGER NOT NULL DEFAULT 0,
    "wildcard_round_id" INTEGER,
    "total_points" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "user_team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "squad_player" (
    "id" SERIAL NOT NULL,
    "team_id" INTEGER NOT NULL,
    "player_id" INTEGER NOT NULL,
    "slot" INTEGER NOT NULL,
    "is_captain" BOOLEAN NOT NULL DEFAULT false,
    "is_vice_captain" BOOLEAN NOT NULL DEFAULT false,
    "purchase_price" INTEGER NOT NULL,

    CONSTRAINT "squad_player_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bench_entry" (
    "id" SERIAL NOT NULL,
    "team_id" INTEGER NOT NULL,
    "squad_player_id" INTEGER NOT NULL,
    "priority" INTEGER NOT NULL,

    CONSTRAINT "bench_entry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "transfer" (
    "id" SERIAL NOT NULL,
    "team_id" INTEGER NOT NULL,
    "round_id" INTEGER NOT NULL,
    "player_in_id" INTEGER NOT NULL,
    "player_out_id" INTEGER NOT NULL,
    "price_in" INTEGER NOT NULL,
    "price_out" INTEGER NOT NULL,
    "penalty" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "transfer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_round" (
    "round_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "formation_id" INTEGER NOT NULL,
    "player_ids" INTEGER[],
    "captain_id" INTEGER NOT NULL,
    "vice_captain_id" INTEGER NOT NULL,
    "final_ids" INTEGER[],
    "multiplied_id" INTEGER,
    "points" INTEGER NOT NULL DEFAULT 0,
    "penalty_points" INTEGER NOT NULL DEFAULT 0,
    "transfers_used" INTEGER NOT NULL DEFAULT 0,
    "wildcard_used" BOOLEAN NOT NULL DEFAULT false,
    "team_value" INTEGER NOT NULL,
    "bank" INTEGER NOT NULL,
    "total_points" INTEGER NOT NULL DEFAULT 0,
    "round_rank" INTEGER,
    "overall_rank" INTEGER,
    "is_final" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "team_round_pkey" PRIMARY KEY ("round_id","team_id")
);

-- CreateTable
CREATE TABLE "league" (
    "id" SERIAL NOT NULL,
    "season_id" INTEGER NOT NULL,
    "kind" "LeagueKind" NOT NULL,
    "key" VARCHAR(40) NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "country_code" VARCHAR(2),
    "round_id" INTEGER,
    "quad_number" INTEGER,
    "owner_id" INTEGER,
    "join_code" VARCHAR(12),
    "starts_from_round_id" INTEGER,
    "entries_closed" BOOLEAN NOT NULL DEFAULT false,
    "members_count" INTEGER NOT NULL DEFAULT 0,
    "last_update_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "league_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "league_member" (
    "league_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "joined_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "league_member_pkey" PRIMARY KEY ("league_id","team_id")
);

-- CreateTable
CREATE TABLE "standing" (
    "league_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "rank" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "previous_rank" INTEGER,

    CONSTRAINT "standing_pkey" PRIMARY KEY ("league_id","team_id")
);

-- CreateTable
CREATE TABLE "dream_team" (
    "id" SERIAL NOT NULL,
    "season_id" INTEGER NOT NULL,
    "round_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dream_team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dream_team_player" (
    "dream_team_id" INTEGER NOT NULL,
    "slot" INTEGER NOT NULL,
    "player_id" INTEGER NOT NULL,
    "position" "Position" NOT NULL,
    "points" INTEGER NOT NULL,

    CONSTRAINT "dream_team_player_pkey" PRIMARY KEY ("dream_team_id","slot")
);

-- CreateTable
CREATE TABLE "tag" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_it" TEXT NOT NULL,

    CONSTRAINT "tag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "news" (
    "id" SERIAL NOT NULL,
    "image" TEXT NOT NULL,
    "headline_en" TEXT NOT NULL,
    "headline_it" TEXT NOT NULL,
    "short_text_en" TEXT NOT NULL,
    "short_text_it" TEXT NOT NULL,
    "full_text_en" TEXT NOT NULL,
    "full_text_it" TEXT NOT NULL,
    "author_id" INTEGER,
    "author_name" TEXT NOT NULL,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "news_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "prize" (
    "id" SERIAL NOT NULL,
    "season_id" INTEGER NOT NULL,
    "winner_type" INTEGER NOT NULL,
    "main_image" TEXT NOT NULL,
    "second_place_image" TEXT NOT NULL,
    "third_place_image" TEXT NOT NULL,

    CONSTRAINT "prize_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "prize_item" (
    "id" SERIAL NOT NULL,
    "prize_id" INTEGER NOT NULL,
    "place" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "item_text_en" TEXT NOT NULL,
    "item_text_it" TEXT NOT NULL,

    CONSTRAINT "prize_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rules_section" (
    "id" SERIAL NOT NULL,
    "section_type" TEXT NOT NULL DEFAULT 'rules',
    "position" INTEGER NOT NULL,
    "slug" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_it" TEXT NOT NULL,
    "text_en" TEXT NOT NULL,
    "text_it" TEXT NOT NULL,
    "image" TEXT,

    CONSTRAINT "rules_section_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "faq_item" (
    "id" SERIAL NOT NULL,
    "position" INTEGER NOT NULL,
    "question_en" TEXT NOT NULL,
    "question_it" TEXT NOT NULL,
    "answer_en" TEXT NOT NULL,
    "answer_it" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "faq_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_message" (
    "id" SERIAL NOT NULL,
    "subject" "ContactTopic" NOT NULL,
    "text" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "locale" VARCHAR(2) NOT NULL DEFAULT 'en',
    "user_id" INTEGER,
    "sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "terms_document" (
    "id" SERIAL NOT NULL,
    "kind" "TermsKind" NOT NULL,
    "version" INTEGER NOT NULL,
    "content_en" TEXT NOT NULL,
    "content_it" TEXT NOT NULL,
    "published_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "terms_document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "budget_limit" INTEGER NOT NULL DEFAULT 1000,
    "extra_transfer_penalty_points" INTEGER NOT NULL DEFAULT 4,
    "nmb_of_fp_from_fc" INTEGER NOT NULL DEFAULT 3,
    "free_transfers_per_round" INTEGER NOT NULL DEFAULT 1,
    "max_saved_free_transfers" INTEGER NOT NULL DEFAULT 1,
    "deadline_offset_minutes" INTEGER NOT NULL DEFAULT 60,
    "sign_up_open" BOOLEAN NOT NULL DEFAULT false,
    "maintenance_mode" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" TEXT NOT NULL,
    "command" TEXT NOT NULL,
    "entity" TEXT,
    "entity_id" TEXT,
    "dry_run" BOOLEAN NOT NULL DEFAULT false,
    "details" JSONB,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_NewsToTag" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_NewsToTag_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "season_name_key" ON "season"("name");

-- CreateIndex
CREATE UNIQUE INDEX "club_full_name_key" ON "club"("full_name");

-- CreateIndex
CREATE UNIQUE INDEX "club_abbreviation_key" ON "club"("abbreviation");

-- CreateIndex
CREATE UNIQUE INDEX "player_external_id_key" ON "player"("external_id");

-- CreateIndex
CREATE INDEX "player_club_id_position_idx" ON "player"("club_id", "position");

-- CreateIndex
CREATE INDEX "player_position_current_price_idx" ON "player"("position", "current_price");

-- CreateIndex
CREATE INDEX "player_last_name_first_name_idx" ON "player"("last_name", "first_name");

-- CreateIndex
CREATE INDEX "player_price_player_id_changed_at_idx" ON "player_price"("player_id", "changed_at");

-- CreateIndex
CREATE UNIQUE INDEX "formation_name_key" ON "formation"("name");

-- CreateIndex
CREATE INDEX "round_status_deadline_idx" ON "round"("status", "deadline");

-- CreateIndex
CREATE UNIQUE INDEX "round_season_id_number_key" ON "round"("season_id", "number");

-- CreateIndex
CREATE INDEX "game_round_id_kickoff_idx" ON "game"("round_id", "kickoff");

-- CreateIndex
CREATE INDEX "game_home_club_id_idx" ON "game"("home_club_id");

-- CreateIndex
CREATE INDEX "game_away_club_id_idx" ON "game"("away_club_id");

-- CreateIndex
CREATE UNIQUE INDEX "point_action_code_key" ON "point_action"("code");

-- CreateIndex
CREATE INDEX "player_game_game_id_idx" ON "player_game"("game_id");

-- CreateIndex
CREATE INDEX "player_game_action_game_id_idx" ON "player_game_action"("game_id");

-- CreateIndex
CREATE INDEX "player_round_player_id_idx" ON "player_round"("player_id");

-- CreateIndex
CREATE INDEX "player_season_stat_player_id_idx" ON "player_season_stat"("player_id");

-- CreateIndex
CREATE INDEX "player_season_stat_season_id_points_idx" ON "player_season_stat"("season_id", "points");

-- CreateIndex
CREATE UNIQUE INDEX "user_email_key" ON "user"("email");

-- CreateIndex
CREATE INDEX "user_country_code_idx" ON "user"("country_code");

-- CreateIndex
CREATE UNIQUE INDEX "email_verification_token_hash_key" ON "email_verification"("token_hash");

-- CreateIndex
CREATE INDEX "email_verification_user_id_idx" ON "email_verification"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_token_hash_key" ON "password_reset"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_user_id_idx" ON "password_reset"("user_id");

-- CreateIndex
CREATE INDEX "refresh_token_user_id_idx" ON "refresh_token"("user_id");

-- CreateIndex
CREATE INDEX "refresh_token_family_id_idx" ON "refresh_token"("family_id");

-- CreateIndex
CREATE INDEX "user_team_season_id_country_code_idx" ON "user_team"("season_id", "country_code");

-- CreateIndex
CREATE INDEX "user_team_season_id_name_idx" ON "user_team"("season_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "user_team_user_id_season_id_key" ON "user_team"("user_id", "season_id");

-- CreateIndex
CREATE INDEX "squad_player_player_id_idx" ON "squad_player"("player_id");

-- CreateIndex
CREATE UNIQUE INDEX "squad_player_team_id_player_id_key" ON "squad_player"("team_id", "player_id");

-- CreateIndex
CREATE UNIQUE INDEX "squad_player_team_id_slot_key" ON "squad_player"("team_id", "slot");

-- CreateIndex
CREATE UNIQUE INDEX "bench_entry_squad_player_id_key" ON "bench_entry"("squad_player_id");

-- CreateIndex
CREATE UNIQUE INDEX "bench_entry_team_id_priority_key" ON "bench_entry"("team_id", "priority");

-- CreateIndex
CREATE INDEX "transfer_team_id_round_id_idx" ON "transfer"("team_id", "round_id");

-- CreateIndex
CREATE INDEX "transfer_round_id_idx" ON "transfer"("round_id");

-- CreateIndex
CREATE INDEX "team_round_team_id_idx" ON "team_round"("team_id");

-- CreateIndex
CREATE INDEX "team_round_round_id_points_idx" ON "team_round"("round_id", "points");

-- CreateIndex
CREATE UNIQUE INDEX "league_join_code_key" ON "league"("join_code");

-- CreateIndex
CREATE INDEX "league_owner_id_idx" ON "league"("owner_id");

-- CreateIndex
CREATE UNIQUE INDEX "league_season_id_key_key" ON "league"("season_id", "key");

-- CreateIndex
CREATE INDEX "league_member_team_id_idx" ON "league_member"("team_id");

-- CreateIndex
CREATE INDEX "standing_league_id_rank_team_id_idx" ON "standing"("league_id", "rank", "team_id");

-- CreateIndex
CREATE INDEX "standing_team_id_idx" ON "standing"("team_id");

-- CreateIndex
CREATE UNIQUE INDEX "dream_team_round_id_key" ON "dream_team"("round_id");

-- CreateIndex
CREATE INDEX "dream_team_season_id_idx" ON "dream_team"("season_id");

-- CreateIndex
CREATE UNIQUE INDEX "tag_slug_key" ON "tag"("slug");

-- CreateIndex
CREATE INDEX "news_published_created_at_idx" ON "news"("published", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "prize_season_id_winner_type_key" ON "prize"("season_id", "winner_type");

-- CreateIndex
CREATE INDEX "prize_item_prize_id_place_position_idx" ON "prize_item"("prize_id", "place", "position");

-- CreateIndex
CREATE UNIQUE INDEX "rules_section_slug_key" ON "rules_section"("slug");

-- CreateIndex
CREATE INDEX "rules_section_section_type_position_idx" ON "rules_section"("section_type", "position");

-- CreateIndex
CREATE INDEX "faq_item_position_idx" ON "faq_item"("position");

-- CreateIndex
CREATE UNIQUE INDEX "terms_document_kind_version_key" ON "terms_document"("kind", "version");

-- CreateIndex
CREATE INDEX "audit_log_at_idx" ON "audit_log"("at");

-- CreateIndex
CREATE INDEX "_NewsToTag_B_index" ON "_NewsToTag"("B");

-- AddForeignKey
ALTER TABLE "season_club" ADD CONSTRAINT "season_club_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "season_club" ADD CONSTRAINT "season_club_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "club"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player" ADD CONSTRAINT "player_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "club"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_price" ADD CONSTRAINT "player_price_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_price" ADD CONSTRAINT "player_price_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_price" ADD CONSTRAINT "player_price_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "round"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "round" ADD CONSTRAINT "round_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game" ADD CONSTRAINT "game_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game" ADD CONSTRAINT "game_home_club_id_fkey" FOREIGN KEY ("home_club_id") REFERENCES "club"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game" ADD CONSTRAINT "game_away_club_id_fkey" FOREIGN KEY ("away_club_id") REFERENCES "club"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_game" ADD CONSTRAINT "player_game_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_game" ADD CONSTRAINT "player_game_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_game" ADD CONSTRAINT "player_game_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "club"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_game_action" ADD CONSTRAINT "player_game_action_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_game_action" ADD CONSTRAINT "player_game_action_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_game_action" ADD CONSTRAINT "player_game_action_action_id_fkey" FOREIGN KEY ("action_id") REFERENCES "point_action"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_round" ADD CONSTRAINT "player_round_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_round" ADD CONSTRAINT "player_round_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_season_stat" ADD CONSTRAINT "player_season_stat_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "player_season_stat" ADD CONSTRAINT "player_season_stat_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user" ADD CONSTRAINT "user_country_code_fkey" FOREIGN KEY ("country_code") REFERENCES "country"("code") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_verification" ADD CONSTRAINT "email_verification_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_team" ADD CONSTRAINT "user_team_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_team" ADD CONSTRAINT "user_team_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_team" ADD CONSTRAINT "user_team_formation_id_fkey" FOREIGN KEY ("formation_id") REFERENCES "formation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_team" ADD CONSTRAINT "user_team_country_code_fkey" FOREIGN KEY ("country_code") REFERENCES "country"("code") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_team" ADD CONSTRAINT "user_team_first_round_id_fkey" FOREIGN KEY ("first_round_id") REFERENCES "round"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_team" ADD CONSTRAINT "user_team_wildcard_round_id_fkey" FOREIGN KEY ("wildcard_round_id") REFERENCES "round"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "squad_player" ADD CONSTRAINT "squad_player_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "user_team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "squad_player" ADD CONSTRAINT "squad_player_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bench_entry" ADD CONSTRAINT "bench_entry_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "user_team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bench_entry" ADD CONSTRAINT "bench_entry_squad_player_id_fkey" FOREIGN KEY ("squad_player_id") REFERENCES "squad_player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "user_team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_player_in_id_fkey" FOREIGN KEY ("player_in_id") REFERENCES "player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transfer" ADD CONSTRAINT "transfer_player_out_id_fkey" FOREIGN KEY ("player_out_id") REFERENCES "player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_round" ADD CONSTRAINT "team_round_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_round" ADD CONSTRAINT "team_round_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "user_team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_round" ADD CONSTRAINT "team_round_formation_id_fkey" FOREIGN KEY ("formation_id") REFERENCES "formation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league" ADD CONSTRAINT "league_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league" ADD CONSTRAINT "league_country_code_fkey" FOREIGN KEY ("country_code") REFERENCES "country"("code") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league" ADD CONSTRAINT "league_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league" ADD CONSTRAINT "league_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league" ADD CONSTRAINT "league_starts_from_round_id_fkey" FOREIGN KEY ("starts_from_round_id") REFERENCES "round"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league_member" ADD CONSTRAINT "league_member_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "league"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league_member" ADD CONSTRAINT "league_member_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "user_team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "standing" ADD CONSTRAINT "standing_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "league"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "standing" ADD CONSTRAINT "standing_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "user_team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dream_team" ADD CONSTRAINT "dream_team_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dream_team" ADD CONSTRAINT "dream_team_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dream_team_player" ADD CONSTRAINT "dream_team_player_dream_team_id_fkey" FOREIGN KEY ("dream_team_id") REFERENCES "dream_team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dream_team_player" ADD CONSTRAINT "dream_team_player_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "prize" ADD CONSTRAINT "prize_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "prize_item" ADD CONSTRAINT "prize_item_prize_id_fkey" FOREIGN KEY ("prize_id") REFERENCES "prize"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_NewsToTag" ADD CONSTRAINT "_NewsToTag_A_fkey" FOREIGN KEY ("A") REFERENCES "news"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_NewsToTag" ADD CONSTRAINT "_NewsToTag_B_fkey" FOREIGN KEY ("B") REFERENCES "tag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: the bank (budget left) can never go negative (docs/design.md section 4).
ALTER TABLE "user_team" ADD CONSTRAINT "user_team_bank_nonnegative" CHECK ("bank" >= 0);
