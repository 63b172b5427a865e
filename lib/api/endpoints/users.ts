// /api/v0/users/… (docs/product.md section 7 "Users"): tokens, account, e-mail verification, password reset,
// countries and legal documents.
import { z } from "zod";
import type { LegalDocumentKind } from "@/lib/server/content/get-legal-document";
import { signInSchema } from "@/lib/validation/auth";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  profileSchema,
  refreshSchema,
  registrationSchema,
  resetConfirmSchema,
  verifyTokenSchema,
} from "@/lib/validation/users";
import { LegalDocumentSchema } from "../serializers/content";
import { Country, EmailVerified, TokenObtainPair, TokenRefresh, TokenVerified, User } from "../serializers/users";
import { Detail } from "../serializers/wire";
import { endpoint } from "../handler";
import { LIMITS } from "../rate-limit";

const tag = "users";

export const token = endpoint({
  method: "POST",
  path: "/users/token/",
  tag,
  response: TokenObtainPair,
  auth: "public",
  rateLimit: LIMITS.token,
  body: signInSchema,
  responses: { 401: "Email or Password is invalid" },
  summary: "Sign in: e-mail and password for an access and a refresh token, with the e-mail and full name.",
});
export const tokenRefresh = endpoint({
  method: "POST",
  path: "/users/token/refresh/",
  tag,
  response: TokenRefresh,
  auth: "public",
  rateLimit: LIMITS.refresh,
  body: refreshSchema,
  responses: { 401: "The refresh token is invalid, expired, spent or revoked (code token_not_valid)" },
  summary:
    "A new access token and a rotated refresh token; a refresh token used twice is refused and its family revoked.",
});
export const tokenVerify = endpoint({
  method: "POST",
  path: "/users/token/verify/",
  tag,
  response: TokenVerified,
  auth: "public",
  body: verifyTokenSchema,
  responses: { 401: "The token is invalid or expired (code token_not_valid)" },
  summary: "200 {} when the token is valid, else 401 with code token_not_valid.",
});

const hashParam = z.object({ hash: z.string().min(10).max(200) });
const termsParam = z.object({
  slug: z
    .enum(["terms-of-use", "privacy-policy", "cookies-policy"])
    .transform((slug) => slug.replaceAll("-", "_") as LegalDocumentKind),
});

export const register = endpoint({
  method: "POST",
  path: "/users/",
  tag,
  response: User,
  auth: "public",
  rateLimit: LIMITS.registration,
  body: registrationSchema,
  status: 201,
  summary:
    "Registration (docs/product.md section 5 rules). 403 sign_up_closed while sign-up is closed (SIGN_UP_OPEN off and the sign_up_open setting false).",
  responses: { 403: "Sign-up is closed" },
});
export const sendVerification = endpoint({
  method: "POST",
  path: "/users/send-verification-email/",
  tag,
  response: Detail,
  auth: "user",
  rateLimit: LIMITS.verificationEmail,
  summary: "Mails a new activation link to the signed-in user (400 when already verified).",
});
export const verifyEmail = endpoint({
  method: "POST",
  path: "/users/verify-email-account/{hash}/",
  tag,
  response: EmailVerified,
  auth: "public",
  params: hashParam,
  summary:
    "Activates the account of the link's hash. Errors carry is_email_verified (already verified, expired, invalid).",
});
export const passwordReset = endpoint({
  method: "POST",
  path: "/users/password/reset/",
  tag,
  response: Detail,
  auth: "public",
  rateLimit: LIMITS.passwordReset,
  body: forgotPasswordSchema,
  summary:
    "Mails a reset link (/auth/new-password/?uid=&token=) when the address has an account; the answer is the same either way.",
});
export const passwordResetConfirm = endpoint({
  method: "POST",
  path: "/users/password/reset/confirm/",
  tag,
  response: Detail,
  auth: "public",
  rateLimit: LIMITS.passwordResetConfirm,
  body: resetConfirmSchema,
  summary: "Sets the new password from a reset link; signs out every device.",
});
export const me = endpoint({
  method: "GET",
  path: "/users/me/",
  tag,
  response: User,
  auth: "user",
  summary: "The signed-in user (verified or not).",
});
export const updateMe = endpoint({
  method: "PATCH",
  path: "/users/me/",
  tag,
  response: User,
  auth: "verified",
  body: profileSchema,
  responses: { 404: "team_name given without a team in the live season" },
  summary:
    'Profile edit: first_name, last_name, country (not while in a live season), locale, deadline_reminders, team_name (the live team\'s, docs/product.md section 5 "Team name" rules).',
});
export const deleteMe = endpoint({
  method: "DELETE",
  path: "/users/me/",
  tag,
  auth: "user",
  summary: "Deletes the account and everything it owns.",
  status: 204,
});
export const changePasswordEndpoint = endpoint({
  method: "POST",
  path: "/users/me/change-password/",
  tag,
  response: Detail,
  auth: "verified",
  body: changePasswordSchema,
  summary: "Change password (old_password, password, confirm_password); signs out other devices' refresh tokens.",
});
export const countries = endpoint({
  method: "GET",
  path: "/users/countries/",
  tag,
  response: z.array(Country),
  auth: "public",
  summary: "Countries {code, name} by name in the request's language.",
});
export const countriesAutocomplete = endpoint({
  method: "GET",
  path: "/users/countries/autocomplete/",
  tag,
  response: z.array(Country),
  auth: "public",
  query: z.object({ q: z.string().max(60).optional() }),
  summary: "Countries whose name contains q (or whose code is q).",
});
export const terms = endpoint({
  method: "GET",
  path: "/users/terms/{slug}/",
  tag,
  response: LegalDocumentSchema,
  auth: "public",
  params: termsParam,
  summary: "The latest terms of use, privacy policy or cookies policy (slug), HTML in the request's language.",
});
