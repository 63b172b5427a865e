// The player info modal of a page whose address has ?player_id (home dream team, match info, the team pages): the
// page starts the read (lib/server/public-reads.ts readPlayerInfo) and hands the promise over, so the modal streams
// in beside the page; the client modal renders it; an unknown player shows nothing.
import type { PlayerInfo as PlayerInfoData } from "@/lib/server/football/get-player-info";
import { ClientMessages } from "@/components/layout/client-messages";
import { LazyPlayerInfoModal } from "./player-info-lazy";

export const PLAYER_PARAM = "player_id";

export async function PlayerInfo({
  info: pending,
  closeHref,
}: {
  info: Promise<PlayerInfoData | null>;
  closeHref: string;
}) {
  const info = await pending;
  if (!info) return null;
  return (
    <ClientMessages namespaces={["PlayerInfo", "Positions", "PlayerStatus"]}>
      <LazyPlayerInfoModal key={info.player.id} info={info} closeHref={closeHref} />
    </ClientMessages>
  );
}
