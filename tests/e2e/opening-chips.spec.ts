// The four chips on the season-opening instance, after the head-to-head flow has played its round 2: an operator adds
// rounds 3 and 4, four fans each play a chip for round 3 in the browser (a Bench Boost and a Triple Captain on
// /next-round-team/, a Free Hit with a transfer and a Wildcard on /transfers/), the operator commands lock, play and
// close the round, and the fans find the points the rules give: the bench counted, the captain's points tripled, the
// Free Hit's squad in round 3 and their own squad back for round 4 (playwright.config.ts runs it after the
// head-to-head flow, which leaves round 2 finished).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { OPENING_URL, expectAxeClean, open } from "./support";
import { beside, ops, signInFan } from "./opening/beside";

test.use({ baseURL: OPENING_URL });

const DAY_MS = 86_400_000;

/** Rounds 3 and 4: round 2's games again, a week apart, from ten days ahead (their deadlines are moved below). */
function nextRounds(): string {
  const games = fs
    .readFileSync("tests/e2e/opening/fixtures.csv", "utf8")
    .split("\n")
    .filter((line) => line.startsWith("2,"))
    .map((line) => line.split(","));
  const lines = ["round,home,away,kickoff"];
  for (const [round, days] of [
    [3, 10],
    [4, 17],
  ] as const)
    for (const [i, [, home, away]] of games.entries())
      lines.push(
        `${round},${round === 3 ? away : home},${round === 3 ? home : away},${new Date(Date.now() + days * DAY_MS + i * 3_600_000).toISOString()}`,
      );
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "e2e-chips-")), "fixtures.csv");
  fs.writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

interface RoundTeamJson {
  chip: string | null;
  points: number;
  penalty_points: number;
  multiplied_player_id: number | null;
  captainID: number;
  viceCaptainID: number;
  football_players: {
    position_index: number;
    football_player: { id: number; last_name: string };
    points: number;
    minutes_played: number;
    counts: boolean;
    multiplier: number;
  }[];
}

/** The fan's team in round `roundId` as the app reads it (the caller's own: the API's default). */
async function roundTeam(page: Page, roundId: number): Promise<RoundTeamJson> {
  const response = await page.request.get(`/api/v0/userteams/user-team-for-round/?football_round=${roundId}`);
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: RoundTeamJson[] };
  expect(results).toHaveLength(1);
  return results[0]!;
}

/** The fan's squad now, by player id in slot order. */
async function squadIds(page: Page): Promise<number[]> {
  const [team] = (await (await page.request.get("/api/v0/userteams/user-teams/?season_status=live")).json()) as {
    football_players: { football_player: { id: number } }[];
    bench_players: { user_football_player: { football_player: { id: number } } }[];
  }[];
  return [
    ...team!.football_players.map((p) => p.football_player.id),
    ...team!.bench_players.map((b) => b.user_football_player.football_player.id),
  ];
}

