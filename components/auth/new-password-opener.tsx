"use client";

// /auth/new-password/?uid&token (docs/product.md section 2 "Routes"): opens the set-new-password modal with the reset
// link's uid and token as the page loads, and offers a button to open it again once closed.
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { useAuthModals } from "./modal-context";

export function NewPasswordOpener({ uid, token }: { uid: string; token: string }) {
  const t = useTranslations("SignIn");
  const { openNewPassword } = useAuthModals();
  useEffect(() => openNewPassword({ uid, token }), [openNewPassword, uid, token]);
  return (
    <button type="button" onClick={() => openNewPassword({ uid, token })} className={buttonClass("solid", "mt-6")}>
      {t("newPasswordTitle")}
    </button>
  );
}
