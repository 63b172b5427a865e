// Registration (docs/product.md sections 2, 5, 7 "Users"): a new, unverified account and its verification e-mail,
// with the live-season team when registration step 1 built one.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, msg } from "../errors";
import { registerTeam } from "../teams/register-team";
import type { SquadInput } from "../teams/squad-input";
import type { TeamView } from "../teams/team-view";
import { isSignUpOpen } from "../settings";
import { assertCountry } from "./known-country";
import { readProfile } from "./read-profile";
import { deliverMailSoon } from "../mail/deliver-mail";
import { sendVerificationEmailIn } from "./send-verification-email";

/** A new account, in the domain's names (lib/api/requests/users.ts reads it from the API's body). */
export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  /** An ISO 3166 country code. */
  country: string;
  password: string;
}

/**
 * A new, unverified account, and its verification e-mail, queued in the account's transaction and sent once it has
 * committed. Refused while sign-up is closed. With `team` (registration step 1, docs/product.md section 2), the live-
 * season team is created in the same transaction by the engine's registerTeam: all exist afterwards or none.
 */
export async function registerUser(options: {
  input: NewAccount;
  locale: Locale;
  team?: { name: string; squad: SquadInput };
}) {
  if (!(await isSignUpOpen()))
    throw new AppError("forbidden", "Sign-up is closed.", {
      messages: msg("Api.errors.signUpClosed"),
      reason: "sign_up_closed",
    });
  const { input, locale, team } = options;
  await assertCountry(input.country);
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  let created: { userId: number; team: TeamView | null };
  try {
    created = await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          countryCode: input.country,
          locale,
        },
      });
      const registered = team ? await registerTeam({ userId: user.id, name: team.name, squad: team.squad, tx }) : null;
      await sendVerificationEmailIn(tx, { userId: user.id, email: user.email, firstName: user.firstName, locale });
      return { userId: user.id, team: registered };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("invalid", "A user with this email already exists.", {
        field: "email",
        messages: msg("Api.errors.emailTaken"),
      });
    }
    throw error;
  }
  deliverMailSoon();
  return { user: await readProfile(created.userId), team: created.team };
}
