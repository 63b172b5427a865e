-- fsa_bump_cache_epoch: the statement trigger on every table the app processes keep in memory (lib/server/game-state.ts):
-- moves the cache epoch once per transaction (the first statement that changes such a table; the row stays locked
-- until the commit, so a process that reads the new epoch also reads the change), which tells every process to drop
-- what it holds. Only operator commands and the seed write these tables, never a fan's request.
-- Canonical definition; the migration that creates or changes it carries this exact text
-- (tests/unit/sql-functions.test.ts).
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
