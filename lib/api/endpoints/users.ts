// /api/v0/users/… (spec section 7 "Users"): tokens, account, e-mail verification, password reset,
// countries and legal documents.
import { z } from "zod";
import { signInSchema } from "@/lib/validation/auth";
import {
  changePasswordSchema, forgotPasswordSchema, profileSchema, refreshSchema, registrationSchema, resetConfirmSchema, verifyTokenSchema,
} from "@/lib/validation/users";
import { endpoint } from "../handler";
import { LIMITS } from "../rate-limit";

const tag = "users";

export const token = endpoint({
  method: "POST", path: "/users/token/", tag, auth: "public", rateLimit: LIMITS.token, body: signInSchema,
  summary: "Sign in: e-mail and password for an access and a refresh token, with the e-mail and full name.",
});
export const tokenRefresh = endpoint({
  method: "POST", path: "/users/token/refresh/", tag, auth: "public", rateLimit: LIMITS.refresh, body: refreshSchema,
  summary: "A new access token and a rotated refresh token; a refresh token used twice is refused and its family revoked.",
});
export const tokenVerify = endpoint({
  method: "POST", path: "/users/token/verify/", tag, auth: "public", body: verifyTokenSchema,
  summary: "200 {} when the token is valid, else 401 with code token_not_valid.",
});
