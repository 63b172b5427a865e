"use client";

// /personal-details/'s password and account sections (docs/product.md section 2 "Modals", section 4 "Other", section 5
// "Change password"): the change-password modal (old password, the password policy, its confirmation; success
// "Password has been successfully changed") and the delete-account confirmation (the account is deleted, the
// session ended and the fan sent home with the flag that keeps modals closed).
import { useState, type FormEvent, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { getPathname } from "@/i18n/navigation";
import { api } from "@/lib/client/api";
import { parseApiError } from "@/lib/client/api-errors";
import { fieldErrors } from "@/lib/validation/auth";
import { changePasswordSchema } from "@/lib/validation/users";
import { NO_MODAL_FLAG } from "@/components/auth/flags";
import { signOutTo } from "@/components/auth/session";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useApiErrorTexts } from "@/components/ui/api-error-texts";
import { useFormState } from "@/components/ui/form-state";
import { useSuccessBanner } from "@/components/ui/success-banner";
import { FormErrors, FormSubmit, PasswordInputs, useValidationText } from "./form-bits";

type PasswordField = "old_password" | "password" | "confirm_password";
const PASSWORD_FIELDS: PasswordField[] = ["old_password", "password", "confirm_password"];
const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-full bg-danger-500 px-5 py-2.5 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger-500 disabled:cursor-not-allowed disabled:opacity-60";
const EMPTY: Record<PasswordField, string> = { old_password: "", password: "", confirm_password: "" };

/** A section's button and the modal it opens, in the page only while open. */
function ModalButton({
  label,
  className,
  modal,
}: {
  label: string;
  className: string;
  modal: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        {label}
      </button>
      {open && modal(() => setOpen(false))}
    </>
  );
}

export function ChangePassword() {
  const t = useTranslations("Account");
  const modal = (close: () => void) => <ChangePasswordModal onClose={close} />;
  return <ModalButton label={t("changePassword")} className={buttonClass("solid")} modal={modal} />;
}

function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations("Account");
  const locale = useLocale();
  const validation = useValidationText();
  const { showSuccess } = useSuccessBanner();
  const form = useFormState<Record<PasswordField, string>, PasswordField>(EMPTY);
  const label = (field: PasswordField) =>
    t(field === "old_password" ? "oldPassword" : field === "password" ? "newPassword" : "confirmPassword");

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setGeneral([]);
    const found: Partial<Record<PasswordField, string>> = {};
    for (const [field, key] of Object.entries(fieldErrors(changePasswordSchema, form.values)))
      found[field as PasswordField] = validation(field === "password" ? "new_password" : field, key!);
    form.setErrors(found);
    const first = PASSWORD_FIELDS.find((field) => found[field]);
    if (first) return document.getElementById(`change-${first}`)?.focus();
    form.setBusy(true);
    const result = await api("POST", "/users/me/change-password/", { body: form.values, locale });
    form.setBusy(false);
    if (!result.ok) return form.refused(result.error, PASSWORD_FIELDS);
    onClose();
    showSuccess(t("passwordChanged"));
  }

  return (
    <Dialog title={t("changePassword")} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <PasswordInputs
          fields={PASSWORD_FIELDS}
          id={(field) => `change-${field}`}
          label={label}
          autoComplete={(field) => (field === "old_password" ? "current-password" : "new-password")}
          form={form}
        />
        <FormSubmit form={form} className="w-full py-3 text-base" label={t("changePassword")} busyLabel={t("saving")} />
      </form>
    </Dialog>
  );
}

export function DeleteAccount() {
  const t = useTranslations("Account");
  const modal = (close: () => void) => <DeleteAccountModal onClose={close} />;
  return <ModalButton label={t("deleteAccount")} className={dangerButton} modal={modal} />;
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
