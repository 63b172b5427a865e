-- The check a line-up save and a transfer make before they write (the team at the version they read, the round still
-- open, the team's row held until the commit) was named fsa_lock_team beside three other locks; it is named for what
-- it does now. Both callers are redefined to call it, then the old name goes.

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

CREATE OR REPLACE FUNCTION fsa_arrange_squad(team integer, expected_version integer, open_round integer,
  now timestamp, formation integer, slots integer[], captain integer, vice_captain integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  new_version integer;
BEGIN
  IF NOT fsa_check_team_change(team, expected_version, open_round, now) THEN
    RETURN NULL;
  END IF;
  UPDATE user_team t SET formation_id = formation, version = t.version + 1, updated_at = now
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
    penalty_points = t.penalty_points + penalty, version = t.version + 1, updated_at = now
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

DROP FUNCTION fsa_lock_team(integer, integer, integer, timestamp);
