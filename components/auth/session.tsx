"use client";

// The browser's view of the web session, for the page frame (the header's account area, the sign-in modal, the home
// page's buttons): next-auth's own session endpoint, read when a page starts and when its tab comes back into view.
// next-auth's React client does the same with ~10 kB (compressed) of runtime every page would load; its sign-in and
// sign-out calls load only where a fan uses them (the sign-in form, the account menu), and `refresh` tells the frame
// about a sign-in without a page load.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Session } from "next-auth";

type Status = "loading" | "authenticated" | "unauthenticated";

interface SessionState {
  data: Session | null;
  status: Status;
  /** Reads the session again (after a sign-in). */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<SessionState>({
  data: null,
  status: "loading",
  refresh: async () => {},
});

export const useSession = () => useContext(SessionContext);

/** next-auth's session endpoint (the site's paths end in a slash). */
const SESSION_URL = "/api/auth/session/";

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ data: Session | null; status: Status }>({ data: null, status: "loading" });
  const refresh = useCallback(async () => {
    try {
      const response = await fetch(SESSION_URL, {
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      });
      const session = response.ok ? ((await response.json()) as Session | Record<string, never>) : null;
      setState(
        session && "user" in session && session.user
          ? { data: session as Session, status: "authenticated" }
          : { data: null, status: "unauthenticated" },
      );
    } catch {
      // Offline: keep what the page knew.
      setState((current) => (current.status === "loading" ? { data: null, status: "unauthenticated" } : current));
    }
  }, []);
  useEffect(() => {
    // Reading the session on mount is the point of this effect: the page's HTML is the same for every visitor.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refresh]);
  const value = useMemo(() => ({ ...state, refresh }), [state, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * Signs out and lands on the home page with the flag that keeps modals closed (docs/product.md section 2). A full page load, so
 * no signed-in state survives; a relative URL, so it does not depend on next-auth knowing the site's public address.
 */
export async function signOutTo(home: string) {
  const { signOut } = await import("next-auth/react");
  await signOut({ redirect: false });
  window.location.assign(home);
}
