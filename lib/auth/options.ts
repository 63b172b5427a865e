// next-auth: the web session cookie, a Credentials provider over the same user service as the API.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "@/lib/env";
import { signInSchema } from "@/lib/validation/auth";
import { SignInLockedError, authenticate } from "@/lib/server/users/authenticate";
import { findSessionUser } from "@/lib/server/users/session-user";
import { configureAuthUrl, secureCookies } from "./session-cookie";

configureAuthUrl();

/** The error a locked account's sign-in carries to the form (and lib/auth/route.ts turns into a 429): "AccountLocked:<s>". */
export const ACCOUNT_LOCKED = "AccountLocked";

export const authOptions: NextAuthOptions = {
  secret: authSecret,
  useSecureCookies: secureCookies(),
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
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
          ? { id: String(user.id), email: user.email, name: user.fullName, isEmailVerified: user.isEmailVerified }
          : null;
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) token.isEmailVerified = (user as { isEmailVerified?: boolean }).isEmailVerified ?? false;
      // An unverified session learns of the activation link's success on its next session read, so the
      // proxy stops sending it to confirm-email without a new sign-in.
      else if (!token.isEmailVerified && token.sub)
        token.isEmailVerified = (await findSessionUser(Number(token.sub)))?.isEmailVerified ?? false;
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
