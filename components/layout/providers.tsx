"use client";

import type { ReactNode } from "react";
import { SessionProvider } from "@/components/auth/session";
import { SignInProvider } from "@/components/auth/sign-in-modal";
import { SuccessBannerProvider } from "@/components/ui/success-banner";

/** Client-side state shared by every page: the session, the sign-in modal, the success banner. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SuccessBannerProvider>
        <SignInProvider>{children}</SignInProvider>
      </SuccessBannerProvider>
    </SessionProvider>
  );
}
