"use client";

// The player info modal (docs/product.md section 2 "Modals"): jersey, name, club, current price with its
// trend against the initial price, position, status with its colour and "selected by"; tabs of
// round results, fixtures and past seasons (sortable, with the spec's empty messages); charts of
// points per round and price history; above the tabs, the forecast's next rounds. Opened by ?player_id
// in the address; closing removes it.
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import type { Messages } from "@/i18n/messages";
import type { Locale } from "@/i18n/routing";
import {
  formatDeadline,
  formatNewsDate,
  formatPopularity,
  formatPrice,
  formatTime,
  shortAbbreviation,
} from "@/lib/format";
import type {
  PlayerFixture,
  PlayerGameResult,
  PlayerInfo,
  PlayerPastSeason,
} from "@/lib/server/football/get-player-info";
import { Dialog } from "@/components/ui/dialog";
import { SortableTable, type Column } from "@/components/ui/sortable-table";
import { Tabs } from "@/components/ui/tabs";
import { PointsChart, PriceChart } from "./charts";
import { Jersey } from "./jersey";
import { NextRounds } from "./next-rounds";
import { STATUS_DOT, statusTone } from "./status";
import { TrendingDown, TrendingUp } from "lucide-react";

function Empty({ text }: { text: string }) {
  return <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">{text}</p>;
}

function Trend({ current, initial }: { current: number; initial: number }) {
  const t = useTranslations("PlayerInfo");
  const locale = useLocale() as Locale;
  if (current === initial) return <span className="sr-only">{t("priceSame")}</span>;
  const up = current > initial;
  return (
    <span
      className={`inline-flex items-center ${up ? "text-pitch-700" : "text-danger-500"}`}
      title={t(up ? "priceUp" : "priceDown", { initial: formatPrice(initial, locale) })}
    >
      {up ? (
        <TrendingUp aria-hidden="true" className="h-4 w-4" strokeWidth={2.5} />
      ) : (
        <TrendingDown aria-hidden="true" className="h-4 w-4" strokeWidth={2.5} />
      )}
      <span className="sr-only">{t(up ? "priceUp" : "priceDown", { initial: formatPrice(initial, locale) })}</span>
    </span>
  );
}

