import "server-only";
import { getDb } from "@/lib/db";
import { verifyPasswordOrDummy } from "@/lib/auth/password";
import {
  SignInLockedError,
  forgetSignInFailures,
  recordSignInFailure,
  signInLockedFor,
} from "@/lib/server/users/sign-in-backoff";

import { passwordStamp } from "./session-user";

export { SignInLockedError };

export interface AuthenticatedUser {
  id: number;
  email: string;
  fullName: string;
  isEmailVerified: boolean;
  /** When the password last changed, in ms (0: never): the web session's stamp (lib/session/options.ts). */
  passwordStamp: number;
}

/**
 * The active user with this e-mail and password, or null (spec: "Email or Password is invalid"). The same work for a
 * known and an unknown address (one lookup, one bcrypt comparison, one failure count), so timing tells no one who has
 * an account. Throws SignInLockedError while the address is locked by too many failures (lib/server/users/sign-in-backoff.ts).
 */
export async function authenticate(options: { email: string; password: string }): Promise<AuthenticatedUser | null> {
  const email = options.email.trim().toLowerCase();
  const locked = await signInLockedFor(email);
  if (locked) throw new SignInLockedError(locked);
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      isEmailVerified: true,
      isActive: true,
      passwordHash: true,
      passwordChangedAt: true,
    },
  });
  const matches = await verifyPasswordOrDummy(options.password, user?.passwordHash);
  if (!user || !user.isActive || !matches) {
    await recordSignInFailure(email);
    return null;
  }
  await forgetSignInFailures(email);
  return {
    id: user.id,
    email: user.email,
    fullName: `${user.firstName} ${user.lastName}`,
    isEmailVerified: user.isEmailVerified,
    passwordStamp: passwordStamp(user.passwordChangedAt),
  };
}
