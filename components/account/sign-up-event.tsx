"use client";

// The analytics event of a completed sign-up (docs/product.md section 4 "Session and email"): { event: "sign_up" } pushed to
// the dataLayer once, when the activation page shows its success.
import { useEffect } from "react";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function SignUpEvent() {
  useEffect(() => {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: "sign_up" });
  }, []);
  return null;
}
