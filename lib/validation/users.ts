// Account forms (docs/product.md section 5: Registration, Profile edit, Change password, Set new password,
// Forgot password). Messages are keys of Api.validation, translated with the field's label; one
// schema serves the API, the pages' forms and the OpenAPI document.
import { z } from "zod";
import { isOffensive } from "@/lib/game/profanity";
import { teamName } from "./team-name";

/** Required: blank or whitespace counts as missing ("{field} is required"). */
const requiredText = () => z.string("fieldRequired").trim().min(1, { message: "fieldRequired", abort: true });

/** First and last names: latin letters (with accents, apostrophes, hyphens and spaces), max 30. */
export const personName = (options: { profanity?: boolean } = {}) =>
  requiredText()
    .max(30, "maxLength30")
    .regex(/^[\p{Script=Latin}]+(?:[ '\-][\p{Script=Latin}]+)*$/u, "latinOnly")
    .refine((v) => !options.profanity || !isOffensive(v), "offensive");

/** An e-mail address, checked as given (so the document shows its format) and kept lower-cased. */
export const emailAddress = () =>
  requiredText().max(50, { message: "maxLength50", abort: true }).check(z.email("email")).toLowerCase();

/** At least 8 characters with a digit, a lowercase and an uppercase letter. */
export const newPassword = () =>
  z
    .string("fieldRequired")
    .min(1, { message: "fieldRequired", abort: true })
    .max(128, "password")
    .refine((v) => v.length >= 8 && /\d/.test(v) && /\p{Ll}/u.test(v) && /\p{Lu}/u.test(v), "password");

export const countryCode = () =>
  requiredText()
    .max(2, "maxLength2")
    .transform((v) => v.toUpperCase());

const passwordsMatch = <T extends { password: string; confirm_password: string }>(v: T) =>
  v.password === v.confirm_password;

export const registrationSchema = z
  .object({
    first_name: personName({ profanity: true }),
    last_name: personName(),
    email: emailAddress(),
    country: countryCode(),
    password: newPassword(),
    confirm_password: z.string("fieldRequired").min(1, "fieldRequired"),
    privacy_policy: z
      .union([z.boolean(), z.enum(["true", "false", "on", "1", "0"])], "termsRequired")
      .transform((v) => v === true || v === "true" || v === "on" || v === "1")
      .refine((v) => v, "termsRequired"),
  })
  .refine(passwordsMatch, { message: "passwordMismatch", path: ["confirm_password"] });
export type RegistrationInput = z.output<typeof registrationSchema>;

export const profileSchema = z
  .object({
    first_name: personName({ profanity: true }),
    last_name: personName(),
    country: countryCode(),
    locale: z.enum(["en", "it"]),
    deadline_reminders: z.boolean(),
    /** The live team's name (docs/product.md section 5 "Team name"). */
    team_name: teamName(),
  })
  .partial();
export type ProfileInput = z.output<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    old_password: z.string("fieldRequired").min(1, "fieldRequired"),
    password: newPassword(),
    confirm_password: z.string("fieldRequired").min(1, "fieldRequired"),
  })
  .refine(passwordsMatch, { message: "passwordMismatch", path: ["confirm_password"] });

export const forgotPasswordSchema = z.object({
  email: z
    .string("fieldRequired")
    .trim()
    .min(1, { message: "fieldRequired", abort: true })
    .check(z.email("emailLower"))
    .toLowerCase(),
});

export const resetConfirmSchema = z
  .object({
    new_password1: newPassword(),
    new_password2: z.string("fieldRequired").min(1, "fieldRequired"),
    uid: z.string("required").min(1, "required").max(64),
    token: z.string("required").min(1, "required").max(200),
  })
  .refine((v) => v.new_password1 === v.new_password2, { message: "passwordMismatch", path: ["new_password2"] });

export const refreshSchema = z.object({ refresh: z.string("required").min(1, "required").max(2000) });
export const verifyTokenSchema = z.object({ token: z.string("required").min(1, "required").max(2000) });