/** Plays `chip` through its button in the chip bar and its dialog's confirm; the bar then says it is on. */
async function playChip(page: Page, chip: string, title: string, confirm: string) {
  await page
    .getByRole("list", { name: /^Chips$|^Chip$/ })
    .getByRole("button", { name: new RegExp(`^${chip}`) })
    .click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("button", { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test("four fans play the four chips; the close scores them as the rules say, and the Free Hit's squad comes back", async ({
  browser,
  page: bea,
}) => {
  test.slow();
  ops("import", "fixtures", nextRounds());
  const rounds = JSON.parse(beside("tests/e2e/opening/rounds.ts")) as Record<string, number>;
  const phone = { viewport: { width: 375, height: 740 }, isMobile: true };
  const desktop = { viewport: { width: 1280, height: 800 }, isMobile: false };
  /** A fan in a browser context of his own (a sign-in is a context's cookies). */
  const fan = async (email: string, device: typeof phone) => {
    const page = await (await browser.newContext({ baseURL: OPENING_URL, ...device })).newPage();
    await signInFan(page, email);
    return page;
  };
  await signInFan(bea, "chips-bea@example.com");
  const carlo = await fan("chips-carlo@example.com", phone);
  const dora = await fan("chips-dora@example.com", desktop);
  const elio = await fan("chips-elio@example.com", desktop);

  // Bea (phone) plays the Bench Boost, Carlo (phone, in Italian) the Triple Captain, on the next round's team.
  await open(bea, "/next-round-team/");
  await playChip(bea, "Bench Boost", "Play your Bench Boost?", "Play the Bench Boost");
  await expect(bea.getByText(/^Bench Boost on for round 3/)).toBeVisible();
  await open(carlo, "/it/next-round-team/");
  await playChip(carlo, "Triplo Capitano", "Giocare il Triplo Capitano?", "Gioca il Triplo Capitano");
  await expectAxeClean(carlo);

  // Dora plays the Free Hit on the transfers page, then sells a midfielder for the cheapest one in the list, for free.
  const before = await squadIds(dora);
  await open(dora, "/transfers/");
  await playChip(dora, "Free Hit", "Play your Free Hit?", "Play the Free Hit");
  await expect(dora.getByText(/^Free Hit active until the deadline/).first()).toBeVisible();
  const midfielder = dora.getByRole("button", { name: /, Midfielder$/ }).first();
  await midfielder.click();
  await dora.getByRole("dialog").getByRole("button", { name: "Transfer out" }).click();
  const list = dora.getByRole("complementary", { name: "Players" });
  await list.getByLabel("Sort by").selectOption("current_price");
  await list.getByRole("button", { name: /^Add / }).last().click();
  await dora.getByRole("button", { name: "Confirm transfers" }).click();
  const modal = dora.getByRole("dialog", { name: "Confirm transfers" });
  await expect(modal).toContainText("These transfers cost no points.");
  await modal.getByRole("button", { name: "Confirm" }).click();
  await expect(dora.getByText("Transfers are successfully completed")).toBeVisible();
  const freeHitSquad = await squadIds(dora);
  expect(freeHitSquad.filter((id) => !before.includes(id))).toHaveLength(1);

  // Elio plays the Wildcard, which cannot be undone either.
  await open(elio, "/transfers/");
  await playChip(elio, "Wildcard", "Play your Wildcard?", "Play the Wildcard");
  await expect(elio.getByText("Wildcard played: your transfers are free until the deadline")).toBeVisible();

  // The deadline, then the lock: Dora's squad for round 4 is hers from before the Free Hit.
  ops("round", "set-deadline", "3", new Date(Date.now() + 3000).toISOString());
  await new Promise((resolve) => setTimeout(resolve, 3500));
  ops("round", "lock", "3");
  expect(await squadIds(dora)).toEqual(before);
  // Her round-3 free transfer was not spent by the Free Hit's: banked, beside round 4's own.
  await open(dora, "/transfers/");
  await expect(dora.getByRole("button", { name: "Free Hit Played in round 3" })).toBeDisabled();
  await expect(dora.getByText(/^2 free transfers this round/)).toBeVisible();

  // Results, the live points, the close.
  beside("tests/e2e/opening/play-round.ts", "3");
  ops("round", "refresh", "3");
  ops("round", "close", "3", "--force");

  // The points the rules give, on the app's call and on the round page.
  const total = (t: RoundTeamJson) =>
    t.football_players.reduce((sum, p) => sum + p.points * p.multiplier, 0) - t.penalty_points;
  const boosted = await roundTeam(bea, rounds["3"]!);
  expect(boosted.chip).toBe("bench_boost");
  expect(boosted.football_players.every((p) => p.counts)).toBe(true);
  expect(boosted.points).toBe(total(boosted));
  // All fifteen counted once, the captain (or his vice) once more.
  const bonus =
    boosted.football_players.find((p) => p.football_player.id === boosted.multiplied_player_id)?.points ?? 0;
  expect(boosted.points).toBe(
    boosted.football_players.reduce((s, p) => s + p.points, 0) + bonus - boosted.penalty_points,
  );
  await open(bea, "/live-previous-rounds-team/");
  await expect(bea.getByText("Bench Boost: the substitutes' points count in this total.")).toBeVisible();
  await expectAxeClean(bea);

  const tripled = await roundTeam(carlo, rounds["3"]!);
  expect(tripled.chip).toBe("triple_captain");
  expect(tripled.points).toBe(total(tripled));
  const multiplied = tripled.football_players.find((p) => p.football_player.id === tripled.multiplied_player_id);
  if (multiplied) expect(multiplied.multiplier).toBe(3);
  else
    expect(
      tripled.football_players
        .filter((p) => [tripled.captainID, tripled.viceCaptainID].includes(p.football_player.id))
        .every((p) => p.minutes_played === 0),
    ).toBe(true);
  await open(carlo, "/it/live-previous-rounds-team/");
  await expect(carlo.getByText(/Triplo Capitano/).first()).toBeVisible();

  // Dora's round 3 was her Free Hit's squad; round 4's is hers again.
  const hit = await roundTeam(dora, rounds["3"]!);
  expect(hit.chip).toBe("free_hit");
  expect(hit.football_players.map((p) => p.football_player.id).sort()).toEqual([...freeHitSquad].sort());
  expect(hit.points).toBe(total(hit));
  expect((await roundTeam(elio, rounds["3"]!)).chip).toBe("wildcard");
  await open(dora, "/next-round-team/");
  await expect(dora.getByRole("list", { name: "Chips" })).toBeVisible();
  expect(await squadIds(dora)).toEqual(before);
});
