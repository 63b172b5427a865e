// /api/auth/* – next-auth's session endpoints (sign-in with credentials, session, sign-out), with
// the sign-in's rate limit and account lock (lib/api/next-auth-route.ts).
import { authOptions } from "@/lib/session/options";
import { authRoute } from "@/lib/api/next-auth-route";

const handler = authRoute(authOptions);
export { handler as GET, handler as POST };
