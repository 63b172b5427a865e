"use client";

// The account modals of the page frame (spec section 2 "Modals"): sign in (validation of section 5
// "Login"), forgot password and set new password. One is open at a time, so opening sign in closes
// set-new-password and opening forgot password closes sign in. Sign in is opened by the header's
// Sign In buttons through `useOpenSignIn`, and forced open on the landing page by ?sign_in=1, the
// proxy's redirect for signed-out visitors of protected pages, unless ?no_modal=1 (after signing
// out) keeps modals closed. Set new password is opened by /auth/new-password/?uid&token.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useSession } from "next-auth/react";
import { SIGN_IN_FLAG } from "@/lib/routes";
import { NO_MODAL_FLAG } from "./flags";
import { Dialog } from "@/components/ui/dialog";
import { useTranslations } from "next-intl";

// The forms (and their zod rules) load when a modal first opens, not with every page.
const SignInForm = lazy(() => import("./sign-in-form").then((module) => ({ default: module.SignInForm })));
const ForgotPasswordForm = lazy(() =>
  import("./password-forms").then((module) => ({ default: module.ForgotPasswordForm })),
);
const NewPasswordForm = lazy(() => import("./password-forms").then((module) => ({ default: module.NewPasswordForm })));

type Modal = { kind: "signIn" } | { kind: "forgot" } | { kind: "newPassword"; uid: string; token: string } | null;

interface AuthModals {
  openSignIn: () => void;
  openForgotPassword: () => void;
  openNewPassword: (link: { uid: string; token: string }) => void;
}

const AuthModalsContext = createContext<AuthModals>({
  openSignIn: () => {},
  openForgotPassword: () => {},
  openNewPassword: () => {},
});

/** Opens the sign-in modal. */
export const useOpenSignIn = () => useContext(AuthModalsContext).openSignIn;
/** Opens one of the account modals (the one open before closes). */
export const useAuthModals = () => useContext(AuthModalsContext);

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
      {shown?.kind === "signIn" && <SignInModal onClose={close} />}
      {shown?.kind === "forgot" && <ForgotPasswordModal onClose={close} />}
      {shown?.kind === "newPassword" && <NewPasswordModal link={shown} onClose={close} />}
    </AuthModalsContext.Provider>
  );
}

/** The form arrives after the dialog has opened (and focused its close button): its first field takes focus then. */
function Focus({ id }: { id: string }) {
  useEffect(() => document.getElementById(id)?.focus(), [id]);
  return null;
}

const formFallback = <div aria-hidden="true" className="h-64" />;

function SignInModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations("SignIn");
  return (
    <Dialog title={t("title")} onClose={onClose}>
      <p className="-mt-4 mb-6 text-sm text-slate-600">{t("intro")}</p>
      <Suspense fallback={formFallback}>
        <SignInForm onSignedIn={onClose} />
        <Focus id="sign-in-email" />
      </Suspense>
    </Dialog>
  );
}

function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations("SignIn");
  return (
    <Dialog title={t("forgotTitle")} onClose={onClose}>
      <Suspense fallback={formFallback}>
        <ForgotPasswordForm />
        <Focus id="forgot-email" />
      </Suspense>
    </Dialog>
  );
}

function NewPasswordModal({ link, onClose }: { link: { uid: string; token: string }; onClose: () => void }) {
  const t = useTranslations("SignIn");
  return (
    <Dialog title={t("newPasswordTitle")} onClose={onClose}>
      <Suspense fallback={formFallback}>
        <NewPasswordForm uid={link.uid} token={link.token} />
        <Focus id="new-password-password" />
      </Suspense>
    </Dialog>
  );
}
