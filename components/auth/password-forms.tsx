"use client";

// Forgot password and set new password (docs/product.md section 2 "Modals", section 5 "Forgot password" and "Set new
// password"). Forgot: the e-mail, required and valid; on success the form gives way to a check-your-email
// message. Set new password (the link of the reset mail, /auth/new-password/?uid&token): the password policy
// and its confirmation; on success a Sign In button, which opens the sign-in modal in its place.
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { MailCheck } from "lucide-react";
import { api } from "@/lib/client/api";
import { parseApiError } from "@/lib/client/api-errors";
import { fieldErrors } from "@/lib/validation/auth";
import { forgotPasswordSchema, resetConfirmSchema } from "@/lib/validation/users";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useApiErrorTexts } from "@/components/ui/api-error-texts";
import { FormSubmit, PasswordInputs } from "@/components/account/form-bits";
import { useFormState } from "@/components/ui/form-state";
import { useAuthModals } from "./modal-context";

type ValidationKey = "fieldRequired" | "emailLower" | "password" | "passwordMismatch";

export function ForgotPasswordForm() {
  const t = useTranslations("SignIn");
  const locale = useLocale();
  const errorTexts = useApiErrorTexts();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(forgotPasswordSchema, { email });
    setError(found.email ? t(`validation.${found.email as ValidationKey}`, { field: t("email") }) : undefined);
    setGeneral([]);
    if (found.email) return document.getElementById("forgot-email")?.focus();
    setBusy(true);
    const result = await api("POST", "/users/password/reset/", { body: { email: email.trim() }, locale });
    setBusy(false);
    if (result.ok) return setSent(true);
    const parsed = parseApiError(result.error, errorTexts);
    setError(parsed.fields.email);
    setGeneral(parsed.fields.email ? [] : parsed.messages);
  }

  if (sent)
    return (
      <div role="status" className="text-center">
        <MailCheck aria-hidden="true" className="mx-auto mb-3 h-12 w-12 text-pitch-500" />
        <p className="text-lg font-semibold text-slate-900">{t("forgotSentTitle")}</p>
        <p className="mt-2 text-sm text-slate-600">{t("forgotSentText", { email: email.trim().toLowerCase() })}</p>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="-mt-4 text-sm text-slate-600">{t("forgotIntro")}</p>
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        label={t("email")}
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={error}
      />
      <FormSubmit
        form={{ general, busy }}
        className="w-full py-3 text-base"
        label={t("forgotSubmit")}
        busyLabel={t("sending")}
      />
    </form>
  );
}

const NEW_PASSWORD_FIELDS = ["new_password1", "new_password2"] as const;
type NewPasswordField = (typeof NEW_PASSWORD_FIELDS)[number];
/** The controls' ids (the labels' and the focus's). */
const NEW_PASSWORD_IDS: Record<NewPasswordField, string> = {
  new_password1: "new-password-password",
  new_password2: "new-password-confirm",
};

export function NewPasswordForm({ uid, token }: { uid: string; token: string }) {
  const t = useTranslations("SignIn");
  const locale = useLocale();
  const errorTexts = useApiErrorTexts();
  const { openSignIn } = useAuthModals();
  const form = useFormState<Record<NewPasswordField, string>, NewPasswordField>({
    new_password1: "",
    new_password2: "",
  });
  const { values, setErrors, setGeneral } = form;
  const [done, setDone] = useState(false);
  const label = (field: NewPasswordField) => t(field === "new_password1" ? "newPassword" : "confirmPassword");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(resetConfirmSchema, { ...values, uid, token });
    const shown: Partial<Record<NewPasswordField, string>> = {};
    for (const field of NEW_PASSWORD_FIELDS)
      if (found[field]) shown[field] = t(`validation.${found[field] as ValidationKey}`, { field: label(field) });
    setErrors(shown);
    setGeneral(found.uid || found.token ? [t("linkInvalid")] : []);
    const first = NEW_PASSWORD_FIELDS.find((f) => shown[f]);
    if (first) return document.getElementById(NEW_PASSWORD_IDS[first])?.focus();
    if (found.uid || found.token) return;
    form.setBusy(true);
    const result = await api("POST", "/users/password/reset/confirm/", { body: { ...values, uid, token }, locale });
    form.setBusy(false);
    if (result.ok) return setDone(true);
    const parsed = parseApiError(result.error, errorTexts);
    setErrors({ new_password1: parsed.fields.new_password1, new_password2: parsed.fields.new_password2 });
    const unplaced = Object.entries(parsed.fields).flatMap(([field, message]) =>
      (NEW_PASSWORD_FIELDS as readonly string[]).includes(field) ? [] : [message],
    );
    setGeneral(Object.keys(parsed.fields).length ? unplaced : parsed.messages);
  }

  if (done)
    return (
      <div role="status" className="text-center">
        <p className="text-lg font-semibold text-slate-900">{t("newPasswordDone")}</p>
        <button type="button" onClick={openSignIn} className={buttonClass("solid", "mt-6 w-full py-3 text-base")}>
          {t("submit")}
        </button>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="-mt-4 text-sm text-slate-600">{t("newPasswordIntro")}</p>
      <PasswordInputs fields={NEW_PASSWORD_FIELDS} id={(field) => NEW_PASSWORD_IDS[field]} label={label} form={form} />
      <FormSubmit
        form={form}
        className="w-full py-3 text-base"
        label={t("newPasswordSubmit")}
        busyLabel={t("sending")}
      />
    </form>
  );
}
