// Users and tokens as the API shows them (docs/product.md section 3 "User"; section 7 "Users"), each with its wire schema.
import { z } from "zod";
import type { ObtainedTokens } from "@/lib/server/users/obtain-tokens";
import type { Profile } from "@/lib/server/users/read-profile";
import { int, named } from "./wire";
import { UserTeam } from "./teams";

export const User = named(
  "User",
  z.strictObject({
    id: int(),
    email: z.email(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    country: z.string().nullable().meta({ description: "ISO 3166-1 alpha-2 code." }),
    locale: z.string(),
    is_email_verified: z.boolean(),
    is_active: z.boolean(),
    deadline_reminders: z.boolean(),
    admin_url: z.null(),
    team_name: z.string().nullable().meta({ description: "The live season's team name; null without a live team." }),
  }),
);

export const profileJson = (p: Profile): z.infer<typeof User> => ({
  id: p.id,
  email: p.email,
  first_name: p.firstName,
  last_name: p.lastName,
  full_name: `${p.firstName} ${p.lastName}`,
  country: p.countryCode,
  locale: p.locale,
  is_email_verified: p.isEmailVerified,
  is_active: p.isActive,
  deadline_reminders: p.deadlineReminders,
  admin_url: null,
  team_name: p.teamName,
});

/** Registration with the team: the new user, and the team (null when none was created). */
export const Registration = named("Registration", z.strictObject({ user: User, user_team: UserTeam.nullable() }));

const jwt = () => z.string().meta({ description: "A JSON Web Token (HS256)." });
export const TokenObtainPair = named(
  "TokenObtainPair",
  z.strictObject({ access: jwt(), refresh: jwt(), email: z.email(), full_name: z.string() }),
);

export const tokenObtainPairJson = (t: ObtainedTokens): z.infer<typeof TokenObtainPair> => ({
  access: t.access,
  refresh: t.refresh,
  email: t.email,
  full_name: t.fullName,
});
export const TokenRefresh = named("TokenRefresh", z.strictObject({ access: jwt(), refresh: jwt() }));
/** simplejwt's answer to a valid token: an empty object. */
export const TokenVerified = named("TokenVerified", z.strictObject({}));

export const EmailVerified = named(
  "EmailVerified",
  z.strictObject({ is_email_verified: z.literal(true), detail: z.string() }),
);

export const Country = named("Country", z.strictObject({ code: z.string(), name: z.string() }));
