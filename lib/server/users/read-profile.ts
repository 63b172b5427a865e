// The signed-in user's own account (docs/product.md section 7 "Users": GET /users/me/, the profile page), with the
// live season's team name.
import "server-only";
import { getDb } from "@/lib/db";
import { AppError, msg } from "../errors";
import { SESSION_USER_COLUMNS, type SessionUser } from "./session-user";

/** The signed-in user's own account (GET /users/me/, the profile page). */
export interface Profile extends SessionUser {
  isActive: boolean;
  deadlineReminders: boolean;
  /** The live season's team name, or null without a live team. */
  teamName: string | null;
}

export async function readProfile(userId: number): Promise<Profile> {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      ...SESSION_USER_COLUMNS,
      deadlineReminders: true,
      teams: { where: { season: { status: "live" } }, select: { name: true }, take: 1 },
    },
  });
  if (!user) throw new AppError("not_found", "User not found.", { messages: msg("Api.errors.userNotFound") });
  const { teams, ...rest } = user;
  return { ...rest, teamName: teams[0]?.name ?? null };
}
