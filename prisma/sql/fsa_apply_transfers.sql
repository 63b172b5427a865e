-- fsa_apply_transfers: transfers already checked by the game's rules (lib/server/transfers/apply-transfers.ts), written
-- in one statement: each incoming player takes the slot (and captaincy) of the one he replaces at his price, one
-- transfer row each (with its penalty) when they count for a round, and the team's bank, counters and version, and
-- its copy of the squad the lock snapshots (user_team.squad_ids, captain_id, vice_captain_id: the same replacements). Only
-- while every player involved still costs what the check saw (`prices_out`, `prices_in`), the incoming ones still play
-- in Serie A, and the team is at `expected_version` with the round still open at `now` (fsa_check_team_change); else nothing
-- changes and it returns NULL (the caller reads the team again). Returns the team's new version.
-- Canonical definition; the migration that creates or changes it carries this exact text
-- (tests/unit/sql-functions.test.ts).
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
