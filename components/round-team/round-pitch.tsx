"use client";

// A team's round on the pitch (docs/screens.md "Live and previous rounds"): each card shows the points
// the player brings (the captain's already doubled, tripled under a Triple Captain with ×3 on his badge), the
// automatic substitutions marked in and out, the captaincy badges, the bench marked as counting under a Bench Boost;
// tapping a card (or Enter on it) opens the points breakdown dialog, which links to the player info modal.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import type { RoundGameBreakdown } from "@/lib/server/football/round-breakdown";
import type { RoundTeam, RoundTeamPlayer } from "@/lib/server/teams/get-team-for-round";
import { formatTime, pitchNames, shortAbbreviation } from "@/lib/format";
import { Pitch, type PitchSlot } from "@/components/pitch/pitch";
import { PitchCard, pitchSlotClass } from "@/components/pitch/pitch-card";
import { statusTone } from "@/components/player/status";
import { Dialog } from "@/components/ui/dialog";
import { textLinkClass } from "@/components/ui/button";

type Href = { pathname: string; query: Record<string, string> };

const PLAYER_PARAM = "player_id";

/** The points a player brings to the team: doubled (tripled) for whoever doubles (triples), his own points on the bench. */
export const shownPoints = (p: RoundTeamPlayer) => (p.points ?? 0) * Math.max(p.multiplier, 1);

/** How the player's points count, for his label and his breakdown. */
const countsOf = (p: RoundTeamPlayer) =>
  p.multiplier === 3 ? "triple" : p.multiplier === 2 ? "double" : p.counts ? "yes" : "no";

/** The breakdown's line of the points for the team: tripled, doubled, on the pitch, a substitute under a Bench Boost, on the bench. */
function forTeamLabel(p: RoundTeamPlayer, benchBoost: boolean) {
  const counts = countsOf(p);
  if (counts === "triple") return "forTeamTriple";
  if (counts === "double") return "forTeamDouble";
  if (counts === "no") return "forTeamBench";
  return benchBoost && p.benchPriority !== null ? "forTeamBenchBoost" : "forTeam";
}

