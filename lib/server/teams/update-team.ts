// The next-round team page (docs/product.md section 2 "Next round team", section 7
// update-live-season-user-team): formation, pitch and bench places, bench priority, captain and
// vice-captain of the team's own 15, before the next deadline only. Players change by transfers.
//
// The deadline rush's hottest call, so it holds no transaction: one statement reads the team (readOwnTeam), the rules
// are checked in memory against the game state, and one statement writes the change (fsa_arrange_squad) only if the
// team is still as read and the round still open. A save that lost a race to another of the fan's own saves reads the
// team again and is checked again, so concurrent saves apply one after another, as under a row lock.
import "server-only";
import { getDb } from "@/lib/db";
import { PITCH_SIZE } from "@/lib/game/types";
import { gameState } from "../game-state";
import { type TeamTarget, beforeRetry, openRound, readOwnTeam } from "./team-access";
import type { TeamView } from "./team-view";
import { type CheckedSquad, type SquadInput, checkSquad, squadContext } from "./squad-input";

export async function updateTeam(options: TeamTarget & { squad: SquadInput; now?: Date }): Promise<TeamView> {
  const now = options.now ?? new Date();
  const db = await getDb();
  for (let attempt = 1; ; attempt++) {
    const { epoch, team } = await readOwnTeam(options, { forChange: true });
    const state = await gameState({ epoch });
    const round = openRound(state, team.season.id, now);
    const squad = checkSquad(options.squad, await squadContext({ epoch }), {
      playerIds: team.view.players.map((p) => p.player.id),
      bank: team.view.bank,
    });
    const [{ version }] = await db.$queryRaw<{ version: number | null }[]>`
      SELECT fsa_arrange_squad(${team.view.id}, ${team.view.version}, ${round?.id ?? null}::int, ${now}::timestamp,
        ${squad.formationId}, ${squad.slots}::int[], ${squad.captainId}, ${squad.viceCaptainId}) AS version`;
    if (version !== null) return arranged(team.view, squad, version, state.formations);
    await beforeRetry(attempt);
  }
}

/** The team as the change left it: the same 15 at their new slots, with the new captaincy and formation. */
function arranged(
  view: TeamView,
  squad: CheckedSquad,
  version: number,
  formations: readonly { id: number; name: string }[],
): TeamView {
  const entries = new Map(view.players.map((p) => [p.player.id, p]));
  return {
    ...view,
    formation: formations.find((f) => f.id === squad.formationId)!,
    captainId: squad.captainId,
    viceCaptainId: squad.viceCaptainId,
    version,
    players: squad.slots.map((playerId, slot) => ({
      ...entries.get(playerId)!,
      slot,
      benchPriority: slot >= PITCH_SIZE ? slot - PITCH_SIZE : null,
      isCaptain: playerId === squad.captainId,
      isViceCaptain: playerId === squad.viceCaptainId,
    })),
  };
}
