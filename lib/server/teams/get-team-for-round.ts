// A team in one round (docs/product.md section 7 user-team-for-round; the live/previous rounds, next round
// and other user's team pages): for a finished round the snapshot taken at its deadline with the
// final points; for the live round the same snapshot with provisional points, the
// auto-substitutions and the vice-captain switch that would apply if the round ended now
// (docs/design.md section 7); for a scheduled round the squad as it stands.
import "server-only";
import { getDb } from "@/lib/db";
import { type ChipKind, captainMultiplier } from "@/lib/game/chips";
import { resolveRound } from "@/lib/game/round";
import { PITCH_SIZE } from "@/lib/game/types";
import { ruleError } from "./team-errors";
import { type PlayerCard, loadTeamView, playerCardSelect } from "./team-view";

export interface RoundTeamPlayer {
  slot: number;
  benchPriority: number | null;
  isCaptain: boolean;
  isViceCaptain: boolean;
  player: PlayerCard;
  /** The player's points in the round (both games of a double round); null before it starts. */
  points: number | null;
  minutes: number | null;
  /** Scores for the team: on the pitch once the auto-substitutions apply. */
  counts: boolean;
  /**
   * 2 for whoever doubles (the captain, or the vice-captain when the captain did not play; 3 under a Triple Captain),
   * 1 if he counts, else 0.
   */
  multiplier: number;
}

export interface RoundTeam {
  /** final: a finished round; provisional: the live round so far; upcoming: the squad as it stands. */
  kind: "final" | "provisional" | "upcoming";
  round: { id: number; number: number; status: string; deadline: Date };
  team: { id: number; userId: number; name: string; abbreviation: string };
  formation: { id: number; name: string };
  captainId: number | null;
  viceCaptainId: number | null;
  players: RoundTeamPlayer[];
  substitutions: { outId: number; inId: number }[];
  multipliedId: number | null;
  /** Round points after the penalty; null for an upcoming round. */
  points: number | null;
  penaltyPoints: number;
  transfersUsed: number;
  wildcardUsed: boolean;
  /** The chip played for the round (lib/game/chips.ts): the bench counts under a Bench Boost, the captain ×3 under a Triple Captain. */
  chip: ChipKind | null;
  /** Squad value and bank at the deadline (now, for an upcoming round), in tenths of a million. */
  teamValue: number;
  bank: number;
  /** Season total after this round (while live: the last finished round's total plus the provisional points). */
  totalPoints: number;
  roundRank: number | null;
  overallRank: number | null;
}

/**
 * The team of `userId` in round `roundId`, as `viewerId` may see it: anyone sees live and finished
 * rounds; only the owner sees the squad for a round not yet locked. Null when the team did not
 * play the round (spec: "Team not played"), or for a cancelled round.
 */
