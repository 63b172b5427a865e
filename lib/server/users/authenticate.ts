import "server-only";
import { getDb } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";

export interface AuthenticatedUser {
  id: number;
  email: string;
  fullName: string;
  isEmailVerified: boolean;
}

/** The active user with this e-mail and password, or null (spec: "Email or Password is invalid"). */
export async function authenticate(options: { email: string; password: string }): Promise<AuthenticatedUser | null> {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email: options.email.trim().toLowerCase() },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      isEmailVerified: true,
      isActive: true,
      passwordHash: true,
    },
  });
  if (!user || !user.isActive || !(await verifyPassword(options.password, user.passwordHash))) return null;
  return {
    id: user.id,
    email: user.email,
    fullName: `${user.firstName} ${user.lastName}`,
    isEmailVerified: user.isEmailVerified,
  };
}
