"use client";

// The builder screens' save bar (docs/screens.md "Around the pitch"): Reset and the confirm button, with the reason when
// it is disabled; it sticks to the bottom of the screen on phones.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { LoaderCircle, RotateCcw } from "lucide-react";
import { buttonClass } from "@/components/ui/button";

export function SaveBar({
  onReset,
  onConfirm,
  confirmLabel,
  disabledReason,
  busy,
  extra,
}: {
  onReset: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  /** Why confirming is not possible now; null when it is. */
  disabledReason: string | null;
  busy: boolean;
  extra?: ReactNode;
}) {
  const t = useTranslations("Builder");
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-4 border-t border-slate-200 bg-white px-4 py-3 sm:static sm:mx-0 sm:rounded-2xl sm:border sm:shadow-sm">
      <div className="flex items-center gap-3">
        {extra}
        <button
          type="button"
          onClick={onReset}
          className={buttonClass("ghost", "min-h-11 px-3.5 ring-1 ring-brand-200 sm:px-5")}
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only sm:not-sr-only">{t("reset")}</span>
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={disabledReason !== null || busy}
          aria-describedby={disabledReason ? "save-reason" : undefined}
          className={buttonClass("primary", "min-h-11 flex-1 sm:flex-none")}
        >
          {busy && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {confirmLabel}
        </button>
      </div>
      {disabledReason && (
        <p id="save-reason" className="mt-1.5 text-xs text-slate-600">
          {disabledReason}
        </p>
      )}
    </div>
  );
}
