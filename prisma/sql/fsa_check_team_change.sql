-- fsa_check_team_change: the check a change to a team's squad makes before it writes (fsa_arrange_squad,
-- fsa_apply_transfers): true, with the team's row locked until the commit, while the team is still at
-- `expected_version` and the round the change counts for (`open_round`, NULL while the season has none) is still open
-- at `now` (scheduled, before its deadline); false otherwise. The lock is the one the team's UPDATE takes (FOR NO KEY
-- UPDATE), so a concurrent change to the same team waits here and then sees the version it wrote.
-- Canonical definition; the migration that creates or changes it carries this exact text
-- (tests/unit/sql-functions.test.ts).
CREATE OR REPLACE FUNCTION fsa_check_team_change(team integer, expected_version integer, open_round integer,
  now timestamp) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM user_team t
  WHERE t.id = team AND t.version = expected_version
    AND (open_round IS NULL OR EXISTS (
      SELECT 1 FROM round r WHERE r.id = open_round AND r.status = 'scheduled' AND r.deadline > now))
  FOR NO KEY UPDATE OF t;
  RETURN FOUND;
END
$$;
