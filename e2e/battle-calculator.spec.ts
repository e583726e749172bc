import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { calculateOdds } from "../lib/engine/rulesets/aa1942/odds";
import { areaGameSchema } from "../lib/model";

const GAME_FILE = path.join("lib", "samples", "area-sample", "game.json");
const game = areaGameSchema.parse(JSON.parse(fs.readFileSync(GAME_FILE, "utf8")));

const BIG = {
  attacker: { Infantry: 10, Artillery: 4, Tank: 6, Fighter: 4, Bomber: 2 },
  defender: { Infantry: 14, Artillery: 3, Tank: 4, Fighter: 3, "AA gun": 1 },
};

/** Unit counts by name, as the panel's fields are labelled, to counts by id, as the engine and the CLI take them. */
const ids = (units: Record<string, number>) => Object.fromEntries(Object.entries(units).map(([name, n]) => [game.unitTypes.find((u) => u.name === name)!.id, n]));
/** The CLI's `--attacker`/`--defender` list of counts by id. */
const list = (units: Record<string, number>) =>
  Object.entries(ids(units))
    .map(([id, n]) => `${n} ${id}`)
    .join(",");

/** The area sample's game module, then its Battle calculator button. */
async function openCalculator(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: "Area sample" }).click();
  await page.getByRole("link", { name: "Area game module" }).click();
  await page.getByRole("link", { name: "Battle calculator" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Battle calculator/);
}

async function enter(page: Page, sides: { attacker: Record<string, number>; defender: Record<string, number> }, nations = { attacker: "cordova", defender: "aurelia" }) {
  await page.getByLabel("Attacking nation").selectOption(nations.attacker);
  await page.getByLabel("Defending nation").selectOption(nations.defender);
  for (const role of ["attacker", "defender"] as const) {
    const label = role === "attacker" ? "Attacker" : "Defender";
    for (const [name, n] of Object.entries(sides[role])) await page.getByLabel(`${label} ${name}`, { exact: true }).fill(String(n));
  }
}

test("the calculator panel answers exactly by default, with the numbers warbench odds gives by default", async ({ page }) => {
  await openCalculator(page);
  await enter(page, BIG);
  await expect(page.getByLabel("Method")).toHaveValue("auto");
  await page.getByRole("button", { name: "▶ Run" }).click();
  await expect(page.getByTestId("calculator-results")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("calculator-method")).toHaveAttribute("data-method", "exact");
  await expect(page.getByTestId("calculator-method")).toContainText("Exact: every outcome weighed, no dice");
  await expect(page.getByTestId("outcome-attacker")).toContainText("exact");
  await expect(page.getByTestId("outcome-attacker")).not.toContainText("95%");
  const shown = JSON.parse((await page.getByTestId("calculator-json").textContent()) ?? "{}") as Record<string, unknown>;
  const expected = calculateOdds(game.unitTypes, { kind: "land", attacker: ids(BIG.attacker), defender: ids(BIG.defender) }, { method: "exact" });
  if (!expected.ok) throw new Error(expected.problem.message);
  expect(shown).toEqual(JSON.parse(JSON.stringify(expected.result)));
  const cli = JSON.parse(execFileSync(process.execPath, ["lib/cli/warbench.mjs", "odds", GAME_FILE, "--attacker", `cordova:${list(BIG.attacker)}`, "--defender", `aurelia:${list(BIG.defender)}`, "--json"], { encoding: "utf8" })) as Record<string, unknown>;
  for (const key of Object.keys(shown)) expect(shown[key], key).toEqual(cli[key]);
  await expect(page.getByTestId("calculator-chart")).toBeVisible();
});

test("the calculator panel gives the numbers warbench odds gives for the same seed and runs", async ({ page }) => {
  await openCalculator(page);
  await enter(page, BIG);
  await page.getByLabel("Method").selectOption("monte-carlo");
  await page.getByRole("textbox", { name: "Runs" }).fill("10000");
  await page.getByRole("textbox", { name: "Seed" }).fill("7");
  await page.getByRole("button", { name: "▶ Run" }).click();
  await expect(page.getByTestId("calculator-results")).toBeVisible({ timeout: 30_000 });

  const shown = JSON.parse((await page.getByTestId("calculator-json").textContent()) ?? "{}") as Record<string, unknown>;
  // The CLI's own function in this process…
  const expected = calculateOdds(game.unitTypes, { kind: "land", attacker: ids(BIG.attacker), defender: ids(BIG.defender) }, { seed: 7, runs: 10_000 });
  if (!expected.ok) throw new Error(expected.problem.message);
  expect(shown).toEqual(JSON.parse(JSON.stringify(expected.result)));
  // …and the command itself, on its worker threads.
  const out = execFileSync(
    process.execPath,
    ["lib/cli/warbench.mjs", "odds", GAME_FILE, "--attacker", `cordova:${list(BIG.attacker)}`, "--defender", `aurelia:${list(BIG.defender)}`, "--seed", "7", "--runs", "10000", "--workers", "2", "--json"],
    { encoding: "utf8" },
  );
  const cli = JSON.parse(out) as Record<string, unknown>;
  for (const key of Object.keys(shown)) expect(shown[key], key).toEqual(cli[key]);

  // What is on screen is that result, with its interval around it.
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  await expect(page.getByTestId("rate-attacker")).toHaveText(pct(expected.result.attackerWins));
  await expect(page.getByTestId("rate-defender")).toHaveText(pct(expected.result.defenderWins));
  await expect(page.getByTestId("rate-draw")).toHaveText(pct(expected.result.draws));
  await expect(page.getByTestId("outcome-attacker")).toContainText(/95%: \d+\.\d%–\d+\.\d%/);
  await expect(page.getByTestId("mean-rounds")).toHaveText(expected.result.meanRounds.toFixed(2));
  await expect(page.getByTestId("ipc-lost-defender")).toHaveText(expected.result.defenderIpcLost.toFixed(2));
  await expect(page.getByTestId("calculator-chart")).toBeVisible();
  expect((expected.result.attackerUnitsLeft as number[]).reduce((a, b) => a + b, 0)).toBe(10_000);
});

