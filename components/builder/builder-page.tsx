// What the builder pages share on the server (issue 14): the strip over the pitch with the round and its deadline
// (a countdown under 24 hours), the "no team" and "deadline passed" messages, the player info modal of ?player_id,
// and the message namespaces the builder's client components need.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { CalendarClock } from "lucide-react";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { formatDeadline } from "@/lib/format";
import { localizedPath } from "@/lib/seo/metadata";
import { ClientMessages } from "@/components/layout/client-messages";
import { PLAYER_PARAM, PlayerInfo } from "@/components/player/player-info";
import { buttonClass } from "@/components/ui/button";

export const BUILDER_NAMESPACES = [
  "Builder",
  "TeamRules",
  "ApiClient",
  "Pitch",
  "Positions",
  "PositionsShort",
  "PlayerStatus",
] as const;

export function BuilderMessages({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={BUILDER_NAMESPACES}>{children}</ClientMessages>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Round number and deadline; under 24 hours also the time left. */
export function DeadlineStrip({
  round,
  locale,
  now,
  children,
}: {
  round: { number: number; deadline: Date } | null;
  locale: Locale;
  now: Date;
  children?: ReactNode;
}) {
  const t = useTranslations("Builder");
  const left = round ? round.deadline.getTime() - now.getTime() : 0;
  return (
    <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-white/90">
      {round ? (
        <p className="flex items-center gap-2 font-semibold">
          <CalendarClock aria-hidden="true" className="h-5 w-5 text-accent-400" />
          <span>
            {t("roundDeadline", { number: round.number, deadline: formatDeadline(round.deadline, locale) })}
            {left > 0 && left < DAY_MS && (
              <span className="ml-2 rounded-full bg-accent-400 px-2 py-0.5 text-sm font-bold text-brand-900">
                {t("timeLeft", {
                  hours: Math.floor(left / 3_600_000),
                  minutes: Math.floor((left % 3_600_000) / 60_000),
                })}
              </span>
            )}
          </span>
        </p>
      ) : (
        <p className="font-semibold">{t("noRoundLeft")}</p>
      )}
      {children}
    </div>
  );
}

/** The page's message instead of the builder: no team, deadline passed. */
export function BuilderNotice({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: { href: string; label: string };
}) {
  return (
    <div className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      {text && <p className="mt-2 text-slate-700">{text}</p>}
      {action && (
        <Link href={action.href} className={buttonClass("solid", "mt-6")}>
          {action.label}
        </Link>
      )}
    </div>
  );
}

/** The player info modal when the address has ?player_id (opened from the builder; closing keeps its state). */
export function BuilderPlayerInfo({
  locale,
  query,
  path,
}: {
  locale: Locale;
  query: Record<string, string | string[] | undefined>;
  path: string;
}) {
  const raw = query[PLAYER_PARAM];
  const playerId = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (playerId === null) return null;
  return <PlayerInfo locale={locale} playerId={playerId} closeHref={localizedPath(path, locale)} />;
}
