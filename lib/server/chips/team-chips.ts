// A team's chips as its use cases and pages see them (lib/game/chips.ts): the team's played chips against the season's
// rounds and the settings' chips and halves, from the game state (lib/server/game-state.ts).
import "server-only";
import { type ChipContext, type ChipKind, type ChipState, type Half, chipStates, halfOf } from "@/lib/game/chips";
import { type GameState, firstScheduledRound, roundsOf } from "../game-state";
import { firstRoundNumber } from "../teams/team-access";
import type { TeamChipRow, TeamRecord } from "../teams/team-view";

export interface TeamChips {
  /** The round the next changes count for, which a chip played now is for (null: none). */
  round: { id: number; number: number } | null;
  /** That round's half (null: no round next). */
  half: Half | null;
  /** Every chip the season offers, in each half. */
  chips: ChipState[];
}

/** Whether `chip` has been played in the next round's half (in any half when none is next). */
export const playedThisHalf = (team: TeamChips, chip: ChipKind) =>
  team.chips.some(
    (c) => c.chip === chip && (c.status === "active" || c.status === "played") && (team.half ?? c.half) === c.half,
  );

/** The context of lib/game's chip rules for a team: the season's chips and halves, the team's chips, the next round. */
export function chipContextOf(
  state: GameState,
  team: Pick<TeamRecord, "firstRoundId"> & { season: { id: number }; chips: readonly TeamChipRow[] },
): ChipContext & { firstRound: boolean; round: { id: number; number: number } | null } {
  const rounds = roundsOf(state, team.season.id) ?? [];
  const round = firstScheduledRound(state, team.season.id);
  const numberOf = new Map(rounds.map((r) => [r.id, r.number]));
  const first = firstRoundNumber(state, team);
  return {
    offered: state.settings.chips,
    firstHalfLastRound: state.settings.firstHalfLastRound,
    played: team.chips.map((c) => ({ chip: c.chip, half: c.half, roundNumber: numberOf.get(c.roundId) ?? 0 })),
    roundNumber: round?.number ?? null,
    seasonOver: round === null && rounds.length > 0 && rounds.every((r) => r.status !== "scheduled"),
    // Before its first deadline a team's transfers are unlimited anyway (no first round yet: the same).
    firstRound: round !== null && (first === null || round.number <= first),
    round: round && { id: round.id, number: round.number },
  };
}

/** The team's chips now. */
export function teamChipsOf(state: GameState, team: Parameters<typeof chipContextOf>[1]): TeamChips {
  const context = chipContextOf(state, team);
  return {
    round: context.round,
    half: context.roundNumber === null ? null : halfOf(context.roundNumber, context.firstHalfLastRound),
    chips: chipStates(context),
  };
}
