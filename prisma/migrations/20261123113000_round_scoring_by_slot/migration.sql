-- Hand-written: a team's round, the SQL twin of lib/game/round.ts resolveRound (docs/design.md
-- section 4), kept equal to it by tests/integration/rounds/round-sql.test.ts. The team's 15 players come
-- with their positions (1 GKP, 2 DEF, 3 MID, 4 FWD), minutes, cards and points in arrays indexed
-- by slot (1-11 the pitch, 12-15 the bench), picked by fsa_pick from the round's lookup arrays
-- indexed by player id: the function copies 15 elements a call instead of the whole lookup.
DROP FUNCTION IF EXISTS fsa_resolve_round(integer[], integer, integer, integer, smallint[], integer[], boolean[], integer[]);

CREATE OR REPLACE FUNCTION fsa_pick(lookup anyarray, ids integer[]) RETURNS anyarray
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[lookup[ids[1]], lookup[ids[2]], lookup[ids[3]], lookup[ids[4]], lookup[ids[5]],
               lookup[ids[6]], lookup[ids[7]], lookup[ids[8]], lookup[ids[9]], lookup[ids[10]],
               lookup[ids[11]], lookup[ids[12]], lookup[ids[13]], lookup[ids[14]], lookup[ids[15]]]
$$;

CREATE OR REPLACE FUNCTION fsa_resolve_team(
  ids integer[], captain integer, vice integer, penalty integer,
  pos smallint[], mins integer[], carded boolean[], pts integer[],
  OUT final_ids integer[], OUT multiplied_id integer, OUT total integer)
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  slot integer[] := ARRAY[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  used boolean[] := ARRAY[false, false, false, false];
  n integer[] := ARRAY[0, 0, 0, 0];
  i integer;
  j integer;
  p_out smallint;
  p_in smallint;
  cap integer;
  vc integer;
BEGIN
  FOR i IN 1..11 LOOP
    n[pos[i]] := n[pos[i]] + 1;
  END LOOP;
  -- A starter who did not play (0 minutes, no card) gives way to the first bench player who
  -- played, goalkeeper for goalkeeper, keeping at least 3 DEF, 2 MID and 1 FWD.
  FOR i IN 1..11 LOOP
    CONTINUE WHEN mins[i] > 0 OR carded[i];
    p_out := pos[i];
    FOR j IN 12..15 LOOP
      CONTINUE WHEN used[j - 11] OR mins[j] <= 0;
      p_in := pos[j];
      CONTINUE WHEN (p_out = 1) <> (p_in = 1);
      n[p_out] := n[p_out] - 1;
      n[p_in] := n[p_in] + 1;
      IF n[1] = 1 AND n[2] BETWEEN 3 AND 5 AND n[3] BETWEEN 2 AND 5 AND n[4] BETWEEN 1 AND 3 THEN
        slot[i] := j;
        used[j - 11] := true;
        EXIT;
      END IF;
      n[p_in] := n[p_in] - 1;
      n[p_out] := n[p_out] + 1;
    END LOOP;
  END LOOP;
  cap := array_position(ids, captain);
  vc := array_position(ids, vice);
  final_ids := ARRAY[ids[slot[1]], ids[slot[2]], ids[slot[3]], ids[slot[4]], ids[slot[5]], ids[slot[6]],
                     ids[slot[7]], ids[slot[8]], ids[slot[9]], ids[slot[10]], ids[slot[11]]];
  total := 0;
  FOR i IN 1..11 LOOP
    total := total + pts[slot[i]];
  END LOOP;
  -- The captain doubles if he played, else the vice-captain; only from the final eleven.
  multiplied_id := CASE WHEN mins[cap] > 0 THEN captain WHEN mins[vc] > 0 THEN vice END;
  IF multiplied_id = captain AND cap = ANY (slot) THEN total := total + pts[cap];
  ELSIF multiplied_id = vice AND vc = ANY (slot) THEN total := total + pts[vc];
  END IF;
  total := total - coalesce(penalty, 0);
END;
$$;
