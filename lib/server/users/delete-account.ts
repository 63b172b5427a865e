// Account deletion (docs/product.md section 7 "Users": DELETE /users/me/): the user and everything the account owns,
// with the league counts, tables and snapshots that have no foreign keys to follow, and the mails to the account's address in the
// outbox (sent or not: the address goes with the account).
import "server-only";
import { getDb } from "@/lib/db";

/** Deletes the account and everything it owns (teams, memberships, owned private leagues). */
export async function deleteAccount(options: { userId: number }) {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    // Private leagues the user's team was in lose a member.
    await tx.$executeRaw`
      UPDATE league l SET members_count = greatest(l.members_count - 1, 0)
      FROM league_member m JOIN user_team t ON t.id = m.team_id
      WHERE m.league_id = l.id AND t.user_id = ${options.userId}`;
    // League tables have no foreign keys (schema.prisma, Standing): the teams' rows go here.
    await tx.$executeRaw`
      DELETE FROM standing s USING user_team t, league l
      WHERE t.user_id = ${options.userId} AND l.season_id = t.season_id AND s.league_id = l.id AND s.team_id = t.id`;
    await tx.$executeRaw`
      DELETE FROM head_to_head_standing s USING user_team t, league l
      WHERE t.user_id = ${options.userId} AND l.season_id = t.season_id AND s.round_id = l.table_round_id
        AND s.league_id = l.id AND s.team_id = t.id`;
    // Nor have the snapshots (schema.prisma, TeamRound).
    await tx.$executeRaw`DELETE FROM team_round s USING user_team t WHERE t.user_id = ${options.userId} AND s.team_id = t.id`;
    await tx.$executeRaw`
      DELETE FROM mail_outbox m USING "user" u WHERE u.id = ${options.userId} AND m.to_address = u.email`;
    await tx.user.delete({ where: { id: options.userId } });
  });
}
