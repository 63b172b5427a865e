// Users as the API shows them (spec section 3 "User").
import type { Profile } from "@/lib/server/users/accounts";

export const profileJson = (p: Profile) => ({
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
