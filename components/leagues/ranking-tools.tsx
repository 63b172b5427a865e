"use client";

// A private league's tools on its ranking page (spec section 2 "League ranking page", "Modals"): the code with a copy
// button ("League Code copied to clipboard" for 2 seconds) and the settings icon opening the member's settings (leave)
// or the owner's (rename, close entries, delete, remove a team, the join code).
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Copy, Settings } from "lucide-react";
import { LeagueSettingsDialog, type SettingsLeague } from "./league-settings";

export const COPY_NOTICE_MS = 2000;

export function CopyCode({ code }: { code: string }) {
  const t = useTranslations("Leagues.ranking");
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    await navigator.clipboard?.writeText(code).catch(() => undefined);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_NOTICE_MS);
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="text-white/80">{t("code")}:</span>
      <code className="rounded-lg bg-white/15 px-2 py-1 font-mono font-bold tracking-widest">{code}</code>
      <button
        type="button"
        onClick={copy}
        aria-label={t("copyCode")}
        className="rounded-full p-2 text-white transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Copy aria-hidden="true" className="h-5 w-5" />
      </button>
      <span role="status" aria-live="polite" className="text-sm font-semibold">
        {copied ? t("copied") : ""}
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
