"use client";

// A labelled input with its hint and its error underneath (ids `<id>-hint`, `<id>-error`), tied together for screen
// readers: in the forms' look, or the strong one of the leagues' dialogs and the team name beside the pitch.
import type { InputHTMLAttributes } from "react";
import { FieldError, FieldHint, FieldLabel, strongFieldClass } from "./field-label";

const INPUT_STYLES = {
  form: "w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition outline-none placeholder:text-slate-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-100 aria-invalid:border-danger-500 aria-invalid:focus:ring-red-100",
  strong: strongFieldClass,
} as const;

type TextFieldProps = {
  id: string;
  label: string;
  look?: keyof typeof INPUT_STYLES;
  value: string;
  onChange: (value: string) => void;
  /** Under the input, before the error (id `<id>-hint`). */
  hint?: string;
  error?: string | null;
  /** Added to the input's classes (a narrower box, a code's letters). */
  inputClassName?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "className" | "aria-describedby">;

export function TextField({
  id,
  label,
  look = "form",
  type = "text",
  onChange,
  hint,
  error,
  inputClassName,
  ...input
}: TextFieldProps) {
  const [hintId, errorId] = [`${id}-hint`, `${id}-error`];
  const described = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <FieldLabel htmlFor={id} look={look}>
        {label}
      </FieldLabel>
      <input
        {...input}
        id={id}
        type={type}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={inputClassName ? `${INPUT_STYLES[look]} ${inputClassName}` : INPUT_STYLES[look]}
      />
      {hint && (
        <FieldHint id={hintId} look={look}>
          {hint}
        </FieldHint>
      )}
      <FieldError id={errorId} look={look} message={error} />
    </div>
  );
}
