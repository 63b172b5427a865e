// Accounts (docs/product.md sections 5, 6, 7 "Users"): registration, the verification e-mail and its link,
// password reset, the profile, password change and account deletion.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { forgetSignInFailures } from "@/lib/server/users/sign-in-backoff";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { sendMail } from "@/lib/mail";
import { resetMail, verificationMail } from "@/lib/mail/templates";
import type { ProfileInput, RegistrationInput } from "@/lib/validation/users";
import { AppError, msg } from "../errors";
import { registerTeam } from "../teams/register-team";
import { setTeamName } from "../teams/set-team-name";
import type { SquadInput } from "../teams/squad-input";
import type { TeamView } from "../teams/team-view";
import { isSignUpOpen } from "../settings";
import {
  RESET_LIFETIME_MS,
  VERIFICATION_LIFETIME_MS,
  decodeUid,
  encodeUid,
  hashSecret,
  newSecret,
} from "./one-time-tokens";
import { SESSION_USER_COLUMNS, passwordStamp, type SessionUser } from "./session-user";
import { revokeAllTokens } from "./tokens";

/** The signed-in user's own account (GET /users/me/, the profile page). */
export interface Profile extends SessionUser {
  isActive: boolean;
  deadlineReminders: boolean;
  /** The live season's team name, or null without a live team. */
  teamName: string | null;
}

export async function readProfile(userId: number): Promise<Profile> {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      ...SESSION_USER_COLUMNS,
      deadlineReminders: true,
      teams: { where: { season: { status: "live" } }, select: { name: true }, take: 1 },
    },
  });
  if (!user) throw new AppError("not_found", "User not found.", { messages: msg("Api.errors.userNotFound") });
  const { teams, ...rest } = user;
  return { ...rest, teamName: teams[0]?.name ?? null };
}

async function assertCountry(code: string) {
  const db = await getDb();
  if (!(await db.country.findUnique({ where: { code }, select: { code: true } }))) {
    throw new AppError("invalid", "Unknown country.", {
      field: "country",
      messages: msg("Api.validation.unknownCountry"),
    });
  }
}

/**
 * A new, unverified account, and its verification e-mail. Refused while sign-up is closed. With
 * `team` (registration step 1, docs/product.md section 2), the user and the live-season team are created in
 * one transaction by the engine's registerTeam: either both exist afterwards or neither.
 */
export async function registerUser(options: {
  input: RegistrationInput;
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
          firstName: input.first_name,
          lastName: input.last_name,
          countryCode: input.country,
          locale,
        },
      });
      return {
        userId: user.id,
        team: team ? await registerTeam({ userId: user.id, name: team.name, squad: team.squad, tx }) : null,
      };
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
  await sendVerificationEmail({ userId: created.userId, locale });
  return { user: await readProfile(created.userId), team: created.team };
}

/** A fresh verification link by e-mail (earlier links stay valid until they expire). */
export async function sendVerificationEmail(options: { userId: number; locale: Locale }) {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id: options.userId },
    select: { email: true, firstName: true, isEmailVerified: true },
  });
  if (user.isEmailVerified)
    throw new AppError("invalid", "Email has already been verified", { messages: msg("Api.errors.alreadyVerified") });
  const hash = newSecret();
  await db.emailVerification.create({
    data: {
      userId: options.userId,
      tokenHash: hashSecret(hash),
      expiresAt: new Date(Date.now() + VERIFICATION_LIFETIME_MS),
    },
  });
  await sendMail(verificationMail(options.locale, { to: user.email, firstName: user.firstName, hash }));
}

/** The activation link (docs/product.md section 4 "Session and email"): verified, already verified, expired or invalid. */
export async function verifyEmailAccount(options: { hash: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const link = await db.emailVerification.findUnique({
    where: { tokenHash: hashSecret(options.hash) },
    include: { user: { select: { isEmailVerified: true } } },
  });
  if (!link)
    throw new AppError("invalid", "This email verification link is not valid.", {
      messages: msg("Api.errors.verificationInvalid"),
      emailVerified: false,
    });
  if (link.user.isEmailVerified)
    throw new AppError("invalid", "Email has already been verified", {
      messages: msg("Api.errors.alreadyVerified"),
      emailVerified: true,
    });
  if (link.usedAt || link.expiresAt <= now)
    throw new AppError("invalid", "This email verification link has expired.", {
      messages: msg("Api.errors.verificationExpired"),
      emailVerified: false,
    });
  await db.$transaction([
    db.emailVerification.update({ where: { id: link.id }, data: { usedAt: now } }),
    db.user.update({ where: { id: link.userId }, data: { isEmailVerified: true } }),
  ]);
}

/** A reset link for an active account; silent for unknown addresses (no account enumeration). */
export async function requestPasswordReset(options: { email: string; locale: Locale }) {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email: options.email },
    select: { id: true, email: true, firstName: true, isActive: true, locale: true },
  });
  if (!user?.isActive) return;
  const token = newSecret();
  await db.passwordReset.create({
    data: { userId: user.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + RESET_LIFETIME_MS) },
  });
  await sendMail(
    resetMail(options.locale, { to: user.email, firstName: user.firstName, uid: encodeUid(user.id), token }),
  );
}

