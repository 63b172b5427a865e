"use client";

// What the builder's confirmation dialogs share (the transfers, the chips): the server's refusals inside the dialog,
// and its two buttons.
import { buttonClass } from "@/components/ui/button";

/** A confirmation's buttons: back (the dialog's first focus when `backIsSafe`) and confirm, both off while busy. */
export function ModalActions({
  busy,
  back,
  onBack,
  backIsSafe,
  confirm,
  onConfirm,
}: {
  busy: boolean;
  back: string;
  onBack: () => void;
  backIsSafe?: boolean;
  confirm: string;
  onConfirm: () => void;
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <button
        type="button"
        data-safe={backIsSafe || undefined}
        onClick={onBack}
        disabled={busy}
        className={buttonClass("ghost")}
      >
        {back}
      </button>
      <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass("primary")}>
        {confirm}
      </button>
    </div>
  );
}

/** The server's refusal of a confirmed change, inside its dialog. */
export function ModalErrors({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <ul role="alert" className="mt-4 space-y-1 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}
