// Match info's per-action player stats (docs/product.md section 2 "Game info"): every action with the players
// of each side who have it, in a scrollable area of 60vh. A name opens the player info modal.
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { MatchAction, MatchInfo } from "@/lib/server/football/get-match-info";
import { Card } from "@/components/ui/card";

type Href = { pathname: string; query: Record<string, string> };

function Side({
  entries,
  playerHref,
  align,
}: {
  entries: MatchAction["home"];
  playerHref: (id: number) => Href;
  align: "left" | "right";
}) {
  const t = useTranslations("Match");
  if (!entries.length) return <p className={`text-sm text-slate-500 ${align === "right" ? "sm:text-right" : ""}`}>–</p>;
  return (
    <ul className={`space-y-1 text-sm ${align === "right" ? "sm:text-right" : ""}`}>
      {entries.map((e) => (
        <li key={e.player.id} className={`flex items-baseline gap-2 ${align === "right" ? "sm:flex-row-reverse" : ""}`}>
          <Link
            href={playerHref(e.player.id)}
            scroll={false}
            className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {e.player.fullName}
          </Link>
          {e.count > 1 && <span className="text-slate-600">×{e.count}</span>}
          <span
            className={`ml-auto font-semibold tabular-nums sm:ml-0 ${e.points < 0 ? "text-danger-500" : "text-pitch-700"}`}
          >
            {e.points > 0 && "+"}
            {t("points", { points: e.points })}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function MatchStats({ info, playerHref }: { info: MatchInfo; playerHref: (id: number) => Href }) {
  const t = useTranslations("Match");
  return (
    <Card as="section" aria-labelledby="match-stats">
      <h2 id="match-stats" className="border-b border-slate-100 px-5 py-4 text-lg font-bold text-brand-900 sm:px-6">
        {t("stats")}
      </h2>
      <div className="hidden grid-cols-2 gap-6 border-b border-slate-100 px-6 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:grid">
        <span>{info.game.home.fullName}</span>
        <span className="text-right">{info.game.away.fullName}</span>
      </div>
      <div
        role="region"
        aria-label={t("statsRegion")}
        tabIndex={0}
        className="max-h-[60vh] overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-6"
        data-testid="match-stats-scroll"
      >
        <dl className="space-y-5">
          {info.actions.map((action) => (
            <div key={action.code}>
              <dt className="mb-2 rounded-lg bg-slate-100 px-3 py-1.5 text-center text-sm font-semibold text-slate-800">
                {action.name}
              </dt>
              <dd className="grid gap-3 sm:grid-cols-2 sm:gap-6">
                {(["home", "away"] as const).map((side) => (
                  <div key={side}>
                    <p className="mb-1 text-xs font-semibold text-slate-600 uppercase sm:sr-only">
                      {info.game[side].fullName}
                    </p>
                    <Side entries={action[side]} playerHref={playerHref} align={side === "home" ? "left" : "right"} />
                  </div>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
