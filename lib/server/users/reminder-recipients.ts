// Who a round's deadline reminder is for (send-deadline-reminders.ts, count-pending-deadline-reminders.ts): the round,
// while still ahead, and the managers of its season who ask for reminders.
import "server-only";
import type { Db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "../errors";

/** The round to remind of: still ahead (scheduled, its deadline not passed), else refused. */
export async function roundAhead(db: Db, roundId: number, now: Date) {
  const round = await db.round.findUniqueOrThrow({
    where: { id: roundId },
    select: { id: true, number: true, status: true, deadline: true, seasonId: true },
  });
  if (round.status !== "scheduled" || round.deadline <= now)
    throw new AppError("conflict", `Round ${round.number}'s deadline has passed: no reminder is sent for it.`);
  return round;
}

/** The managers of the season who ask for reminders (`u`, with their team `t`): verified, active, with a team in it. */
export const askingIn = (seasonId: number) => Prisma.sql`
  FROM "user" u
  JOIN user_team t ON t.user_id = u.id AND t.season_id = ${seasonId}
  WHERE u.deadline_reminders AND u.is_active AND u.is_email_verified`;

/** The outbox keys' start for a round's reminders at one lead time; the manager's id ends it. */
export const reminderKey = (roundId: number, leadHours: number) => `deadline:${roundId}:${leadHours}:`;
