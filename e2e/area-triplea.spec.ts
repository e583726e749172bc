import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import type { AaState } from "../lib/engine";
import { battleCounts } from "../lib/playtest/area-battles";
import { chooseUnits, clickSpace, dragSpace, endPhase, forceDice, hoverSpace, pageState, passTurn, shot } from "./area-helpers";
import { landingDice, planBlitz, planEmptying, planLanding, planStaging } from "./area-plans";

/**
 * The "done": a tester opens an imported TripleA scenario (the
 * project's own Narrow Seas, lib/io/triplea/fixtures) and plays Valdra (and,
 * in hotseat, Ismarch) against greedy bots — a purchase,
 * an amphibious assault with bombardment checked in the calculator first and
 * a casualty chosen on the battle board, mobilisation and income, the end of
 * the round; in round 2 a tank's blitz and a retreat — then the bots play the
 * game out and the replay goes back to the start. The moves are found on the
 * page's own state by the planners in area-plans.ts; dice that matter are
 * forced with the testing aid.
 */

const fixtures = path.resolve(import.meta.dirname, "..", "lib", "io", "triplea", "fixtures", "narrow-seas");
const BOTS = ["korvath", "thalmere", "serrin", "ostry", "hollin"];

async function importAndOpen(page: Page, seed: number) {
  await page.goto("/");
  await page.getByRole("button", { name: "Import TripleA game…" }).click();
  const dialog = page.getByRole("dialog", { name: "Import TripleA game" });
  await dialog.getByTestId("triplea-xml").setInputFiles(path.join(fixtures, "narrow-seas.xml"));
  await dialog.getByTestId("triplea-polygons").setInputFiles(path.join(fixtures, "polygons.txt"));
  await dialog.getByTestId("triplea-centers").setInputFiles(path.join(fixtures, "centers.txt"));
  await dialog.getByTestId("triplea-properties").setInputFiles(path.join(fixtures, "map.properties"));
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByRole("status")).toContainText("Imported", { timeout: 60_000 });
  await dialog.getByRole("link", { name: "Open its map" }).click();
  await page.getByRole("link", { name: "Narrow Seas" }).first().click();
  await page.getByRole("link", { name: "scenario", exact: true }).first().click();
  const href = await page.getByRole("link", { name: /Playtest/ }).first().getAttribute("href");
  expect(href).toMatch(/\/playtest$/);
  await page.goto(`${href}?seed=${seed}`);
  await page.waitForFunction(() => window.__warbenchAreaPlaytest !== undefined, undefined, { timeout: 60_000 });
  await expect(page.getByTestId("area-board")).toBeVisible();
}

const nameOf = (s: AaState, id: string) => [...s.bundle.map.territories, ...s.bundle.map.seaZones].find((x) => x.id === id)?.name ?? id;
const bankOf = async (page: Page, nation: string) => Number((await page.getByTestId(`bank-${nation}`).innerText()).match(/bank (\d+)/)![1]);
const incomeOf = async (page: Page, nation: string) => Number((await page.getByTestId(`bank-${nation}`).innerText()).match(/income (\d+)/)![1]);

/** Answers the battles' remaining decisions with the defaults (press on), until the phase moves on. */
async function fightOut(page: Page) {
  for (let i = 0; i < 40 && (await page.getByTestId("phase").innerText()) === "Conduct combat"; i += 1) {
    if (await page.getByTestId("casualty-panel").isVisible()) await page.getByTestId("accept-casualties").click();
    else if (await page.getByTestId("retreat-panel").isVisible()) await page.getByTestId("press-on").click();
    else await page.waitForTimeout(100);
  }
}

