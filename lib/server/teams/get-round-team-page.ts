// What the live/previous rounds page and the other user's team page read (docs/product.md section 2 "Live and
// previous rounds", "Other user team"): the season's live and finished rounds with the team's points
// (getPointsHistory), the round asked for (default: the live one, else the last finished), the team
// in it as the viewer may see it (getTeamForRound), the round's statistic and each player's points
// by action. Only live and finished rounds are ever offered: a squad for a round whose deadline has
// not passed is never read here.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { getRoundBreakdown, type RoundGameBreakdown } from "../football/round-breakdown";
import { getRoundStatistic, type RoundStatistic } from "../leagues/get-round-statistic";
import { getPointsHistory, type RoundPoints } from "./get-points-history";
import { getTeamForRound, type RoundTeam } from "./get-team-for-round";

export type RoundTeamPage =
  | { rounds: [] }
  | {
      rounds: RoundPoints[];
      round: RoundPoints;
      /** Null: the team did not play the round ("Team not played"). */
      team: RoundTeam | null;
      statistic: RoundStatistic;
      breakdown: Record<number, RoundGameBreakdown[]>;
    };

/** The round of `userId`'s team numbered `roundNumber` (or the default one) as `viewerId` sees it. */
export async function getRoundTeamPage(options: {
  userId: number;
  viewerId: number;
  roundNumber?: number;
  locale: Locale;
}): Promise<RoundTeamPage> {
  const rounds = await getPointsHistory({ userId: options.userId });
  if (rounds.length === 0) return { rounds: [] };
  const round =
    rounds.find((r) => r.roundNumber === options.roundNumber) ??
    rounds.find((r) => r.status === "live") ??
    rounds.at(-1)!;
  const [team, statistic] = await Promise.all([
    getTeamForRound({ userId: options.userId, roundId: round.roundId, viewerId: options.viewerId }),
    getRoundStatistic({ roundId: round.roundId, userId: options.userId }),
  ]);
  const breakdown = team
    ? await getRoundBreakdown({
        roundId: round.roundId,
        playerIds: team.players.map((p) => p.player.id),
        locale: options.locale,
      })
    : {};
  // The chart's bar for the round shown matches the team's points on the page (the live ones are read just now).
  const withTeam = rounds.map((r) => (r.roundId === round.roundId && team ? { ...r, points: team.points } : r));
  return { rounds: withTeam, round: withTeam.find((r) => r.roundId === round.roundId)!, team, statistic, breakdown };
}
