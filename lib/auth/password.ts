import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";

const ROUNDS = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, ROUNDS);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

/** A hash of a random secret at the same cost, made once: what a sign-in for an unknown address compares against. */
let dummyHash: Promise<string> | undefined;

/**
 * The password against the hash, or, without one (no such account), against a dummy hash of the same cost that
 * nothing matches: a sign-in does the same work whether the address has an account or not, so its timing does not
 * tell (docs/security.md).
 */
export async function verifyPasswordOrDummy(password: string, hash: string | null | undefined): Promise<boolean> {
  if (hash) return verifyPassword(password, hash);
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  await verifyPassword(password, await dummyHash);
  return false;
}
