// A password-reset link for an address, as the reset mail would carry it (tests/e2e/account.spec.ts): a fresh
// token is stored the way requestPasswordReset stores it, and {"uid", "token"} is printed. Runs beside the served
// database, as tests/e2e/builder/manager.ts does.
import { closeDb, getDb } from "../../../lib/db";
import { encodeUid, hashSecret, newSecret, RESET_LIFETIME_MS } from "../../../lib/server/users/one-time-tokens";

const email = process.argv[2]!.toLowerCase();
const db = await getDb();
const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
const token = newSecret();
await db.passwordReset.create({
  data: { userId: user.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + RESET_LIFETIME_MS) },
});
console.log(JSON.stringify({ uid: encodeUid(user.id), token }));
await closeDb();
process.exit(0);
