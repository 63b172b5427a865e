"use client";

// A labelled input with its error underneath, tied together for screen readers.
import type { HTMLInputTypeAttribute } from "react";
import { FieldError, FieldLabel } from "./field-label";

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function TextField({ id, name, label, type = "text", autoComplete, value, onChange, error }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition outline-none placeholder:text-slate-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-100 aria-invalid:border-danger-500 aria-invalid:focus:ring-red-100"
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
