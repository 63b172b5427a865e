// The team use cases on the demo season: registration, next-season teams, line-up changes, the
// Wildcard, team names, random teams and the read models, each with its refusals (deadline passed
// 1 ms after, not your team, bad squad, Wildcard twice).
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { changeFormation, parseFormation } from "@/lib/game/formation";
import type { Position } from "@/lib/game/types";
import { AppError } from "@/lib/server/errors";
import { applyTransfers } from "@/lib/server/transfers/apply-transfers";
import { countTransfers } from "@/lib/server/transfers/count-transfers";
import { createNextSeasonTeam } from "@/lib/server/teams/create-next-season-team";
import { getSeasonStatistic } from "@/lib/server/teams/get-season-statistic";
import { getTeam } from "@/lib/server/teams/get-team";
import { getTeamForRound } from "@/lib/server/teams/get-team-for-round";
import { getTransferState } from "@/lib/server/transfers/get-transfer-state";
import { getUserTeams } from "@/lib/server/teams/get-user-teams";
import { randomTeam } from "@/lib/server/teams/random-team";
import { registerTeam } from "@/lib/server/teams/register-team";
import { setTeamName } from "@/lib/server/teams/set-team-name";
import type { SquadInput } from "@/lib/server/teams/squad-input";
import type { TeamView } from "@/lib/server/teams/team-view";
import { updateTeam } from "@/lib/server/teams/update-team";
import { useWildcard } from "@/lib/server/transfers/use-wildcard";
import { seed } from "@/prisma/seed";
import { demo } from "@/tests/support/demo-calendar";
import { expectSquadCopiesInStep } from "@/tests/support/squad-copies";
import { ruleOf } from "@/tests/support/round-rule";

let seasonId: number;
let demoId: number;
let otherId: number;
let deadline: Date;
let formations: Map<string, number>;
let userCount = 0;

const before = () => new Date(deadline.getTime() - 60_000);
const after = () => new Date(deadline.getTime() + 1);
const round = async (number: number) => (await getDb()).round.findFirstOrThrow({ where: { seasonId, number } });

/** The refusal's code and message keys, to compare with toMatchObject. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const e = error as AppError;
  return { code: e.code, field: e.field, keys: e.messages.map((m) => m.key) };
}

async function newUser(countryCode = "IT") {
  const db = await getDb();
  userCount++;
  return db.user.create({
    data: {
      email: `new.${userCount}@example.com`,
      passwordHash: "x",
      firstName: "New",
      lastName: `Manager${userCount}`,
      countryCode,
      isEmailVerified: true,
    },
  });
}

/** A valid squad from the server's random team (seeded). */
async function validSquad(formation = "4-4-2", seedValue = 1): Promise<SquadInput> {
  const team = await randomTeam({ formationId: formations.get(formation)!, keep: [], seed: seedValue });
  return {
    formationId: team.formation.id,
    players: team.players.map((p) => ({ playerId: p.player.id, slot: p.slot })),
    captainId: team.captainId,
    viceCaptainId: team.viceCaptainId,
  };
}

/** The team's current squad as an input, to edit. */
const asInput = (team: TeamView): SquadInput => ({
  formationId: team.formation.id,
  players: team.players.map((p) => ({ playerId: p.player.id, slot: p.slot })),
  captainId: team.captainId,
  viceCaptainId: team.viceCaptainId,
});

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
  demoId = (await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } })).id;
  otherId = (
    await db.userTeam.findFirstOrThrow({ where: { seasonId, userId: { not: demoId } }, orderBy: { id: "asc" } })
  ).userId;
  deadline = (await round(14)).deadline;
  formations = new Map((await db.formation.findMany()).map((f) => [f.name, f.id]));
}, 300_000);

