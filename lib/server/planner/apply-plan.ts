// A plan's next round made real, through the chips', transfers' and team pages' own use cases, refused as they refuse.
import "server-only";
import { getDb } from "@/lib/db";
import type { ChipKind } from "@/lib/game/chips";
import { type PlanProblem, planProblemParams } from "@/lib/game/planner";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cancelChip } from "../chips/cancel-chip";
import { playChip } from "../chips/play-chip";
import type { AppError } from "../errors";
import type { TeamTarget } from "../teams/team-access";
import { ruleError } from "../teams/team-errors";
import type { TeamView } from "../teams/team-view";
import { updateTeam } from "../teams/update-team";
import { applyTransfers } from "../transfers/apply-transfers";
import { planContext, playPlanIn } from "./plan-context";
import { type PlanView, asSaved, ownPlan, planSelect, viewOf } from "./plan-rows";

/** A planned round's first problem as the pages' refusal (TeamRules' message of the same key). */
function problemError(problem: PlanProblem): AppError {
  return ruleError("invalid", problem.code, `The plan's next round breaks a rule: ${problem.code}.`, {
    field: "rounds",
    params: planProblemParams(problem),
  });
}

/**
 * Makes the plan's next round real: its chip (played or cancelled first, so a Wildcard or a Free Hit makes the
 * transfers free), its transfers, then its line-up and captaincy, each through its page's use case. Played from the
 * team as it stands first: a plan that a price change or an earlier change has broken is refused before anything is
 * done. The applied round then plans nothing more (it is the team now); the later rounds stay as planned.
 */
export async function applyPlan(options: TeamTarget & { planId: number; now?: Date }): Promise<{
  team: TeamView;
  plan: PlanView;
}> {
  const now = options.now ?? new Date();
  const context = await planContext({ ...options, now });
  const plan = await ownPlan(context, options.planId);
  const result = playPlanIn(context, plan.rounds);
  const first = result?.rounds[0];
  if (!context.start || !first) throw ruleError("conflict", "deadlinePassed", "No round is open for changes.");
  if (first.problems.length) throw problemError(first.problems[0]!);
  const planned = plan.rounds.find((r) => r.roundNumber === first.roundNumber);
  const target = { userId: options.userId, teamId: context.team.view.id, now };
  const chipNow: ChipKind | null = context.start.chip;
  if (first.chip !== chipNow) {
    if (chipNow) await cancelChip({ ...target, chip: chipNow });
    if (first.chip) await playChip({ ...target, chip: first.chip });
  }
  if (planned?.transfers.length) await applyTransfers({ ...target, transfers: planned.transfers });
  const formationId = context.team.view.formation.name === first.formation ? context.team.view.formation.id : null;
  const team = await updateTeam({
    ...target,
    squad: {
      formationId: formationId ?? (await formationIdOf(first.formation)),
      players: first.slots.map((playerId, slot) => ({ playerId, slot })),
      captainId: first.captainId,
      viceCaptainId: first.viceCaptainId,
    },
  });
  const rest = plan.rounds.filter((r) => r.roundNumber !== first.roundNumber);
  const saved = await (
    await getDb()
  ).plan.update({
    where: { id: plan.id },
    data: { rounds: rest as unknown as Prisma.InputJsonValue },
    select: planSelect,
  });
  return { team, plan: viewOf(await planContext({ ...options, now }), asSaved(saved)) };
}

async function formationIdOf(name: string): Promise<number> {
  const formation = await (await getDb()).formation.findUnique({ where: { name }, select: { id: true } });
  if (!formation) throw ruleError("invalid", "badLayout", `No formation ${name}.`, { field: "rounds" });
  return formation.id;
}
