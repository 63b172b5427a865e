"use client";

// The sign-in modal (spec section 2 "Modals"; validation of section 5 "Login"). Opened by the
// header's Sign In buttons through `useOpenSignIn`, and forced open on the landing page by
// ?sign_in=1, the proxy's redirect for signed-out visitors of protected pages, unless
// ?no_modal=1 (after signing out) keeps modals closed.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useSession } from "next-auth/react";
import { SIGN_IN_FLAG } from "@/lib/routes";
import { NO_MODAL_FLAG } from "./flags";
import { Dialog } from "@/components/ui/dialog";
import { useTranslations } from "next-intl";

// The form (and its zod rules) loads when the modal first opens, not with every page.
const SignInForm = lazy(() => import("./sign-in-form").then((module) => ({ default: module.SignInForm })));

const SignInContext = createContext<() => void>(() => {});

/** Opens the sign-in modal. */
export const useOpenSignIn = () => useContext(SignInContext);

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
  const [open, setOpen] = useState(false);
  // The flag opens the modal for a signed-out visitor until it is closed once.
  const flagged = useSyncExternalStore(noSubscription, flaggedAtLoad, () => false);
  const [flagDismissed, setFlagDismissed] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => {
    setOpen(false);
    setFlagDismissed(true);
    dropSignInFlag();
  }, []);
  const forced = flagged && !flagDismissed && status === "unauthenticated";

  return (
    <SignInContext.Provider value={show}>
      {children}
      {(open || forced) && <SignInModal onClose={close} />}
    </SignInContext.Provider>
  );
}

/** The form arrives after the dialog has opened (and focused its close button): the email field takes focus then. */
function FocusEmail() {
  useEffect(() => document.getElementById("sign-in-email")?.focus(), []);
  return null;
}

function SignInModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations("SignIn");
  return (
    <Dialog title={t("title")} onClose={onClose}>
      <p className="-mt-4 mb-6 text-sm text-slate-600">{t("intro")}</p>
      <Suspense fallback={<div aria-hidden="true" className="h-64" />}>
        <SignInForm onSignedIn={onClose} />
        <FocusEmail />
      </Suspense>
    </Dialog>
  );
}
