"use client";

// Brings the round a fan comes for (the live one, else the next) into view when the schedule opens
// at its top without an address fragment: the page stays one static list in season order, and the
// "jump" link above it does the same without JavaScript.
import { useEffect } from "react";

export function ScrollToRound({ targetId }: { targetId: string }) {
  useEffect(() => {
    // A fragment (#round-20), a restored scroll position or a fan already scrolling wins.
    if (window.location.hash || window.scrollY > 0) return;
    // At once, not with the page's smooth scrolling: the fan should not watch the season scroll by.
    document.getElementById(targetId)?.scrollIntoView({ block: "start", behavior: "instant" });
  }, [targetId]);
  return null;
}
