"use client";

// The players list of the team builder (docs/product.md section 4 "Players list", section 9; docs/screens.md "The players list"):
// position chips, club, a price range 0–15 in steps of 0.1, a debounced name search and the spec's sort options;
// the count of matching players; infinite scroll in pages of 30 (GET /api/v0/footballteams/football-players/),
// cached by search parameters so a filter changed back shows its pages at once, and an answer for a filter no
// longer current never shows (each filter has its own cache entry). Each row: shirt, name, club, position, price,
// the sort's stat, and an add button that says why it is disabled. "Added to the pitch" shows for 1 second.
//
// Windowed: only the rows in view (and a few either side) are in the page, so an add, a filter change or a scroll
// costs the same with 30 players loaded or 500. The rows are list items in their order (each says its place and the
// list's size to screen readers), Tab goes from row to row (a row focused is scrolled to, which brings its
// neighbours in), and a focused row stays in the page while it is scrolled away.
import {
  Fragment,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
} from "react";
import { useLocale, useTranslations } from "next-intl";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Check, Info, Plus, Search } from "lucide-react";
import type { Locale } from "@/i18n/routing";
import { api } from "@/lib/client/api";
import { formatDecimal, formatPrice, shortAbbreviation } from "@/lib/format";
import { POSITIONS } from "@/lib/game/types";
import { PLAYER_ORDERINGS, type PlayerOrdering } from "@/lib/validation/player-orderings";
import { DifficultyChip } from "@/components/forecast/difficulty";
import { Jersey } from "@/components/player/jersey";
import { SelectOptions } from "@/components/ui/select-options";
import { SkeletonRows } from "./list-skeleton";
import { ADDED_NOTICE_MS, type AddCheck, DEBOUNCE_MS, PAGE_SIZE, PRICE_MAX, type PlayerFilters } from "./filters";
import { type BuilderPlayer, type ListedBuilderPlayer, type NextOpponents, fromListedJson, fullName } from "./model";

