"use client";

// A person's first and last name side by side (the profile and contact forms; docs/product.md section 5), each a
// TextField with its browser autofill and its error.
import { TextField } from "./text-field";

type NameField = "first_name" | "last_name";

export function NameFields({
  idPrefix,
  labels,
  form,
}: {
  /** The form's prefix: ids are `<prefix>-first_name` and `<prefix>-last_name`. */
  idPrefix: string;
  labels: Record<NameField, string>;
  /** The form's state (useFormState): the names' values, their errors and their change handlers. */
  form: {
    values: Record<NameField, string>;
    errors: Partial<Record<NameField, string>>;
    set: (field: NameField) => (value: string) => void;
  };
}) {
  const field = (name: NameField, autoComplete: string) => (
    <TextField
      id={`${idPrefix}-${name}`}
      name={name}
      label={labels[name]}
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={form.set(name)}
      error={form.errors[name]}
    />
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {field("first_name", "given-name")}
      {field("last_name", "family-name")}
    </div>
  );
}
