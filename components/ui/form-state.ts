"use client";

// The state a form that writes through /api/v0 keeps (the profile, change password, set a new password, contact):
// its values, each field's error, the errors that belong to no field, and whether its request is under way.
import { useState } from "react";
import type { ApiFailure } from "@/lib/client/api";
import { generalMessages, parseApiError } from "@/lib/client/api-errors";
import { useApiErrorTexts } from "./api-error-texts";

export function useFormState<Values extends object, Field extends keyof Values & string>(initial: Values) {
  const errorTexts = useApiErrorTexts();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  return {
    values,
    setValues,
    errors,
    setErrors,
    general,
    setGeneral,
    busy,
    setBusy,
    /** A text field's change handler, which also clears that field's error. */
    set: (field: Field) => (value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
    /** The API's refusal: each field's message under that field, and above the button what concerns none of `fields`. */
    refused: (error: ApiFailure, fields: readonly string[]) => {
      const parsed = parseApiError(error, errorTexts);
      setErrors(parsed.fields as Partial<Record<Field, string>>);
      setGeneral(generalMessages(parsed, fields));
    },
  };
}
