-- fsa_pick: the 15 elements of a round's lookup array (indexed by player id) that a team's slots name.
-- Canonical definition; the migration that creates or changes it carries this exact text
-- (tests/unit/sql-functions.test.ts).
CREATE OR REPLACE FUNCTION fsa_pick(lookup anyarray, ids integer[]) RETURNS anyarray
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[lookup[ids[1]], lookup[ids[2]], lookup[ids[3]], lookup[ids[4]], lookup[ids[5]],
               lookup[ids[6]], lookup[ids[7]], lookup[ids[8]], lookup[ids[9]], lookup[ids[10]],
               lookup[ids[11]], lookup[ids[12]], lookup[ids[13]], lookup[ids[14]], lookup[ids[15]]]
$$;
