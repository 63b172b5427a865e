// Profile edit (docs/product.md section 5 "Profile edit", section 7 "Users": PATCH /users/me/): names, language,
// reminders, the team name and, before the season's team exists, the country.
import "server-only";
import { getDb } from "@/lib/db";
import type { Locale } from "@/i18n/routing";
import { AppError, msg } from "../errors";
import { setTeamName } from "../teams/set-team-name";
import { assertCountry } from "./known-country";
import { readProfile } from "./read-profile";

/** What a profile edit changes, in the domain's names; what is left out stays (lib/api/requests/users.ts reads it). */
export interface ProfileChange {
  firstName?: string;
  lastName?: string;
  /** An ISO 3166 country code. */
  country?: string;
  locale?: Locale;
  deadlineReminders?: boolean;
  teamName?: string;
}

/** Profile edit: names, language, reminders; the country only while the user has no live-season team. */
export async function updateProfile(options: { userId: number; input: ProfileChange }) {
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
    if (input.teamName !== undefined)
      await setTeamName({ userId: options.userId, name: input.teamName, field: "teamName", tx });
    await tx.user.update({
      where: { id: options.userId },
      data: {
        firstName: input.firstName,
        lastName: input.lastName,
        countryCode: input.country,
        locale: input.locale,
        deadlineReminders: input.deadlineReminders,
      },
    });
  });
  return readProfile(options.userId);
}