const NO_GAMES: NextOpponents[number] = [];

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The stat a sort option shows in each row (the price sort shows none: the row's price is it). */
function statOf(player: ListedBuilderPlayer, ordering: Exclude<PlayerOrdering, "current_price">, locale: Locale) {
  const json = player.json;
  if (ordering === "popularity_pct") return json.popularity_pct;
  // The forecast's points have a decimal (5.2, in Italian 5,2).
  if (ordering === "expected_points" || ordering === "expected_points_5")
    return formatDecimal(json[ordering] ?? 0, 1, locale);
  return Number(json[ordering] ?? 0);
}

/** The stat's name in a row: the forecast's are abbreviated there ("xP"), the sort option names them in full. */
const statLabel = (t: ReturnType<typeof useTranslations<"Builder.list">>, ordering: PlayerOrdering) =>
  ordering === "expected_points" || ordering === "expected_points_5"
    ? t(`orderingsShort.${ordering}`)
    : t(`orderings.${ordering}`);

/** The search the list shows, its change, and the clubs it can be narrowed to. */
interface SearchProps {
  filters: PlayerFilters;
  onFilters: (filters: PlayerFilters) => void;
  clubs: { id: number; fullName: string }[];
}

export function PlayersList({
  filters,
  onFilters,
  clubs,
  check,
  onAdd,
  onInfo,
  opponents,
}: SearchProps & {
  /** Each club's next fixtures with their difficulty (the builder basics'): each row names his, on its colour. */
  opponents?: NextOpponents;
  check: AddCheck;
  /** Adds the player, or says why not (a refused add still calls it: "You reached maximum budget"); true when he went in. */
  onAdd: (player: BuilderPlayer) => boolean;
  onInfo: (player: BuilderPlayer) => void;
}) {
  const t = useTranslations("Builder.list");
  const locale = useLocale() as Locale;
  // The player just added, and the refusals as they were at the tap (his row reads as chosen until they change).
  const [added, setAdded] = useState<{ id: number; check: AddCheck } | null>(null);

  // The controls answer at once; the rows of a new search (and the refusals after an add) follow in a render that
  // yields to the browser, so the tap paints first. Until then the previous rows are hidden from assistive
  // technologies (and from tests), which would otherwise find the previous search's rows.
  const shown = useDeferredValue(filters);
  const stale = shown !== filters;
  const rowCheck = useDeferredValue(check);
  const alreadyChosen = useTranslations("Builder")("alreadyChosen");

  const query = useInfiniteQuery({
    queryKey: ["players", shown],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const result = await api("GET", "/footballteams/football-players/", {
        locale,
        signal,
        query: {
          page: pageParam,
          page_size: PAGE_SIZE,
          position: shown.position ?? undefined,
          football_club_id: shown.clubId ?? undefined,
          full_name: shown.name.trim() || undefined,
          min_price: shown.minPrice > 0 ? shown.minPrice : undefined,
          max_price: shown.maxPrice < PRICE_MAX ? shown.maxPrice : undefined,
          ordering: `-${shown.ordering}`,
        },
      });
      if (!result.ok) throw new Error(`players list: ${result.error?.status ?? "no response"}`);
      return { count: result.data.count, next: result.data.next, players: result.data.results.map(fromListedJson) };
    },
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    staleTime: 60_000,
  });

  // Infinite scroll: near the end of the loaded rows the next page is fetched (the cache answers a search made again).
  const players = useMemo(() => query.data?.pages.flatMap((p) => p.players) ?? [], [query.data]);
  const filterKey = JSON.stringify(shown);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const showMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && showMore(), {
      rootMargin: "300px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [showMore]);

  const { rowHeight, indexes, scroller, onFocus, onBlur, measure } = useRowWindow(players.length, filterKey);

  useEffect(() => {
    if (added === null) return;
    const timer = setTimeout(() => setAdded(null), ADDED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [added]);

  // Stable handlers, so a row re-renders only when what it shows changes (500 rows once the list is all loaded).
  const latest = useRef({ onAdd, onInfo, rowCheck });
  useLayoutEffect(() => {
    latest.current = { onAdd, onInfo, rowCheck };
  });
  const rowAdd = useCallback((player: BuilderPlayer) => {
    if (latest.current.onAdd(player)) setAdded({ id: player.id, check: latest.current.rowCheck });
  }, []);
  const rowInfo = useCallback((player: BuilderPlayer) => latest.current.onInfo(player), []);

  const count = query.data?.pages[0]?.count;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ListFilters filters={filters} onFilters={onFilters} clubs={clubs} count={count} />
      {query.isError && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t("loadError")}{" "}
          <button type="button" onClick={() => void query.refetch()} className="font-semibold underline">
            {t("retry")}
          </button>
        </p>
      )}
      {/* Keyed by the search: a new search starts at its top, and replaces the rows at once. */}
      <div key={filterKey} ref={scroller} aria-hidden={stale || undefined} className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <ul aria-label={t("label")} aria-busy="true">
            <SkeletonRows />
          </ul>
        ) : (
          <ul
            aria-label={t("label")}
            aria-busy={stale || query.isFetching}
            data-loaded={players.length}
            onFocus={onFocus}
            onBlur={onBlur}
            className="relative"
            style={{ height: players.length * rowHeight }}
          >
            {indexes.map((index) => {
              const player = players[index]!;
              const refusal = added?.id === player.id && added.check === rowCheck ? alreadyChosen : rowCheck(player);
              return (
                <PlayerRow
                  key={player.id}
                  player={player}
                  games={(player.club && opponents?.[player.club.id]) || NO_GAMES}
                  index={index}
                  top={index * rowHeight}
                  setSize={count ?? players.length}
                  last={index === players.length - 1}
                  measure={index === indexes[0] ? measure : undefined}
                  ordering={shown.ordering}
                  refusal={refusal}
                  inSquad={refusal === alreadyChosen}
                  justAdded={added?.id === player.id}
                  onAdd={rowAdd}
                  onInfo={rowInfo}
                />
              );
            })}
          </ul>
        )}
        {(hasNextPage || isFetchingNextPage) && (
          <div ref={sentinel} className="py-3 text-center">
            <button
              type="button"
              onClick={showMore}
              aria-disabled={isFetchingNextPage || undefined}
              className="rounded-full px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {isFetchingNextPage ? t("loading") : t("more")}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

/** The list's filters and its count: re-rendered when they change, not with the rows (an add, a scroll). */
const ListFilters = memo(function ListFilters({
  filters,
  onFilters,
  clubs,
  count,
}: SearchProps & {
  /** Players matching the search; undefined while its first page loads. */
  count: number | undefined;
}) {
  const t = useTranslations("Builder.list");
  const positions = useTranslations("Positions");
  const short = useTranslations("PositionsShort");
  const locale = useLocale() as Locale;
  const id = useId();
  const [name, setName] = useState(filters.name);
  const [price, setPrice] = useState({ min: filters.minPrice, max: filters.maxPrice });
  const debouncedName = useDebounced(name, DEBOUNCE_MS);
  const debouncedPrice = useDebounced(price, DEBOUNCE_MS);

  useEffect(() => {
    if (debouncedName !== filters.name) onFilters({ ...filters, name: debouncedName });
  }, [debouncedName]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (debouncedPrice.min !== filters.minPrice || debouncedPrice.max !== filters.maxPrice)
      onFilters({ ...filters, minPrice: debouncedPrice.min, maxPrice: debouncedPrice.max });
  }, [debouncedPrice]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="space-y-3 border-b border-slate-200 pb-3">
      <div role="group" aria-label={t("position")} className="flex flex-wrap gap-1.5">
        {[null, ...POSITIONS].map((position) => (
          <button
            key={position ?? "all"}
            type="button"
            aria-pressed={filters.position === position}
            onClick={() => onFilters({ ...filters, position })}
            className="min-h-9 rounded-full px-3 text-sm font-semibold ring-1 ring-slate-300 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700"
          >
            {position ? (
              <>
                <span aria-hidden="true">{short(position)}</span>
                <span className="sr-only">{positions(position)}</span>
              </>
            ) : (
              t("allPositions")
            )}
          </button>
        ))}
      </div>
      <div className="relative">
        <label htmlFor={`${id}-name`} className="sr-only">
          {t("search")}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={`${id}-name`}
          type="search"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t("searchPlaceholder")}
          maxLength={60}
          className={`${field} mt-0 pl-9`}
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <FilterSelect
          id={`${id}-club`}
          label={t("club")}
          value={filters.clubId ?? ""}
          onChange={(value) => onFilters({ ...filters, clubId: value ? Number(value) : null })}
          options={[{ value: "", label: t("allClubs") }, ...clubs.map((c) => ({ value: c.id, label: c.fullName }))]}
        />
        <FilterSelect
          id={`${id}-sort`}
          label={t("sort")}
          value={filters.ordering}
          onChange={(value) => onFilters({ ...filters, ordering: value as PlayerOrdering })}
          options={PLAYER_ORDERINGS.map((o) => ({ value: o, label: t(`orderings.${o}`) }))}
        />
      </div>
      <fieldset>
        <legend className={labelClass}>
          {t("price", { min: formatPrice(price.min * 10, locale), max: formatPrice(price.max * 10, locale) })}
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-3">
          {(["min", "max"] as const).map((end) => (
            <label key={end} className="text-xs text-slate-600">
              <span className="sr-only">{t(end === "min" ? "minPrice" : "maxPrice")}</span>
              <input
                type="range"
                min={0}
                max={PRICE_MAX}
                step={0.1}
                value={price[end]}
                aria-valuetext={formatPrice(price[end] * 10, locale)}
                onChange={(e) => {
                  const value = Number(e.target.value);
                  // The ends never cross: each stops at the other.
                  setPrice((p) =>
                    end === "min"
                      ? { min: Math.min(value, p.max), max: p.max }
                      : { min: p.min, max: Math.max(value, p.min) },
                  );
                }}
                className="w-full accent-brand-600"
              />
            </label>
          ))}
        </div>
      </fieldset>
      <p aria-live="polite" className="text-sm font-semibold text-slate-700">
        {count === undefined ? t("loading") : t("count", { count })}
      </p>
    </div>
  );
});

