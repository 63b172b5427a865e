// What playing and cancelling a chip start with (play-chip.ts, cancel-chip.ts): the caller's team, locked, with its
// chips; and lib/game's refusals as the API's errors.
import "server-only";
import type { Tx } from "@/lib/db";
import { type ChipKind, type ChipRefusal, type Half } from "@/lib/game/chips";
import { type TeamTarget, ownTeamForUpdate } from "../teams/team-access";
import { ruleError } from "../teams/team-errors";
import type { TeamChipRow } from "../teams/team-view";

/** The caller's team locked against concurrent changes (ownTeamForUpdate), with its first round and its chips. */
export async function lockedTeamWithChips(tx: Tx, target: TeamTarget) {
  const { id, seasonId } = await ownTeamForUpdate(tx, target);
  const [team, chips] = await Promise.all([
    tx.userTeam.findUniqueOrThrow({ where: { id }, select: { firstRoundId: true } }),
    chipsOfTeam(tx, id),
  ]);
  return { id, firstRoundId: team.firstRoundId, season: { id: seasonId }, chips };
}

export const chipsOfTeam = async (tx: Tx, teamId: number): Promise<TeamChipRow[]> =>
  (await tx.teamChip.findMany({ where: { teamId }, select: { chip: true, half: true, roundId: true } })).map((c) => ({
    ...c,
    half: c.half as Half,
  }));

const REFUSALS: Record<ChipRefusal | "chipNotActive" | "chipFinal", { status: "conflict" | "invalid"; text: string }> =
  {
    chipNotOffered: { status: "invalid", text: "This season does not offer that chip." },
    noRoundForChip: { status: "conflict", text: "There is no round to play a chip for." },
    chipPlayed: { status: "conflict", text: "That chip has already been played in this half of the season." },
    wildcardUsed: { status: "conflict", text: "The Wildcard has already been used in this half of the season." },
    chipExpired: { status: "conflict", text: "That chip has expired: the first half of the season is over." },
    oneChipPerRound: { status: "conflict", text: "Another chip is already played for this round: one chip a round." },
    alreadyUnlimited: { status: "conflict", text: "Transfers are already unlimited until the next deadline." },
    chipNotActive: { status: "conflict", text: "That chip is not played for the next round." },
    chipFinal: { status: "conflict", text: "A Wildcard or a Free Hit cannot be cancelled once played." },
  };

/** A refusal of lib/game's chip rules as a 409 (400 for a chip the season does not offer), field `chip`. */
export function refusalError(chip: ChipKind, refusal: { key: keyof typeof REFUSALS; half?: Half }) {
  const { status, text } = REFUSALS[refusal.key];
  return ruleError(status, refusal.key, `${text} (${chip})`, {
    field: "chip",
    params: { chip, half: refusal.half ?? 0 },
  });
}
