// Issue 13: the answers a client written from the spec and from DRF's documented behaviour expects,
// each asked the way that client asked it.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { call } from "./client";

beforeAll(async () => {
  await seed(await getDb());
}, 300_000);

describe("dates", () => {
  let restore: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await restore?.();
    restore = undefined;
  });

  it("spells the round list's 'DD MMM' deadline as the pages do: Sep, not Sept", async () => {
    const db = await getDb();
    const round = await db.round.findFirstOrThrow({ where: { season: { status: "live" }, number: 1 } });
    // 16:45 UTC on 11 September is 18:45 in Rome.
    await db.round.update({ where: { id: round.id }, data: { deadline: new Date("2026-09-11T16:45:00Z") } });
    restore = () => db.round.update({ where: { id: round.id }, data: { deadline: round.deadline } });
    const row = (lang: string) =>
      call("GET", "/rounds/football-rounds/", { lang }).then(
        (r) => r.body.results.find((x: { id: number }) => x.id === round.id).userteam_deadline_without_year,
      );
    expect(await row("en")).toBe("11 Sep | 18:45");
    expect(await row("it")).toBe("11 set | 18:45");
  });
});
