// Head to head on the season-opening instance (round 2 is the season's next and last round): two fans create a
// head-to-head league on goals and join it, see its fixture once round 2 locks at its deadline (by itself: a job
// worker runs beside the instance and nobody types `round lock`), watch their match live while results arrive, and
// find the result and the table after the close, driven by the operator commands. It changes the instance's season,
// so its project runs after the season-opening states (playwright.config.ts).
import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { OPENING_URL, expectAxeClean, fullPageShot, open } from "./support";
import { beside, besideEnv, ops, signInFan } from "./opening/beside";

/** LEAGUES_SCREENSHOTS=<dir>: the league page after the close, at both widths in both languages. */
const SCREENSHOTS = process.env.LEAGUES_SCREENSHOTS;

test.use({ baseURL: OPENING_URL });

test("two fans play a head-to-head league: fixtures, a live match, the result and the table", async ({
  browser,
  page: marco,
}) => {
  // The instance's fourteen example players make no squad: the sign-up-open instance's 200 (the same clubs) join them.
  ops("import", "players", "tests/e2e/open/players.csv");
  // Anna on a desktop window, Marco on the phone (the project's page), in Italian.
  const desktop = await browser.newContext({ baseURL: OPENING_URL, viewport: { width: 1280, height: 800 } });
  const anna = await desktop.newPage();
  await signInFan(anna, "h2h-anna@example.com");
  await signInFan(marco, "h2h-marco@example.com");

  await open(anna, "/leagues/");
  await anna.getByRole("button", { name: "Create new league" }).click();
  const dialog = anna.getByRole("dialog", { name: "Join or create a league" });
  await dialog.getByLabel("League name").fill("Derby del Lunedì");
  await dialog.getByRole("radio", { name: /^Head to head/ }).check();
  await dialog.getByRole("radio", { name: /^Goals/ }).check();
  await expect(dialog.getByLabel("First round")).toHaveValue("2");
  await dialog.getByRole("button", { name: "Create league" }).click();
  await expect(anna.getByRole("heading", { level: 1, name: "Derby del Lunedì" })).toBeVisible();
  await expect(anna.getByText("Matches decided by goals: 66 points is one goal, +1 every 6")).toBeVisible();
  const code = (await anna.locator("code").first().textContent())!;
  const leaguePath = new URL(anna.url()).pathname + new URL(anna.url()).search;

  await open(marco, "/it/leagues/");
  await marco.getByRole("button", { name: "Unisciti a una lega" }).click();
  await marco.getByRole("dialog").getByLabel("Codice lega").fill(code);
  await marco.getByRole("dialog").getByRole("button", { name: "Unisciti" }).last().click();
  await expect(marco.getByRole("heading", { level: 1, name: "Derby del Lunedì" })).toBeVisible();
  await expect(
    marco.getByText(
      "Il calendario viene sorteggiato alla scadenza della giornata 2, quando si chiudono le iscrizioni.",
    ),
  ).toBeVisible();

  // Round 2's deadline, moved to a few seconds from now: the job worker locks the round by itself, entries close and
  // the fixture list is drawn.
  const worker = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "worker/main.ts"], {
    env: besideEnv(),
    stdio: "ignore",
  });
  try {
    ops("round", "set-deadline", "2", new Date(Date.now() + 6000).toISOString());
    await open(anna, leaguePath);
    await expect(anna.getByRole("region", { name: /^Round 2/ }).getByRole("listitem")).toHaveCount(0);
    await expect(async () => {
      await anna.reload();
      await expect(anna.getByRole("region", { name: /^Round 2/ }).getByRole("listitem")).toHaveCount(1, {
        timeout: 1000,
      });
    }).toPass({ timeout: 45_000 });
  } finally {
    worker.kill("SIGTERM");
  }
  const round = anna.getByRole("region", { name: /^Round 2/ });
  await expect(round.getByRole("listitem")).toHaveCount(1);
  await expect(round.getByRole("listitem")).toContainText(/Builder \d+.*v.*Builder \d+/);
  await expect(round.getByText("Live", { exact: true })).toBeVisible();

  // Results arrive: the match follows the live points, marked provisional.
  beside("tests/e2e/opening/play-round.ts", "2");
  ops("round", "refresh", "2");
  await open(anna, "/live-previous-rounds-team/");
  const own = anna.getByRole("region", { name: "Your match of round 2" });
  await expect(own.getByRole("link", { name: "Derby del Lunedì" })).toBeVisible();
  await expect(own.getByText("Live", { exact: true })).toBeVisible();
  await expect(own.getByText(/^\d+ – \d+$/).first()).toBeVisible();
  await open(anna, leaguePath);
  await expect(anna.getByText("Provisional: live scores, they change until the round is closed.")).toBeVisible();
  const live = (await round.getByRole("listitem").textContent())!;

  // The close: the result is final and the table counts it.
  ops("round", "close", "2", "--force");
  await open(marco, `/it${leaguePath}`);
  const final = marco.getByRole("region", { name: /^Giornata 2/ });
  await expect(final.getByText("Finale", { exact: true })).toBeVisible();
  await expect(final.getByRole("listitem")).toHaveText(live);
  const table = marco.getByRole("table", { name: "Classifica" });
  await expect(marco.getByText("Dopo la giornata 2")).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(3);
  const played = table.getByRole("row").nth(1).getByRole("cell").nth(2);
  await expect(played).toHaveText("1");
  await expectAxeClean(marco);
  if (SCREENSHOTS)
    for (const [who, width] of [
      [anna, "desktop"],
      [marco, "mobile"],
    ] as const)
      for (const prefix of ["", "/it"]) {
        await open(who, `${prefix}${leaguePath}`);
        await fullPageShot(who, `${SCREENSHOTS}/head-to-head-league${prefix ? "-it" : ""}-${width}.png`);
      }
  await desktop.close();
});
