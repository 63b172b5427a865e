// What the live/previous rounds page and the other user's team page share (docs/product.md section 2 "Live and
// previous rounds", "Other user team"; docs/screens.md): the previous/next round switcher over live and
// finished rounds with the live marker and the chip the team played, the round's points beside the average and the
// highest (what the chip did to them, and the share of the round's teams that played each chip), the team on the
// pitch with its points (provisional while live, refreshed every minute), the automatic substitutions and the
// vice-captain switch, "Team not played", and the points-per-round chart.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { __iconData as radioIcon } from "lucide-react/icons/radio";
import type { Locale } from "@/i18n/routing";
import type { RoundTeamPage } from "@/lib/server/teams/get-round-team-page";
import { formatDecimal, groupThousands } from "@/lib/format/numbers";
import { ClientMessages } from "@/components/layout/client-messages";
import { Card } from "@/components/ui/card";
import { RoundSwitcher } from "@/components/ui/round-switcher";
import { LiveRefresh } from "./live-refresh";
import { PointsHistoryChart } from "./points-history-chart";
import { RoundPitch } from "./round-pitch";

type Href = { pathname: string; query: Record<string, string> };
type RoundTeamPageOfRound = Extract<RoundTeamPage, { round: unknown }>;

export interface RoundTeamBodyProps {
  locale: Locale;
  /**
   * The round's page (lib/server/teams/get-round-team-page.ts): the season's live and finished rounds (`rounds`, the
   * switcher's range and the chart), the round shown (one of them), the team in it (null: it did not play), the
   * round's statistic and each player's breakdown.
   */
  page: RoundTeamPageOfRound;
  /** The page's address for a round (?round=N kept with the page's other parameters). */
  roundHref: (roundNumber: number) => Href;
  /** A side column under the chart (the other user's season statistics). */
  aside?: ReactNode;
}

export const LIVE_BADGE =
  "inline-flex items-center gap-1 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase";
export const PROVISIONAL_BADGE = "rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900";
/** The chip the team played for the round. */
const CHIP_BADGE = "rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white";

/** The message of a season with no live or finished round yet. */
export function NoRounds() {
  const t = useTranslations("RoundTeam");
  return (
    <Card as="section" padding="lg">
      <p className="text-slate-700">{t("noRounds")}</p>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 text-center sm:text-left">
      <dt className="text-[10px] leading-tight font-semibold tracking-wide text-slate-600 uppercase sm:text-xs">
        {label}
      </dt>
      <dd className="mt-0.5 text-lg font-extrabold text-brand-900 tabular-nums sm:text-2xl">{value}</dd>
    </div>
  );
}