const field =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";
const labelClass = "block text-xs font-semibold tracking-wide text-slate-600 uppercase";

/** A select of the filters under its small label. */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  options: { value: string | number; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={field}>
        <SelectOptions options={options} />
      </select>
    </div>
  );
}

/** One player of the list: shirt, name (player info), club, position, the sort's stat, price, and the add button. */
const PlayerRow = memo(function PlayerRow({
  player,
  index,
  top,
  setSize,
  last,
  measure,
  ordering,
  refusal,
  inSquad,
  justAdded,
  onAdd,
  onInfo,
  games,
}: {
  player: ListedBuilderPlayer;
  /** His club's next fixtures (none known: empty). */
  games: NextOpponents[number];
  index: number;
  /** Where the row sits in the list (windowed: rows are placed, not stacked). */
  top: number;
  setSize: number;
  last: boolean;
  /** Given to one row: reports its height, which places every row. */
  measure?: (row: HTMLLIElement | null) => void;
  ordering: PlayerOrdering;
  refusal: string | null;
  /** Already in the fan's squad: the row is tinted and says so. */
  inSquad: boolean;
  justAdded: boolean;
  onAdd: (player: BuilderPlayer) => void;
  onInfo: (player: BuilderPlayer) => void;
}) {
  const t = useTranslations("Builder.list");
  const short = useTranslations("PositionsShort");
  const pitch = useTranslations("Pitch");
  const locale = useLocale() as Locale;
  return (
    <li
      ref={measure}
      className={`absolute inset-x-0 flex items-center gap-2 py-2 ${inSquad ? "-mx-2 rounded-lg bg-pitch-50 px-2" : ""} ${last ? "" : "border-b border-slate-100"}`}
      style={{ top }}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      data-index={index}
      data-player-row={player.id}
    >
      <Jersey club={player.club} position={player.position} size={36} className="shrink-0" />
      <button
        type="button"
        onClick={() => onInfo(player)}
        className="min-w-0 flex-1 rounded text-left focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {/* The badge beside the name, not in the line under it: there it pushed the sorted stat out of a phone's row. */}
        <span className="flex min-w-0 items-center gap-1.5">
          <span className="truncate text-sm font-semibold text-slate-900">{fullName(player)}</span>
          {inSquad && (
            <span className="shrink-0 rounded-full bg-pitch-700 px-1.5 py-0.5 text-[10px] leading-tight font-bold text-white">
              {t("inSquad")}
            </span>
          )}
        </span>
        <span className="block truncate text-xs text-slate-600">
          {shortAbbreviation(player.club?.abbreviation ?? "")} · {short(player.position)}
          {/* The price shows beside the row already: sorted by price, no second one here. */}
          {ordering !== "current_price" && ` · ${statLabel(t, ordering)}: ${statOf(player, ordering, locale)}`}
          {/* His next fixtures as the ticker writes them: capitals at home, lower case away, on their difficulty. */}
          {games.map((g, i) => (
            <Fragment key={i}>
              <span className="sr-only">, </span>
              <DifficultyChip
                difficulty={g.difficulty}
                label={pitch("fixtureDifficulty", {
                  club: g.abbreviation,
                  venue: g.home ? "home" : "away",
                  difficulty: g.difficulty ?? 0,
                })}
                className="ml-1 px-1 py-0 text-[10px] leading-4"
              >
                {g.home ? shortAbbreviation(g.abbreviation) : shortAbbreviation(g.abbreviation).toLowerCase()}
              </DifficultyChip>
            </Fragment>
          ))}
          <span className="sr-only">, {t("info")}</span>
        </span>
      </button>
      {/* "Added to the pitch" shows for a second where the price was; the add button stays (and keeps focus). */}
      {justAdded ? (
        <span role="status" className="flex shrink-0 items-center gap-1 text-xs font-semibold text-pitch-700">
          <Check aria-hidden="true" className="h-4 w-4" />
          {t("added")}
        </span>
      ) : (
        <span className="shrink-0 text-sm font-bold text-brand-900 tabular-nums">
          {formatPrice(player.price, locale)}
        </span>
      )}
      <button
        type="button"
        aria-disabled={refusal !== null}
        title={refusal ?? undefined}
        aria-label={
          refusal ? t("cannotAdd", { name: fullName(player), reason: refusal }) : t("add", { name: fullName(player) })
        }
        onClick={() => onAdd(player)}
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-200 aria-disabled:text-slate-500"
      >
        {refusal ? <Info aria-hidden="true" className="h-4 w-4" /> : <Plus aria-hidden="true" className="h-5 w-5" />}
      </button>
    </li>
  );
});

