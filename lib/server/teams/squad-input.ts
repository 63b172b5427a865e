// A squad as managers submit it (registration, next season, line-up changes): checked against
// the team rules of lib/game, then written slot by slot with the bench order.
import "server-only";
import type { Tx } from "@/lib/db";
import { isValidLayout, parseFormation } from "@/lib/game/formation";
import { validateSquad } from "@/lib/game/squad";
import { type RulePlayer, type SquadInput, PITCH_SIZE, SQUAD_SIZE } from "@/lib/game/types";

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

/**
 * Checks a submitted squad and returns it in slot order. `current`: the team's squad today (a
 * line-up change may only rearrange it, and is judged by the bank rather than the budget since
 * prices move); without it, a new squad that must fit the budget and may not hold players who left
 * Serie A. Every broken team rule is reported at once (spec section 5).
 */
export async function checkSquad(
  tx: Tx,
  input: SquadInput,
  current?: { playerIds: readonly number[]; bank: number },
): Promise<CheckedSquad> {
  const formation = await tx.formation.findUnique({ where: { id: input.formationId } });
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
  const rows = await tx.player.findMany({
    where: { id: { in: ids } },
    include: { club: { select: { fullName: true } } },
  });
  if (rows.length !== ids.length)
    throw ruleError("invalid", "unknownPlayer", "A player of the team does not exist.", { field: "football_players" });
  const byId = new Map(rows.map((p) => [p.id, p]));
  const players = ids.map((id) => byId.get(id)!);

  if (current) {
    const owned = new Set(current.playerIds);
    if (ids.some((id) => !owned.has(id)))
      throw ruleError(
        "invalid",
        "notYourSquad",
        "Only the players of your squad can be placed: make transfers first.",
        { field: "football_players" },
      );
  } else if (players.some((p) => p.status === "transferred_out" || p.clubId === null)) {
    throw ruleError("invalid", "playerLeft", "A player who left Serie A cannot be picked.", {
      field: "football_players",
    });
  }
  if (
    !isValidLayout(
      players.map((p) => p.position),
      shape,
    )
  ) {
    throw ruleError("invalid", "badLayout", `The players do not fit the places of formation ${formation.name}.`, {
      field: "football_players",
    });
  }

  const settings = await tx.settings.findUniqueOrThrow({ where: { id: 1 } });
  const rulePlayers: RulePlayer[] = players.map((p) => ({
    id: p.id,
    position: p.position,
    clubId: p.clubId,
    clubName: p.club?.fullName,
    price: p.currentPrice,
  }));
  const errors = validateSquad({
    players: rulePlayers,
    captainId: input.captainId,
    viceCaptainId: input.viceCaptainId,
    settings,
    bank: current?.bank,
    pitchIds: ids.slice(0, PITCH_SIZE),
  });
  if (errors.length) throw squadRulesError(errors);
  const prices = players.map((p) => p.currentPrice);
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
}

/**
 * Moves the team's own 15 to new slots and captaincy in place (the user football player ids stay),
 * in two passes so the (team, slot) uniqueness holds throughout, then rewrites the bench order.
 */
export async function rearrangeSquad(tx: Tx, teamId: number, squad: CheckedSquad) {
  const slots = squad.slots.map((_, slot) => slot);
  await tx.$executeRaw`
    UPDATE squad_player sp SET slot = v.slot + 100, is_captain = sp.player_id = ${squad.captainId}, is_vice_captain = sp.player_id = ${squad.viceCaptainId}
    FROM unnest(${squad.slots}::int[], ${slots}::int[]) AS v(player_id, slot)
    WHERE sp.team_id = ${teamId} AND sp.player_id = v.player_id`;
  await tx.$executeRaw`UPDATE squad_player SET slot = slot - 100 WHERE team_id = ${teamId} AND slot >= 100`;
  await writeBench(tx, teamId);
}

async function writeBench(tx: Tx, teamId: number) {
  await tx.benchEntry.deleteMany({ where: { teamId } });
  await tx.$executeRaw`
    INSERT INTO bench_entry (team_id, squad_player_id, priority)
    SELECT team_id, id, slot - ${PITCH_SIZE} FROM squad_player WHERE team_id = ${teamId} AND slot >= ${PITCH_SIZE}`;
}
