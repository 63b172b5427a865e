// next-auth: the web session cookie, a Credentials provider over the same user service as the API.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "@/lib/env";
import { signInSchema } from "@/lib/validation/auth";
import { SignInLockedError, authenticate } from "@/lib/server/users/authenticate";
import { findSessionUserWithStamp } from "@/lib/server/users/session-user";
import { SESSION_MAX_AGE_S, configureAuthUrl, secureCookies } from "@/lib/auth/session-cookie";
import { log } from "@/lib/log";

configureAuthUrl();

/** The error a locked account's sign-in carries to the form (and lib/api/next-auth-route.ts turns into a 429): "AccountLocked:<s>". */
export const ACCOUNT_LOCKED = "AccountLocked";

/**
 * A session that no longer names an active user, or was signed in before the password last changed: thrown by the jwt
 * callback, which makes next-auth answer with no session and clear the cookie (a signed-out visitor from then on).
 */
export class SessionEndedError extends Error {
  constructor() {
    super("The session has ended: the account is gone or its password changed since the sign-in.");
    this.name = "SessionEndedError";
  }
}

export const authOptions: NextAuthOptions = {
  secret: authSecret,
  useSecureCookies: secureCookies(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: "/" },
  providers: [
    CredentialsProvider({
      name: "Email",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials) {
        // The API's sign-in rules: a malformed address (a NUL byte, say) is a refused sign-in, never a query.
        const input = signInSchema.safeParse({ email: credentials?.email, password: credentials?.password });
        if (!input.success) return null;
        const user = await authenticate(input.data).catch((error: unknown) => {
          if (error instanceof SignInLockedError) throw new Error(`${ACCOUNT_LOCKED}:${error.retryAfter}`);
          throw error;
        });
        return user
          ? {
              id: String(user.id),
              email: user.email,
              name: user.fullName,
              isEmailVerified: user.isEmailVerified,
              pwd: user.passwordStamp,
            }
          : null;
      },
    }),
  ],
  // An ended session is an expected answer, not an error to log.
  logger: {
    error(code, metadata) {
      if (code === "JWT_SESSION_ERROR" && metadata instanceof SessionEndedError) return;
      log.error({ service: "web", code, err: metadata }, "next-auth");
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const signedIn = user as { isEmailVerified?: boolean; pwd?: number };
        token.isEmailVerified = signedIn.isEmailVerified ?? false;
        token.pwd = signedIn.pwd ?? 0;
        return token;
      }
      // Every session read checks the account: gone, deactivated or a password changed since the sign-in ends the
      // session (the session that changed it carries the new stamp: app/api/v0/users/me/change-password/route.ts).
      // An unverified session learns of the activation link's success here too, so the proxy stops sending it to
      // confirm-email without a new sign-in.
      const found = token.sub ? await findSessionUserWithStamp(Number(token.sub)) : null;
      if (!found || found.stamp !== (token.pwd ?? 0)) throw new SessionEndedError();
      token.isEmailVerified = found.user.isEmailVerified;
      return token;
    },
    session({ session, token }) {
      if (session.user) {
        session.user.id = Number(token.sub);
        session.user.isEmailVerified = Boolean(token.isEmailVerified);
      }
      return session;
    },
  },
};
