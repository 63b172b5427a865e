// A form control's label: the forms' style (above the control, with its gap) or, in dialogs and beside the pitch, the
// stronger one. One place for both, so every form labels alike.
import type { ReactNode } from "react";

const STYLES = {
  form: "mb-1.5 block text-sm font-medium text-slate-700",
  strong: "block text-sm font-semibold text-slate-800",
} as const;

export function FieldLabel({
  htmlFor,
  look = "form",
  children,
}: {
  htmlFor: string;
  look?: keyof typeof STYLES;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={STYLES[look]}>
      {children}
    </label>
  );
}
