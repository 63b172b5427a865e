-- fsa_resolve_team: a team's round, the SQL twin of lib/game/round.ts resolveRound (docs/design.md section 4):
-- automatic substitutions, the captain's (or vice-captain's) double, the chip played for the round, the penalty. Kept
-- equal to it by tests/integration/rounds/round-sql.test.ts. Canonical definition; the migration that creates or
-- changes it carries this exact text (tests/unit/sql-functions.test.ts).
CREATE OR REPLACE FUNCTION fsa_resolve_team(
  ids integer[], captain integer, vice integer, penalty integer,
  pos smallint[], mins integer[], carded boolean[], pts integer[], chip "Chip",
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
  cap := array_position(ids, captain);
  vc := array_position(ids, vice);
  -- The captain doubles if he played, else the vice-captain (three times his points under a Triple Captain).
  multiplied_id := CASE WHEN mins[cap] > 0 THEN captain WHEN mins[vc] > 0 THEN vice END;
  IF chip = 'bench_boost' THEN
    -- A Bench Boost: the fifteen score, nobody is substituted.
    final_ids := ids[1:15];
    total := pts[1] + pts[2] + pts[3] + pts[4] + pts[5] + pts[6] + pts[7] + pts[8] + pts[9] + pts[10] + pts[11]
             + pts[12] + pts[13] + pts[14] + pts[15];
    IF multiplied_id = captain THEN total := total + pts[cap];
    ELSIF multiplied_id = vice THEN total := total + pts[vc];
    END IF;
    total := total - coalesce(penalty, 0);
    RETURN;
  END IF;
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
  final_ids := ARRAY[ids[slot[1]], ids[slot[2]], ids[slot[3]], ids[slot[4]], ids[slot[5]], ids[slot[6]],
                     ids[slot[7]], ids[slot[8]], ids[slot[9]], ids[slot[10]], ids[slot[11]]];
  total := 0;
  FOR i IN 1..11 LOOP
    total := total + pts[slot[i]];
  END LOOP;
  -- Only from the final eleven; once more under a Triple Captain.
  IF multiplied_id = captain AND cap = ANY (slot) THEN
    total := total + pts[cap] * CASE WHEN chip = 'triple_captain' THEN 2 ELSE 1 END;
  ELSIF multiplied_id = vice AND vc = ANY (slot) THEN
    total := total + pts[vc] * CASE WHEN chip = 'triple_captain' THEN 2 ELSE 1 END;
  END IF;
  total := total - coalesce(penalty, 0);
END;
$$;
