"use client";

// The frame every builder screen shares (docs/screens.md "The pitch is the screen"): the pitch with its tools above and its errors below, and the
// players list as a side column from 1024 px, a modal on smaller screens (opened by its button or an empty slot).
// The players list's pages are cached per search (TanStack Query: players-panel.tsx, loaded after the first paint).
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "@/i18n/navigation";
import dynamic from "next/dynamic";
import { ListPlus } from "lucide-react";
import type { Position } from "@/lib/game/types";
import { Dialog } from "@/components/ui/dialog";
import { SelectOptions } from "@/components/ui/select-options";
import { createFiltersStore } from "./filters";
import { SkeletonRows } from "./list-skeleton";
import type { PanelProps } from "./players-panel";
import type { BuilderFormation, BuilderPlayer } from "./model";

export type ListProps = Omit<PanelProps, "store">;

const DESKTOP = "(min-width: 1024px)";

/** The list's code arrives after the first paint; until then (and until its first page) the same skeleton rows. */
const LazyPlayersList = dynamic(() => import("./players-panel"), { ssr: false, loading: ListSkeleton });

/** The list re-renders when its own props change (the squad's refusals), not with the rest of the screen. */
const PlayersListSlot = memo(LazyPlayersList);

function ListSkeleton() {
  return (
    <ul aria-hidden="true">
      <SkeletonRows />
    </ul>
  );
}

/** Whether the side column shows (from 1024 px); the server renders it, a phone drops it once hydrated. */
function useDesktop() {
  return useSyncExternalStore(
    (change) => {
      const query = window.matchMedia(DESKTOP);
      query.addEventListener("change", change);
      return () => query.removeEventListener("change", change);
    },
    () => window.matchMedia(DESKTOP).matches,
    () => true,
  );
}

/**
 * The players list's filters (a store the list alone listens to) and where it shows; `openAt` is what an empty slot
 * calls. The same objects from render to render, so what receives them need not re-render.
 */
export function usePlayersPanel() {
  const [filters] = useState(createFiltersStore);
  const [open, setOpen] = useState(false);
  const openAt = useCallback(
    (position: Position | null) => {
      filters.set({ ...filters.get(), position });
      if (window.matchMedia(DESKTOP).matches)
        document.getElementById("players-list")?.scrollIntoView({ block: "nearest", behavior: "smooth" });
      else setOpen(true);
    },
    [filters],
  );
  return useMemo(() => ({ filters, open, setOpen, openAt }), [filters, open, openAt]);
}

export function BuilderWorkspace({
  panel,
  list,
  tools,
  pitch,
  below,
  after,
  side,
}: {
  panel: ReturnType<typeof usePlayersPanel>;
  /** The players list, where players can be added on this screen. */
  list?: ListProps;
  tools?: ReactNode;
  pitch: ReactNode;
  below?: ReactNode;
  /** Under the pitch's column, past the reach of the phone's sticky save bar (the next season's personal details). */
  after?: ReactNode;
  /** The side column when there is no players list (the next round's league boards). */
  side?: ReactNode;
}) {
  const t = useTranslations("Builder");
  // One list at a time: the side column on a desktop, the modal on a phone (a hidden copy would re-render too).
  const desktop = useDesktop();
  const listProps = useStableList(list);
  const listElement = listProps && <PlayersListSlot store={panel.filters} {...listProps} />;
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0">
          <div>
            {(tools || list) && (
              <div className="mb-4 flex flex-wrap items-end gap-3">
                {tools}
                {list && (
                  <button
                    type="button"
                    onClick={() => panel.setOpen(true)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
                  >
                    <ListPlus aria-hidden="true" className="h-5 w-5" />
                    {t("openList")}
                  </button>
                )}
              </div>
            )}
            {pitch}
            {below}
          </div>
          {after}
        </div>
        {list ? (
          <aside
            id="players-list"
            aria-label={t("list.title")}
            className="hidden max-h-[calc(100vh-6rem)] min-h-[36rem] flex-col rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-20 lg:flex"
          >
            <h2 className="mb-3 text-lg font-bold text-brand-900">{t("list.title")}</h2>
            {desktop && listElement}
          </aside>
        ) : (
          side && <aside className="min-w-0 space-y-6">{side}</aside>
        )}
      </div>
      {list && panel.open && !desktop && (
        <Dialog title={t("list.title")} onClose={() => panel.setOpen(false)}>
          <div className="flex h-[70vh] flex-col">{listElement}</div>
        </Dialog>
      )}
    </>
  );
}

/** The list's props with stable handlers (calling the latest ones), so the list sees a change only in its data. */
function useStableList(list: ListProps | undefined): ListProps | undefined {
  const latest = useRef(list);
  useLayoutEffect(() => {
    latest.current = list;
  });
  const onAdd = useCallback((player: BuilderPlayer) => latest.current?.onAdd(player) ?? false, []);
  const onInfo = useCallback((player: BuilderPlayer) => latest.current?.onInfo(player), []);
  const clubs = list?.clubs;
  const check = list?.check;
  const opponents = list?.opponents;
  return useMemo(
    () => (clubs && check ? { clubs, check, onAdd, onInfo, opponents } : undefined),
    [clubs, check, onAdd, onInfo, opponents],
  );
}

export function FormationSelect({
  formations,
  value,
  onChange,
}: {
  formations: readonly BuilderFormation[];
  value: string;
  onChange: (formation: BuilderFormation) => void;
}) {
  const t = useTranslations("Builder");
  return (
    <label className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
      {t("formation")}
      <select
        value={value}
        onChange={(e) => {
          const chosen = formations.find((f) => f.name === e.target.value);
          if (chosen) onChange(chosen);
        }}
        className="mt-1 block min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base font-semibold text-slate-900 normal-case focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        <SelectOptions options={formations.map((f) => ({ value: f.name, label: f.name }))} />
      </select>
    </label>
  );
}

/** Opens the player info modal of the page (?player_id), keeping the builder's state (a soft navigation). */
export function useShowPlayerInfo() {
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(
    (player: BuilderPlayer) => router.push(`${pathname}?player_id=${player.id}`, { scroll: false }),
    [router, pathname],
  );
}
