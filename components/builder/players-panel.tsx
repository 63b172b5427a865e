"use client";

// The players list with its query cache, loaded after the screen's first paint (next/dynamic in workspace.tsx): the
// list shows skeletons until its first page arrives anyway, so its code (and TanStack Query's) need not be in the
// screen's first-load JavaScript. One cache for the page's lifetime: the side column and the phone's modal share it,
// and a search made again is shown from it at once.
import { useSyncExternalStore } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { FiltersStore } from "./filters";
import { PlayersList } from "./players-list";

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

export type PanelProps = Omit<Parameters<typeof PlayersList>[0], "filters" | "onFilters"> & { store: FiltersStore };

/** The list with the screen's filters (a change of them re-renders from here down, not the screen). */
export default function PlayersPanel({ store, ...props }: PanelProps) {
  const filters = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <QueryClientProvider client={queryClient}>
      <PlayersList filters={filters} onFilters={store.set} {...props} />
    </QueryClientProvider>
  );
}
