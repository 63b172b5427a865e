// What the builder pages share on the server: the status strip over the pitch with the round and its deadline (a
// countdown under 24 hours), the bank, the free transfers and the chip played for the round, the "no team" and "deadline passed" messages, the query
// flags' alert, the player of ?player_id (whose info the page reads), and the message namespaces the builder's client
// components need.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { formatDeadline, formatPrice } from "@/lib/format";
import { ClientMessages } from "@/components/layout/client-messages";
import { PLAYER_PARAM } from "@/components/player/player-info";
import { buttonClass } from "@/components/ui/button";
import { StatusStrip, type StatusItem } from "@/components/ui/page-header";
import type { TransferState } from "@/lib/server/transfers/get-transfer-state";
import type { ChipKind } from "@/lib/game/chips";

export const BUILDER_NAMESPACES = [
  "Builder",
  "Chips",
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

/**
 * Between a deadline and its round's lock nothing can change (the round's snapshot is not taken yet): the round being
 * locked, and the round changes go to once it is.
 */
export function DeadlinePassedNotice({ state }: { state: Pick<TransferState, "round" | "nextRound"> }) {
  const t = useTranslations("Builder");
  return (
    <p role="alert" className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
      {state.round && state.nextRound
        ? t("roundBeingLockedNotice", { round: state.round.number, next: state.nextRound.number })
        : t("deadlinePassedNotice")}
    </p>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The status strip of the builder pages: the round, its deadline (with the time left under 24 hours), on the next
 * round page the bank and the free transfers (∞ while they are unlimited), and the chip played for the round if any.
 */
export function RoundStatus({
  round,
  locale,
  now,
  bank,
  freeTransfers,
  chip = null,
}: {
  round: { number: number; deadline: Date } | null;
  locale: Locale;
  now: Date;
  bank?: number;
  freeTransfers?: number | "unlimited";
  chip?: ChipKind | null;
}) {
  const t = useTranslations("Builder");
  const chips = useTranslations("Chips");
  if (!round) return <p className="mt-2 text-sm font-semibold text-white/90">{t("noRoundLeft")}</p>;
  const left = round.deadline.getTime() - now.getTime();
  const items: StatusItem[] = [
    { label: t("status.round"), value: round.number },
    {
      label: t("status.deadline"),
      value: (
        <>
          {formatDeadline(round.deadline, locale)}
          {left > 0 && left < DAY_MS && (
            <span className="ml-2 inline-block rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-brand-900">
              {t("timeLeft", {
                hours: Math.floor(left / 3_600_000),
                minutes: Math.floor((left % 3_600_000) / 60_000),
              })}
            </span>
          )}
        </>
      ),
    },
  ];
  if (bank !== undefined) items.push({ label: t("status.bank"), value: formatPrice(bank, locale) });
  if (freeTransfers !== undefined)
    items.push({
      label: t("status.freeTransfers"),
      value: freeTransfers === "unlimited" ? t("unlimited") : freeTransfers,
    });
  if (chip)
    items.push({
      label: t("status.chip"),
      value: (
        <span
          data-status-chip={chip}
          className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-900"
        >
          {chips(`name.${chip}`)}
        </span>
      ),
    });
  return <StatusStrip label={t("status.label")} items={items} />;
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

/** The query flags of a new-team builder page: why the fan was sent back to it (docs/product.md section 5). */
const TEAM_FLAGS = ["incomplete_team", "broken_team", "no_team"] as const;

/** The alert of the page's query flag, if it has one. */
export function TeamFlagAlert({ query }: { query: Record<string, string | string[] | undefined> }) {
  const t = useTranslations("Builder");
  const flag = TEAM_FLAGS.find((f) => f in query);
  if (!flag) return null;
  return (
    <p role="alert" className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
      {t(`flags.${flag}`)}
    </p>
  );
}

/** The player of ?player_id, whose info modal a builder page opens (closing it keeps the builder's state); null without one. */
export function playerIdParam(query: Record<string, string | string[] | undefined>): number | null {
  const raw = query[PLAYER_PARAM];
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}
