// Prizes (docs/product.md sections 3 and 7: /rules/prizes/?winner_type=): first, second and third place, each
// with an image and its text items.
import "server-only";
import { getDb } from "@/lib/db";
import { currentSeasonId } from "../seasons/current-season";
import { pick, type Locale } from "./locale";

/** docs/product.md section 9: winner types 1 quad round, 2 season, 3 round. */
export const WINNER_TYPES = { quadRound: 1, season: 2, round: 3 } as const;
export type WinnerType = (typeof WINNER_TYPES)[keyof typeof WINNER_TYPES];

export interface PrizePlace {
  place: 1 | 2 | 3;
  image: string;
  items: { id: number; text: string }[];
}

export interface Prizes {
  winnerType: WinnerType;
  places: PrizePlace[];
}

/** The prizes of one winner type in a season (default: the current one), or null when none are set. */
export async function getPrizes(options: {
  locale: Locale;
  winnerType: WinnerType;
  seasonId?: number;
}): Promise<Prizes | null> {
  const seasonId = options.seasonId ?? (await currentSeasonId());
  if (seasonId === null) return null;
  const db = await getDb();
  const prize = await db.prize.findUnique({
    where: { seasonId_winnerType: { seasonId, winnerType: options.winnerType } },
    include: { items: { orderBy: [{ place: "asc" }, { position: "asc" }, { id: "asc" }] } },
  });
  if (!prize) return null;
  const images = [prize.mainImage, prize.secondPlaceImage, prize.thirdPlaceImage];
  return {
    winnerType: options.winnerType,
    places: ([1, 2, 3] as const).map((place) => ({
      place,
      image: images[place - 1]!,
      items: prize.items
        .filter((i) => i.place === place)
        .map((i) => ({ id: i.id, text: pick(options.locale, i.itemTextEn, i.itemTextIt) })),
    })),
  };
}
