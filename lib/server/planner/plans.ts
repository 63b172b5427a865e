// A fan's saved plans (the planner, docs/forecast.md "The planner"): several named plans per team, each the rounds it
// plans (lib/game/planner.ts PlannedRound), read with the plan played from the team as it stands today. Only the
// fan's own team's plans are ever read or written. Applying a plan's first round goes through the use cases of the
// chips, transfers and team pages, so it is refused exactly as they refuse, and nothing else of the plan touches the
// team.
import "server-only";
import { getDb } from "@/lib/db";
import type { ChipKind } from "@/lib/game/chips";
import type { PlannedRound, PlanProblem, PlanResult } from "@/lib/game/planner";
import { Prisma } from "@/lib/generated/prisma/client";
import { cancelChip } from "../chips/cancel-chip";
import { playChip } from "../chips/play-chip";
import { AppError } from "../errors";
import { ruleError } from "../teams/team-errors";
import type { TeamView } from "../teams/team-view";
import { updateTeam } from "../teams/update-team";
import { applyTransfers } from "../transfers/apply-transfers";
import { type PlanContext, type PlanRound, planContext, playPlanIn } from "./plan-context";
import type { TeamTarget } from "../teams/team-access";

/** Plans a fan keeps at most: enough to compare a few routes through the next rounds. */
export const MAX_PLANS = 10;

export interface SavedPlan {
  id: number;
  name: string;
  rounds: PlannedRound[];
  updatedAt: Date;
}

export interface PlanView extends SavedPlan {
  /** The plan played from the team as it stands (null: no round is open for changes). */
  result: PlanResult | null;
  planRounds: PlanRound[];
}

const planSelect = { id: true, name: true, rounds: true, updatedAt: true } as const;
const asSaved = (p: { id: number; name: string; rounds: unknown; updatedAt: Date }): SavedPlan => ({
  ...p,
  rounds: p.rounds as PlannedRound[],
});

const viewOf = (context: PlanContext, plan: SavedPlan): PlanView => ({
  ...plan,
  result: playPlanIn(context, plan.rounds),
  planRounds: context.rounds,
});

const planNotFound = () => new AppError("not_found", "No such plan.", { messages: [{ key: "Api.errors.notFound" }] });

/** The fan's plans, each played from his team today. */
export async function listPlans(
  options: TeamTarget & { now?: Date },
): Promise<{ context: PlanContext; plans: PlanView[] }> {
  const context = await planContext(options);
  const plans = await (
    await getDb()
  ).plan.findMany({
    where: { teamId: context.team.view.id },
    select: planSelect,
    orderBy: { updatedAt: "desc" },
  });
  return { context, plans: plans.map((p) => viewOf(context, asSaved(p))) };
}

async function ownPlan(context: PlanContext, planId: number): Promise<SavedPlan> {
  const plan = await (
    await getDb()
  ).plan.findFirst({
    where: { id: planId, teamId: context.team.view.id },
    select: planSelect,
  });
  // Another fan's plan is as missing as one that does not exist: its id tells nothing.
  if (!plan) throw planNotFound();
  return asSaved(plan);
}

export async function getPlan(options: TeamTarget & { planId: number; now?: Date }): Promise<PlanView> {
  const context = await planContext(options);
  return viewOf(context, await ownPlan(context, options.planId));
}

/** The rounds a plan may name: those still to lock, each once. */
function checkRounds(context: PlanContext, rounds: readonly PlannedRound[]) {
  const open = new Set(context.rounds.map((r) => r.number));
  const seen = new Set<number>();
  for (const r of rounds) {
    if (!open.has(r.roundNumber) || seen.has(r.roundNumber))
      throw new AppError("invalid", `Round ${r.roundNumber} cannot be planned.`, {
        field: "rounds",
        messages: [{ key: "Api.validation.planRound", params: { round: r.roundNumber } }],
      });
    seen.add(r.roundNumber);
  }
}

/** Creates a plan (no `planId`) or replaces one of the fan's own; its name unique among his plans. */
export async function savePlan(
  options: TeamTarget & { planId?: number; name: string; rounds: PlannedRound[]; now?: Date },
): Promise<PlanView> {
  const context = await planContext(options);
  checkRounds(context, options.rounds);
  const db = await getDb();
  const teamId = context.team.view.id;
  const data = { name: options.name, rounds: options.rounds as unknown as Prisma.InputJsonValue };
  try {
    if (options.planId === undefined) {
      if ((await db.plan.count({ where: { teamId } })) >= MAX_PLANS)
        throw new AppError("invalid", `At most ${MAX_PLANS} plans.`, {
          messages: [{ key: "Api.validation.planLimit", params: { max: MAX_PLANS } }],
        });
      return viewOf(context, asSaved(await db.plan.create({ data: { teamId, ...data }, select: planSelect })));
    }
    await ownPlan(context, options.planId);
    return viewOf(context, asSaved(await db.plan.update({ where: { id: options.planId }, data, select: planSelect })));
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("invalid", "A plan of this name exists.", {
        field: "name",
        messages: [{ key: "Api.validation.planNameTaken" }],
      });
    throw error;
  }
}

export async function deletePlan(options: TeamTarget & { planId: number; now?: Date }): Promise<void> {
  const context = await planContext(options);
  await ownPlan(context, options.planId);
  await (await getDb()).plan.delete({ where: { id: options.planId } });
}

/** A planned round's first problem as the pages' refusal (TeamRules' message of the same key). */
function problemError(problem: PlanProblem): AppError {
  const params: Record<string, string | number> = {};
  if ("chip" in problem) params.chip = problem.chip;
  if (problem.code === "tooManyFromClub") Object.assign(params, { limit: problem.limit, clubs: problem.clubs });
  return ruleError("invalid", problem.code, `The plan's next round breaks a rule: ${problem.code}.`, {
    field: "rounds",
    params,
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
