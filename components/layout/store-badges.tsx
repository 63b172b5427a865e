import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

const DOWNLOAD_PATH = "/download-the-app/";

function Badge({ label, small, name, children }: { label: string; small: string; name: string; children: ReactNode }) {
  return (
    <Link
      href={DOWNLOAD_PATH}
      title={label}
      className="flex min-h-9 items-center gap-1.5 rounded-lg bg-black px-2 py-1 text-white ring-1 ring-white/40 transition hover:ring-white focus-visible:outline-2 focus-visible:outline-white sm:px-2.5"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0">
        {children}
      </svg>
      <span className="flex flex-col leading-none">
        {/* On a phone the name alone (the strip keeps one line); the words stay for screen readers. */}
        <span className="sr-only text-[8px] font-medium tracking-wide uppercase sm:not-sr-only">{small} </span>
        <span className="text-[13px] font-semibold">{name}</span>
      </span>
    </Link>
  );
}

/** "Download on the App Store" and "Get it on Google Play" badges, leading to the download page. */
export function StoreBadges({ className = "" }: { className?: string }) {
  const t = useTranslations("AppBanner");
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <Badge label={t("appStoreLabel")} small={t("appStoreSmall")} name="App Store">
        <path
          fill="currentColor"
          d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
        />
      </Badge>
      <Badge label={t("googlePlayLabel")} small={t("googlePlaySmall")} name="Google Play">
        <path fill="#00d7fe" d="M3.6 1.8l10.2 10.2L3.6 22.2c-.4-.2-.6-.6-.6-1.1V2.9c0-.5.2-.9.6-1.1z" />
        <path fill="#ffce00" d="M17.2 8.6l-3.4 3.4 3.4 3.4 3.9-2.2c1.1-.6 1.1-1.7 0-2.3z" />
        <path fill="#ff3a44" d="M13.8 12L3.6 22.2c.4.2.9.2 1.4-.1l12.2-6.7z" />
        <path fill="#00f076" d="M13.8 12L17.2 8.6 5 1.9c-.5-.3-1-.3-1.4-.1z" />
      </Badge>
    </div>
  );
}
