"use client";

// Pieces the account forms share: a zod message key of lib/validation/users.ts in the page's language (with the
// field's label), the country select, the password inputs, and the list of general errors with the submit button.
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { FieldError, FieldHint, FieldLabel } from "@/components/ui/field-label";
import { SelectOptions } from "@/components/ui/select-options";
import { TextField } from "@/components/ui/text-field";

/** "{field} is required" and the other Api.validation messages, for a field of the account forms. */
export function useValidationText() {
  const v = useTranslations("Api.validation");
  const f = useTranslations("Api.fields");
  return (field: string, key: string) => v(key as "fieldRequired", { field: f(field as "first_name") });
}

export function FormErrors({ id, messages }: { id?: string; messages: string[] }) {
  if (!messages.length) return null;
  return (
    // The alert is a wrapper: a list keeps its list role (role="alert" on the <ul> itself would take it away).
    <div
      id={id}
      role="alert"
      className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-100"
    >
      <ul className="space-y-1">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A form's end: the errors that belong to no field, then its submit button, which says `busyLabel` and is disabled
 * while the request is under way (and while `disabled`).
 */
export function FormSubmit({
  form,
  disabled,
  className,
  label,
  busyLabel,
}: {
  form: { general: string[]; busy: boolean };
  disabled?: boolean;
  /** The button's width and size, added to the solid button's classes. */
  className: string;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <FormErrors messages={form.general} />
      <button type="submit" disabled={disabled || form.busy} className={buttonClass("solid", className)}>
        {form.busy ? busyLabel : label}
      </button>
    </>
  );
}

/**
 * The password inputs of a password form (change password, set a new password), one a field, in order. `autoComplete`
 * defaults to the browser's new-password.
 */
export function PasswordInputs<Field extends string>({
  fields,
  id,
  label,
  autoComplete = () => "new-password",
  form,
}: {
  fields: readonly Field[];
  id: (field: Field) => string;
  label: (field: Field) => string;
  autoComplete?: (field: Field) => string;
  form: {
    values: Record<Field, string>;
    setValues: (change: (values: Record<Field, string>) => Record<Field, string>) => void;
    errors: Partial<Record<Field, string>>;
  };
}) {
  // Typing in a field leaves its error as it is, until the next submit.
  return fields.map((field) => (
    <TextField
      key={field}
      id={id(field)}
      name={field}
      type="password"
      label={label(field)}
      autoComplete={autoComplete(field)}
      value={form.values[field]}
      onChange={(value) => form.setValues((v) => ({ ...v, [field]: value }))}
      error={form.errors[field]}
    />
  ));
}

export const selectClass =
  "w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition outline-none focus:border-brand-500 focus:ring-3 focus:ring-brand-100 disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-danger-500";

export function CountrySelect({
  id,
  value,
  onChange,
  countries,
  disabled,
  error,
  note,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  countries: { code: string; name: string }[];
  disabled?: boolean;
  error?: string;
  note: string;
}) {
  const t = useTranslations("Account");
  const f = useTranslations("Api.fields");
  const described = [`${id}-note`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <FieldLabel htmlFor={id}>{f("country")}</FieldLabel>
      <select
        id={id}
        name="country"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={selectClass}
      >
        <option value="">{t("chooseCountry")}</option>
        <SelectOptions options={countries.map((c) => ({ value: c.code, label: c.name }))} />
      </select>
      <FieldHint id={`${id}-note`}>{note}</FieldHint>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
