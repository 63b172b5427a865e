"use client";

// The account modals of the page frame (sign in, forgot password, set new password), loaded when one first opens
// (components/auth/sign-in-modal.tsx keeps which one is open).
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { ForgotPasswordForm, NewPasswordForm } from "./password-forms";
import { SignInForm } from "./sign-in-form";
import type { Modal } from "./modal-context";

/** Focuses the form's first field once the dialog has opened (it focuses its close button first). */
function Focus({ id }: { id: string }) {
  useEffect(() => document.getElementById(id)?.focus(), [id]);
  return null;
}

export default function AccountModal({ modal, onClose }: { modal: NonNullable<Modal>; onClose: () => void }) {
  const t = useTranslations("SignIn");
  if (modal.kind === "signIn")
    return (
      <Dialog title={t("title")} onClose={onClose}>
        <p className="-mt-4 mb-6 text-sm text-slate-600">{t("intro")}</p>
        <SignInForm onSignedIn={onClose} />
        <Focus id="sign-in-email" />
      </Dialog>
    );
  if (modal.kind === "forgot")
    return (
      <Dialog title={t("forgotTitle")} onClose={onClose}>
        <ForgotPasswordForm />
        <Focus id="forgot-email" />
      </Dialog>
    );
  return (
    <Dialog title={t("newPasswordTitle")} onClose={onClose}>
      <NewPasswordForm uid={modal.uid} token={modal.token} />
      <Focus id="new-password-password" />
    </Dialog>
  );
}
