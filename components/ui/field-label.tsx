// A form control's label, its hint and its error: the forms' style (above the control, with its gap) or, in dialogs and
// beside the pitch, the stronger one. One place for both, so every form labels alike.
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

/** A text control under a strong label (the leagues' dialogs). */
export const strongFieldClass =
  "mt-1 block w-full rounded-xl border border-slate-300 px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600";

/** The text under a control, in its label's look: a standing hint or an error. */
const NOTE_STYLES: Record<"hint" | "error", Record<keyof typeof STYLES, string>> = {
  hint: { form: "mt-1.5 text-sm text-slate-500", strong: "mt-1 text-sm text-slate-600" },
  error: { form: "mt-1.5 text-sm text-danger-500", strong: "mt-1 text-sm text-red-700" },
};

/** `id`: in the control's aria-describedby. */
type NoteProps = { id: string; look?: keyof typeof STYLES };

/** A control's standing explanation under it. */
export function FieldHint({ id, look = "form", children }: NoteProps & { children: ReactNode }) {
  return (
    <p id={id} className={NOTE_STYLES.hint[look]}>
      {children}
    </p>
  );
}

/** A control's error under it; nothing when there is none. */
export function FieldError({ id, look = "form", message }: NoteProps & { message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className={NOTE_STYLES.error[look]}>
      {message}
    </p>
  );
}
