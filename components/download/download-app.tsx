"use client";

// The download page (docs/product.md section 2 "Download the app"): on Android or iOS the thank-you message
// (iOS opens the App Store); on any other device the not-available message.
import { useEffect, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";

export type Platform = "android" | "ios" | "other";

/** The visitor's platform from the user agent; iPadOS reports itself as a Mac with touch. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return "ios";
  return "other";
}

const noSubscription = () => () => {};
const browserPlatform = () => detectPlatform(navigator.userAgent, navigator.maxTouchPoints);

export function DownloadApp({ appStoreUrl, googlePlayUrl }: { appStoreUrl: string; googlePlayUrl: string }) {
  const t = useTranslations("Download");
  // Known in the browser only: the server and the first render say "checking".
  const platform = useSyncExternalStore(noSubscription, browserPlatform, () => null);

  useEffect(() => {
    if (platform === "ios") window.location.assign(appStoreUrl);
  }, [platform, appStoreUrl]);

  if (!platform) return <p className="text-slate-600">{t("checking")}</p>;
  if (platform === "other") {
    return (
      <div role="alert" data-platform="other">
        <p className="text-xl font-bold text-danger-500">{t("notAvailable")}</p>
        <p className="mt-3 text-slate-700">{t("notAvailableHint")}</p>
      </div>
    );
  }
  const store =
    platform === "ios" ? { href: appStoreUrl, label: t("appStore") } : { href: googlePlayUrl, label: t("googlePlay") };
  return (
    <div role="status" data-platform={platform}>
      <p className="text-xl font-bold text-pitch-700">{t("success")}</p>
      <p className="mt-3 text-slate-700">{platform === "ios" ? t("openingAppStore") : t("androidHint")}</p>
      <a href={store.href} className={buttonClass("solid", "mt-6 px-6 py-3")}>
        {store.label}
      </a>
    </div>
  );
}
