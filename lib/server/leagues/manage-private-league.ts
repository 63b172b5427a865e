// The owner renames his private league or closes its entries (docs/product.md section 6).
import "server-only";
import { getDb } from "@/lib/db";
import { ownedLeague } from "./private-league";

/** A league after the owner's change. */
export interface ManagedPrivateLeague {
  id: number;
  name: string;
  entriesClosed: boolean;
  joinCode: string | null;
}

export async function managePrivateLeague(options: {
  userId: number;
  leagueId: number;
  name?: string;
  entriesClosed?: boolean;
}): Promise<ManagedPrivateLeague> {
  await ownedLeague(options.userId, options.leagueId);
  const db = await getDb();
  const league = await db.league.update({
    where: { id: options.leagueId },
    data: { name: options.name, entriesClosed: options.entriesClosed },
  });
  return { id: league.id, name: league.name, entriesClosed: league.entriesClosed, joinCode: league.joinCode };
}