/** Rows kept in the page beyond the ones in view, either side (the window moves by this many rows at a time). */
const STEP = 6;
/** The rows taken to be in view before the list's height is known (a phone's modal shows about ten). */
const IN_VIEW = 12;
/** A row's height before one is measured (a 36 px shirt, 8 px above and below, a 1 px divider). */
const ROW_HEIGHT = 53;

/**
 * Which rows of a windowed list are in the page: the ones in view and STEP to 2·STEP more either side, plus the first,
 * the last and the row that has focus. `list` is the search: a new one starts at the top.
 */
function useRowWindow(total: number, list: string) {
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT);
  // The first and last rows in view, in steps of STEP rows (a scroll within a step renders nothing).
  const [view, setView] = useState({ list, first: 0, last: IN_VIEW, focused: null as number | null });
  if (view.list !== list) setView({ list, first: 0, last: IN_VIEW, focused: null });
  const height = useRef(ROW_HEIGHT);
  useLayoutEffect(() => {
    height.current = rowHeight;
  }, [rowHeight]);

  // The focused row is remembered, not rendered: it is in the page already (only a row in the page can take focus),
  // and the window's next move keeps it there. A tap on a row's button thus renders nothing before its click.
  const focusedRow = useRef<number | null>(null);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>("[data-index]");
    if (row) focusedRow.current = Number(row.dataset.index);
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedRow.current = null;
  }, []);

  const update = useCallback((element: HTMLElement) => {
    const first = Math.floor(element.scrollTop / height.current / STEP) * STEP;
    const last = Math.ceil((element.scrollTop + element.clientHeight) / height.current / STEP) * STEP;
    const focused = focusedRow.current;
    setView((v) => (v.first === first && v.last === last ? v : { ...v, first, last, focused }));
  }, []);
  /** The scrolling element: its scroll and its size move the window. */
  const scroller = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const onScroll = () => update(element);
      const resize = new ResizeObserver(onScroll);
      element.addEventListener("scroll", onScroll, { passive: true });
      resize.observe(element);
      return () => {
        element.removeEventListener("scroll", onScroll);
        resize.disconnect();
      };
    },
    [update],
  );
  const measure = useCallback((row: HTMLLIElement | null) => {
    const measured = row?.offsetHeight;
    if (measured && measured !== height.current) setRowHeight(measured);
  }, []);

  const { first, last, focused } = view.list === list ? view : { first: 0, last: IN_VIEW, focused: null };
  const start = Math.min(total, Math.max(0, first - STEP));
  const end = Math.min(total, last + STEP);
  const indexes = useMemo(() => {
    // The first and last rows too: Tab into the list from above lands on the first, Shift+Tab from below on the last.
    const extra = new Set([0, total - 1, focused ?? 0].filter((i) => i >= 0 && i < total && (i < start || i >= end)));
    return [
      ...[...extra].filter((i) => i < start).sort((a, b) => a - b),
      ...Array.from({ length: end - start }, (_, i) => start + i),
      ...[...extra].filter((i) => i >= end).sort((a, b) => a - b),
    ];
  }, [start, end, focused, total]);
  return { rowHeight, indexes, scroller, onFocus, onBlur, measure };
}
