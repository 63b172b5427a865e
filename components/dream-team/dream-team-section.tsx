// The home page's dream team (docs/product.md section 2 "Dream team"): Round and Season tabs, a round
// switcher, the 4-4-2 field, and the no-team and invalid-round messages.
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { pitchNames } from "@/lib/format";
import type { DreamTeam, DreamTeamEntry } from "@/lib/server/football/dream-team";
import { Pitch } from "@/components/pitch/pitch";
import { PitchCard, pitchSlotClass } from "@/components/pitch/pitch-card";
import { RoundSwitcher } from "@/components/ui/round-switcher";
import { TabLinks } from "@/components/ui/tab-links";
import { cardClass } from "@/components/ui/card";
import { SectionTitle } from "@/components/home/section-heading";

export type Href = { pathname: string; query: Record<string, string> };

export type DreamTeamView =
  | { tab: "round"; roundNumber: number; team: DreamTeam | null; previous: Href | null; next: Href | null }
  | { tab: "round"; invalid: true }
  | { tab: "season"; team: DreamTeam | null };

export function DreamTeamSection({
  view,
  tabHref,
  playerHref,
}: {
  view: DreamTeamView;
  tabHref: (tab: "round" | "season") => Href;
  playerHref: (playerId: number) => Href;
}) {
  const t = useTranslations("DreamTeam");
  const message = (text: string) => (
    <p
      role="status"
      className={cardClass(
        { radius: "3xl" },
        "flex min-h-48 items-center justify-center px-6 py-10 text-center text-slate-700 lg:flex-1",
      )}
    >
      {text}
    </p>
  );
  return (
    // On desktop the field grows to the height of the round results beside it (the grid stretches both).
    <section aria-labelledby="home-dream-team" id="dream-team" className="flex scroll-mt-24 flex-col">
      <div className="flex min-h-12 flex-wrap items-center justify-between gap-x-4">
        <SectionTitle id="home-dream-team">{t("title")}</SectionTitle>
        <TabLinks
          label={t("tabs")}
          tone="light"
          className=""
          current={view.tab}
          tabs={[
            { key: "round", label: t("round"), href: tabHref("round") },
            { key: "season", label: t("season"), href: tabHref("season") },
          ]}
        />
      </div>
      <div className="mt-5 flex flex-1 flex-col gap-4">
        {"invalid" in view ? (
          message(t("invalidRound"))
        ) : view.tab === "round" ? (
          <>
            <RoundSwitcher
              previous={view.previous}
              next={view.next}
              previousLabel={t("previousRound")}
              nextLabel={t("nextRound")}
            >
              <p className="text-lg font-bold text-brand-900">{t("roundLabel", { number: view.roundNumber })}</p>
            </RoundSwitcher>
            {view.team ? (
              <DreamTeamField players={view.team.players} playerHref={playerHref} />
            ) : (
              message(t("noRoundTeam"))
            )}
          </>
        ) : view.team ? (
          <DreamTeamField players={view.team.players} playerHref={playerHref} />
        ) : (
          message(t("noSeasonTeam"))
        )}
      </div>
    </section>
  );
}

/** The 4-4-2 on the pitch; each player opens the player info modal. */
function DreamTeamField({
  players,
  playerHref,
}: {
  players: DreamTeamEntry[];
  playerHref: (playerId: number) => Href;
}) {
  const t = useTranslations("DreamTeam");
  const positions = useTranslations("Positions");
  const names = pitchNames(players.map((entry) => entry.player));
  return (
    <Pitch
      label={t("field")}
      slots={players.map((entry) => ({ key: entry.slot, position: entry.position, player: entry }))}
      className="lg:flex-1"
      renderSlot={({ player: entry }) =>
        entry && (
          <Link
            href={playerHref(entry.player.id)}
            scroll={false}
            // The modal renders per request: a prefetch of each of the 11 players fetched the page's frame only.
            prefetch={false}
            data-player-name={entry.player.fullName}
            className={pitchSlotClass}
          >
            <PitchCard
              club={entry.player.club}
              position={entry.position}
              name={names.get(entry.player.id)!}
              info={t("points", { points: entry.points })}
              srText={t("playerLabel", { name: entry.player.fullName, position: positions(entry.position) })}
            />
          </Link>
        )
      }
    />
  );
}
