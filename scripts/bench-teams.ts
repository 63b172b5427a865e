// The benchmarks' managers (npm run bench, npm run bench:rush): N verified users "bench<i>@example.com", each with a
// valid team in the live season and its bench order, written set-based. Squads come from the engine's own random team
// (2,000 templates, laid out in random formations) and are dealt round-robin; private leagues of about `privateSize`
// members, plus one that `bigShare` of all teams joined ("private:BN1").
import type pg from "pg";
import type { Db } from "../lib/db";
import { parseFormation } from "../lib/game/formation";
import { defaultLineup, randomSquad } from "../lib/game/random-team";
import { Rng } from "../lib/game/rng";
import { DEFAULT_SETTINGS } from "../lib/game/types";

const TEMPLATES = 2000;

export async function generateTeams(
  db: Db,
  sql: pg.Client,
  options: { teams: number; seasonId: number; firstRoundId: number; privateSize: number; bigShare: number },
): Promise<void> {
  const { teams: N, seasonId, firstRoundId } = options;
  const rng = new Rng(424242);
  const players = await db.player.findMany({ where: { status: { not: "transferred_out" } } });
  const pool = players.map((p) => ({ id: p.id, position: p.position, clubId: p.clubId, price: p.currentPrice }));
  const formations = await db.formation.findMany();
  await sql.query(
    "CREATE UNLOGGED TABLE bench_template (k int, slot int, player_id int, is_captain bool, is_vice bool, price int)",
  );
  await sql.query("CREATE UNLOGGED TABLE bench_template_meta (k int PRIMARY KEY, formation_id int, cost int)");
  const values: string[] = [];
  const meta: string[] = [];
  for (let k = 0; k < TEMPLATES; k++) {
    const squad = randomSquad({ pool, keep: [], settings: DEFAULT_SETTINGS, rng });
    if (!("players" in squad)) throw new Error(squad.error);
    const formation = rng.pick(formations);
    const lineup = defaultLineup(squad.players, parseFormation(formation.name)!);
    lineup.slots.forEach((p, slot) =>
      values.push(`(${k},${slot},${p.id},${p.id === lineup.captainId},${p.id === lineup.viceCaptainId},${p.price})`),
    );
    meta.push(`(${k},${formation.id},${squad.players.reduce((s, p) => s + p.price, 0)})`);
  }
  for (let i = 0; i < values.length; i += 5000)
    await sql.query(`INSERT INTO bench_template VALUES ${values.slice(i, i + 5000).join(",")}`);
  await sql.query(`INSERT INTO bench_template_meta VALUES ${meta.join(",")}`);

  await sql.query(`
    INSERT INTO "user" (email, password_hash, first_name, last_name, country_code, is_email_verified, updated_at)
    SELECT 'bench' || g || '@example.com', 'bench', 'Bench', 'Manager ' || g, (ARRAY['IT','IT','IT','IT','GB','DE','FR','ES','CH','US'])[1 + g % 10], true, now()
    FROM generate_series(1, ${N}) g`);
  await sql.query(`
    INSERT INTO user_team (user_id, season_id, name, abbreviation, formation_id, country_code, bank, first_round_id, updated_at)
    SELECT u.id, ${seasonId}, 'Bench Team ' || u.id, 'BEN', m.formation_id, u.country_code, ${DEFAULT_SETTINGS.budgetLimit} - m.cost, ${firstRoundId}, now()
    FROM "user" u JOIN bench_template_meta m ON m.k = u.id % ${TEMPLATES} WHERE u.email LIKE 'bench%'`);
  await sql.query(`
    INSERT INTO squad_player (team_id, player_id, slot, is_captain, is_vice_captain, purchase_price)
    SELECT t.id, tp.player_id, tp.slot, tp.is_captain, tp.is_vice, tp.price
    FROM user_team t JOIN bench_template tp ON tp.k = t.user_id % ${TEMPLATES} WHERE t.abbreviation = 'BEN'`);
  await sql.query(`
    INSERT INTO bench_entry (team_id, squad_player_id, priority)
    SELECT sp.team_id, sp.id, sp.slot - 11 FROM squad_player sp JOIN user_team t ON t.id = sp.team_id WHERE t.abbreviation = 'BEN' AND sp.slot >= 11`);
  await sql.query(`SELECT fsa_sync_squads(${seasonId}, NULL)`);
  const leagues = Math.ceil(N / options.privateSize);
  await sql.query(`
    INSERT INTO league (season_id, kind, key, name, join_code, owner_id, starts_from_round_id)
    SELECT ${seasonId}, 'private', 'private:BN' || g, 'Bench League ' || g, 'BN' || g, (SELECT min(id) FROM "user" WHERE email LIKE 'bench%') + g - 1, ${firstRoundId}
    FROM generate_series(1, ${leagues}) g`);
  await sql.query(`
    INSERT INTO league_member (league_id, team_id)
    SELECT l.id, t.id FROM user_team t JOIN league l ON l.key = 'private:BN' || (1 + t.id % ${leagues}) WHERE t.abbreviation = 'BEN'
    UNION
    SELECT (SELECT id FROM league WHERE key = 'private:BN1'), t.id FROM user_team t WHERE t.abbreviation = 'BEN' AND t.id % ${Math.round(1 / options.bigShare)} = 0`);
  await sql.query("DROP TABLE bench_template, bench_template_meta");
  await sql.query("ANALYZE");
}
