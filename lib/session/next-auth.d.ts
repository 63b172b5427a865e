import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    user?: { id: number; name?: string | null; email?: string | null; isEmailVerified: boolean };
  }
}
declare module "next-auth/jwt" {
  interface JWT {
    isEmailVerified?: boolean;
    /** The password stamp at sign-in (lib/server/users/session-user.ts passwordStamp). */
    pwd?: number;
  }
}
