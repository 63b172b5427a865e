// The rounds whose clock the job worker follows (lib/game/season-clock.ts): the live season's rounds still to lock or to
// close, with their games' states and result times, and the settings that time the reminders and the close.
import "server-only";
import { getDb } from "@/lib/db";
import type { ClockSettings, RoundClock } from "@/lib/game/season-clock";

export interface NumberedRoundClock extends RoundClock {
  number: number;
}

/** A round's clock as Prisma selects it (the operator's `status` reads the same). */
export const ROUND_CLOCK_SELECT = {
  id: true,
  number: true,
  status: true,
  deadline: true,
  games: { select: { status: true, resultsAt: true } },
} as const;

/** The settings' clock and the live season's scheduled and live rounds (or only round `roundId`, whatever its state). */
export async function listRoundClocks(
  options: { roundId?: number } = {},
): Promise<{ settings: ClockSettings; rounds: NumberedRoundClock[] }> {
  const db = await getDb();
  const [settings, rounds] = await Promise.all([
    db.settings.findUniqueOrThrow({
      where: { id: 1 },
      select: { reminderLeadHours: true, autoCloseAfterMinutes: true },
    }),
    db.round.findMany({
      where:
        options.roundId === undefined
          ? { season: { status: "live" }, status: { in: ["scheduled", "live"] } }
          : { id: options.roundId },
      orderBy: { number: "asc" },
      select: ROUND_CLOCK_SELECT,
    }),
  ]);
  return { settings, rounds };
}
