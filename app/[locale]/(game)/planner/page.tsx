// /planner/ (docs/forecast.md "The planner"): the fan's team carried over the next rounds, with each round's
// transfers, captaincy and chip, their expected points and the rules' refusals, in named plans saved and applied
// through /api/v0/planner/plans/ (the mobile app's calls). The page reads the plan context once; the browser plays the
// plan with lib/game/planner on every change. Between a deadline and its lock nothing can be planned: a message says so.
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { BUILDER_NAMESPACES, BuilderNotice, RoundStatus } from "@/components/builder/builder-page";
import { Planner } from "@/components/planner/planner";
import type { PlannerData, PlannerPlayer } from "@/components/planner/model";
import { GameHeader, PageBody } from "@/components/ui/page-header";
import { AppError } from "@/lib/server/errors";
import { type PlanContext } from "@/lib/server/planner/plan-context";
import { listPlans } from "@/lib/server/planner/list-plans";
import type { PlanView } from "@/lib/server/planner/plan-rows";
import type { ClubWithJerseys } from "@/lib/server/football/types";
import { listFormations } from "@/lib/server/football/list-formations";
import { requirePageUser } from "@/lib/session/current-user";
import { unindexedMetadata } from "@/lib/seo/translated-metadata";

export const generateMetadata = unindexedMetadata("Planner", "title");

/** Expected points with one decimal: what the screen shows, and a tenth of the payload's digits. */
const tenth = (x: number) => Math.round(x * 10) / 10;

/**
 * What the screen needs of the context, as plain data: the players a plan can hold (those of a club today, and the
 * team's own whoever they are), each with his expected points in the plan's rounds, and the clubs' shirts once each.
 */
function plannerData(context: PlanContext, plans: PlanView[], formations: string[]): PlannerData | null {
  const { start } = context;
  if (!start || !context.rounds.length) return null;
  const own = new Set(start.slots);
  const clubs = new Map<number, ClubWithJerseys>();
  const players: PlannerPlayer[] = [];
  for (const p of context.players.values()) {
    if (!p.club && !own.has(p.id)) continue;
    if (p.club) clubs.set(p.club.id, p.club);
    const expected = context.expected.get(p.id);
    players.push({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      position: p.position,
      clubId: p.club?.id ?? null,
      price: p.currentPrice,
      status: p.status,
      xp: context.rounds.map((r) => tenth(expected?.get(r.number) ?? 0)),
    });
  }
  return {
    start,
    rounds: context.rounds.map((r) => ({ number: r.number, deadline: r.deadline.toISOString() })),
    settings: context.settings,
    players,
    clubs: [...clubs.values()],
    plans: plans.map((p) => ({ id: p.id, name: p.name, rounds: p.rounds })),
    formations,
  };
}

async function readPlans(userId: number) {
  try {
    return await listPlans({ userId });
  } catch (error) {
    // A fan without a team in the live season has nothing to plan: the page says so, as the team pages do.
    if (error instanceof AppError && error.messages[0]?.key === "TeamRules.noTeam") return null;
    throw error;
  }
}

export default async function PlannerPage({ params }: PageProps<"/[locale]/planner">) {
  const { locale, user } = await requirePageUser(params);
  const [t, builder, read, formations] = await Promise.all([
    getTranslations({ locale, namespace: "Planner" }),
    getTranslations({ locale, namespace: "Builder" }),
    readPlans(user.id),
    listFormations(),
  ]);
  const data =
    read &&
    plannerData(
      read.context,
      read.plans,
      formations.map((f) => f.name),
    );
  const first = read?.context.rounds[0];
  return (
    <>
      <GameHeader title={t("title")} lead={read?.context.team.view.name}>
        {first && <RoundStatus round={first} locale={locale} now={new Date()} />}
      </GameHeader>
      <PageBody compact>
        {!read ? (
          <BuilderNotice
            title={builder("noTeam")}
            action={{ href: "/next-season-team/", label: builder("createTeam") }}
          />
        ) : !data ? (
          <BuilderNotice title={t("closedTitle")} text={t("closedText")} />
        ) : (
          <ClientMessages namespaces={[...BUILDER_NAMESPACES, "Planner"]}>
            {/* A fresh start after every change the server accepts (an applied round changes the team's version). */}
            <Planner key={read.context.team.view.version} data={data} />
          </ClientMessages>
        )}
      </PageBody>
    </>
  );
}