describe("registering a team for the live season", () => {
  it("saves a valid squad with its slots, bench order, captaincy, bank and first round", async () => {
    const db = await getDb();
    const user = await newUser("FR");
    const squad = await validSquad("3-5-2", 11);
    const team = await registerTeam({ userId: user.id, name: "  Les   Bleus 2027 ", squad, now: before() });
    expect(team).toMatchObject({
      userId: user.id,
      seasonId,
      name: "Les Bleus 2027",
      abbreviation: "LES",
      countryCode: "FR",
      formation: { name: "3-5-2" },
    });
    expect(team.players.map((p) => p.player.id)).toEqual(squad.players.map((p) => p.playerId));
    expect(team.players.map((p) => p.benchPriority)).toEqual([...Array(11).fill(null), 0, 1, 2, 3]);
    expect([team.captainId, team.viceCaptainId]).toEqual([squad.captainId, squad.viceCaptainId]);
    const cost = team.players.reduce((s, p) => s + p.purchasePrice, 0);
    expect(team.bank).toBe(1000 - cost);
    const row = await db.userTeam.findUniqueOrThrow({ where: { id: team.id } });
    expect(row.firstRoundId).toBe((await round(14)).id);
    // Transfers are unlimited until the first deadline, and the Wildcard is not needed then.
    expect(await getTransferState({ userId: user.id, now: before() })).toMatchObject({
      unlimited: true,
      unlimitedReason: "first_round",
      wildcardUsed: false,
      bank: team.bank,
    });
    expect(await refusal(useWildcard({ userId: user.id, now: before() }))).toMatchObject({
      code: "conflict",
      keys: ["TeamRules.alreadyUnlimited"],
    });
    expect(await refusal(registerTeam({ userId: user.id, name: "Again", squad, now: before() }))).toMatchObject({
      code: "conflict",
      keys: ["TeamRules.teamExists"],
    });
  });

  it("starts a team made at or after round 14's deadline, before its lock, in round 15 (1 ms before: in 14)", async () => {
    const db = await getDb();
    const squad = await validSquad();
    for (const now of [after(), deadline]) {
      const user = await newUser();
      const team = await registerTeam({ userId: user.id, name: "Late Comers", squad, now });
      expect((await db.userTeam.findUniqueOrThrow({ where: { id: team.id } })).firstRoundId).toBe((await round(15)).id);
      // Nothing changes until round 14 is locked; the refusal says which round the changes go to then.
      expect(await getTransferState({ userId: user.id, now })).toMatchObject({
        round: { number: 14 },
        deadlinePassed: true,
        nextRound: { number: 15 },
      });
      const refused = await updateTeam({ userId: user.id, squad: asInput(team), now }).catch((e: unknown) => e);
      expect(refused).toMatchObject({
        code: "conflict",
        messages: [{ key: "TeamRules.roundBeingLocked", params: { round: 14, next: 15 } }],
      });
    }
    const user = await newUser();
    const team = await registerTeam({
      userId: user.id,
      name: "Just In Time",
      squad,
      now: new Date(deadline.getTime() - 1),
    });
    expect((await db.userTeam.findUniqueOrThrow({ where: { id: team.id } })).firstRoundId).toBe((await round(14)).id);
  });

  it("refuses a bad squad with the spec's messages, all at once", async () => {
    const db = await getDb();
    const user = await newUser();
    const squad = await validSquad("4-4-2", 3);
    const attempt = (changes: Partial<SquadInput>) =>
      refusal(registerTeam({ userId: user.id, name: "Bad Squad", squad: { ...squad, ...changes }, now: before() }));

    // Over budget: the dearest forwards replace the squad's.
    const dear = await db.player.findMany({
      where: { position: "FWD", status: "fit" },
      orderBy: { currentPrice: "desc" },
      take: 12,
    });
    const fwdSlots = [9, 10, 14];
    const byClub = new Map<number, number>();
    const picks = dear
      .filter((p) => {
        const n = byClub.get(p.clubId!) ?? 0;
        byClub.set(p.clubId!, n + 1);
        return n === 0 && !squad.players.some((q) => q.playerId === p.id);
      })
      .slice(0, 3);
    const expensive = squad.players.map((p) =>
      fwdSlots.includes(p.slot) ? { ...p, playerId: picks[fwdSlots.indexOf(p.slot)]!.id } : p,
    );
    const overBudget = await attempt({ players: expensive });
    expect(overBudget.keys).toContain("TeamRules.budgetOverflown");

    // Four from one club, named in the message's parameters.
    const squadIds = squad.players.map((p) => p.playerId);
    const club = await db.club.findFirstOrThrow({
      include: {
        players: { where: { position: "DEF", status: { not: "transferred_out" }, id: { notIn: squadIds } }, take: 4 },
      },
    });
    const crowded = squad.players.map((p) =>
      p.slot >= 1 && p.slot <= 4 ? { ...p, playerId: club.players[p.slot - 1]!.id } : p,
    );
    const error = await registerTeam({
      userId: user.id,
      name: "Bad Squad",
      squad: { ...squad, players: crowded },
      now: before(),
    }).catch((e: AppError) => e);
    expect((error as AppError).messages).toContainEqual({
      key: "TeamRules.tooManyFromClub",
      params: { limit: 3, clubs: club.fullName },
    });

    const bench = squad.players.find((p) => p.slot === 12)!.playerId;
    expect((await attempt({ captainId: null, viceCaptainId: null })).keys).toEqual([
      "TeamRules.captainRequired",
      "TeamRules.viceCaptainRequired",
    ]);
    expect((await attempt({ captainId: bench })).keys).toEqual(["TeamRules.captainRequired"]);
    expect((await attempt({ viceCaptainId: squad.captainId })).keys).toEqual(["TeamRules.captainEqualsVice"]);
    expect(await attempt({ players: squad.players.slice(0, 14) })).toMatchObject({
      code: "invalid",
      field: "players",
      keys: ["TeamRules.incompleteTeam"],
    });
    // A defender where a midfielder belongs: the layout does not fit the formation.
    const swapped = squad.players.map((p) => (p.slot === 4 ? { ...p, slot: 5 } : p.slot === 5 ? { ...p, slot: 4 } : p));
    expect((await attempt({ players: swapped, formationId: formations.get("3-5-2")! })).keys).toEqual([
      "TeamRules.badLayout",
    ]);
    expect(await attempt({ formationId: 999_999 })).toMatchObject({
      field: "formation",
      keys: ["TeamRules.formationError"],
    });
    const gone = await db.player.create({
      data: {
        externalId: "gone-1",
        firstName: "Gone",
        lastName: "Abroad",
        position: "GKP",
        status: "transferred_out",
        initialPrice: 40,
        currentPrice: 40,
      },
    });
    expect(
      (await attempt({ players: squad.players.map((p) => (p.slot === 11 ? { ...p, playerId: gone.id } : p)) })).keys,
    ).toEqual(["TeamRules.playerLeft"]);
    expect(await db.userTeam.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a bad team name with the spec's messages", async () => {
    const user = await newUser();
    const squad = await validSquad();
    const cases: [string, string][] = [
      ["   ", "teamNameRequired"],
      ["Squadra-Città", "teamNameLatin"],
      ["Merda United", "teamNameOffensive"],
      ["A".repeat(31), "teamNameTooLong"],
    ];
    for (const [name, key] of cases) {
      expect(await refusal(registerTeam({ userId: user.id, name, squad, now: before() }))).toMatchObject({
        code: "invalid",
        field: "name",
        keys: [`TeamRules.${key}`],
      });
    }
  });
});

describe("a team for the next season", () => {
  it("joins the season open for registration, or the live one when none is open", async () => {
    const db = await getDb();
    const fresh = await newUser();
    const squad = await validSquad("4-3-3", 5);
    // No open season: a user without a live team gets one in the live season.
    const live = await createNextSeasonTeam({ userId: fresh.id, name: "Back Again", squad, now: before() });
    expect(live.seasonId).toBe(seasonId);

    const next = await db.season.create({
      data: {
        name: demo.seasonName("2027-08-20"),
        status: "open_for_registration",
        startsOn: demo.at("2027-08-20"),
        endsOn: demo.at("2028-05-28"),
      },
    });
    const team = await createNextSeasonTeam({ userId: demoId, name: "Demo United", squad, now: before() });
    expect(team.seasonId).toBe(next.id);
    expect((await db.userTeam.findUniqueOrThrow({ where: { id: team.id } })).firstRoundId).toBeNull();
    expect(
      await refusal(createNextSeasonTeam({ userId: demoId, name: "Demo United", squad, now: before() })),
    ).toMatchObject({ code: "conflict", keys: ["TeamRules.teamExists"] });
    expect((await getUserTeams({ userId: demoId })).map((t) => t.season.name)).toEqual([next.name, demo.season.name]);
    expect((await getUserTeams({ userId: demoId, seasonStatus: "live" })).map((t) => t.roundsPlayed)).toEqual([13]);
    await db.season.delete({ where: { id: next.id } });
  });
});

describe("changing the live team's line-up", () => {
  it("changes formation, bench priority and captaincy in place, before the deadline only", async () => {
    const db = await getDb();
    const team = await getTeam({ userId: demoId });
    const rule = team.players.map((p) => ({ ...p, id: p.player.id, position: p.player.position as Position }));
    const target = team.formation.name === "3-5-2" ? "4-4-2" : "3-5-2";
    const moved = changeFormation(
      { slots: rule, captainId: team.captainId, viceCaptainId: team.viceCaptainId },
      parseFormation(target)!,
    );
    // Reverse the outfield substitutes' priority, and make the first defender captain.
    const slots = [...moved.slots.slice(0, 12), ...moved.slots.slice(12).reverse()];
    const captainId = slots[1]!.id;
    const viceCaptainId = slots[0]!.id;
    const input: SquadInput = {
      formationId: formations.get(target)!,
      players: slots.map((p, slot) => ({ playerId: p.id, slot })),
      captainId,
      viceCaptainId,
    };

    expect(await refusal(updateTeam({ userId: demoId, squad: input, now: after() }))).toMatchObject({
      code: "conflict",
      keys: ["TeamRules.roundBeingLocked"],
    });
    const updated = await updateTeam({ userId: demoId, squad: input, now: before() });
    expect(updated.formation.name).toBe(target);
    expect(updated.players.map((p) => p.player.id)).toEqual(slots.map((p) => p.id));
    expect(updated.players.slice(11).map((p) => p.benchPriority)).toEqual([0, 1, 2, 3]);
    expect([updated.captainId, updated.viceCaptainId]).toEqual([captainId, viceCaptainId]);
    expect(updated.version).toBe(team.version + 1);
    // The user football player ids survive a rearrangement.
    expect(new Set(updated.players.map((p) => p.squadPlayerId))).toEqual(
      new Set(team.players.map((p) => p.squadPlayerId)),
    );
    expect(await db.benchEntry.count({ where: { teamId: team.id } })).toBe(4);
  });

  it("refuses another user's team, players not in the squad, a benched captain and a bad layout", async () => {
    const db = await getDb();
    const team = await getTeam({ userId: demoId });
    const input = asInput(team);
    const other = await db.userTeam.findFirstOrThrow({ where: { userId: otherId, seasonId } });
    expect(await refusal(updateTeam({ userId: demoId, teamId: other.id, squad: input, now: before() }))).toMatchObject({
      code: "forbidden",
      keys: ["TeamRules.notYourTeam"],
    });
    const outsider = await db.player.findFirstOrThrow({
      where: { position: "GKP", id: { notIn: team.players.map((p) => p.player.id) } },
    });
    const withOutsider = {
      ...input,
      players: input.players.map((p) => (p.slot === 11 ? { ...p, playerId: outsider.id } : p)),
    };
    expect((await refusal(updateTeam({ userId: demoId, squad: withOutsider, now: before() }))).keys).toEqual([
      "TeamRules.notYourSquad",
    ]);
    const benched = team.players[13]!.player.id;
    expect(
      (await refusal(updateTeam({ userId: demoId, squad: { ...input, viceCaptainId: benched }, now: before() }))).keys,
    ).toEqual(["TeamRules.viceCaptainRequired"]);
    const goalkeeperOnBenchEnd = input.players.map((p) =>
      p.slot === 11 ? { ...p, slot: 14 } : p.slot === 14 ? { ...p, slot: 11 } : p,
    );
    expect(
      (await refusal(updateTeam({ userId: demoId, squad: { ...input, players: goalkeeperOnBenchEnd }, now: before() })))
        .keys,
    ).toEqual(["TeamRules.badLayout"]);
    expect(await getTeam({ userId: demoId })).toEqual(team);
  });

  it("applies concurrent changes one after another: exactly one captain at the end", async () => {
    const team = await getTeam({ userId: demoId });
    const starters = team.players.slice(1, 6).map((p) => p.player.id);
    const results = await Promise.all(
      starters.map((captainId) =>
        updateTeam({
          userId: demoId,
          squad: { ...asInput(team), captainId, viceCaptainId: team.players[0]!.player.id },
          now: before(),
        }),
      ),
    );
    const last = await getTeam({ userId: demoId });
    expect(last.version).toBe(team.version + starters.length);
    expect(last.players.filter((p) => p.isCaptain)).toHaveLength(1);
    expect(results.map((r) => r.version).sort((a, b) => a - b)).toEqual(starters.map((_, i) => team.version + i + 1));
    // The squad's copy the lock snapshots followed every line-up change, new teams' and next season's too.
    await expectSquadCopiesInStep();
  });
});

describe("the Wildcard", () => {
  it("makes transfers unlimited until the deadline, refunds paid ones, and is refused a second time", async () => {
    const db = await getDb();
    const team = await getTeam({ userId: otherId });
    const owned = new Set(team.players.map((p) => p.player.id));
    const clubs = team.players.map((p) => p.player.club?.id);
    // Two like-for-like goalkeeper-free swaps from clubs the team does not use: one free, one paid (the team's banked
    // transfers set to the round's one).
    await db.userTeam.updateMany({ where: { userId: otherId }, data: { freeTransfers: 1 } });
    const outs = team.players.filter((p) => p.player.position === "MID").slice(0, 2);
    const ins = await db.player.findMany({
      where: {
        position: "MID",
        id: { notIn: [...owned] },
        clubId: { notIn: clubs.filter((c): c is number => c !== undefined) },
        status: "fit",
      },
      orderBy: { currentPrice: "asc" },
      take: 3,
    });
    await applyTransfers({
      userId: otherId,
      transfers: [0, 1].map((i) => ({ outId: outs[i]!.player.id, inId: ins[i]!.id })),
      now: before(),
    });
    expect(await getTransferState({ userId: otherId, now: before() })).toMatchObject({
      transfersUsed: 2,
      penaltyPoints: 4,
      unlimited: false,
    });

    expect(await refusal(useWildcard({ userId: otherId, now: after() }))).toMatchObject({
      code: "conflict",
      keys: ["TeamRules.roundBeingLocked"],
    });
    const state = await useWildcard({ userId: otherId, now: before() });
    expect(state).toMatchObject({ unlimited: true, unlimitedReason: "wildcard", wildcardUsed: true, penaltyPoints: 0 });
    expect(await db.transfer.aggregate({ where: { teamId: team.id }, _sum: { penalty: true } })).toEqual({
      _sum: { penalty: 0 },
    });
    // Free from now on.
    const third = team.players.find((p) => p.player.position === "MID" && !outs.includes(p))!;
    expect(
      await applyTransfers({
        userId: otherId,
        transfers: [{ outId: third.player.id, inId: ins[2]!.id }],
        now: before(),
      }),
    ).toMatchObject({ penalty: 0 });
    expect(await countTransfers({ userId: otherId, roundId: (await round(14)).id })).toBe(3);
    expect(await refusal(useWildcard({ userId: otherId, now: before() }))).toMatchObject({
      code: "conflict",
      keys: ["TeamRules.wildcardUsed"],
    });
  });
});

describe("team names", () => {
  it("renames the team, and refuses bad names and other users' teams", async () => {
    const db = await getDb();
    expect(await setTeamName({ userId: demoId, name: " Demo   Stars " })).toMatchObject({
      name: "Demo Stars",
      abbreviation: "DEM",
    });
    for (const [name, key] of [
      ["", "teamNameRequired"],
      ["Señores", "teamNameLatin"],
      ["cazzo_team", "teamNameOffensive"],
      ["x".repeat(31), "teamNameTooLong"],
    ]) {
      expect(await refusal(setTeamName({ userId: demoId, name: name! }))).toMatchObject({
        code: "invalid",
        field: "name",
        keys: [`TeamRules.${key}`],
      });
    }
    const other = await db.userTeam.findFirstOrThrow({ where: { userId: otherId, seasonId } });
    expect(await refusal(setTeamName({ userId: demoId, teamId: other.id, name: "Mine Now" }))).toMatchObject({
      code: "forbidden",
    });
    expect((await db.userTeam.findUniqueOrThrow({ where: { id: other.id } })).name).toBe(other.name);
  });
});

describe("random team", () => {
  it("keeps up to 14 picked players in their places, within the budget and the club limit", async () => {
    const db = await getDb();
    const base = await randomTeam({ formationId: formations.get("4-4-2")!, keep: [], seed: 7 });
    const keep = base.players.slice(0, 6).map((p) => ({ playerId: p.player.id, slot: p.slot }));
    const team = await randomTeam({ formationId: formations.get("4-4-2")!, keep, seed: 8 });
    for (const k of keep) expect(team.players[k.slot]!.player.id).toBe(k.playerId);
    expect(team.cost).toBeLessThanOrEqual(1000);
    const perClub = new Map<number, number>();
    for (const p of team.players) perClub.set(p.player.club!.id, (perClub.get(p.player.club!.id) ?? 0) + 1);
    expect(Math.max(...perClub.values())).toBeLessThanOrEqual(3);
    // It registers as it is.
    const user = await newUser();
    const squad = {
      formationId: team.formation.id,
      players: team.players.map((p) => ({ playerId: p.player.id, slot: p.slot })),
      captainId: team.captainId,
      viceCaptainId: team.viceCaptainId,
    };
    await expect(registerTeam({ userId: user.id, name: "Lucky Dip", squad, now: before() })).resolves.toMatchObject({
      name: "Lucky Dip",
    });
    // Kept players beyond 14, an unknown formation.
    expect(
      await refusal(
        randomTeam({
          formationId: formations.get("4-4-2")!,
          keep: base.players.map((p) => ({ playerId: p.player.id })),
        }),
      ),
    ).toMatchObject({ code: "invalid", keys: ["TeamRules.tooManyKept"] });
    expect(await refusal(randomTeam({ formationId: 999_999, keep: [] }))).toMatchObject({
      keys: ["TeamRules.formationError"],
    });
    const club = await db.club.findFirstOrThrow({
      include: { players: { where: { position: "DEF", status: { not: "transferred_out" } }, take: 4 } },
    });
    expect(
      await refusal(
        randomTeam({ formationId: formations.get("4-4-2")!, keep: club.players.map((p) => ({ playerId: p.id })) }),
      ),
    ).toMatchObject({ keys: ["TeamRules.keptBreaksRules"] });
  });
});

describe("read models", () => {
  it("shows a finished round's snapshot with final points, and the live round provisionally", async () => {
    const db = await getDb();
    const r12 = await round(12);
    const other = await db.userTeam.findFirstOrThrow({ where: { userId: otherId, seasonId } });
    const snapshot = await db.teamRound.findFirstOrThrow({ where: { roundId: r12.id, teamId: other.id } });
    const finished = (await getTeamForRound({ userId: otherId, roundId: r12.id, viewerId: demoId }))!;
    expect(finished).toMatchObject({
      kind: "final",
      points: snapshot.points,
      totalPoints: snapshot.totalPoints,
      multipliedId: snapshot.multipliedId,
    });
    expect(finished.players.map((p) => p.player.id)).toEqual(snapshot.playerIds);
    expect(
      finished.players
        .filter((p) => p.counts)
        .map((p) => p.player.id)
        .sort(),
    ).toEqual([...snapshot.finalIds].sort());
    const doubled = finished.players.find((p) => p.multiplier === 2);
    const counted = finished.players.reduce((s, p) => s + p.multiplier * p.points!, 0);
    expect(counted - snapshot.penaltyPoints).toBe(snapshot.points);
    if (snapshot.multipliedId) expect(doubled!.player.id).toBe(snapshot.multipliedId);

    // Live: the rule itself on the points so far, substitutions and the captain's switch included.
    const r13 = await round(13);
    let substituted = 0;
    for (const t of await db.userTeam.findMany({ where: { seasonId }, take: 40, orderBy: { id: "asc" } })) {
      const live = (await getTeamForRound({ userId: t.userId, roundId: r13.id, viewerId: demoId }))!;
      const snap = await db.teamRound.findUniqueOrThrow({
        where: { roundId_teamId: { roundId: r13.id, teamId: t.id } },
      });
      const rows = new Map(
        (
          await db.playerRound.findMany({
            where: { roundId: r13.id, playerId: { in: snap.playerIds } },
            include: { player: true },
          })
        ).map((r) => [r.playerId, r]),
      );
      const expected = ruleOf(snap, rows);
      expect(live).toMatchObject({
        kind: "provisional",
        points: expected.points,
        multipliedId: expected.multipliedId,
        substitutions: expected.substitutions,
        totalPoints: t.totalPoints + expected.points,
      });
      substituted += live.substitutions.length;
    }
    expect(substituted).toBeGreaterThan(0);
  });

  it("shows the next round's squad to its owner only, and nothing for a round the team did not play", async () => {
    const r14 = await round(14);
    const own = (await getTeamForRound({ userId: demoId, roundId: r14.id, viewerId: demoId }))!;
    const team = await getTeam({ userId: demoId });
    expect(own).toMatchObject({ kind: "upcoming", points: null, captainId: team.captainId, formation: team.formation });
    expect(own.players.map((p) => p.player.id)).toEqual(team.players.map((p) => p.player.id));
    expect(await refusal(getTeamForRound({ userId: demoId, roundId: r14.id, viewerId: otherId }))).toMatchObject({
      code: "forbidden",
    });
    const late = await (await getDb()).userTeam.findFirstOrThrow({ where: { name: "Lucky Dip" } });
    expect((await getUserTeams({ userId: late.userId }))[0]).toMatchObject({ id: late.id, roundsPlayed: 0 });
    expect(await getTeamForRound({ userId: late.userId, roundId: (await round(12)).id, viewerId: demoId })).toBeNull();
    expect(await refusal(getTeamForRound({ userId: demoId, roundId: 999_999, viewerId: demoId }))).toMatchObject({
      code: "not_found",
    });
  });

  it("gives transfer counters, transfer counts and the season statistic", async () => {
    const db = await getDb();
    const team = await db.userTeam.findFirstOrThrow({
      where: { userId: demoId, seasonId },
      include: { players: { include: { player: true } } },
    });
    expect(await getTransferState({ userId: demoId, now: before() })).toMatchObject({
      teamId: team.id,
      round: { number: 14 },
      deadlinePassed: false,
      nextRound: null,
      transfersUsed: 0,
      transfersAllowed: team.freeTransfers,
      penaltyPoints: 0,
      extraTransferPenaltyPoints: 4,
      bank: team.bank,
      unlimited: false,
      unlimitedReason: null,
      wildcardUsed: false,
    });
    expect(await getTransferState({ userId: demoId, now: after() })).toMatchObject({
      deadlinePassed: true,
      nextRound: { number: 15 },
    });
    const other = await db.userTeam.findFirstOrThrow({ where: { userId: otherId, seasonId } });
    expect(await refusal(getTransferState({ userId: demoId, teamId: other.id }))).toMatchObject({ code: "forbidden" });
    expect(await countTransfers({ userId: demoId, roundId: (await round(14)).id })).toBe(0);

    const stat = await getSeasonStatistic({ userId: demoId });
    expect(stat).toMatchObject({
      userId: demoId,
      teamId: team.id,
      teamName: team.name,
      firstName: "Demo",
      countryCode: "IT",
      totalPoints: team.totalPoints,
      transfersCount: 0,
      roundsPlayed: 12,
    });
    expect(stat.teamPrice).toBe(team.players.reduce((s, p) => s + p.player.currentPrice, 0));
    expect(stat.averagePoints).toBeCloseTo(team.totalPoints / 12, 1);
    expect(await refusal(getSeasonStatistic({ userId: (await newUser()).id }))).toMatchObject({ code: "not_found" });
  });
});
