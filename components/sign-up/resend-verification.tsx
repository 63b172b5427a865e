"use client";

// Step 3 of registration (docs/product.md section 2 "Confirm email"): the expandable "Havent received email ?" with a resend
// button (POST /api/v0/users/send-verification-email/) that shows its loading and success states, and lists the
// errors under the button.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { parseApiError } from "@/lib/client/api-errors";
import { buttonClass } from "@/components/ui/button";
import { useApiErrorTexts } from "@/components/ui/api-error-texts";
import { FormErrors } from "@/components/account/form-bits";

export function ResendVerification() {
  const t = useTranslations("SignUp");
  const locale = useLocale();
  const errorTexts = useApiErrorTexts();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [errors, setErrors] = useState<string[]>([]);

  async function resend() {
    setState("sending");
    setErrors([]);
    const result = await api("POST", "/users/send-verification-email/", { locale });
    if (result.ok) return setState("sent");
    setState("idle");
    setErrors(parseApiError(result.error, errorTexts).messages);
  }

  return (
    <details className="group mt-6 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <summary className="cursor-pointer font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600">
        {t("notReceived")}
      </summary>
      <div className="mt-3 space-y-3">
        <p className="text-sm text-slate-600">{t("resendText")}</p>
        <button
          type="button"
          onClick={resend}
          disabled={state === "sending"}
          className={buttonClass("solid", "w-full sm:w-auto")}
        >
          {state === "sending" ? t("resending") : t("resend")}
        </button>
        {state === "sent" && (
          <p role="status" className="text-sm font-medium text-pitch-700">
            {t("resent")}
          </p>
        )}
        <FormErrors messages={errors} />
      </div>
    </details>
  );
}
