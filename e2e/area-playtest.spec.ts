import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import type { AaBundle, AaState } from "../lib/engine";
import { legalDestinations, movableGroups } from "../lib/playtest/area-moves";
import { openAreaPlaytest } from "./area-helpers";

const dir = path.join("lib", "samples", "area-sample");
const read = (f: string) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
const bundle: AaBundle = { game: read("game.json"), map: read("map.json"), scenario: read("scenario.json") };
const SEED = 5;
const shots = process.env.AREA_SHOTS;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`) });
}


async function clickSpace(page: Page, id: string) {
  const p = await page.evaluate((s) => window.__warbenchAreaPlaytest!.pointOf(s), id);
  expect(p, `space ${id} on the board`).not.toBeNull();
  await page.mouse.click(p!.x, p!.y);
}

/** A land attack the power can make after buying: from a space of its own to a hostile territory with defenders. */
function planAttack(state: AaState): { from: string; to: string; units: string[] } | null {
  const nation = state.bundle.game.turnOrder[state.power]!;
  const spaces = [...new Set(Object.values(state.units).filter((u) => u.owner === nation).map((u) => u.at))].sort();
  for (const from of spaces) {
    const land = movableGroups(state, from).filter((g) => bundle.game.unitTypes.find((u) => u.id === g.type)?.domain === "land");
    const ids = land.flatMap((g) => g.ids);
    if (ids.length === 0) continue;
    for (const [to] of legalDestinations(state, ids)) {
      const defended = Object.values(state.units).some((u) => u.at === to && u.owner !== nation);
      if (defended && bundle.map.territories.some((t) => t.id === to)) return { from, to, units: ids };
    }
  }
  return null;
}

test("play a turn of the area sample: buy, a combat move (and a refused one with its rule), a battle with casualties, mobilise, end the turn; resume at the same hash", async ({ page }) => {
  test.setTimeout(120_000);
  await openAreaPlaytest(page, SEED);
  await expect(page.getByTestId("round")).toHaveText("Round 1 of 10");
  await expect(page.getByTestId("phase")).toHaveText("Purchase");
  await expect(page.getByTestId("victory-cities")).toContainText("/6 VC");
  await shot(page, "1-start");

  // Purchase: two infantry; the IPCs left follow the counters.
  const bank = (await page.evaluate(() => window.__warbenchAreaPlaytest!.state().bank.aurelia))!;
  await page.getByRole("button", { name: "More infantry" }).click();
  await page.getByRole("button", { name: "More infantry" }).click();
  await expect(page.getByTestId("ipc-left")).toHaveText(`IPC left: ${bank - 6}`);
  await page.getByTestId("buy").click();
  await expect(page.getByTestId("phase")).toHaveText("Combat move");

  // Aurelia has no land attack on round 1: it ends its moves and mobilises the two infantry; income is automatic.
  await page.getByTestId("end-phase").click();
  await expect(page.getByTestId("phase")).toHaveText("Non-combat move");
  await page.getByTestId("end-phase").click();
  await expect(page.getByTestId("mobilise-panel")).toBeVisible();
  await shot(page, "2-mobilise");
  await page.getByTestId("place").click();
  await expect(page.getByTestId("power")).toContainText("Cordova");
  await expect(page.getByTestId("phase")).toHaveText("Purchase");
  const events = await page.evaluate(() => window.__warbenchAreaPlaytest!.lastEvents().map((e) => e.type));
  expect(events).toContain("mobilise");
  expect(events).toContain("income");
  await expect(page.getByTestId("game-log")).toContainText("collects");

  // Cordova buys nothing and attacks; the plan is found in Node on the page's own state.
  await page.getByRole("button", { name: "Buy nothing" }).first().click();
  await expect(page.getByTestId("phase")).toHaveText("Combat move");
  const state = (await page.evaluate(() => window.__warbenchAreaPlaytest!.state())) as AaState;
  const plan = planAttack(state);
  expect(plan, "some land attack is open to Cordova on round 1").not.toBeNull();

  // A refused move names its rule: land units cannot reach a space far away.
  await clickSpace(page, plan!.from);
  await expect(page.getByTestId("move-panel")).toContainText("From");
  await expect(page.getByTestId("destinations")).toContainText("legal destination");
  await shot(page, "3-selected");
  const far = bundle.map.territories.find((t) => t.id !== plan!.to && t.id !== plan!.from && !legalDestinations(state, plan!.units).has(t.id) && t.originalOwner === "borealis")!;
  await clickSpace(page, far.id);
  await expect(page.getByTestId("play-message")).toContainText(/\[AA:/);
  await shot(page, "4-refused");

  // The selection stays after a refusal; the real move: every land unit there attacks.
  await clickSpace(page, plan!.to);
  await expect(page.getByTestId("play-message")).toHaveCount(0);
  const moved = await page.evaluate((ids) => ids.map((id) => window.__warbenchAreaPlaytest!.state().units[id]?.at), plan!.units);
  expect(new Set(moved)).toEqual(new Set([plan!.to]));
  // The calculator opens pre-filled with the battle in the selected space.
  await clickSpace(page, plan!.to);
  await page.getByTestId("open-calculator").click();
  await expect(page.getByTestId("calculator-dialog")).toBeVisible();
  await shot(page, "5-calculator");
  await page.getByRole("button", { name: "Close" }).click();
  await page.getByTestId("end-phase").click();

  // Conduct combat: the battle board shows both sides; casualties chosen (once by hand), retreat declined.
  let changed = false;
  for (let i = 0; i < 60; i += 1) {
    const phase = await page.getByTestId("phase").innerText();
    if (phase !== "Conduct combat") break;
    await expect(page.getByTestId("battle-board")).toBeVisible();
    if (await page.getByTestId("casualty-panel").isVisible()) {
      if (!changed) {
        await shot(page, "6-casualties");
        changed = true;
        await page.getByTestId("take-casualties").click();
      } else await page.getByTestId("accept-casualties").click();
    } else if (await page.getByTestId("retreat-panel").isVisible()) {
      await page.getByTestId("press-on").click();
    } else {
      await page.getByTestId("end-phase").click();
    }
  }
  expect(changed, "someone chose casualties").toBe(true);
  await expect(page.getByTestId("dice-step").first()).toBeVisible();
  await shot(page, "7-after-battle");
  await expect(page.getByTestId("phase")).toHaveText("Non-combat move");
  await page.getByTestId("end-phase").click();
  await expect(page.getByTestId("power")).toContainText("Borealis");

  // The game saved; reopening it resumes at the same hash.
  await expect(page.getByTestId("game-save-state")).toHaveText("Game saved", { timeout: 15_000 });
  const hash = await page.evaluate(() => window.__warbenchAreaPlaytest!.hash());
  await page.reload();
  await page.waitForFunction(() => window.__warbenchAreaPlaytest !== undefined);
  expect(await page.evaluate(() => window.__warbenchAreaPlaytest!.hash())).toBe(hash);
});

test("bots play a whole area game in the studio at instant speed to a result", async ({ page }) => {
  test.setTimeout(240_000);
  await openAreaPlaytest(page, 9);
  await page.getByLabel(/Bot speed/).fill("0");
  for (const nation of ["aurelia", "cordova", "borealis", "draken"]) await page.locator(`#player-${nation}`).selectOption("greedy");
  await expect(page.getByTestId("result")).toBeVisible({ timeout: 200_000 });
  await shot(page, "8-result");
  const result = await page.evaluate(() => window.__warbenchAreaPlaytest!.state().result);
  expect(result).not.toBeNull();
  // Replay to the start shows the opening board read-only.
  await page.getByLabel("Replay position").fill("0");
  await expect(page.getByTestId("replay-banner")).toBeVisible();
  await expect(page.getByTestId("round")).toHaveText("Round 1 of 10");
});