export function RoundPitch({
  team,
  breakdown,
  pageHref,
}: {
  team: RoundTeam;
  breakdown: Record<number, RoundGameBreakdown[]>;
  /** The page's address: ?player_id added opens the player info modal. */
  pageHref: Href;
}) {
  const t = useTranslations("RoundTeam");
  const pitch = useTranslations("Pitch");
  const positions = useTranslations("Positions");
  const statuses = useTranslations("PlayerStatus");
  const chips = useTranslations("Chips");
  const [open, setOpen] = useState<RoundTeamPlayer | null>(null);
  const names = pitchNames(team.players.map((p) => p.player));
  const subIn = new Set(team.substitutions.map((s) => s.inId));
  const subOut = new Set(team.substitutions.map((s) => s.outId));
  const slot = (p: RoundTeamPlayer): PitchSlot<RoundTeamPlayer> => ({
    key: p.slot,
    position: p.player.position,
    player: p,
  });

  return (
    <>
      <Pitch
        label={t("lineup", { team: team.team.name, number: team.round.number, formation: team.formation.name })}
        slots={team.players.filter((p) => p.benchPriority === null).map(slot)}
        bench={team.players.filter((p) => p.benchPriority !== null).map(slot)}
        className="mx-auto w-full max-w-2xl"
        benchNote={team.chip === "bench_boost" ? chips("benchCounts") : undefined}
        renderSlot={({ player: p }) => {
          if (!p) return null;
          const tone = statusTone(p.player.status);
          const direction = subIn.has(p.player.id) ? "in" : subOut.has(p.player.id) ? "out" : undefined;
          const points = shownPoints(p);
          const fullName = `${p.player.firstName} ${p.player.lastName}`;
          return (
            <button
              type="button"
              onClick={() => setOpen(p)}
              data-player-name={fullName}
              data-counts={p.counts}
              aria-haspopup="dialog"
              className={`${pitchSlotClass} ${p.counts ? "" : "opacity-70"}`}
            >
              <PitchCard
                club={p.player.club}
                position={p.player.position}
                name={names.get(p.player.id)!}
                info={t("cardPoints", { points })}
                role={p.isCaptain ? "captain" : p.isViceCaptain ? "vice" : undefined}
                tripled={p.multiplier === 3 && (p.isCaptain || p.isViceCaptain)}
                flag={tone === "fit" ? undefined : { tone, label: statuses(p.player.status) }}
                move={
                  direction && {
                    direction,
                    label: pitch(direction === "in" ? "substitutedIn" : "substitutedOut"),
                  }
                }
                srText={t("playerLabel", {
                  name: fullName,
                  position: positions(p.player.position),
                  points,
                  counts: countsOf(p),
                })}
              />
            </button>
          );
        }}
      />
      {open && (
        <PointsDialog
          player={open}
          benchBoost={team.chip === "bench_boost"}
          games={breakdown[open.player.id] ?? []}
          provisional={team.kind === "provisional"}
          infoHref={{ ...pageHref, query: { ...pageHref.query, [PLAYER_PARAM]: String(open.player.id) } }}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

function PointsDialog({
  player: p,
  benchBoost,
  games,
  provisional,
  infoHref,
  onClose,
}: {
  player: RoundTeamPlayer;
  /** Under a Bench Boost a substitute's points count for the team too. */
  benchBoost: boolean;
  games: RoundGameBreakdown[];
  provisional: boolean;
  infoHref: Href;
  onClose: () => void;
}) {
  const t = useTranslations("RoundTeam");
  const positions = useTranslations("Positions");
  const locale = useLocale() as Locale;
  const fullName = `${p.player.firstName} ${p.player.lastName}`;
  const own = p.points ?? 0;
  const shown = shownPoints(p);
  const cell = "px-2 py-1.5";
  return (
    <Dialog title={t("breakdownTitle", { name: fullName })} onClose={onClose} size="md">
      <p className="-mt-4 mb-4 text-sm text-slate-600">
        {positions(p.player.position)}
        {p.player.club ? ` · ${p.player.club.fullName}` : ""}
      </p>
      {games.length === 0 && <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">{t("noGame")}</p>}
      <div className="space-y-4">
        {games.map((g) => {
          const tookPart = g.minutes > 0 || g.actions.length > 0;
          const pending = !tookPart && (g.status === "scheduled" || g.status === "live" || !g.played);
          return (
            <section
              key={g.gameId}
              aria-label={t("versus", { opponent: g.opponent.fullName, venue: t(g.isHome ? "home" : "away") })}
            >
              <h3 className="flex flex-wrap items-baseline justify-between gap-2 font-semibold text-brand-900">
                <span>
                  {t("versus", {
                    opponent: shortAbbreviation(g.opponent.abbreviation),
                    venue: t(g.isHome ? "home" : "away"),
                  })}
                  {g.status === "live" && (
                    <span className="ml-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white uppercase">
                      {t("live")}
                    </span>
                  )}
                </span>
                {g.status === "scheduled" && (
                  <span className="text-xs font-normal text-slate-600">{formatTime(g.kickoff, locale)}</span>
                )}
              </h3>
              {tookPart ? (
                <table className="mt-2 w-full text-sm">
                  <thead>
                    <tr className="border-b border-slate-200 text-left text-xs text-slate-600 uppercase">
                      <th scope="col" className={cell}>
                        {t("action")}
                      </th>
                      <th scope="col" className={`${cell} text-right`}>
                        {t("count")}
                      </th>
                      <th scope="col" className={`${cell} text-right`}>
                        {t("pointsColumn")}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    <tr>
                      <th scope="row" className={`${cell} text-left font-normal`}>
                        {t("minutes")}
                      </th>
                      <td className={`${cell} text-right tabular-nums`}>{g.minutes}</td>
                      <td className={`${cell} text-right tabular-nums`} />
                    </tr>
                    {g.actions.map((a) => (
                      <tr key={a.code}>
                        <th scope="row" className={`${cell} text-left font-normal`}>
                          {a.name}
                        </th>
                        <td className={`${cell} text-right tabular-nums`}>{a.count}</td>
                        <td className={`${cell} text-right font-semibold tabular-nums`}>{a.points}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr className="border-t border-slate-200 font-bold">
                      <th scope="row" colSpan={2} className={`${cell} text-left`}>
                        {t("gameTotal")}
                      </th>
                      <td className={`${cell} text-right tabular-nums`}>{g.points}</td>
                    </tr>
                  </tfoot>
                </table>
              ) : (
                <p className="mt-1 text-sm text-slate-700">{t(pending ? "notYetPlayed" : "didNotPlay")}</p>
              )}
            </section>
          );
        })}
      </div>
      <dl className="mt-5 space-y-1 rounded-xl bg-slate-50 px-4 py-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt>{t("roundPoints")}</dt>
          <dd className="font-semibold tabular-nums">{own}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t(forTeamLabel(p, benchBoost))}</dt>
          <dd className="font-bold text-brand-900 tabular-nums">{p.counts ? shown : 0}</dd>
        </div>
      </dl>
      {provisional && <p className="mt-3 text-xs text-slate-600">{t("provisionalShort")}</p>}
      <p className="mt-5">
        <Link href={infoHref} scroll={false} onClick={onClose} className={textLinkClass}>
          {t("playerInfo")}
        </Link>
      </p>
    </Dialog>
  );
}
