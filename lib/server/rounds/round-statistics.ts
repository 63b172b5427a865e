// The close's "dream teams and statistics" step (docs/product.md section 3): the round's statistics, its dream team and
// the season's, and the players' season totals.
import "server-only";
import type { Tx } from "@/lib/db";
import { DREAM_TEAM_SHAPE } from "@/lib/game/dream-team";
import { Prisma } from "@/lib/generated/prisma/client";
import { writePlayerSeasonStats } from "./player-season-stats";

/** Every statistic a close writes for round `round` (idempotent: a close again replaces them). */
export async function writeRoundStatistics(tx: Tx, round: { id: number; seasonId: number; number: number }) {
  await updateRoundStatistics(tx, round.id);
  await tx.dreamTeam.deleteMany({
    where: { OR: [{ roundId: round.id }, { seasonId: round.seasonId, roundId: null }] },
  });
  await insertDreamTeam(tx, round.seasonId, round.id);
  await insertDreamTeam(tx, round.seasonId, null, round.number);
  await writePlayerSeasonStats(tx, round.seasonId, round.id);
}

/** Round statistics (docs/product.md section 3): teams, average and maximum points, and whose. */
async function updateRoundStatistics(tx: Tx, roundId: number) {
  await tx.$executeRaw`
    UPDATE round r SET teams_count = s.n, avg_points = s.avg, max_points = s.max, max_points_team_id = s.best FROM (
      SELECT count(*)::int AS n, COALESCE(avg(points), 0)::float AS avg, max(points) AS max,
             (array_agg(team_id ORDER BY points DESC, team_id))[1] AS best
      FROM team_round WHERE round_id = ${roundId}) s
    WHERE r.id = ${roundId}`;
}

/** lib/game's dream team shape in SQL: each position's count and its first slot (GKP 0, DEF 1, MID 5, FWD 9 in 4-4-2). */
const positionCase = (value: (index: number) => number) =>
  Prisma.raw(
    `CASE b.position ${DREAM_TEAM_SHAPE.map(([position], i) => `WHEN '${position}' THEN ${value(i)}`).join(" ")} END`,
  );
const DREAM_TEAM_COUNT = positionCase((i) => DREAM_TEAM_SHAPE[i]![1]);
const DREAM_TEAM_FIRST_SLOT = positionCase((i) => DREAM_TEAM_SHAPE.slice(0, i).reduce((n, [, count]) => n + count, 0));

/** The best 4-4-2 of a round, or of the season up to `uptoNumber` (lib/game/dream-team.ts rules). */
async function insertDreamTeam(tx: Tx, seasonId: number, roundId: number | null, uptoNumber?: number) {
  const team = await tx.dreamTeam.create({ data: { seasonId, roundId } });
  await tx.$executeRaw`
    INSERT INTO dream_team_player (dream_team_id, slot, player_id, position, points)
    SELECT ${team.id}, (${DREAM_TEAM_FIRST_SLOT}) + b.k - 1, b.player_id, b.position, b.points
    FROM (
      SELECT x.*, row_number() OVER (PARTITION BY x.position ORDER BY x.points DESC, x.player_id) AS k
      FROM (SELECT pr.player_id, p.position, sum(pr.points)::int AS points
            FROM player_round pr JOIN player p ON p.id = pr.player_id JOIN round r ON r.id = pr.round_id
            WHERE r.season_id = ${seasonId} AND (pr.round_id = ${roundId ?? -1} OR (${roundId === null} AND r.number <= ${uptoNumber ?? 0} AND (r.status = 'finished' OR r.number = ${uptoNumber ?? 0})))
            GROUP BY pr.player_id, p.position) x) b
    WHERE b.k <= ${DREAM_TEAM_COUNT}`;
}
