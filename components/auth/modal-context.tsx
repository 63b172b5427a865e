"use client";

// Which account modal is open, and the hooks that open one (components/auth/sign-in-modal.tsx provides them). A file
// of its own so that the forms inside the modals can open another without importing the modal that loads them.
import { createContext, useContext } from "react";

export type Modal =
  { kind: "signIn" } | { kind: "forgot" } | { kind: "newPassword"; uid: string; token: string } | null;

export interface AuthModals {
  openSignIn: () => void;
  openForgotPassword: () => void;
  openNewPassword: (link: { uid: string; token: string }) => void;
}

export const AuthModalsContext = createContext<AuthModals>({
  openSignIn: () => {},
  openForgotPassword: () => {},
  openNewPassword: () => {},
});

/** Opens the sign-in modal. */
export const useOpenSignIn = () => useContext(AuthModalsContext).openSignIn;
/** Opens one of the account modals (the one open before closes). */
export const useAuthModals = () => useContext(AuthModalsContext);
