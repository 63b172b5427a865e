"use client";

// The player info modal's code (its tables and charts) loads only on a page that shows it (an address with
// ?player_id), not with every page that could: a page's client components otherwise share one bundle.
import dynamic from "next/dynamic";

export const LazyPlayerInfoModal = dynamic(() => import("./player-info-modal").then((m) => m.PlayerInfoModal));
