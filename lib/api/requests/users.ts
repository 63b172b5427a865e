// The account bodies of docs/product.md section 7 "Users" (their zod schemas in lib/validation/users.ts, which the
// forms share) read into the domain's names for lib/server: the API's request parsing, as lib/api/serializers/users.ts
// is its answers'.
import type { ProfileInput, RegistrationInput } from "@/lib/validation/users";
import type { NewAccount } from "@/lib/server/users/register-user";
import type { ProfileChange } from "@/lib/server/users/update-profile";

export const newAccountOf = (body: RegistrationInput): NewAccount => ({
  firstName: body.first_name,
  lastName: body.last_name,
  email: body.email,
  country: body.country,
  password: body.password,
});

export const profileChangeOf = (body: ProfileInput): ProfileChange => ({
  firstName: body.first_name,
  lastName: body.last_name,
  country: body.country,
  locale: body.locale,
  deadlineReminders: body.deadline_reminders,
  teamName: body.team_name,
});
