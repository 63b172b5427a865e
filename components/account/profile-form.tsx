"use client";

// The profile form of /personal-details/ (docs/product.md section 2 "Personal details", section 5 "Profile edit", section 4
// "Other"): first and last name (required, latin letters, at most 30, the first name not offensive), the country
// with the note that it cannot change during the season (locked while the fan has a live-season team), and the
// live team's name (docs/product.md section 5 "Team name"), and deadline reminder e-mails (docs/design.md section 7, opt-in); the
// e-mail is shown, not editable. Only changed fields are sent (PATCH /api/v0/users/me/), trimmed; the success message
// lists the changed fields' names.
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/lib/client/api";
import { checkTeamName } from "@/lib/game/team-name";
import { fieldErrors } from "@/lib/validation/auth";
import { profileSchema } from "@/lib/validation/users";
import { NameFields } from "@/components/ui/name-fields";
import { TextField } from "@/components/ui/text-field";
import { useFormState } from "@/components/ui/form-state";
import { useSuccessBanner } from "@/components/ui/success-banner";
import { CountrySelect, FormSubmit, useValidationText } from "./form-bits";

export interface ProfileValues {
  first_name: string;
  last_name: string;
  country: string;
  team_name: string | null;
  deadline_reminders: boolean;
}
/** The text fields (the reminders' checkbox is the one other). */
type Field = Exclude<keyof ProfileValues, "deadline_reminders">;
const FIELDS: Field[] = ["first_name", "last_name", "country", "team_name"];

export function ProfileForm({
  initial,
  email,
  countries,
  countryLocked,
}: {
  initial: ProfileValues;
  email: string;
  countries: { code: string; name: string }[];
  countryLocked: boolean;
}) {
  const t = useTranslations("Account");
  const f = useTranslations("Api.fields");
  const rules = useTranslations("TeamRules");
  const locale = useLocale();
  const router = useRouter();
  const validation = useValidationText();
  const { showSuccess } = useSuccessBanner();
  const [saved, setSaved] = useState(initial);
  const form = useFormState<ProfileValues, Field>(initial);
  const { values, setValues, errors } = form;
  const clean = (field: Field, value: string | null) =>
    value === null ? null : field === "team_name" ? value.trim().replace(/\s+/g, " ") : value.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setGeneral([]);
    const edited = FIELDS.filter((field) => clean(field, values[field]) !== clean(field, saved[field]));
    const body: Record<string, unknown> = Object.fromEntries(
      edited.map((field) => [field, clean(field, values[field])]),
    );
    const changed: (keyof ProfileValues)[] = edited;
    if (values.deadline_reminders !== saved.deadline_reminders) {
      body.deadline_reminders = values.deadline_reminders;
      changed.push("deadline_reminders");
    }
    const found: Partial<Record<Field, string>> = {};
    for (const [field, key] of Object.entries(fieldErrors(profileSchema, body)))
      if (field !== "team_name") found[field as Field] = validation(field, key!);
    if ("team_name" in body) {
      const problem = checkTeamName(String(body.team_name));
      if (problem) found.team_name = rules(problem);
    }
    form.setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) return document.getElementById(`profile-${first}`)?.focus();
    if (!changed.length) return form.setGeneral([t("noChanges")]);
    form.setBusy(true);
    const result = await api("PATCH", "/users/me/", { body, locale });
    form.setBusy(false);
    if (!result.ok) return form.refused(result.error, FIELDS);
    const next = { ...values };
    for (const field of FIELDS) next[field] = clean(field, values[field]) as never;
    setSaved(next);
    setValues(next);
    showSuccess(t("saved", { fields: changed.map((field) => f(field)).join(", ") }));
    router.refresh();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <NameFields idPrefix="profile" labels={{ first_name: f("first_name"), last_name: f("last_name") }} form={form} />
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-700">{f("email")}</p>
        <p className="rounded-xl bg-slate-100 px-3.5 py-2.5 text-base break-all text-slate-700">{email}</p>
        <p className="mt-1.5 text-sm text-slate-500">{t("emailNote")}</p>
      </div>
      <CountrySelect
        id="profile-country"
        value={values.country}
        onChange={form.set("country")}
        countries={countries}
        disabled={countryLocked}
        error={errors.country}
        note={t("countryNote")}
      />
      {values.team_name !== null && (
        <TextField
          id="profile-team_name"
          name="team_name"
          label={f("team_name")}
          value={values.team_name}
          onChange={form.set("team_name")}
          error={errors.team_name}
        />
      )}
      <div className="flex items-start gap-3">
        <input
          id="profile-deadline_reminders"
          type="checkbox"
          checked={values.deadline_reminders}
          onChange={(e) => setValues((v) => ({ ...v, deadline_reminders: e.target.checked }))}
          aria-describedby="profile-deadline_reminders-note"
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <div>
          <label htmlFor="profile-deadline_reminders" className="text-sm font-medium text-slate-800">
            {t("reminders")}
          </label>
          <p id="profile-deadline_reminders-note" className="mt-0.5 text-sm text-slate-500">
            {t("remindersNote")}
          </p>
        </div>
      </div>
      <FormSubmit form={form} className="w-full sm:w-auto" label={t("save")} busyLabel={t("saving")} />
    </form>
  );
}
