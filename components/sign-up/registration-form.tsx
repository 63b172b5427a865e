"use client";

// Step 2 of registration (docs/product.md section 2 "Registration", section 5 "Registration"): first and last name, e-mail,
// country (with its league note), password and confirmation, and the Terms of Use; checked with
// lib/validation/users.ts registrationSchema before sending. The team kept at step 1 goes with the user to
// POST /api/v0/userteams/user-teams/register/; then the fan is signed in and goes to confirm-email. Without a
// stored team the fan goes back to step 1 with ?no_team.
import { useEffect, useState, type FormEvent } from "react";
import { signIn } from "next-auth/react";
import { useSession } from "@/components/auth/session";
import { useLocale, useTranslations } from "next-intl";
import { Link, useRouter } from "@/i18n/navigation";
import { api } from "@/lib/client/api";
import { parseApiError } from "@/lib/client/api-errors";
import { fieldErrors } from "@/lib/validation/auth";
import { registrationSchema } from "@/lib/validation/users";
import { TextField } from "@/components/ui/text-field";
import { useApiErrorTexts } from "@/components/ui/api-error-texts";
import { CountrySelect, FormSubmit, useValidationText } from "@/components/account/form-bits";
import { FieldError } from "@/components/ui/field-label";
import { clearStoredTeam, readStoredTeam, storedTeamProblem } from "./stored-team";

const SELECT_TEAM_STEP = "/auth/sign-up/select-team/";

export const CONFIRM_EMAIL_STEP = "/auth/sign-up/confirm-email/";
const FIELDS = ["first_name", "last_name", "email", "country", "password", "confirm_password"] as const;
type Field = (typeof FIELDS)[number] | "privacy_policy";

export function RegistrationForm({ countries }: { countries: { code: string; name: string }[] }) {
  const t = useTranslations("SignUp");
  const account = useTranslations("Account");
  const f = useTranslations("Api.fields");
  const locale = useLocale();
  const router = useRouter();
  const { refresh: refreshSession } = useSession();
  const errorTexts = useApiErrorTexts();
  const validation = useValidationText();
  const termsText = useTranslations("Api.validation");
  const [values, setValues] = useState<Record<(typeof FIELDS)[number], string>>({
    first_name: "",
    last_name: "",
    email: "",
    country: "",
    password: "",
    confirm_password: "",
  });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const problem = storedTeamProblem();
    if (problem) router.replace(`${SELECT_TEAM_STEP}?${problem}`);
  }, [router]);

  const set = (field: (typeof FIELDS)[number]) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral([]);
    const team = readStoredTeam();
    const problem = storedTeamProblem();
    if (!team || problem) return router.replace(`${SELECT_TEAM_STEP}?${problem ?? "no_team"}`);
    const user = {
      ...values,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      privacy_policy: terms,
    };
    const found: Partial<Record<Field, string>> = {};
    for (const [field, key] of Object.entries(fieldErrors(registrationSchema, user)))
      found[field as Field] = field === "privacy_policy" ? termsText(key as "termsRequired") : validation(field, key!);
    setErrors(found);
    const first = [...FIELDS, "privacy_policy" as const].find((field) => found[field]);
    if (first) return document.getElementById(`register-${first}`)?.focus();
    setBusy(true);
    const result = await api("POST", "/userteams/user-teams/register/", { body: { ...team, user }, locale });
    if (!result.ok) {
      setBusy(false);
      // The user's errors come nested under "user"; the team's (and "detail") at the top.
      const error = result.error;
      const body = error?.body;
      const nested =
        body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>).user : undefined;
      const top = parseApiError(error, errorTexts);
      const userErrors =
        error && nested && typeof nested === "object" && !Array.isArray(nested)
          ? parseApiError({ status: error.status, body: nested }, errorTexts).fields
          : {};
      const placed: Partial<Record<Field, string>> = {};
      for (const [field, message] of Object.entries({ ...top.fields, ...userErrors }))
        if ((FIELDS as readonly string[]).includes(field) || field === "privacy_policy")
          placed[field as Field] = message;
      // Nothing wrong with the personal details, yet refused: the team of step 1 is no longer valid (a price or a
      // player changed since): back to step 1, which says so ("broken_team").
      if (error?.status === 400 && !Object.keys(placed).length) {
        clearStoredTeam();
        return router.replace(`${SELECT_TEAM_STEP}?broken_team`);
      }
      const onlyFallback =
        !Object.keys(top.fields).length && error && top.messages[0] === errorTexts.status(error.status);
      setErrors(placed);
      setGeneral(
        Object.keys(placed).length && onlyFallback
          ? []
          : top.messages.filter((line) => !Object.keys(placed).some((field) => line.startsWith(`${field}: `))),
      );
      return;
    }
    clearStoredTeam();
    await signIn("credentials", { redirect: false, email: user.email.toLowerCase(), password: user.password });
    await refreshSession();
    router.push(CONFIRM_EMAIL_STEP);
    router.refresh();
  }

  const text = (field: "first_name" | "last_name" | "email", autoComplete: string, type: "text" | "email" = "text") => (
    <TextField
      id={`register-${field}`}
      name={field}
      type={type}
      label={f(field)}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={set(field)}
      error={errors[field]}
    />
  );
  const password = (field: "password" | "confirm_password") => (
    <TextField
      id={`register-${field}`}
      name={field}
      type="password"
      label={f(field)}
      autoComplete="new-password"
      value={values[field]}
      onChange={set(field)}
      error={errors[field]}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {text("first_name", "given-name")}
        {text("last_name", "family-name")}
      </div>
      {text("email", "email", "email")}
      <CountrySelect
        id="register-country"
        value={values.country}
        onChange={set("country")}
        countries={countries}
        error={errors.country}
        note={account("countryNote")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {password("password")}
        {password("confirm_password")}
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            id="register-privacy_policy"
            type="checkbox"
            checked={terms}
            onChange={(event) => {
              setTerms(event.target.checked);
              setErrors((e) => ({ ...e, privacy_policy: undefined }));
            }}
            aria-invalid={errors.privacy_policy ? true : undefined}
            aria-describedby={errors.privacy_policy ? "register-privacy_policy-error" : undefined}
            className="mt-0.5 h-5 w-5 rounded border-slate-300 accent-brand-700"
          />
          <span>
            {t.rich("terms", {
              link: (chunks) => (
                <Link href="/terms-of-use/" target="_blank" className="font-medium text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </span>
        </label>
        <FieldError id="register-privacy_policy-error" message={errors.privacy_policy} />
      </div>
      <FormSubmit
        form={{ general, busy }}
        disabled={!terms}
        className="w-full sm:w-auto"
        label={t("register")}
        busyLabel={t("registering")}
      />
    </form>
  );
}