test("a battle that cannot happen is one line with its rule", async ({ page }) => {
  await openCalculator(page);
  // The select, not the mode's "Battle" radio beside it.
  await page.getByRole("combobox", { name: "Battle", exact: true }).selectOption("sea");
  await enter(page, { attacker: { Infantry: 2 }, defender: { Destroyer: 1 } });
  await page.getByRole("button", { name: "▶ Run" }).click();
  await expect(page.getByTestId("calculator-problem")).toHaveText(/^No battle: .*land unit.* \[AA:transports\]$/);
  await expect(page.getByTestId("calculator-results")).toHaveCount(0);
});

test("cancel stops a 1,000,000-battle run", async ({ page }) => {
  await openCalculator(page);
  // Long battles (five or six rounds each): a million of them take many seconds even on many cores.
  await enter(page, { attacker: { Infantry: 60, Artillery: 30, Tank: 30 }, defender: { Infantry: 120, Artillery: 10 } });
  await page.getByLabel("Method").selectOption("monte-carlo");
  await page.getByRole("textbox", { name: "Runs" }).fill("1000000");
  await page.getByRole("button", { name: "▶ Run" }).click();
  const progress = page.getByTestId("calculator-progress");
  await expect(progress).toHaveText(/^[1-9][\d,]* \/ 1,000,000$/, { timeout: 20_000 });
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(progress).toHaveText(/ — cancelled$/);
  const stopped = await progress.textContent();
  expect(stopped).not.toMatch(/^1,000,000 \//);
  // The workers are gone: nothing moves any more, no result arrives, and a new run can start.
  await page.waitForTimeout(1_500);
  await expect(progress).toHaveText(stopped!);
  await expect(page.getByTestId("calculator-results")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "▶ Run" })).toBeEnabled();
  await page.getByRole("textbox", { name: "Runs" }).fill("2000");
  await page.getByRole("button", { name: "▶ Run" }).click();
  await expect(page.getByTestId("calculator-results")).toContainText("2,000 battles");
});

test("the calculator's raid mode gives the exact numbers warbench odds --raid gives [AA:strategic-bombing]", async ({ page }) => {
  await openCalculator(page);
  await page.getByTestId("calculator-mode-raid").check();
  const raid = page.getByTestId("raid-calculator");
  await raid.getByLabel("Bombers", { exact: true }).fill("2");
  await raid.getByLabel("Escorts", { exact: true }).fill("1");
  await raid.getByLabel("Interceptors", { exact: true }).fill("2");
  await raid.getByLabel("Territory IPC value", { exact: true }).fill("8");
  const out = execFileSync(process.execPath, ["lib/cli/warbench.mjs", "odds", GAME_FILE, "--raid", "--bombers", "2", "--escorts", "1", "--interceptors", "2", "--ipc", "8", "--json"], { encoding: "utf8" });
  const cli = JSON.parse(out) as Record<string, number>;
  await expect(page.getByTestId("raid-expected-damage")).toHaveText(cli.expectedDamage!.toFixed(2));
  await expect(page.getByTestId("raid-bombers-lost")).toHaveText(cli.expectedBombersLost!.toFixed(2));
  await expect(page.getByTestId("raid-escorts-lost")).toHaveText(`Escorts lost ${cli.expectedEscortsLost!.toFixed(2)}`);
  await expect(page.getByTestId("raid-interceptors-lost")).toHaveText(`Interceptors lost ${cli.expectedInterceptorsLost!.toFixed(2)}`);
  if (process.env.AREA_SHOTS) await page.screenshot({ path: path.join(process.env.AREA_SHOTS, "raid-calculator.png"), fullPage: true });
  // No bomber, no raid: the CLI's words.
  await raid.getByLabel("Bombers", { exact: true }).fill("0");
  await expect(page.getByTestId("calculator-problem")).toHaveText("No raid: a raid needs at least one bomber (escorts fly only with bombers) [AA:strategic-bombing]");
});
