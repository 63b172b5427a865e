-- fsa_arrange_squad: a line-up change already checked by the game's rules (lib/server/teams/update-team.ts), written in
-- one statement: the formation, each of the team's own 15 at its new slot (player ids in slot order), the captain and
-- the vice-captain (player ids), and the bench order (slot - 11). Only while the team is at `expected_version` and the
-- round it counts for is still open at `now` (scheduled, before its deadline); else nothing changes and it returns
-- NULL (the caller reads the team again). Returns the team's new version.
-- Canonical definition; the migration that creates or changes it carries this exact text
-- (tests/unit/sql-functions.test.ts).
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