export function PlayerInfoModal({ info, closeHref }: { info: PlayerInfo; closeHref: string }) {
  const t = useTranslations("PlayerInfo");
  const positions = useTranslations("Positions");
  const statuses = useTranslations("PlayerStatus");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { player } = info;
  const close = () => router.replace(closeHref, { scroll: false });
  const columns = (key: keyof Messages["PlayerInfo"]["columns"]) => t(`columns.${key}`);
  // Short headers (the full name is each one's title), the points second: the columns a fan reads first fit a phone.
  const short = (key: keyof Messages["PlayerInfo"]["columnsShort"]) => t(`columnsShort.${key}`);
  const venue = (isHome: boolean) => t(isHome ? "home" : "away");

  const points = <T extends { points: number }>(): Column<T> => ({
    key: "points",
    label: columns("points"),
    short: short("points"),
    value: (r) => r.points,
    numeric: true,
  });
  const resultColumns: Column<PlayerGameResult>[] = [
    { key: "round", label: columns("round"), short: short("round"), value: (r) => r.roundNumber, numeric: true },
    points(),
    {
      key: "opponent",
      label: columns("opponent"),
      value: (r) => r.opponent.fullName,
      render: (r) => `${shortAbbreviation(r.opponent.abbreviation)} ${venue(r.isHome)}`,
    },
    {
      key: "result",
      label: columns("result"),
      value: (r) => (r.goalsFor ?? 0) - (r.goalsAgainst ?? 0),
      render: (r) => (r.goalsFor === null ? "–" : `${r.goalsFor}–${r.goalsAgainst}`),
    },
    { key: "minutes", label: columns("minutes"), short: short("minutes"), value: (r) => r.minutes, numeric: true },
  ];
  const fixtureColumns: Column<PlayerFixture>[] = [
    { key: "round", label: columns("round"), short: short("round"), value: (f) => f.roundNumber, numeric: true },
    {
      key: "date",
      label: columns("date"),
      value: (f) => f.kickoff.getTime(),
      // 'DD MMM YYYY | HH:mm' (docs/product.md section 9); on phones the time goes under the date.
      render: (f) => (
        <time dateTime={f.kickoff.toISOString()}>
          <span className="sm:hidden">
            {formatNewsDate(f.kickoff, locale)}
            <br />
            {formatTime(f.kickoff, locale)}
          </span>
          <span className="hidden sm:inline">{formatDeadline(f.kickoff, locale)}</span>
        </time>
      ),
    },
    {
      key: "opponent",
      label: columns("opponent"),
      value: (f) => (f.home.id === f.ownClubId ? f.away : f.home).fullName,
      render: (f) => {
        const opponent = f.home.id === f.ownClubId ? f.away : f.home;
        // The first 3 characters of the abbreviation on phones (docs/product.md section 9), the name from 640 px.
        return (
          <>
            <abbr title={opponent.fullName} className="no-underline sm:hidden">
              {shortAbbreviation(opponent.abbreviation)}
            </abbr>
            <span className="hidden sm:inline">{opponent.fullName}</span> {venue(f.home.id === f.ownClubId)}
          </>
        );
      },
    },
  ];
  const count = (key: "minutes" | "goals" | "assists" | "yellowCards" | "redCards"): Column<PlayerPastSeason> => ({
    key,
    label: columns(key),
    short: short(key),
    value: (s) => s[key],
    numeric: true,
  });
  const pastColumns: Column<PlayerPastSeason>[] = [
    { key: "season", label: columns("season"), value: (s) => s.seasonName },
    points(),
    count("minutes"),
    count("goals"),
    count("assists"),
    count("yellowCards"),
    count("redCards"),
  ];
  const sortLabel = (column: string) => t("sortBy", { column });
  const table = { sortLabel, scrollHint: t("scrollHint") };
  /** A tab of one table (its rows sortable), or its empty message. */
  const tableTab = <Row,>(
    key: "results" | "fixtures" | "past",
    columns: Column<Row>[],
    rows: Row[],
    rowKey: (row: Row) => number,
    empty: string,
  ) => ({
    key,
    label: t(`tabs.${key}`),
    shortLabel: t(`tabsShort.${key}`),
    content: rows.length ? (
      <SortableTable caption={t(`tabs.${key}`)} columns={columns} rows={rows} rowKey={rowKey} {...table} />
    ) : (
      <Empty text={empty} />
    ),
  });

  const best = info.pointsPerRound.reduce<{ roundNumber: number; points: number } | null>(
    (b, r) => (!b || r.points > b.points ? r : b),
    null,
  );
  const total = info.pointsPerRound.reduce((sum, r) => sum + r.points, 0);
  const prices = info.priceHistory.map((p) => ({
    label: p.roundNumber === null ? t("start") : t("roundShort", { number: p.roundNumber }),
    price: p.price,
  }));
  const priceFormat = (price: number) => formatPrice(price, locale);
  const unchanged = prices.every((p) => p.price === prices[0]?.price);

  return (
    <Dialog title={player.fullName} onClose={close} size="xl">
      <div className="-mt-3 flex gap-4">
        <Jersey club={player.club} position={player.position} size={72} className="shrink-0" />
        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">{t("club")}</dt>
            <dd className="font-semibold text-slate-900">{player.club?.fullName ?? t("noClub")}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("price")}</dt>
            <dd className="flex items-center gap-1 font-semibold text-slate-900" data-testid="player-price">
              {formatPrice(player.currentPrice, locale)}
              <Trend current={player.currentPrice} initial={player.initialPrice} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("position")}</dt>
            <dd className="font-semibold text-slate-900">{positions(player.position)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("status")}</dt>
            <dd
              className="flex items-center gap-1.5 font-semibold text-slate-900"
              data-status-tone={statusTone(player.status)}
            >
              <span
                aria-hidden="true"
                className={`h-2.5 w-2.5 rounded-full ${STATUS_DOT[statusTone(player.status)]}`}
              />
              {statuses(player.status)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("selectedBy")}</dt>
            <dd className="font-semibold text-slate-900">{formatPopularity(player.popularityBp, locale)}</dd>
          </div>
        </dl>
      </div>

      <NextRounds upcoming={info.upcoming} chanceOfPlaying={info.chanceOfPlaying} />

      <div className="mt-6">
        <Tabs
          label={t("tabsLabel")}
          tabs={[
            tableTab("results", resultColumns, info.results, (r) => r.gameId, t("emptyResults")),
            tableTab("fixtures", fixtureColumns, info.fixtures, (f) => f.gameId, t("emptyFixtures")),
            tableTab("past", pastColumns, info.pastSeasons, (s) => s.seasonId, t("emptyPast")),
          ]}
        />
      </div>

      {(info.pointsPerRound.length > 0 || prices.length > 0) && (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {info.pointsPerRound.length > 0 && (
            <PointsChart
              rounds={info.pointsPerRound}
              title={t("pointsChart")}
              roundLabel={t("columns.round")}
              summary={t("pointsChartSummary", {
                total,
                rounds: info.pointsPerRound.length,
                best: best?.points ?? 0,
                round: best?.roundNumber ?? 0,
              })}
            />
          )}
          {prices.length > 0 && (
            <PriceChart
              points={prices}
              title={t("priceChart")}
              nowLabel={t("now")}
              format={priceFormat}
              summary={
                unchanged
                  ? t("priceChartUnchanged", { price: priceFormat(prices[0]!.price) })
                  : t("priceChartSummary", {
                      first: priceFormat(prices[0]!.price),
                      last: priceFormat(prices.at(-1)!.price),
                    })
              }
              note={unchanged ? t("priceChartUnchanged", { price: priceFormat(prices[0]!.price) }) : undefined}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
