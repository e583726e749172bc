import { expect, test } from "@playwright/test";
import { raidOdds } from "../lib/engine/rulesets/aa1942/queries";
import { chooseUnits, clickSpace, endPhase, fit, forceDice, openAreaPlaytest, pageState, shot } from "./area-helpers";

/**
 * A strategic bombing raid and the defender's interceptor choice on the
 * battle board [AA:strategic-bombing]: Aurelia's bomber from Aurel raids
 * Castra (no Aurelian fighter can escort it there and still land on round 1:
 * the move panel offers a fighter the escort, and the engine refuses the
 * flight with its rule); Cordova, a person at this screen, is asked how many
 * of its fighters there go up, sees the exact odds follow its count, sends
 * one; the air battle, the complex's fire and the damage follow with the
 * dice forced.
 */


test("a raid: the defender chooses its interceptors on the battle board, then the air battle, the complex's fire and the damage", async ({ page }) => {
  test.setTimeout(120_000);
  await openAreaPlaytest(page, 5);
  await fit(page);
  await expect(page.getByTestId("power")).toContainText("Aurelia");
  await endPhase(page, "Combat move");

  // A fighter is offered the escort; the bomber goes on the raid.
  await clickSpace(page, "aurel");
  await chooseUnits(page, { fighter: 1 });
  await expect(page.getByTestId("move-panel")).toContainText("Escort a bombing raid");
  await chooseUnits(page, { bomber: 1 });
  await page.getByTestId("raid-check").check();
  await clickSpace(page, "castra");
  const moved = await pageState(page);
  const raiders = Object.entries(moved.units).filter(([, u]) => u.at === "castra" && u.raid);
  expect(raiders.map(([, u]) => u.type)).toEqual(["bomber"]);
  await endPhase(page);

  // Cordova decides: the panel offers its fighters in Castra with the suggested number pre-selected.
  const panel = page.getByTestId("intercept-panel");
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Cordova: intercept the raid on Castra");
  const asked = await pageState(page);
  const eligible = asked.decision!.kind === "intercept" ? asked.decision!.eligible : [];
  expect(eligible.length).toBeGreaterThan(0);
  // The odds shown are the engine's exact raid odds for the count chosen.
  while ((await page.getByTestId("intercept-count").innerText()) !== "1") {
    const n = Number(await page.getByTestId("intercept-count").innerText());
    await page.getByRole("button", { name: n > 1 ? "Fewer interceptors" : "More interceptors" }).click();
  }
  const ipc = asked.bundle.map.territories.find((t) => t.id === "castra")!.ipc;
  const odds = raidOdds(asked.bundle.game.unitTypes, { bombers: 1, escorts: 0, interceptors: 1, ipc, damage: asked.damage.castra ?? 0 });
  await expect(page.getByTestId("intercept-odds")).toContainText(`Expected damage ${odds.expectedDamage.toFixed(2)}`);
  await shot(page, "raid-1-interceptors");

  // Dice: the bomber misses (6), the interceptor misses (6), the complex misses (6), damage 4.
  await forceDice(page, [6, 6, 6, 4]);
  await page.getByTestId("send-interceptors").click();
  await expect(page.getByTestId("intercept-panel")).toHaveCount(0);
  await expect(page.getByTestId("battle-board")).toContainText("Escorts and interceptors");
  await expect(page.getByTestId("battle-board")).toContainText("Bombing damage [AA:strategic-bombing] — 4 damage");
  await shot(page, "raid-2-battle-board");
  const after = await pageState(page);
  expect(after.damage.castra).toBe(4);
  expect(Object.values(after.units).filter((u) => u.at === "castra" && u.owner === "cordova" && u.type === "fighter")).toHaveLength(eligible.length);
  await expect(page.getByTestId("game-log")).toContainText("intercepts over Castra");
});
