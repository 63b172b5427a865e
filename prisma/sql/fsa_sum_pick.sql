-- fsa_sum_pick: the sum of the 15 elements of `lookup` (indexed by player id) that a squad's ids pick, as fsa_pick
-- picks them: the lock's team value from the players' prices (lib/server/rounds/lock-round.ts).
-- Canonical definition; the migration that creates or changes it carries this exact text
-- (tests/unit/sql-functions.test.ts).
CREATE OR REPLACE FUNCTION fsa_sum_pick(lookup integer[], ids integer[]) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lookup[ids[1]] + lookup[ids[2]] + lookup[ids[3]] + lookup[ids[4]] + lookup[ids[5]] + lookup[ids[6]]
    + lookup[ids[7]] + lookup[ids[8]] + lookup[ids[9]] + lookup[ids[10]] + lookup[ids[11]] + lookup[ids[12]]
    + lookup[ids[13]] + lookup[ids[14]] + lookup[ids[15]]
$$;