/** Sets the new password from a reset link; the link is spent and every session signed out. */
export async function confirmPasswordReset(options: { uid: string; token: string; password: string; now?: Date }) {
  const now = options.now ?? new Date();
  const userId = decodeUid(options.uid);
  const db = await getDb();
  const reset = userId ? await db.passwordReset.findUnique({ where: { tokenHash: hashSecret(options.token) } }) : null;
  if (!reset || reset.userId !== userId || reset.usedAt || reset.expiresAt <= now) {
    throw new AppError("invalid", "This password reset link is not valid or has expired.", {
      field: "token",
      messages: msg("Api.errors.resetInvalid"),
    });
  }
  const passwordHash = await hashPassword(options.password);
  const { email } = await db.$transaction(async (tx) => {
    const spent = await tx.passwordReset.updateMany({ where: { id: reset.id, usedAt: null }, data: { usedAt: now } });
    if (spent.count === 0)
      throw new AppError("invalid", "This password reset link is not valid or has expired.", {
        field: "token",
        messages: msg("Api.errors.resetInvalid"),
      });
    const user = await tx.user.update({
      where: { id: reset.userId },
      data: { passwordHash, passwordChangedAt: now },
      select: { email: true },
    });
    await revokeAllTokens(tx, reset.userId);
    return user;
  });
  // A locked-out owner gets in at once with the new password (lib/server/users/sign-in-backoff.ts).
  await forgetSignInFailures(email);
}

/** Profile edit: names, language, reminders; the country only while the user has no live-season team. */
export async function updateProfile(options: { userId: number; input: ProfileInput }) {
  const { input } = options;
  const db = await getDb();
  if (input.country !== undefined) {
    await assertCountry(input.country);
    const user = await db.user.findUniqueOrThrow({ where: { id: options.userId }, select: { countryCode: true } });
    const liveTeam = await db.userTeam.findFirst({
      where: { userId: options.userId, season: { status: "live" } },
      select: { id: true },
    });
    if (liveTeam && user.countryCode !== input.country)
      throw new AppError("invalid", "Country cant be changed during season", {
        field: "country",
        messages: msg("Api.errors.countryLocked"),
      });
  }
  await db.$transaction(async (tx) => {
    // The team name (docs/product.md section 5 "Profile edit"): the live team's, with the four "Team name" rules.
    if (input.team_name !== undefined)
      await setTeamName({ userId: options.userId, name: input.team_name, field: "team_name", tx });
    await tx.user.update({
      where: { id: options.userId },
      data: {
        firstName: input.first_name,
        lastName: input.last_name,
        countryCode: input.country,
        locale: input.locale,
        deadlineReminders: input.deadline_reminders,
      },
    });
  });
  return readProfile(options.userId);
}

/**
 * A new password: every refresh token is revoked and every web session signed in before now ends (the password stamp,
 * lib/session/options.ts). Returns the new stamp, for the session that made the change to carry on (its cookie is issued
 * again by the route).
 */
export async function changePassword(options: {
  userId: number;
  oldPassword: string;
  password: string;
}): Promise<{ passwordStamp: number }> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: options.userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(options.oldPassword, user.passwordHash))) {
    throw new AppError("invalid", "Your old password was entered incorrectly.", {
      field: "old_password",
      messages: msg("Api.errors.wrongOldPassword"),
    });
  }
  const passwordHash = await hashPassword(options.password);
  const changedAt = new Date();
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: options.userId }, data: { passwordHash, passwordChangedAt: changedAt } });
    await revokeAllTokens(tx, options.userId);
  });
  return { passwordStamp: passwordStamp(changedAt) };
}

/** Deletes the account and everything it owns (teams, memberships, owned private leagues). */
export async function deleteAccount(options: { userId: number }) {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    // Private leagues the user's team was in lose a member.
    await tx.$executeRaw`
      UPDATE league l SET members_count = greatest(l.members_count - 1, 0)
      FROM league_member m JOIN user_team t ON t.id = m.team_id
      WHERE m.league_id = l.id AND t.user_id = ${options.userId}`;
    // League tables have no foreign keys (schema.prisma, Standing): the teams' rows go here.
    await tx.$executeRaw`
      DELETE FROM standing s USING user_team t, league l
      WHERE t.user_id = ${options.userId} AND l.season_id = t.season_id AND s.league_id = l.id AND s.team_id = t.id`;
    await tx.$executeRaw`
      DELETE FROM head_to_head_standing s USING user_team t, league l
      WHERE t.user_id = ${options.userId} AND l.season_id = t.season_id AND s.round_id = l.table_round_id
        AND s.league_id = l.id AND s.team_id = t.id`;
    await tx.user.delete({ where: { id: options.userId } });
  });
}
