"use client";

// The players list with its query cache, loaded after the screen's first paint (next/dynamic in workspace.tsx): the
// list shows skeletons until its first page arrives anyway, so its code (and TanStack Query's) need not be in the
// screen's first-load JavaScript. One cache for the page's lifetime: the side column and the phone's modal share it,
// and a search made again is shown from it at once.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { PlayersList } from "./players-list";

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

export default function PlayersPanel(props: Parameters<typeof PlayersList>[0]) {
  return (
    <QueryClientProvider client={queryClient}>
      <PlayersList {...props} />
    </QueryClientProvider>
  );
}
