"use client";

// While a round is live its provisional points refresh without a reload: the page's server data is
// read again every minute (router.refresh keeps the client state, an open dialog included). The
// page stops rendering this once the round is no longer live, which stops the timer.
import { useEffect } from "react";
import { useRouter } from "next/navigation";

export const LIVE_REFRESH_MS = 60_000;

export function LiveRefresh() {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
