"use client";

// /personal-details/'s password and account sections (docs/product.md section 2 "Modals", section 4 "Other", section 5
// "Change password"): the change-password modal (old password, the password policy, its confirmation; success
// "Password has been successfully changed") and the delete-account confirmation (the account is deleted, the
// session ended and the fan sent home with the flag that keeps modals closed).
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { getPathname } from "@/i18n/navigation";
import { api } from "@/lib/client/api";
import { generalMessages, parseApiError } from "@/lib/client/api-errors";
import { fieldErrors } from "@/lib/validation/auth";
import { changePasswordSchema } from "@/lib/validation/users";
import { NO_MODAL_FLAG } from "@/components/auth/flags";
import { signOutTo } from "@/components/auth/session";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { useApiErrorTexts } from "@/components/ui/api-error-texts";
import { useSuccessBanner } from "@/components/ui/success-banner";
import { FormErrors, useValidationText } from "./form-bits";

type PasswordField = "old_password" | "password" | "confirm_password";
const PASSWORD_FIELDS: PasswordField[] = ["old_password", "password", "confirm_password"];
const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-full bg-danger-500 px-5 py-2.5 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger-500 disabled:cursor-not-allowed disabled:opacity-60";
const EMPTY: Record<PasswordField, string> = { old_password: "", password: "", confirm_password: "" };

export function ChangePassword() {
  const t = useTranslations("Account");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="solid" onClick={() => setOpen(true)}>
        {t("changePassword")}
      </Button>
      {open && <ChangePasswordModal onClose={() => setOpen(false)} />}
    </>
  );
}

function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations("Account");
  const locale = useLocale();
  const errorTexts = useApiErrorTexts();
  const validation = useValidationText();
  const { showSuccess } = useSuccessBanner();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const label = (field: PasswordField) =>
    t(field === "old_password" ? "oldPassword" : field === "password" ? "newPassword" : "confirmPassword");

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral([]);
    const found: Partial<Record<PasswordField, string>> = {};
    for (const [field, key] of Object.entries(fieldErrors(changePasswordSchema, values)))
      found[field as PasswordField] = validation(field === "password" ? "new_password" : field, key!);
    setErrors(found);
    const first = PASSWORD_FIELDS.find((field) => found[field]);
    if (first) return document.getElementById(`change-${first}`)?.focus();
    setBusy(true);
    const result = await api("POST", "/users/me/change-password/", { body: values, locale });
    setBusy(false);
    if (!result.ok) {
      const parsed = parseApiError(result.error, errorTexts);
      setErrors(parsed.fields as Partial<Record<PasswordField, string>>);
      setGeneral(generalMessages(parsed, PASSWORD_FIELDS));
      return;
    }
    onClose();
    showSuccess(t("passwordChanged"));
  }

  return (
    <Dialog title={t("changePassword")} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {PASSWORD_FIELDS.map((field) => (
          <TextField
            key={field}
            id={`change-${field}`}
            name={field}
            type="password"
            label={label(field)}
            autoComplete={field === "old_password" ? "current-password" : "new-password"}
            value={values[field]}
            onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
            error={errors[field]}
          />
        ))}
        <FormErrors messages={general} />
        <button type="submit" disabled={busy} className={buttonClass("solid", "w-full py-3 text-base")}>
          {busy ? t("saving") : t("changePassword")}
        </button>
      </form>
    </Dialog>
  );
}

export function DeleteAccount() {
  const t = useTranslations("Account");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={dangerButton}>
        {t("deleteAccount")}
      </button>
      {open && <DeleteAccountModal onClose={() => setOpen(false)} />}
    </>
  );
}

function DeleteAccountModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations("Account");
  const locale = useLocale();
  const errorTexts = useApiErrorTexts();
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setGeneral([]);
    const result = await api("DELETE", "/users/me/", { locale });
    if (!result.ok) {
      setBusy(false);
      setGeneral(parseApiError(result.error, errorTexts).messages);
      return;
    }
    await signOutTo(`${getPathname({ href: "/", locale })}?${NO_MODAL_FLAG}=1`);
  }

  return (
    <Dialog title={t("deleteConfirmTitle")} onClose={onClose} initialFocus="#delete-cancel">
      <p className="text-slate-700">{t("deleteConfirmText")}</p>
      <FormErrors messages={general} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button id="delete-cancel" variant="ghost" onClick={onClose}>
          {t("cancel")}
        </Button>
        <button type="button" onClick={() => void confirm()} disabled={busy} className={dangerButton}>
          {busy ? t("deleting") : t("deleteConfirm")}
        </button>
      </div>
    </Dialog>
  );
}
