// Team bodies of docs/product.md section 7 "User teams and transfers" (the API's request parsing, as lib/api/serializers
// is its answers'), turned into the engine's SquadInput.
// position_index is 1–15: 1–11 the pitch in the formation's order (goalkeeper, defenders,
// midfielders, forwards), 12–15 the bench (bench position_index = priority + 12, docs/product.md section 4).
import { z } from "zod";
import { type SquadInput, PITCH_SIZE } from "@/lib/game/types";
import { id, int } from "@/lib/validation/football";
import { teamName } from "@/lib/validation/team-name";
import { registrationSchema } from "@/lib/validation/users";

const positionIndex = () => int(1, 15);
const priority = () => int(0, 3);

/** `football_player` is accepted for `football_player_id` (the client sends either). */
const withPlayerId = (v: unknown) =>
  v && typeof v === "object" && !("football_player_id" in v) && "football_player" in v
    ? { ...v, football_player_id: (v as { football_player: unknown }).football_player }
    : v;

const pitchEntry = z.preprocess(withPlayerId, z.object({ football_player_id: id(), position_index: positionIndex() }));
const benchEntry = z.preprocess(withPlayerId, z.object({ football_player_id: id(), priority: priority() }));

/** A new team (register, create-team-for-next-season): player ids for captain and vice-captain. */
export const newTeamSchema = z.object({
  formation: id().optional(),
  football_players: z.array(pitchEntry, "required").max(15, "invalid"),
  bench_players: z.array(benchEntry).max(4, "invalid").default([]),
  captain: id(),
  vice_captain: id(),
  user_team: z.object({ name: teamName(), formation: id().optional() }, "required"),
});
export type NewTeamBody = z.output<typeof newTeamSchema>;

/** The formation comes as `formation` or `user_team.formation`; one of them is required. */
export function newTeamSquad(body: NewTeamBody): SquadInput {
  const formationId = body.user_team.formation ?? body.formation ?? 0;
  const pitch = body.football_players.filter((p) => p.position_index <= PITCH_SIZE);
  const bench = [
    ...body.football_players
      .filter((p) => p.position_index > PITCH_SIZE)
      .map((p) => ({ playerId: p.football_player_id, slot: p.position_index - 1 })),
    ...body.bench_players.map((b) => ({ playerId: b.football_player_id, slot: PITCH_SIZE + b.priority })),
  ];
  return {
    formationId,
    players: [...pitch.map((p) => ({ playerId: p.football_player_id, slot: p.position_index - 1 })), ...bench],
    captainId: body.captain,
    viceCaptainId: body.vice_captain,
  };
}

export const registerSchema = newTeamSchema.extend({ user: registrationSchema });

/** PUT update-live-season-user-team: the team's own 15 by user football player, captaincy by user football player. */
const squadEntry = z.object({ user_football_player_id: id(), football_player: id(), position_index: positionIndex() });
const benchSquadEntry = z.object({ user_football_player_id: id(), priority: priority() });
export const updateTeamSchema = z.object({
  captain: id(),
  vice_captain: id(),
  user_team: z.object({ formation_id: id() }, "required"),
  user_football_players: z.array(z.looseObject(squadEntry.shape), "required").max(15, "invalid"),
  user_team_bench: z.array(z.looseObject(benchSquadEntry.shape)).max(4, "invalid").default([]),
});
export type UpdateTeamBody = z.output<typeof updateTeamSchema>;

/** The update body as SquadInput; captain ids and bench entries name user football players. */
export function updateTeamSquad(body: UpdateTeamBody): SquadInput {
  const playerOf = new Map(body.user_football_players.map((p) => [p.user_football_player_id, p.football_player]));
  const benchSlot = new Map(body.user_team_bench.map((b) => [b.user_football_player_id, PITCH_SIZE + b.priority]));
  return {
    formationId: body.user_team.formation_id,
    players: body.user_football_players.map((p) => ({
      playerId: p.football_player,
      slot: benchSlot.get(p.user_football_player_id) ?? p.position_index - 1,
    })),
    captainId: playerOf.get(body.captain) ?? null,
    viceCaptainId: playerOf.get(body.vice_captain) ?? null,
  };
}

export const teamNameSchema = z.object({ name: teamName() });

export const randomTeamSchema = z.object({
  formation: id(),
  football_players_data: z
    .array(
      z.preprocess(
        withPlayerId,
        z.object({
          football_player_id: id(),
          position: z.string().max(3).optional(),
          bench_priority: int(0, 3).nullish(),
        }),
      ),
    )
    .max(15, "invalid")
    .default([]),
});

export const transfersSchema = z.object({
  transfers: z
    .array(z.object({ football_player_added: id(), user_football_player_deleted: id() }), "required")
    .min(1, "required")
    .max(15, "invalid"),
});

export const seasonStatusQuery = z.object({
  season_status: z.enum(["live", "finished", "open-for-registration"]).optional(),
});
export const roundTeamQuery = z.object({ football_round: id(), user: id().optional() });
export const transfersQuery = z.object({ football_round: id() });
