-- fsa_sync_squads: the teams' copy of their squad the lock snapshots (user_team.squad_ids in slot order, captain_id,
-- vice_captain_id) written again from squad_player, for the teams `teams` (null: every team of the season `season`):
-- after a new team's fifteen are inserted (lib/server/teams/squad-input.ts, the demo seed, the benchmark's teams). The
-- hot changes (fsa_arrange_squad, fsa_apply_transfers) and the lock's Free Hit revert write the copy themselves.
-- Canonical definition; the migration that creates or changes it carries this exact text
-- (tests/unit/sql-functions.test.ts).
CREATE OR REPLACE FUNCTION fsa_sync_squads(season integer, teams integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF teams IS NULL THEN
    UPDATE user_team t SET squad_ids = s.ids, captain_id = s.captain, vice_captain_id = s.vice
    FROM (SELECT sp.team_id, array_agg(sp.player_id ORDER BY sp.slot) AS ids,
            max(sp.player_id) FILTER (WHERE sp.is_captain) AS captain,
            max(sp.player_id) FILTER (WHERE sp.is_vice_captain) AS vice
          FROM squad_player sp JOIN user_team u ON u.id = sp.team_id WHERE u.season_id = season
          GROUP BY sp.team_id) s
    WHERE t.id = s.team_id;
  ELSE
    UPDATE user_team t SET squad_ids = s.ids, captain_id = s.captain, vice_captain_id = s.vice
    FROM (SELECT sp.team_id, array_agg(sp.player_id ORDER BY sp.slot) AS ids,
            max(sp.player_id) FILTER (WHERE sp.is_captain) AS captain,
            max(sp.player_id) FILTER (WHERE sp.is_vice_captain) AS vice
          FROM squad_player sp WHERE sp.team_id = ANY (teams) GROUP BY sp.team_id) s
    WHERE t.id = s.team_id;
  END IF;
END
$$;
