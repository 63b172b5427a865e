-- DropIndex
DROP INDEX "team_round_round_id_points_idx";

-- AlterTable
ALTER TABLE "team_round" ADD COLUMN     "country_rank" INTEGER;

-- CreateIndex
CREATE INDEX "team_round_round_id_round_rank_idx" ON "team_round"("round_id", "round_rank");

-- CreateIndex
CREATE INDEX "team_round_round_id_overall_rank_idx" ON "team_round"("round_id", "overall_rank");

-- Hand-written: a team's round, the SQL twin of lib/game/round.ts resolveRound (docs/design.md
-- section 4), kept equal to it by tests/integration/rounds/round-sql.test.ts. The round's per-player data
-- comes as arrays indexed by player id (pos: 1 GKP, 2 DEF, 3 MID, 4 FWD), so scoring every team is
-- one pass over team_round with no join.
CREATE OR REPLACE FUNCTION fsa_resolve_round(
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
  pid integer;
BEGIN
  FOR i IN 1..11 LOOP
    n[pos[ids[i]]] := n[pos[ids[i]]] + 1;
  END LOOP;
  FOR i IN 1..11 LOOP
    pid := ids[i];
    CONTINUE WHEN coalesce(mins[pid], 0) > 0 OR coalesce(carded[pid], false);
    p_out := pos[pid];
    FOR j IN 12..15 LOOP
      CONTINUE WHEN used[j - 11] OR coalesce(mins[ids[j]], 0) <= 0;
      p_in := pos[ids[j]];
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
  multiplied_id := CASE WHEN coalesce(mins[captain], 0) > 0 THEN captain
                        WHEN coalesce(mins[vice], 0) > 0 THEN vice END;
  total := 0;
  FOR i IN 1..11 LOOP
    total := total + coalesce(pts[final_ids[i]], 0);
  END LOOP;
  IF multiplied_id = ANY (final_ids) THEN
    total := total + coalesce(pts[multiplied_id], 0);
  END IF;
  total := total - coalesce(penalty, 0);
END;
$$;