/** The calculator in the playtest against `warbench odds` on the same game, another seed: within sampling error. */
async function checkCalculator(page: Page, s: AaState, coast: string) {
  const counts = battleCounts(s, coast);
  // Escape drops the sea zone's selection, so the click selects the coast rather than landing there.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("move-panel")).toContainText("Click a space with your units");
  await clickSpace(page, coast);
  await page.getByTestId("open-calculator").click();
  const dialog = page.getByTestId("calculator-dialog");
  await expect(dialog).toBeVisible();
  const typeName = (id: string) => s.bundle.game.unitTypes.find((u) => u.id === id)!.name;
  for (const [role, label] of [
    ["attacker", "Attacker"],
    ["defender", "Defender"],
  ] as const) {
    for (const [type, n] of Object.entries(counts[role].units)) await expect(dialog.getByLabel(`${label} ${typeName(type)}`, { exact: true })).toHaveValue(String(n));
  }
  await expect(dialog.getByLabel("Amphibious assault")).toBeChecked();
  const runs = 4000;
  await dialog.getByRole("textbox", { name: "Runs" }).fill(String(runs));
  await dialog.getByRole("textbox", { name: "Seed" }).fill("11");
  await dialog.getByRole("button", { name: "▶ Run" }).click();
  await expect(dialog.getByTestId("calculator-results")).toBeVisible({ timeout: 60_000 });
  await shot(page, "t1-calculator");
  const shown = JSON.parse((await dialog.getByTestId("calculator-json").textContent()) ?? "{}") as { attackerWins: number; defenderWins: number };

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-area-e2e-"));
  const file = path.join(dir, "game.json");
  fs.writeFileSync(file, JSON.stringify(s.bundle.game));
  const list = (units: Record<string, number>) =>
    Object.entries(units)
      .map(([id, n]) => `${n} ${id}`)
      .join(",");
  const out = execFileSync(
    process.execPath,
    ["lib/cli/warbench.mjs", "odds", file, "--attacker", `${counts.attacker.nation}:${list(counts.attacker.units)}`, "--defender", `${counts.defender.nation}:${list(counts.defender.units)}`, "--amphibious", "--runs", String(runs), "--seed", "977", "--json"],
    { encoding: "utf8" },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  const cli = JSON.parse(out) as { attackerWins: number; defenderWins: number };
  for (const key of ["attackerWins", "defenderWins"] as const) {
    const p = (shown[key] + cli[key]) / 2;
    // Two independent samples of `runs` battles: four standard errors of their difference.
    const bound = 4 * Math.sqrt(Math.max(p * (1 - p), 1e-4) * (2 / runs));
    expect(Math.abs(shown[key] - cli[key]), `${key}: calculator ${shown[key]} vs warbench odds ${cli[key]}`).toBeLessThanOrEqual(bound);
  }
  await dialog.getByRole("button", { name: "Close" }).click();
}

test("the imported TripleA game Narrow Seas: Valdra's round against greedy bots — purchase, amphibious assault checked in the calculator, casualty choice, mobilise, income, end of round; a blitz and a retreat; the bots play it out; replay", async ({ page }) => {
  test.setTimeout(600_000);
  await importAndOpen(page, 1);
  await page.getByLabel(/Bot speed/).fill("0");
  for (const nation of BOTS) await page.locator(`#player-${nation}`).selectOption("greedy");

  // Korvath's bot moves; Ismarch (a person here) passes.
  await expect(page.getByTestId("power")).toContainText("Ismarch", { timeout: 60_000 });
  await expect(page.getByTestId("phase")).toHaveText("Purchase");
  await passTurn(page, "Ismarch");

  // Valdra buys an infantry and an armour.
  await expect(page.getByTestId("power")).toContainText("Valdra");
  const bank0 = await bankOf(page, "valdra");
  await page.getByRole("button", { name: "More infantry" }).click();
  await page.getByRole("button", { name: "More armour" }).click();
  await expect(page.getByTestId("ipc-left")).toHaveText(`IPC left: ${bank0 - 8}`);
  await page.getByTestId("buy").click();
  await expect(page.getByTestId("phase")).toHaveText("Combat move");

  // An amphibious assault: load two units by dragging, (sail,) land them by dragging, order the bombardment.
  let s = await pageState(page);
  const plan = planLanding(s);
  expect(plan, "Valdra has an amphibious assault on round 1").not.toBeNull();
  const { transport, zone, sailTo, shore, cargo, coast, ships } = plan!;
  const cargoTypes = cargo.map((id) => s.units[id]!.type);
  await clickSpace(page, shore);
  await chooseUnits(page, { [cargoTypes[0]!]: 1, [cargoTypes[1]!]: 1 });
  await dragSpace(page, shore, zone);
  s = await pageState(page);
  expect(cargo.map((id) => s.units[id]!.aboard)).toEqual([transport, transport]);
  if (sailTo !== zone) {
    await clickSpace(page, zone);
    await chooseUnits(page, { transport: 1 });
    await dragSpace(page, zone, sailTo);
  }
  await clickSpace(page, sailTo);
  await dragSpace(page, sailTo, coast);
  s = await pageState(page);
  expect(cargo.map((id) => s.units[id]!.at)).toEqual([coast, coast]);
  if (ships.length > 0) {
    await clickSpace(page, sailTo);
    await page.getByTestId("bombard-panel").getByRole("button", { name: `Bombard ${nameOf(s, coast)} with ${ships.length} ship${ships.length === 1 ? "" : "s"} (landing there)` }).click();
    s = await pageState(page);
    expect(ships.map((id) => s.units[id]!.bombard)).toEqual(ships.map(() => coast));
  }
  await shot(page, "t1-landing");

  // The battle checked in the calculator before it is fought.
  await checkCalculator(page, s, coast);

  // Bombardment and round 1 miss but for one defender's die: Valdra chooses its casualty; then the landing wins.
  const dice = landingDice(plan!);
  await forceDice(page, [...dice.first, ...dice.after]);
  await endPhase(page, "Conduct combat");
  await expect(page.getByTestId("battle-list").locator("li")).toHaveText([`Amphibious assault: ${nameOf(s, coast)} — being fought`]);
  if (ships.length > 0) await expect(page.getByTestId("dice-step").filter({ hasText: "Bombardment" })).toContainText("0 hits");
  const casualties = page.getByTestId("casualty-panel");
  await expect(casualties).toContainText("Valdra: choose 1 casualty");
  await shot(page, "t1-casualties");
  await casualties.getByRole("button", { name: `Fewer ${cargoTypes[0]} casualties` }).click();
  await casualties.getByRole("button", { name: `More ${cargoTypes[1]} casualties` }).click();
  await casualties.getByTestId("take-casualties").click();
  await fightOut(page);
  await expect(page.getByTestId("phase")).toHaveText("Non-combat move");
  s = await pageState(page);
  expect(s.units[cargo[1]!], "the chosen casualty").toBeUndefined();
  expect(s.units[cargo[0]!]).toMatchObject({ at: coast });
  expect(s.control[coast]).toBe("valdra");
  await expect(page.getByTestId("battle-list").locator("li")).toHaveText([`Amphibious assault: ${nameOf(s, coast)} — attacker won and took it`]);
  const log = page.getByTestId("game-log");
  await expect(log).toContainText(`Valdra takes ${nameOf(s, coast)}`);
  if (s.complexes[coast]) await expect(log).toContainText("capturing its industrial complex");
  const guns = Object.values(s.units).filter((u) => u.at === coast && s.bundle.game.unitTypes.find((t) => t.id === u.type)?.antiAircraft);
  if (guns.length > 0) await expect(log).toContainText(`${guns.length} ${s.bundle.game.unitTypes.find((t) => t.id === guns[0]!.type)!.name}`);
  await shot(page, "t1-taken");

  // Non-combat move: an armour moves up next to an Ismarch territory for next round.
  const staging = planStaging(s, "ismarch");
  expect(staging, "an armour can move up next to Ismarch").not.toBeNull();
  await clickSpace(page, staging!.from);
  await chooseUnits(page, { [s.units[staging!.tank]!.type]: 1 });
  await clickSpace(page, staging!.to);
  s = await pageState(page);
  expect(s.units[staging!.tank]!.at).toBe(staging!.to);

  // Mobilise what was bought; income; the bots play the rest of the round and Korvath's next turn.
  await endPhase(page);
  await expect(page.getByTestId("mobilise-panel")).toBeVisible();
  const bank1 = await bankOf(page, "valdra");
  const income = await incomeOf(page, "valdra");
  expect(bank1).toBe(bank0 - 8);
  await page.getByTestId("place").click();
  await expect(page.getByTestId("round")).toHaveText("Round 2 of 10", { timeout: 120_000 });
  await expect(page.getByTestId("power")).toContainText("Ismarch");
  expect(await bankOf(page, "valdra")).toBe(bank1 + income);
  const since = await page.evaluate(() => window.__warbenchAreaPlaytest!.lastEvents().map((e) => e.type));
  expect(since).toContain("income");
  expect(since).toContain("victory-check");

  // Round 2: Ismarch pulls its units out of the territory next to Valdra's armour.
  await endPhase(page, "Combat move");
  await endPhase(page, "Non-combat move");
  s = await pageState(page);
  const emptying = planEmptying(s, "valdra");
  expect(emptying, "Ismarch can empty a territory next to Valdra's armour").not.toBeNull();
  await clickSpace(page, emptying!.from);
  await clickSpace(page, emptying!.to);
  s = await pageState(page);
  expect(Object.values(s.units).filter((u) => u.at === emptying!.from)).toHaveLength(0);
  await endPhase(page);
  await expect(page.getByTestId("power")).toContainText("Valdra");

  // Valdra: the armour blitzes through the emptied territory into Ismarch's units beyond, then retreats.
  await endPhase(page, "Combat move");
  s = await pageState(page);
  const blitz = planBlitz(s);
  expect(blitz, "a blitz is open to Valdra").not.toBeNull();
  await clickSpace(page, blitz!.from);
  await chooseUnits(page, { [s.units[blitz!.tank]!.type]: 1 });
  await hoverSpace(page, blitz!.to);
  await expect(page.getByTestId("path")).toHaveText(`Path: ${nameOf(s, blitz!.from)} → ${nameOf(s, blitz!.through)} → ${nameOf(s, blitz!.to)}`);
  await expect(page.getByTestId("cost")).toContainText("2 of 2 moves");
  await expect(page.getByTestId("blitz")).toContainText(nameOf(s, blitz!.through));
  await shot(page, "t2-blitz");
  await dragSpace(page, blitz!.from, blitz!.to);
  await expect(log).toContainText(`Blitz through ${nameOf(s, blitz!.through)}`);
  await forceDice(page, [6, ...Array<number>(blitz!.defenders).fill(6)]);
  await endPhase(page, "Conduct combat");
  await page.getByTestId("retreat-panel").getByRole("button", { name: `Retreat to ${nameOf(s, blitz!.through)}` }).click();
  await expect(page.getByTestId("phase")).toHaveText("Non-combat move");
  await expect(page.getByTestId("battle-list").locator("li")).toHaveText([`General combat: ${nameOf(s, blitz!.to)} — attacker retreated to ${nameOf(s, blitz!.through)}`]);
  s = await pageState(page);
  expect(s.units[blitz!.tank]!.at).toBe(blitz!.through);
  await shot(page, "t2-retreat");

  // The bots take over every power and play the game to its end; the replay goes back to the opening.
  for (const nation of ["ismarch", "valdra"]) await page.locator(`#player-${nation}`).selectOption("greedy");
  await expect(page.getByTestId("result")).toBeVisible({ timeout: 300_000 });
  await shot(page, "t3-result");
  expect(await page.evaluate(() => window.__warbenchAreaPlaytest!.state().result)).not.toBeNull();
  await page.getByLabel("Replay position").fill("0");
  await expect(page.getByTestId("replay-banner")).toBeVisible();
  await expect(page.getByTestId("round")).toHaveText("Round 1 of 10");
});
