// Sign-in for the API (docs/product.md section 7 "Users": POST /users/token/): e-mail and password for a token pair
// of a new family (lib/server/users/token-pair.ts).
import "server-only";
import { AppError, msg } from "../errors";
import { authenticate } from "./authenticate";
import { type TokenPair, issuePair } from "./token-pair";

/** A new pair, with the account's e-mail and full name. */
export interface ObtainedTokens extends TokenPair {
  email: string;
  fullName: string;
}

/** POST /users/token/: e-mail and password for a token pair, with the e-mail and full name. */
export async function obtainTokens(options: { email: string; password: string }): Promise<ObtainedTokens> {
  const user = await authenticate(options);
  if (!user)
    throw new AppError("unauthorized", "Email or Password is invalid", {
      messages: msg("Api.errors.invalidCredentials"),
    });
  return { ...(await issuePair(user.id, user.passwordStamp, null)), email: user.email, fullName: user.fullName };
}
