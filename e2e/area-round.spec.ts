import { expect, type Page, test } from "@playwright/test";
import { chooseUnits, clickSpace, dragSpace, endPhase, forceDice, hoverSpace, openAreaPlaytest, pageState, passTurn, shot } from "./area-helpers";

/**
 * Two rounds of the area sample by hand (every power a person at this
 * screen), the dice forced with the testing aid where an outcome matters:
 * a purchase; an amphibious assault loaded and landed by dragging, with a
 * battleship bombarding and a casualty chosen on the battle board; an air
 * strike that empties a territory; mobilisation and income; the end of the
 * round; then a tank's blitz through the emptied territory into a battle the
 * attacker retreats from.
 */


const bankOf = async (page: Page, nation: string) => Number((await page.getByTestId(`bank-${nation}`).innerText()).match(/bank (\d+)/)![1]);
const incomeOf = async (page: Page, nation: string) => Number((await page.getByTestId(`bank-${nation}`).innerText()).match(/income (\d+)/)![1]);

test("two rounds of the area sample by hand: amphibious assault with bombardment and a casualty choice, an air strike, mobilise, income, end of round, a blitz and a retreat", async ({ page }) => {
  test.setTimeout(180_000);
  await openAreaPlaytest(page, 11);
  await expect(page.getByTestId("power")).toContainText("Aurelia");

  // Purchase: the IPCs left follow the counters.
  const bank0 = await bankOf(page, "aurelia");
  for (let i = 0; i < 2; i += 1) await page.getByRole("button", { name: "More infantry" }).click();
  await expect(page.getByTestId("ipc-left")).toHaveText(`IPC left: ${bank0 - 6}`);
  await page.getByTestId("buy").click();
  await expect(page.getByTestId("phase")).toHaveText("Combat move");

  // Load an infantry and the tank in Aurel onto the transport in Sea Zone 1 by dragging them there.
  await clickSpace(page, "aurel");
  await chooseUnits(page, { infantry: 1, tank: 1 });
  await dragSpace(page, "aurel", "sz-1");
  await expect(page.getByTestId("play-message")).toHaveCount(0);
  let s = await pageState(page);
  const aboard = Object.entries(s.units).filter(([, u]) => u.owner === "aurelia" && u.aboard);
  expect(aboard.map(([, u]) => u.type).sort()).toEqual(["infantry", "tank"]);
  const tank = aboard.find(([, u]) => u.type === "tank")![0];
  // Units boarded in the combat move must land in its assault: the phase does not end with them aboard [AA:transports].
  await endPhase(page, "Combat move");
  await expect(page.getByTestId("play-message")).toContainText("[AA:transports] the combat move cannot end yet:");
  await expect(page.getByTestId("play-message")).toContainText("boarded in the combat move: unload it into a hostile territory (an amphibious assault) this phase");
  // The banner names the units by type and the zone by the map's name, never by id.
  await expect(page.getByTestId("play-message")).toContainText(/Infantry|Tank/);
  await expect(page.getByTestId("play-message")).not.toContainText(/\bu\d+\b|\bsz-\d+\b/);

  // The fleet's destinations carry their path and, separately, what it costs.
  await clickSpace(page, "sz-1");
  await hoverSpace(page, "sz-7");
  await expect(page.getByTestId("path")).toHaveText(/^Path: Sea zone 1 \(West Reach\) → Sea zone \d+ .* → Sea zone 7 \(Gullrock Sea\)$/);
  await expect(page.getByTestId("cost")).toContainText("2 of 2 moves");
  await shot(page, "r1-path-cost");
  await dragSpace(page, "sz-1", "sz-7");
  s = await pageState(page);
  expect(Object.values(s.units).filter((u) => u.owner === "aurelia" && u.at === "sz-7").map((u) => u.type).sort()).toEqual(["battleship", "infantry", "tank", "transport"]);

  // Dragging from the zone onto the coast lands the cargo; the battleship is ordered to bombard it.
  await clickSpace(page, "sz-7");
  await expect(page.getByTestId("bombard-panel")).toBeVisible();
  await dragSpace(page, "sz-7", "saltpan");
  s = await pageState(page);
  expect(s.units[tank]).toMatchObject({ at: "saltpan", amphibious: true });
  await clickSpace(page, "sz-7");
  await page.getByTestId("bombard-panel").getByRole("button", { name: "Bombard Saltpan with 1 ship (landing there)" }).click();
  await expect(page.getByTestId("bombard-panel")).toContainText("Battleship bombards Saltpan");
  await shot(page, "r1-bombard");

  // Bombardment misses; the infantry and tank miss; the defender hits: Aurelia chooses its casualty.
  await forceDice(page, [6, 6, 6, 1]);
  await endPhase(page, "Conduct combat");
  const list = page.getByTestId("battle-list");
  await expect(list.locator("li")).toHaveText(["Amphibious assault: Saltpan — being fought"]);
  await expect(page.getByTestId("dice-step").filter({ hasText: "Bombardment" })).toContainText("0 hits");
  const casualties = page.getByTestId("casualty-panel");
  await expect(casualties).toContainText("Aurelia: choose 1 casualty");
  await shot(page, "r1-casualties");
  // Lose the tank instead of the default pick; then the infantry hits and the defender misses.
  await forceDice(page, [1, 6]);
  await casualties.getByRole("button", { name: "Fewer infantry casualties" }).click();
  await casualties.getByRole("button", { name: "More tank casualties" }).click();
  await casualties.getByTestId("take-casualties").click();
  await expect(page.getByTestId("phase")).toHaveText("Non-combat move");
  s = await pageState(page);
  expect(s.units[tank]).toBeUndefined();
  expect(s.control.saltpan).toBe("aurelia");
  await expect(list.locator("li")).toHaveText(["Amphibious assault: Saltpan — attacker won and took it"]);
  await expect(page.getByTestId("game-log")).toContainText("Aurelia takes Saltpan");
  await shot(page, "r1-after-landing");

  // Mobilise the two infantry; income comes with the end of the turn.
  await endPhase(page);
  await expect(page.getByTestId("mobilise-panel")).toBeVisible();
  const bank1 = await bankOf(page, "aurelia");
  const income = await incomeOf(page, "aurelia");
  expect(bank1).toBe(bank0 - 6);
  await page.getByTestId("place").click();
  await expect(page.getByTestId("power")).toContainText("Cordova");
  expect(await bankOf(page, "aurelia")).toBe(bank1 + income);
  await expect(page.getByTestId("game-log")).toContainText(`Aurelia collects ${income} IPC (bank ${bank1 + income})`);
  await expect(page.getByTestId("game-log")).toContainText("places 2 Infantry");

  // Cordova's air strike on Lynx March: where the aircraft could still land is shown before they go.
  await endPhase(page, "Combat move");
  await clickSpace(page, "castra");
  await chooseUnits(page, { fighter: 2, bomber: 1 });
  await hoverSpace(page, "lynx-march");
  await expect(page.getByTestId("cost")).toContainText("3 of 4 moves");
  await expect(page.getByTestId("landing")).toContainText("Aircraft could still land at:");
  await expect(page.getByTestId("landing")).toContainText("Highreach");
  await shot(page, "r1-air-landing");
  await clickSpace(page, "lynx-march");
  // Round 1: three hits, five misses; round 2: the last two defenders fall.
  await forceDice(page, [1, 1, 1, 6, 6, 6, 6, 6]);
  await endPhase(page, "Conduct combat");
  await expect(page.getByTestId("casualty-panel")).toContainText("Borealis: choose 3 casualties");
  await page.getByTestId("accept-casualties").click();
  await expect(page.getByTestId("retreat-panel")).toContainText("Cordova: press on or retreat from Lynx March");
  await forceDice(page, [1, 1, 1, 6, 6]);
  await page.getByTestId("press-on").click();
  await expect(page.getByTestId("phase")).toHaveText("Non-combat move");
  s = await pageState(page);
  expect(Object.values(s.units).filter((u) => u.at === "lynx-march" && u.owner === "borealis")).toHaveLength(0);
  expect(s.control["lynx-march"]).toBe("borealis");
  // The aircraft fly home to Highreach.
  await clickSpace(page, "lynx-march");
  await clickSpace(page, "highreach");
  s = await pageState(page);
  expect(Object.values(s.units).filter((u) => u.owner === "cordova" && u.at === "lynx-march")).toHaveLength(0);
  await endPhase(page);

  // Borealis and Draken pass; the round ends with the victory check.
  await passTurn(page, "Borealis");
  await passTurn(page, "Draken");
  await expect(page.getByTestId("round")).toHaveText("Round 2 of 10");
  await expect(page.getByTestId("game-log")).toContainText("Victory cities:");
  await passTurn(page, "Aurelia");

  // Round 2: a Cordovan tank blitzes through the empty Lynx March into Northwatch.
  await endPhase(page, "Combat move");
  await clickSpace(page, "highreach");
  await chooseUnits(page, { tank: 1 });
  await hoverSpace(page, "northwatch");
  await expect(page.getByTestId("path")).toHaveText("Path: Highreach → Lynx March → Northwatch");
  await expect(page.getByTestId("cost")).toContainText("2 of 2 moves");
  await expect(page.getByTestId("blitz")).toHaveText("Blitz: takes Lynx March on the way [AA:blitz]");
  await shot(page, "r2-blitz");
  await dragSpace(page, "highreach", "northwatch");
  await expect(page.getByTestId("game-log")).toContainText("Blitz through Lynx March");
  s = await pageState(page);
  expect(s.control["lynx-march"]).toBe("cordova");

  // The tank and the two infantry all miss: the attacker retreats to where it came from.
  await forceDice(page, [6, 6, 6]);
  await endPhase(page, "Conduct combat");
  const retreat = page.getByTestId("retreat-panel");
  await expect(retreat).toBeVisible();
  await shot(page, "r2-retreat");
  await retreat.getByRole("button", { name: "Retreat to Lynx March" }).click();
  await expect(page.getByTestId("phase")).toHaveText("Non-combat move");
  await expect(page.getByTestId("battle-list").locator("li")).toHaveText(["General combat: Northwatch — attacker retreated to Lynx March"]);
  s = await pageState(page);
  const tanks = Object.values(s.units).filter((u) => u.owner === "cordova" && u.type === "tank" && u.at === "lynx-march");
  expect(tanks).toHaveLength(1);
});
