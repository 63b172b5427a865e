-- Hand-written: the squad as the lock snapshots it, kept on the team (docs/design.md section 3): user_team.squad_ids
-- (the 15 player ids in slot order), captain_id and vice_captain_id, written with squad_player by every change to it,
-- so that the lock copies one row a team instead of gathering its fifteen (its value summed by fsa_sum_pick). Filled from squad_player here; the two hot
-- changes' functions write them from now on, and fsa_sync_squads after a new team's fifteen are inserted.
ALTER TABLE "user_team" ADD COLUMN     "captain_id" INTEGER,
ADD COLUMN     "squad_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "vice_captain_id" INTEGER;

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

SELECT fsa_sync_squads(id, NULL) FROM season;

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

CREATE OR REPLACE FUNCTION fsa_apply_transfers(team integer, expected_version integer, open_round integer,
  now timestamp, outs integer[], ins integer[], prices_out integer[], prices_in integer[], penalties integer[],
  new_bank integer, penalty integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  new_version integer;
BEGIN
  IF EXISTS (
    SELECT 1 FROM unnest(outs || ins, prices_out || prices_in) AS x(player_id, price)
    LEFT JOIN player p ON p.id = x.player_id
    WHERE p.id IS NULL OR p.current_price <> x.price
  ) OR EXISTS (
    SELECT 1 FROM player p WHERE p.id = ANY (ins) AND (p.club_id IS NULL OR p.status = 'transferred-out')
  ) THEN
    RETURN NULL;
  END IF;
  IF NOT fsa_check_team_change(team, expected_version, open_round, now) THEN
    RETURN NULL;
  END IF;
  UPDATE user_team t SET bank = new_bank, transfers_used = t.transfers_used + cardinality(outs),
    penalty_points = t.penalty_points + penalty, version = t.version + 1, updated_at = now,
    squad_ids = ARRAY(SELECT COALESCE(x.player_in, u.player_id)
                      FROM unnest(t.squad_ids) WITH ORDINALITY AS u(player_id, n)
                      LEFT JOIN unnest(outs, ins) AS x(player_out, player_in) ON x.player_out = u.player_id
                      ORDER BY u.n),
    captain_id = COALESCE((SELECT x.player_in FROM unnest(outs, ins) AS x(player_out, player_in)
                           WHERE x.player_out = t.captain_id), t.captain_id),
    vice_captain_id = COALESCE((SELECT x.player_in FROM unnest(outs, ins) AS x(player_out, player_in)
                                WHERE x.player_out = t.vice_captain_id), t.vice_captain_id)
  WHERE t.id = team RETURNING t.version INTO new_version;
  UPDATE squad_player sp SET player_id = x.player_in, purchase_price = x.price_in
  FROM unnest(outs, ins, prices_in) AS x(player_out, player_in, price_in)
  WHERE sp.team_id = team AND sp.player_id = x.player_out;
  IF open_round IS NOT NULL THEN
    INSERT INTO transfer (team_id, round_id, player_in_id, player_out_id, price_in, price_out, penalty)
    SELECT team, open_round, x.player_in, x.player_out, x.price_in, x.price_out, x.penalty
    FROM unnest(ins, outs, prices_in, prices_out, penalties) WITH ORDINALITY
      AS x(player_in, player_out, price_in, price_out, penalty, n)
    ORDER BY x.n;
  END IF;
  RETURN new_version;
END
$$;

CREATE OR REPLACE FUNCTION fsa_sum_pick(lookup integer[], ids integer[]) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lookup[ids[1]] + lookup[ids[2]] + lookup[ids[3]] + lookup[ids[4]] + lookup[ids[5]] + lookup[ids[6]]
    + lookup[ids[7]] + lookup[ids[8]] + lookup[ids[9]] + lookup[ids[10]] + lookup[ids[11]] + lookup[ids[12]]
    + lookup[ids[13]] + lookup[ids[14]] + lookup[ids[15]]
$$;
