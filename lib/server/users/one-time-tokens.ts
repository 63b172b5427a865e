// One-time secrets for e-mail links (verification, password reset): the link carries a random
// token, the database only its SHA-256, so a database leak does not leak working links.
import "server-only";
import { createHash, randomBytes } from "node:crypto";

export const newSecret = () => randomBytes(32).toString("base64url");
export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** Django's uid in reset links: the user id, base64url. */
export const encodeUid = (id: number) => Buffer.from(String(id)).toString("base64url");
export function decodeUid(uid: string): number | null {
  const id = Number(Buffer.from(uid, "base64url").toString("utf8"));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const VERIFICATION_LIFETIME_MS = 3 * 24 * 3600 * 1000;
export const RESET_LIFETIME_MS = 24 * 3600 * 1000;