export function RoundTeamBody({ locale, page, roundHref, aside }: RoundTeamBodyProps) {
  const { rounds: history, round, team, statistic, breakdown } = page;
  const t = useTranslations("RoundTeam");
  const chips = useTranslations("Chips");
  const index = history.findIndex((r) => r.roundId === round.roundId);
  const previous = index > 0 ? history[index - 1]! : null;
  const next = index < history.length - 1 ? history[index + 1]! : null;
  const live = round.status === "live";
  const show = (v: number | null | undefined) => (v === null || v === undefined ? "–" : groupThousands(v));
  const pageHref = roundHref(round.roundNumber);
  const byId = new Map(team?.players.map((p) => [p.player.id, p.player]) ?? []);
  const nameOf = (id: number | null) => {
    const p = id === null ? undefined : byId.get(id);
    return p ? `${p.firstName} ${p.lastName}` : "";
  };
  const viceSwitch = team && team.multipliedId !== null && team.multipliedId === team.viceCaptainId;
  const times = team?.chip === "triple_captain" ? "triple" : "double";

  return (
    <div className="space-y-4 sm:space-y-6">
      {live && <LiveRefresh />}
      <Card as="section" padding="sm" aria-labelledby="round-title" className={live ? "ring-2 ring-amber-400" : ""}>
        <RoundSwitcher
          previous={previous && roundHref(previous.roundNumber)}
          next={next && roundHref(next.roundNumber)}
          previousLabel={t("previousRound")}
          nextLabel={t("nextRound")}
        >
          <h2
            id="round-title"
            className="flex flex-wrap items-center justify-center gap-2 text-lg font-bold text-brand-900"
          >
            {t("roundTitle", { number: round.roundNumber })}
            {live ? (
              <span className={LIVE_BADGE}>
                <Icon icon={radioIcon} aria-hidden="true" className="h-3.5 w-3.5" />
                {t("live")}
              </span>
            ) : (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                {t("final")}
              </span>
            )}
            {live && team && <span className={PROVISIONAL_BADGE}>{t("provisional")}</span>}
            {team?.chip && (
              <span data-chip-badge={team.chip} className={CHIP_BADGE}>
                <span className="sr-only">{chips("playedBadge")} </span>
                {chips(`name.${team.chip}`)}
              </span>
            )}
          </h2>
        </RoundSwitcher>
        <dl className="mt-3 grid grid-cols-4 gap-2 border-t border-slate-100 pt-3 sm:mt-4 sm:gap-4 sm:pt-4">
          <Stat label={t("points")} value={show(team?.points)} />
          <Stat
            label={t("average")}
            value={statistic.avgPoints === null ? "–" : formatDecimal(statistic.avgPoints, 1, locale)}
          />
          <Stat label={t("highest")} value={show(statistic.maxPoints)} />
          <Stat label={t("rank")} value={show(team?.roundRank)} />
        </dl>
        {team?.chip && (
          <p data-chip-effect className="mt-2 text-sm text-slate-700">
            {chips(`effect.${team.chip}`)}
          </p>
        )}
        {team !== null && team.penaltyPoints > 0 && (
          <p className="mt-2 text-sm text-slate-700">{t("penalty", { points: team.penaltyPoints })}</p>
        )}
        {statistic.chipsPlayed.length > 0 && (
          <section aria-labelledby="chips-played-title" className="mt-3 border-t border-slate-100 pt-3">
            <h3 id="chips-played-title" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {chips("sharesTitle")}
            </h3>
            <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm">
              {statistic.chipsPlayed.map((c) => (
                <div key={c.chip} data-chip-share={c.chip} className="flex items-baseline gap-1.5">
                  <dt className="text-slate-700">{chips(`name.${c.chip}`)}</dt>
                  <dd className="font-bold text-brand-900 tabular-nums">
                    {chips("share", { share: formatDecimal(c.sharePct, 1, locale) })}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-1 text-xs text-slate-600">{chips("sharesNote")}</p>
          </section>
        )}
      </Card>

      <div className="grid gap-4 sm:gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="round-team-title" className="min-w-0 space-y-4">
          <h2 id="round-team-title" className="sr-only">
            {t("teamTitle", { number: round.roundNumber })}
          </h2>
          {team === null ? (
            <Card padding="lg">
              <p className="text-center text-lg font-semibold text-slate-700">{t("notPlayed")}</p>
            </Card>
          ) : (
            <>
              <ClientMessages
                namespaces={["RoundTeam", "Chips", "Pitch", "Positions", "PositionsShort", "PlayerStatus"]}
              >
                <RoundPitch team={team} breakdown={breakdown} pageHref={pageHref} />
              </ClientMessages>
              <p className="text-center text-xs text-slate-600">{t("tapHint")}</p>
              {live && (
                // Under the pitch, where it explains the points just seen (the round's title says "Provisional").
                <p
                  role="note"
                  className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
                >
                  <strong className="font-semibold">{t("provisional")}: </strong>
                  {t("provisionalNote")} {t("statsAfterClose")}
                </p>
              )}
              {(team.substitutions.length > 0 || viceSwitch || team.multipliedId === null) && (
                <Card as="section" padding="sm" aria-labelledby="changes-title">
                  <h3 id="changes-title" className="flex flex-wrap items-center gap-2 font-bold text-brand-900">
                    {t(live ? "changesTitleLive" : "changesTitle")}
                    {live && <span className={PROVISIONAL_BADGE}>{t("provisional")}</span>}
                  </h3>
                  <ul className="mt-2 space-y-1 text-sm text-slate-800">
                    {team.substitutions.map((s) => (
                      <li key={s.outId} data-substitution>
                        {t("substitution", { in: nameOf(s.inId), out: nameOf(s.outId) })}
                      </li>
                    ))}
                    {viceSwitch && (
                      <li data-vice-switch>
                        {t("viceSwitch", {
                          captain: nameOf(team.captainId),
                          vice: nameOf(team.viceCaptainId),
                          times,
                        })}
                      </li>
                    )}
                    {team.multipliedId === null && <li>{t("noDouble", { times })}</li>}
                  </ul>
                </Card>
              )}
            </>
          )}
        </section>
        <div className="min-w-0 space-y-6">
          {aside}
          <Card as="section" padding="sm" aria-label={t("chartTitle")}>
            <PointsHistoryChart rounds={history} selected={round.roundNumber} locale={locale} />
          </Card>
        </div>
      </div>
    </div>
  );
}
