-- The cache epoch (lib/server/game-state.ts): one row, moved by a statement trigger on every table the app processes
-- keep in memory, once per transaction that changes them.
-- CreateTable
CREATE TABLE "cache_epoch" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "epoch" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "cache_epoch_pkey" PRIMARY KEY ("id")
);

INSERT INTO "cache_epoch" ("id", "epoch") VALUES (1, 0);

CREATE OR REPLACE FUNCTION fsa_bump_cache_epoch() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('fsa.cache_epoch_bumped', true) IS DISTINCT FROM 'yes' THEN
    UPDATE cache_epoch SET epoch = epoch + 1 WHERE id = 1;
    PERFORM set_config('fsa.cache_epoch_bumped', 'yes', true);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER settings_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();
CREATE TRIGGER season_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "season" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();
CREATE TRIGGER round_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "round" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();
CREATE TRIGGER formation_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "formation" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();
CREATE TRIGGER club_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "club" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();
CREATE TRIGGER season_club_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "season_club" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();
CREATE TRIGGER player_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "player" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();
CREATE TRIGGER player_round_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "player_round" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();
CREATE TRIGGER player_season_stat_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "player_season_stat" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();
CREATE TRIGGER game_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();
CREATE TRIGGER point_action_cache_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "point_action" FOR EACH STATEMENT EXECUTE FUNCTION fsa_bump_cache_epoch();

-- A save and a transfer as one statement each (lib/server/teams/update-team.ts, lib/server/transfers/apply-transfers.ts).
CREATE OR REPLACE FUNCTION fsa_arrange_squad(team integer, expected_version integer, open_round integer,
  now timestamp, formation integer, slots integer[], captain integer, vice_captain integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  new_version integer;
BEGIN
  UPDATE user_team t SET formation_id = formation, version = t.version + 1, updated_at = now
  WHERE t.id = team AND t.version = expected_version
    AND (open_round IS NULL OR EXISTS (
      SELECT 1 FROM round r WHERE r.id = open_round AND r.status = 'scheduled' AND r.deadline > now))
  RETURNING t.version INTO new_version;
  IF new_version IS NULL THEN
    RETURN NULL;
  END IF;
  -- Two passes keep (team_id, slot) unique throughout.
  UPDATE squad_player sp SET slot = s.slot + 99, is_captain = sp.player_id = captain,
    is_vice_captain = sp.player_id = vice_captain
  FROM unnest(slots) WITH ORDINALITY AS s(player_id, slot)
  WHERE sp.team_id = team AND sp.player_id = s.player_id;
  UPDATE squad_player SET slot = slot - 100 WHERE team_id = team AND slot >= 100;
  DELETE FROM bench_entry WHERE team_id = team;
  INSERT INTO bench_entry (team_id, squad_player_id, priority)
  SELECT team_id, id, slot - 11 FROM squad_player WHERE team_id = team AND slot >= 11;
  RETURN new_version;
END
$$;

CREATE OR REPLACE FUNCTION fsa_apply_transfers(team integer, expected_version integer, open_round integer,
  now timestamp, outs integer[], ins integer[], prices_out integer[], prices_in integer[], penalties integer[],
  new_bank integer, penalty integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  new_version integer;
BEGIN
  IF EXISTS (
    SELECT 1 FROM unnest(outs || ins, prices_out || prices_in) AS x(player_id, price)
    LEFT JOIN player p ON p.id = x.player_id
    WHERE p.id IS NULL OR p.current_price <> x.price
  ) OR EXISTS (
    SELECT 1 FROM player p WHERE p.id = ANY (ins) AND (p.club_id IS NULL OR p.status = 'transferred-out')
  ) THEN
    RETURN NULL;
  END IF;
  UPDATE user_team t SET bank = new_bank, transfers_used = t.transfers_used + cardinality(outs),
    penalty_points = t.penalty_points + penalty, version = t.version + 1, updated_at = now
  WHERE t.id = team AND t.version = expected_version
    AND (open_round IS NULL OR EXISTS (
      SELECT 1 FROM round r WHERE r.id = open_round AND r.status = 'scheduled' AND r.deadline > now))
  RETURNING t.version INTO new_version;
  IF new_version IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE squad_player sp SET player_id = x.player_in, purchase_price = x.price_in
  FROM unnest(outs, ins, prices_in) AS x(player_out, player_in, price_in)
  WHERE sp.team_id = team AND sp.player_id = x.player_out;
  IF open_round IS NOT NULL THEN
    INSERT INTO transfer (team_id, round_id, player_in_id, player_out_id, price_in, price_out, penalty)
    SELECT team, open_round, x.player_in, x.player_out, x.price_in, x.price_out, x.penalty
    FROM unnest(ins, outs, prices_in, prices_out, penalties) WITH ORDINALITY
      AS x(player_in, player_out, price_in, price_out, penalty, n)
    ORDER BY x.n;
  END IF;
  RETURN new_version;
END
$$;