export async function getTeamForRound(options: {
  userId: number;
  roundId: number;
  viewerId: number;
}): Promise<RoundTeam | null> {
  const db = await getDb();
  const round = await db.round.findUnique({ where: { id: options.roundId } });
  if (!round) throw ruleError("not_found", "noRound", `Round ${options.roundId} does not exist.`, { field: "round" });
  const team = await db.userTeam.findUnique({
    where: { userId_seasonId: { userId: options.userId, seasonId: round.seasonId } },
    include: { formation: true },
  });
  if (!team || round.status === "cancelled") return null;
  const roundInfo = { id: round.id, number: round.number, status: round.status, deadline: round.deadline };
  const teamInfo = { id: team.id, userId: team.userId, name: team.name, abbreviation: team.abbreviation };

  if (round.status === "scheduled") {
    if (options.viewerId !== options.userId)
      throw ruleError("forbidden", "notYourTeam", "A team's squad for a round not yet started is private.");
    const [view, played] = await Promise.all([
      loadTeamView(db, team.id),
      db.teamChip.findUnique({ where: { teamId_roundId: { teamId: team.id, roundId: round.id } } }),
    ]);
    if (view.players.length === 0) return null;
    const chip = played?.chip ?? null;
    const counts = (slot: number) => chip === "bench_boost" || slot < PITCH_SIZE;
    return {
      kind: "upcoming",
      round: roundInfo,
      team: teamInfo,
      formation: view.formation,
      captainId: view.captainId,
      viceCaptainId: view.viceCaptainId,
      players: view.players.map((p) => ({
        ...p,
        points: null,
        minutes: null,
        counts: counts(p.slot),
        multiplier: p.isCaptain ? captainMultiplier(chip) : counts(p.slot) ? 1 : 0,
      })),
      substitutions: [],
      multipliedId: null,
      points: null,
      penaltyPoints: team.penaltyPoints,
      transfersUsed: team.transfersUsed,
      wildcardUsed: chip === "wildcard",
      chip,
      teamValue: view.players.reduce((s, p) => s + p.player.currentPrice, 0),
      bank: team.bank,
      totalPoints: team.totalPoints,
      roundRank: null,
      overallRank: null,
    };
  }

  const snapshot = await db.teamRound.findUnique({ where: { roundId_teamId: { roundId: round.id, teamId: team.id } } });
  if (!snapshot) return null;
  const [formation, cards, results] = await Promise.all([
    db.formation.findUniqueOrThrow({ where: { id: snapshot.formationId }, select: { id: true, name: true } }),
    db.player.findMany({ where: { id: { in: snapshot.playerIds } }, select: playerCardSelect }),
    db.playerRound.findMany({ where: { roundId: round.id, playerId: { in: snapshot.playerIds } } }),
  ]);
  const cardById = new Map(cards.map((c) => [c.id, c as PlayerCard]));
  const resultById = new Map(results.map((r) => [r.playerId, r]));
  const final = round.status === "finished";
  // Provisional: the rule itself on the points so far (the live table was computed the same way).
  const outcome = final
    ? { finalIds: snapshot.finalIds, multipliedId: snapshot.multipliedId, points: snapshot.points }
    : resolveRound({
        slots: snapshot.playerIds.map((id) => {
          const r = resultById.get(id);
          return {
            id,
            position: cardById.get(id)!.position,
            minutes: r?.minutes ?? 0,
            carded: r?.carded ?? false,
            points: r?.points ?? 0,
          };
        }),
        captainId: snapshot.captainId,
        viceCaptainId: snapshot.viceCaptainId,
        penaltyPoints: snapshot.penaltyPoints,
        chip: snapshot.chip,
      });
  const counting = new Set(outcome.finalIds);
  const substitutions = snapshot.playerIds
    .slice(0, PITCH_SIZE)
    .map((outId, i) => ({ outId, inId: outcome.finalIds[i]! }))
    .filter((s) => s.inId !== undefined && s.inId !== s.outId);
  return {
    kind: final ? "final" : "provisional",
    round: roundInfo,
    team: teamInfo,
    formation,
    captainId: snapshot.captainId,
    viceCaptainId: snapshot.viceCaptainId,
    players: snapshot.playerIds.map((id, slot) => ({
      slot,
      benchPriority: slot >= PITCH_SIZE ? slot - PITCH_SIZE : null,
      isCaptain: id === snapshot.captainId,
      isViceCaptain: id === snapshot.viceCaptainId,
      player: cardById.get(id)!,
      points: resultById.get(id)?.points ?? 0,
      minutes: resultById.get(id)?.minutes ?? 0,
      counts: counting.has(id),
      multiplier: !counting.has(id) ? 0 : id === outcome.multipliedId ? captainMultiplier(snapshot.chip) : 1,
    })),
    substitutions,
    multipliedId: outcome.multipliedId,
    points: outcome.points,
    penaltyPoints: snapshot.penaltyPoints,
    transfersUsed: snapshot.transfersUsed,
    wildcardUsed: snapshot.chip === "wildcard",
    chip: snapshot.chip,
    teamValue: snapshot.teamValue,
    bank: snapshot.bank,
    totalPoints: final ? snapshot.totalPoints : team.totalPoints + outcome.points,
    roundRank: snapshot.roundRank,
    overallRank: snapshot.overallRank,
  };
}
