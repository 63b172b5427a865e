"use client";

// A private league's toolbar on its ranking page (docs/product.md section 2 "League ranking page", "Modals"; docs/screens.md "Leagues":
// the code with copy and share): the code with a copy button ("League Code copied to clipboard" for 2 seconds), a share
// button (the system's share sheet through the Web Share API where the browser has one, else the invitation copied,
// announced the same way) and the settings icon opening the member's settings (leave) or the owner's (rename,
// close entries, delete, remove a team, the join code).
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Copy, Settings, Share2 } from "lucide-react";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { useSuccessBanner } from "@/components/ui/success-banner";
import { LeagueSettingsDialog, type SettingsLeague } from "./league-settings";
import { LEAGUES_PATH } from "./paths";

const toolButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full p-2 text-white transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white";

/**
 * One toolbar: the code, copy, share and the settings; what copy and share did shows as the site's toast (the global
 * success banner, about 2 seconds), so nothing in the row moves when it does.
 */
export function LeagueToolbar({ league }: { league: SettingsLeague & { joinCode: string } }) {
  const t = useTranslations("Leagues.ranking");
  const locale = useLocale() as Locale;
  const { showSuccess } = useSuccessBanner();
  const [settings, setSettings] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(league.joinCode).catch(() => undefined);
    showSuccess(t("copied"));
  };
  const share = async () => {
    // Joining is by code from the leagues page (its "Join league" button).
    const url = new URL(getPathname({ href: LEAGUES_PATH, locale }), window.location.origin).toString();
    const text = t("shareText", { name: league.name, code: league.joinCode });
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: t("shareTitle", { name: league.name }), text, url });
        return;
      } catch (error) {
        // Closed by the fan: nothing to do. Refused by the browser (no permission, unsupported data): copy instead.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await navigator.clipboard?.writeText(`${text} ${url}`).catch(() => undefined);
    showSuccess(t("shareCopied"));
  };
  return (
    // One line on a phone too: there the label and the share button's word are for screen readers only.
    <div role="toolbar" aria-label={t("tools")} className="flex flex-wrap items-center gap-x-1 gap-y-2">
      <span className="mr-1 text-white/80 max-sm:sr-only">{t("code")}:</span>
      <code className="mr-1 rounded-lg bg-white/15 px-2 py-1 font-mono font-bold tracking-widest">
        {league.joinCode}
      </code>
      <span className="inline-flex items-center">
        <button type="button" onClick={copy} aria-label={t("copyCode")} className={toolButton}>
          <Copy aria-hidden="true" className="h-5 w-5" />
        </button>
        <button type="button" onClick={share} aria-label={t("shareCode")} className={`${toolButton} px-3`}>
          <Share2 aria-hidden="true" className="h-5 w-5" />
          <span className="text-sm font-semibold max-sm:sr-only">{t("share")}</span>
        </button>
        <button type="button" onClick={() => setSettings(true)} aria-label={t("settings")} className={toolButton}>
          <Settings aria-hidden="true" className="h-5 w-5" />
        </button>
      </span>
      {settings && <LeagueSettingsDialog league={league} onClose={() => setSettings(false)} />}
    </div>
  );
}
