// A fresh, verified manager for the team builder's end-to-end tests (tests/e2e/builder.spec.ts), so that flows that
// change a team never touch the demo user's or each other's: `manager.ts <email>` makes one without a team (the
// next-season page builds it); `manager.ts <email> --team` also gives him a random team in the live season whose
// first deadline has passed (transfers count and cost, the Wildcard is unplayed). Idempotent per address. Prints
// {"email", "password"}. Runs beside the served database, as tests/e2e/round-team/not-played.ts does.
import { closeDb, getDb } from "../../../lib/db";
import { hashPassword } from "../../../lib/auth/password";
import { createTeamIn } from "../../../lib/server/teams/create-team";
import { randomTeam } from "../../../lib/server/teams/random-team";

const PASSWORD = "Builder-pass-1";
const email = process.argv[2]!.toLowerCase();
const withTeam = process.argv.includes("--team");

const db = await getDb();
const user =
  (await db.user.findUnique({ where: { email } })) ??
  (await db.user.create({
    data: {
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: "Bruno",
      lastName: "Builder",
      countryCode: "IT",
      isEmailVerified: true,
    },
  }));
const season = await db.season.findFirstOrThrow({ where: { status: "live" } });
if (
  withTeam &&
  !(await db.userTeam.findUnique({ where: { userId_seasonId: { userId: user.id, seasonId: season.id } } }))
) {
  const formation = await db.formation.findFirstOrThrow({ where: { name: "4-4-2" } });
  const squad = await randomTeam({ formationId: formation.id, keep: [], seed: user.id });
  const team = await db.$transaction((tx) =>
    createTeamIn(tx, season.id, {
      userId: user.id,
      name: `Builder ${user.id}`,
      squad: {
        formationId: formation.id,
        players: squad.players.map((p) => ({ playerId: p.player.id, slot: p.slot })),
        captainId: squad.captainId,
        viceCaptainId: squad.viceCaptainId,
      },
    }),
  );
  // As if he had joined in round 1: his first deadline is long past.
  const first = await db.round.findFirstOrThrow({ where: { seasonId: season.id, number: 1 } });
  await db.userTeam.update({ where: { id: team.id }, data: { firstRoundId: first.id } });
}
console.log(JSON.stringify({ email, password: PASSWORD }));
await closeDb();
process.exit(0);
