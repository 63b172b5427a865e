// The profile form filled from the fan's profile (/personal-details/ and the next-season page's step 2): the country
// is locked while the fan has a team in the live season (spec: "Country cant be changed during season").
import type { Profile } from "@/lib/server/users/read-profile";
import { ProfileForm } from "./profile-form";

export function ProfileDetails({
  profile,
  countries,
}: {
  profile: Profile;
  countries: { code: string; name: string }[];
}) {
  return (
    <ProfileForm
      initial={{
        first_name: profile.firstName,
        last_name: profile.lastName,
        country: profile.countryCode ?? "",
        team_name: profile.teamName,
        deadline_reminders: profile.deadlineReminders,
      }}
      email={profile.email}
      countries={countries}
      countryLocked={profile.teamName !== null}
    />
  );
}
