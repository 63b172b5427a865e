// The player info modal of a page whose address has ?player_id (home dream team, match info):
// read on the server, rendered by the client modal; an unknown player shows nothing.
import type { Locale } from "@/i18n/routing";
import { readPlayerInfo } from "@/lib/server/public-reads";
import { ClientMessages } from "@/components/layout/client-messages";
import { LazyPlayerInfoModal } from "./player-info-lazy";

export const PLAYER_PARAM = "player_id";

export async function PlayerInfo({
  locale,
  playerId,
  closeHref,
}: {
  locale: Locale;
  playerId: number;
  closeHref: string;
}) {
  const info = await readPlayerInfo(locale, playerId);
  if (!info) return null;
  return (
    <ClientMessages namespaces={["PlayerInfo", "Positions", "PlayerStatus"]}>
      <LazyPlayerInfoModal key={playerId} info={info} closeHref={closeHref} />
    </ClientMessages>
  );
}
