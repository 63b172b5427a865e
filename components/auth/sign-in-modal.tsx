"use client";

// The account modals of the page frame (docs/product.md section 2 "Modals"): sign in (validation of section 5
// "Login"), forgot password and set new password. One is open at a time, so opening sign in closes
// set-new-password and opening forgot password closes sign in. Sign in is opened by the header's
// Sign In buttons through `useOpenSignIn` (./modal-context.tsx), and forced open on the landing page by ?sign_in=1, the
// proxy's redirect for signed-out visitors of protected pages, unless ?no_modal=1 (after signing
// out) keeps modals closed. Set new password is opened by /auth/new-password/?uid&token.
import { lazy, Suspense, useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { useSession } from "./session";
import { AuthModalsContext, type AuthModals, type Modal } from "./modal-context";
import { SIGN_IN_FLAG } from "@/lib/routes";
import { NO_MODAL_FLAG } from "./flags";

// The modals, their dialog and their forms (with zod's rules) load when one first opens, not with every page.
const AccountModal = lazy(() => import("./account-modals"));

/** Removes ?sign_in=1 from the address, so a reload after closing does not reopen the modal. */
function dropSignInFlag() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SIGN_IN_FLAG)) return;
  url.searchParams.delete(SIGN_IN_FLAG);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

const noSubscription = () => () => {};
/** Whether the address asked for the modal when the page loaded (false while rendering on the server). */
const flaggedAtLoad = () => {
  const query = new URLSearchParams(window.location.search);
  return query.has(SIGN_IN_FLAG) && !query.has(NO_MODAL_FLAG);
};

export function SignInProvider({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [modal, setModal] = useState<Modal>(null);
  // The flag opens the modal for a signed-out visitor until it is closed once.
  const flagged = useSyncExternalStore(noSubscription, flaggedAtLoad, () => false);
  const [flagDismissed, setFlagDismissed] = useState(false);
  const dismissFlag = useCallback(() => {
    setFlagDismissed(true);
    dropSignInFlag();
  }, []);
  const close = useCallback(() => {
    setModal(null);
    dismissFlag();
  }, [dismissFlag]);
  const value = useMemo<AuthModals>(
    () => ({
      openSignIn: () => setModal({ kind: "signIn" }),
      openForgotPassword: () => {
        dismissFlag();
        setModal({ kind: "forgot" });
      },
      openNewPassword: ({ uid, token }) => setModal({ kind: "newPassword", uid, token }),
    }),
    [dismissFlag],
  );
  const forced = flagged && !flagDismissed && status === "unauthenticated" && modal === null;
  const shown: Modal = forced ? { kind: "signIn" } : modal;

  return (
    <AuthModalsContext.Provider value={value}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <AccountModal modal={shown} onClose={close} />
        </Suspense>
      )}
    </AuthModalsContext.Provider>
  );
}
