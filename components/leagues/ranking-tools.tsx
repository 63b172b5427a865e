"use client";

// A private league's tools on its ranking page (spec section 2 "League ranking page", "Modals"; SCREENS.md "Leagues":
// the code with copy and share): the code with a copy button ("League Code copied to clipboard" for 2 seconds), a share
// button (the system's share sheet through the Web Share API where the browser has one, else the invitation copied,
// announced the same 2 seconds) and the settings icon opening the member's settings (leave) or the owner's (rename,
// close entries, delete, remove a team, the join code).
import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Copy, Settings, Share2 } from "lucide-react";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { LeagueSettingsDialog, type SettingsLeague } from "./league-settings";
import { LEAGUES_PATH } from "./paths";

export const COPY_NOTICE_MS = 2000;

const toolButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full p-2 text-white transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white";

export function CopyCode({ code, name }: { code: string; name: string }) {
  const t = useTranslations("Leagues.ranking");
  const locale = useLocale() as Locale;
  const [notice, setNotice] = useState<"copied" | "shareCopied" | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = (text: "copied" | "shareCopied") => {
    setNotice(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(null), COPY_NOTICE_MS);
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(code).catch(() => undefined);
    announce("copied");
  };
  const share = async () => {
    // Joining is by code from the leagues page (its "Join league" button).
    const url = new URL(getPathname({ href: LEAGUES_PATH, locale }), window.location.origin).toString();
    const text = t("shareText", { name, code });
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: t("shareTitle", { name }), text, url });
        return;
      } catch (error) {
        // Closed by the fan: nothing to do. Refused by the browser (no permission, unsupported data): copy instead.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await navigator.clipboard?.writeText(`${text} ${url}`).catch(() => undefined);
    announce("shareCopied");
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="text-white/80">{t("code")}:</span>
      <code className="rounded-lg bg-white/15 px-2 py-1 font-mono font-bold tracking-widest">{code}</code>
      <button type="button" onClick={copy} aria-label={t("copyCode")} className={toolButton}>
        <Copy aria-hidden="true" className="h-5 w-5" />
      </button>
      <button type="button" onClick={share} aria-label={t("shareCode")} className={`${toolButton} px-3`}>
        <Share2 aria-hidden="true" className="h-5 w-5" />
        <span className="text-sm font-semibold">{t("share")}</span>
      </button>
      <span role="status" aria-live="polite" className="text-sm font-semibold">
        {notice ? t(notice) : ""}
      </span>
    </span>
  );
}

export function SettingsButton({ league }: { league: SettingsLeague }) {
  const t = useTranslations("Leagues.ranking");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t("settings")}
        className="rounded-full p-2 text-white transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Settings aria-hidden="true" className="h-6 w-6" />
      </button>
      {open && <LeagueSettingsDialog league={league} onClose={() => setOpen(false)} />}
    </>
  );
}
