import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { editAndSave } from "./helpers";

/*
 * The Balance tab on the Next War sample: bot games run on the server in the
 * background, the report with its charts and heat map, exports, and two
 * revisions compared. Runs take a while on a busy 2-core machine: the tests
 * give them minutes, not seconds.
 */
const SAMPLE = path.join(process.cwd(), "lib", "samples", "nextwar-sample", "scenario.json");
/** The unit made stronger in the second revision: Nordland's fast reconnaissance battalion becomes a juggernaut. */
const STRONGER = "nl-recon-1";

async function openBalance(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: "Next War sample" }).click();
  await page.getByRole("link", { name: "Sample scenario" }).click();
  await page.getByRole("link", { name: "Balance", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Balance: Sample scenario" })).toBeVisible();
}

/** Starts a run of `games` greedy games (and `botCheck` bot-check games per side) and waits for its report. */
async function runGames(page: Page, games: number, botCheck = 0) {
  await page.getByRole("textbox", { name: "Games" }).fill(String(games));
  await page.getByRole("textbox", { name: /^Bot check/ }).fill(String(botCheck));
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(page.getByTestId("balance-progress")).toHaveAttribute("data-status", "running");
  await expect(page.getByTestId("balance-progress")).toHaveAttribute("data-status", "done", { timeout: 8 * 60_000 });
  await expect(page.getByTestId("balance-report")).toBeVisible({ timeout: 30_000 });
}

async function expectCharts(page: Page, ids: string[]) {
  for (const id of ids) await expect(page.getByTestId(`balance-chart-${id}`)).toHaveAttribute("data-ready", "true");
}

test("run 200 games from the Balance tab, read the charts and the heat map, export, then see a stronger unit move the win rate", async ({ page, baseURL }) => {
  test.setTimeout(20 * 60_000);
  const away: string[] = [];
  page.context().on("request", (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith("file:") && !r.url().startsWith("data:") && !r.url().startsWith("blob:")) away.push(r.url());
  });
  await openBalance(page);
  await expect(page.getByText("No reports yet: run some games.")).toBeVisible();
  await runGames(page, 200, 10);

  // The report: both sides' win rates with intervals, four charts, the heat map on the map.
  const headline = page.getByTestId("balance-headline");
  await expect(headline).toContainText(/Northern Coalition \(greedy bot\) wins \d+\.\d% \(95% interval \d+\.\d%–\d+\.\d%\)/);
  await expect(headline).toContainText("200 games");
  // The bot check (issue 16 item 5): greedy against random from each side.
  await expect(page.getByTestId("balance-bot-check")).toContainText(/Greedy as Northern Coalition beats random in \d+\/10 \(\d+(\.\d)?% \[\d+(\.\d)?–\d+(\.\d)?%\]\)/);
  await expectCharts(page, ["wins", "score", "levels", "length"]);
  const heat = page.getByTestId("balance-heat-map");
  await expect(heat).toHaveAttribute("data-drawn", /^[1-9]\d*$/);
  // Hovering a hex names who held it at the end (or that it never changed hands).
  await page.screenshot({ path: test.info().outputPath("balance-report.png"), fullPage: true });
  await heat.hover({ position: { x: 200, y: 200 } });
  await expect(page.getByTestId("balance-heat-info")).toContainText(/^\d{4}(:| \(objective\):) /);
  await expect(page.getByTestId("balance-reports").locator("tbody tr")).toHaveCount(1);

  // Exports: the JSON report, and the standalone page, which opens offline with its charts.
  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export JSON" }).click()]);
  const report = JSON.parse(fs.readFileSync((await json.path())!, "utf8")) as { format: string; games: number; scenario: { revision: number } };
  expect(report).toMatchObject({ format: "warbench-balance-report", games: 200, scenario: { revision: 1 } });
  const [html] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export HTML" }).click()]);
  const file = test.info().outputPath("report.html");
  await html.saveAs(file);
  const offline = await page.context().newPage();
  const offlineRequests: string[] = [];
  offline.on("request", (r) => offlineRequests.push(r.url()));
  await offline.goto(`file://${file}`);
  await expect(offline.getByRole("heading", { level: 1 })).toHaveText("Balance report: The Halvard Gap, spring campaign");
  await expect(offline.locator("canvas")).toHaveCount(4);
  await expect(offline.locator("#botcheck-lines li")).toHaveCount(2);
  await expect(offline.locator(".map svg polygon").first()).toBeAttached();
  expect(offlineRequests.filter((u) => !u.startsWith("file:"))).toEqual([]);
  await offline.close();

  // A second revision: one unit strengthened, saved in the data editor.
  const scenario = JSON.parse(fs.readFileSync(SAMPLE, "utf8")) as { units: { id: string; attack?: number; defence?: number; er?: number; reduced?: unknown }[] };
  Object.assign(scenario.units.find((u) => u.id === STRONGER)!, { attack: 40, defence: 40, er: 9, reduced: { attack: 30, defence: 30 } });
  await page.getByRole("link", { name: "Edit scenario" }).click();
  await editAndSave(page, "Sample scenario", scenario, "A much stronger recon battalion");
  await page.getByRole("link", { name: "Balance", exact: true }).click();
  await expect(page.getByText("Revision 2 (the current one)")).toBeVisible();
  await runGames(page, 200);
  const rows = page.getByTestId("balance-reports").locator("tbody tr");
  await expect(rows).toHaveCount(2);

  // Compare the two revisions: the blue win rate moved, and significantly.
  for (const r of ["r1", "r2"]) await page.getByRole("checkbox", { name: new RegExp(`^Pick revision ${r.slice(1)},`) }).check();
  await page.getByRole("button", { name: "Compare the two picked" }).click();
  const sentences = page.getByTestId("balance-compare-sentences");
  const blue = sentences.locator("li").first();
  await expect(blue).toHaveText(/^Northern Coalition's win rate moved from \d+% ± \d+ to \d+% ± \d+ \(\+\d+(\.\d)? points; p (<|=) 0\.\d+, significant at 5%\)$/);
  await expect(blue).toHaveAttribute("data-significant", "true");
  await expectCharts(page, ["compare"]);
  await page.screenshot({ path: test.info().outputPath("balance-compare.png"), fullPage: true });
  expect(away).toEqual([]);
});

test("a run goes on when the tab is closed, and cancelling keeps the games played as a partial report", async ({ page, context }) => {
  test.setTimeout(10 * 60_000);
  await openBalance(page);
  const url = page.url();
  await page.getByRole("textbox", { name: "Games" }).fill("5000");
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(page.getByTestId("balance-progress")).toHaveAttribute("data-status", "running");
  await page.close();

  // Another tab later: the run is still going, and its progress moves.
  const again = await context.newPage();
  await again.goto(url);
  const progress = again.getByTestId("balance-progress");
  await expect(progress).toHaveAttribute("data-status", "running");
  await expect(progress).toContainText(/^[1-9]\d* of 5000 games/, { timeout: 3 * 60_000 });
  await again.getByRole("button", { name: /^Cancel/ }).click();
  await expect(progress).toHaveAttribute("data-status", "cancelled", { timeout: 60_000 });
  await expect(again.getByTestId("balance-headline")).toContainText(/partial: \d+ of 5000/);
  await expect(again.getByTestId("balance-reports")).toContainText("(partial)");
});
