// A squad as managers submit it (registration, next season, line-up changes): checked against
// the team rules of lib/game (in memory, against the game state and the players' directory), then a
// new team's written slot by slot with the bench order (a line-up change: fsa_arrange_squad).
import "server-only";
import type { Tx } from "@/lib/db";
import { isValidLayout, parseFormation } from "@/lib/game/formation";
import { rulePlayer, validateSquad } from "@/lib/game/squad";
import { type RuleSettings, type SquadInput, PITCH_SIZE, SQUAD_SIZE } from "@/lib/game/types";
import { type PlayerDirectory, playerDirectory } from "../football/player-directory";
import { gameState } from "../game-state";
import type { PlayerCard } from "./team-view";

export type { SquadInput };
import { ruleError, squadRulesError } from "./team-errors";

export interface CheckedSquad {
  formationId: number;
  /** Player ids in slot order. */
  slots: number[];
  prices: number[];
  cost: number;
  captainId: number;
  viceCaptainId: number;
}

/** What a squad is checked against: the formations, every player's card, the rules' settings. */
export interface SquadContext {
  formations: readonly { id: number; name: string }[];
  players: PlayerDirectory;
  settings: Pick<RuleSettings, "budgetLimit" | "maxPlayersPerClub">;
}

/** The context from the game state and the players' directory at `epoch` (in `tx`: read through it). */
export async function squadContext(options: { epoch?: number; tx?: Tx }): Promise<SquadContext> {
  const state = await gameState(options);
  return {
    formations: state.formations,
    players: await playerDirectory({ epoch: state.epoch, tx: options.tx }),
    settings: state.settings,
  };
}

/**
 * Checks a submitted squad and returns it in slot order. `current`: the team's squad today (a
 * line-up change may only rearrange it, and is judged by the bank rather than the budget since
 * prices move); without it, a new squad that must fit the budget and may not hold players who left
 * Serie A. Every broken team rule is reported at once (docs/product.md section 5).
 */
export function checkSquad(
  input: SquadInput,
  context: SquadContext,
  current?: { playerIds: readonly number[]; bank: number },
): CheckedSquad {
  const formation = context.formations.find((f) => f.id === input.formationId);
  const shape = formation && parseFormation(formation.name);
  if (!shape)
    throw ruleError("invalid", "formationError", `Formation ${input.formationId} does not exist.`, {
      field: "formation",
    });

  const slots = [...input.players].sort((a, b) => a.slot - b.slot);
  const wellFormed =
    slots.length === SQUAD_SIZE &&
    slots.every((p, i) => p.slot === i && Number.isInteger(p.playerId)) &&
    new Set(slots.map((p) => p.playerId)).size === SQUAD_SIZE;
  if (!wellFormed) throw squadRulesError([{ code: "incompleteTeam" }]);

  const ids = slots.map((p) => p.playerId);
  const players = ids.map((id) => context.players.get(id));
  if (players.some((p) => p === undefined))
    throw ruleError("invalid", "unknownPlayer", "A player of the team does not exist.", { field: "players" });
  const known = players as PlayerCard[];

  if (current) {
    const owned = new Set(current.playerIds);
    if (ids.some((id) => !owned.has(id)))
      throw ruleError(
        "invalid",
        "notYourSquad",
        "Only the players of your squad can be placed: make transfers first.",
        { field: "players" },
      );
  } else if (known.some((p) => p.status === "transferred_out" || p.club === null)) {
    throw ruleError("invalid", "playerLeft", "A player who left Serie A cannot be picked.", {
      field: "players",
    });
  }
  if (
    !isValidLayout(
      known.map((p) => p.position),
      shape,
    )
  ) {
    throw ruleError("invalid", "badLayout", `The players do not fit the places of formation ${formation.name}.`, {
      field: "players",
    });
  }

  const errors = validateSquad({
    players: known.map((p) => rulePlayer(p, p.currentPrice)),
    captainId: input.captainId,
    viceCaptainId: input.viceCaptainId,
    settings: context.settings,
    bank: current?.bank,
    pitchIds: ids.slice(0, PITCH_SIZE),
  });
  if (errors.length) throw squadRulesError(errors);
  const prices = known.map((p) => p.currentPrice);
  return {
    formationId: formation.id,
    slots: ids,
    prices,
    cost: prices.reduce((s, p) => s + p, 0),
    captainId: input.captainId!,
    viceCaptainId: input.viceCaptainId!,
  };
}

/** Writes a new team's 15 at their slots (bought at today's prices) and its bench order. */
export async function insertSquad(tx: Tx, teamId: number, squad: CheckedSquad) {
  await tx.squadPlayer.createMany({
    data: squad.slots.map((playerId, slot) => ({
      teamId,
      playerId,
      slot,
      isCaptain: playerId === squad.captainId,
      isViceCaptain: playerId === squad.viceCaptainId,
      purchasePrice: squad.prices[slot]!,
    })),
  });
  await writeBench(tx, teamId);
  await tx.$executeRaw`SELECT fsa_sync_squads(NULL, ARRAY[${teamId}]::int[])`;
}

async function writeBench(tx: Tx, teamId: number) {
  await tx.benchEntry.deleteMany({ where: { teamId } });
  await tx.$executeRaw`
    INSERT INTO bench_entry (team_id, squad_player_id, priority)
    SELECT team_id, id, slot - ${PITCH_SIZE} FROM squad_player WHERE team_id = ${teamId} AND slot >= ${PITCH_SIZE}`;
}
