"use client";

// The download-the-app announcement strip in the header (docs/product.md section 1): closable, and it stays
// closed. The choice lives in localStorage; an inline script in the page head marks
// <html data-app-banner="closed"> before the first paint, so a closed strip never flashes and an
// open one never pushes the page down after hydration.
import { useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { APP_BANNER_STORAGE_KEY } from "./app-banner-script";
import { StoreBadges } from "./store-badges";
import { Smartphone } from "lucide-react";
import { CloseButton } from "@/components/ui/close-button";

const noSubscription = () => () => {};
const closedEarlier = () => {
  try {
    return window.localStorage.getItem(APP_BANNER_STORAGE_KEY) === "1";
  } catch {
    // Storage blocked: the strip shows, and closing it lasts for this page only.
    return false;
  }
};

export function AppBanner() {
  const t = useTranslations("AppBanner");
  const stored = useSyncExternalStore(noSubscription, closedEarlier, () => false);
  const [closedNow, setClosedNow] = useState(false);

  if (stored || closedNow) return null;
  const close = () => {
    try {
      window.localStorage.setItem(APP_BANNER_STORAGE_KEY, "1");
    } catch {
      // As above.
    }
    document.documentElement.dataset.appBanner = "closed";
    setClosedNow(true);
  };

  return (
    <div className="border-b border-white/10 bg-brand-900/80 text-white [html[data-app-banner=closed]_&]:hidden">
      {/* One line on a phone too (a short text there), so the strip costs the first screen as little as it can. */}
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-1.5 sm:gap-3 sm:px-6 lg:px-8">
        <Smartphone aria-hidden="true" className="hidden h-5 w-5 shrink-0 text-accent-400 sm:block" strokeWidth={1.8} />
        <p className="min-w-0 flex-1 text-xs leading-tight sm:text-sm sm:leading-snug">
          <span className="sm:hidden">{t("textShort")}</span>
          <span className="hidden sm:inline">{t("text")}</span>
        </p>
        <StoreBadges className="shrink-0" />
        <CloseButton
          label={t("close")}
          onClick={close}
          className="-mr-2 flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-white/80 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        />
      </div>
    </div>
  );
}
