"use client";

import { useOpenSignIn } from "./modal-context";
import { buttonClass, type ButtonVariant } from "@/components/ui/button";

export function SignInButton({
  label,
  variant = "secondary",
  className = "",
}: {
  label: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const open = useOpenSignIn();
  return (
    <button type="button" onClick={open} className={buttonClass(variant, className)}>
      {label}
    </button>
  );
}
