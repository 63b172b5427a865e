// An unverified user and an activation link for him, as the verification mail would carry it
// (tests/e2e/account.spec.ts): `verification-link.ts <email> [--expired]` prints {"email", "hash"}. Runs beside the
// served database, as tests/e2e/builder/manager.ts does.
import { closeDb, getDb } from "../../../lib/db";
import { hashPassword } from "../../../lib/auth/password";
import { hashSecret, newSecret } from "../../../lib/server/users/one-time-tokens";

const email = process.argv[2]!.toLowerCase();
const expired = process.argv.includes("--expired");
const db = await getDb();
const user =
  (await db.user.findUnique({ where: { email } })) ??
  (await db.user.create({
    data: {
      email,
      passwordHash: await hashPassword("Verify-pass-1"),
      firstName: "Vera",
      lastName: "Verify",
      countryCode: "IT",
    },
  }));
const hash = newSecret();
await db.emailVerification.create({
  data: {
    userId: user.id,
    tokenHash: hashSecret(hash),
    expiresAt: new Date(Date.now() + (expired ? -1 : 1) * 3600_000),
  },
});
console.log(JSON.stringify({ email, hash }));
await closeDb();
process.exit(0);
