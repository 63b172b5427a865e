-- fsa_arrange_squad: a line-up change already checked by the game's rules (lib/server/teams/update-team.ts), written in
-- one statement: the formation, each of the team's own 15 at its new slot (player ids in slot order), the captain and
-- the vice-captain (player ids), and the bench order (slot - 11), with the team's copy of them the lock snapshots
-- (user_team.squad_ids, captain_id, vice_captain_id). Only while the team is at `expected_version` and the
-- round it counts for is still open at `now` (fsa_check_team_change); else nothing changes and it returns NULL (the caller
-- reads the team again). Returns the team's new version.
-- Canonical definition; the migration that creates or changes it carries this exact text
-- (tests/unit/sql-functions.test.ts).
CREATE OR REPLACE FUNCTION fsa_arrange_squad(team integer, expected_version integer, open_round integer,
  now timestamp, formation integer, slots integer[], captain integer, vice_captain integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  new_version integer;
BEGIN
  IF NOT fsa_check_team_change(team, expected_version, open_round, now) THEN
    RETURN NULL;
  END IF;
  UPDATE user_team t SET formation_id = formation, squad_ids = slots, captain_id = captain,
    vice_captain_id = vice_captain, version = t.version + 1, updated_at = now
  WHERE t.id = team RETURNING t.version INTO new_version;
  -- Only the rows that change are written. The players changing slots pass through slot + 100, which keeps
  -- (team_id, slot) unique throughout; the bench rows that no longer match their player's slot are replaced.
  UPDATE squad_player sp
  SET slot = CASE WHEN sp.slot = s.slot - 1 THEN sp.slot ELSE s.slot + 99 END,
    is_captain = sp.player_id = captain, is_vice_captain = sp.player_id = vice_captain
  FROM unnest(slots) WITH ORDINALITY AS s(player_id, slot)
  WHERE sp.team_id = team AND sp.player_id = s.player_id
    AND (sp.slot <> s.slot - 1 OR sp.is_captain <> (sp.player_id = captain)
      OR sp.is_vice_captain <> (sp.player_id = vice_captain));
  UPDATE squad_player SET slot = slot - 100 WHERE team_id = team AND slot >= 100;
  DELETE FROM bench_entry b WHERE b.team_id = team
    AND NOT EXISTS (SELECT 1 FROM squad_player sp WHERE sp.id = b.squad_player_id AND sp.slot = b.priority + 11);
  INSERT INTO bench_entry (team_id, squad_player_id, priority)
  SELECT sp.team_id, sp.id, sp.slot - 11 FROM squad_player sp
  WHERE sp.team_id = team AND sp.slot >= 11
    AND NOT EXISTS (SELECT 1 FROM bench_entry b WHERE b.squad_player_id = sp.id);
  RETURN new_version;
END
$$;
