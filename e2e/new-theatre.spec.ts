import { expect, type Locator, type Page, test } from "@playwright/test";
import { emptyLibrary, restoreLibrary } from "./helpers";

/*
 * A new user builds a theatre from nothing, in the studio's own views — no
 * JSON typed at any point: a Next War theatre from its template up to a bot
 * game played to the end, and an area theatre up to a set-up scenario.
 *
 * The e2e server seeds the samples on first start, and later specs play them.
 * So the library is emptied the way a user would (Move to trash) before these
 * tests and the samples are restored from the trash after them.
 */

let trashed: string[] = [];

test.beforeAll(async ({ browser }) => {
  // Earlier specs leave a project or two each: trashing them all takes a while on a shared machine.
  test.setTimeout(120_000);
  const page = await browser.newPage();
  trashed = await emptyLibrary(page);
  await page.close();
});

test.afterAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  await restoreLibrary(page, trashed);
  await page.close();
});

async function fromTemplate(page: Page, template: "nextwar" | "area", name: string) {
  await page.goto("/");
  await page.getByRole("button", { name: "New project from template…" }).click();
  const dialog = page.getByRole("dialog", { name: "New project from template" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Template").selectOption(template);
  await page.screenshot({ path: `test-results/new-theatre-${template}-template-dialog.png` });
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return page.url();
}

/** The *New scenario…* wizard on the project page: this project's game and map, a number of turns. */
async function newScenario(page: Page, name: string, options: { game: string; map: string; turns: number }, shot: string) {
  await page.getByRole("button", { name: "New scenario…" }).click();
  const wizard = page.getByRole("dialog", { name: "New scenario" });
  await wizard.getByLabel("Name", { exact: true }).fill(name);
  await wizard.getByLabel("Game").selectOption({ label: options.game });
  await wizard.getByLabel("Map").selectOption({ label: options.map });
  await wizard.getByLabel(/^(Turns|Rounds)$/).fill(String(options.turns));
  await page.screenshot({ path: `test-results/new-theatre-${shot}.png` });
  await wizard.getByRole("button", { name: "Create scenario" }).click();
  await expect(page.getByLabel(`${name} as JSON`)).toBeAttached({ timeout: 30_000 });
  await expect(page.locator(".de-problems")).toContainText("checked in", { timeout: 30_000 });
}

/** Double-clicks a cell of the OOB table, types a value (never JSON: a number, a name) and commits it. */
async function setCell(page: Page, unit: string, column: string, value: string) {
  const row = page.getByTestId("oob-table").locator(`[role="row"][data-unit="${unit}"]`);
  await row.locator(`[data-col="${column}"]`).dblclick();
  const input = row.getByRole("textbox");
  await input.fill(value);
  await input.press("Enter");
  await expect(page.getByTestId("oob-table").locator(`[role="row"][data-unit="${unit}"] [data-col="${column}"]`)).toHaveText(value);
}

/** Picks a nation or unit type from the cell's list of those the game declares. */
async function pickCell(page: Page, unit: string, column: string, option: string, shows: string) {
  const row = page.getByTestId("oob-table").locator(`[role="row"][data-unit="${unit}"]`);
  await row.locator(`[data-col="${column}"]`).dblclick();
  await row.getByRole("combobox").selectOption({ label: option });
  await expect(row.locator(`[data-col="${column}"]`)).toHaveText(shows);
}

/** Adds a unit with "+ Unit", gives it an id, a name and its values. */
async function addUnit(page: Page, id: string, name: string, values: { nation?: [string, string]; type?: [string, string]; attack: number; defence: number; er: number; ma: number; sp: number; steps: number }) {
  const table = page.getByTestId("oob-table");
  await table.getByRole("button", { name: "+ Unit" }).click();
  const idInput = table.getByRole("textbox", { name: /^Id of / });
  await idInput.fill(id);
  await idInput.press("Enter");
  await expect(table.locator(`[role="row"][data-unit="${id}"]`)).toBeVisible();
  await setCell(page, id, "name", name);
  if (values.nation) await pickCell(page, id, "nation", values.nation[0], values.nation[1]);
  if (values.type) await pickCell(page, id, "type", values.type[0], values.type[1]);
  for (const key of ["attack", "defence", "er", "ma", "sp", "steps"] as const) await setCell(page, id, key, String(values[key]));
}

/** Selects exactly one row of the OOB table and adds `n` numbered copies of it. */
async function copies(page: Page, unit: string, n: number): Promise<void> {
  const table = page.getByTestId("oob-table");
  const all = table.getByLabel("Select all shown units");
  await all.check();
  await all.uncheck();
  await table.getByLabel(`Select ${unit}`).check();
  await table.getByLabel("Number of copies").fill(String(n));
  await table.getByRole("button", { name: `Copy ×${n}` }).click();
  await expect(table.getByRole("status")).toContainText(`Added ${n} copies of ${unit}`);
  await expect(table.locator(`[role="row"][data-unit="${unit}-${n}"]`)).toBeVisible();
}

async function expectNoProblems(page: Page) {
  await expect(page.getByTestId("problem-errors")).toHaveText("0 errors");
  await expect(page.getByTestId("problem")).toHaveCount(0);
  await expect(page.locator(".de-problems")).toContainText("No problems found.");
}

async function save(page: Page, message: string) {
  await page.getByLabel("Revision message").fill(message);
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
}

/** Where a hex is on the set-up map: page and canvas coordinates (it must be in view). */
async function hexOnSetupMap(page: Page, canvas: Locator, label: string) {
  const point = await page.evaluate((l) => window.__warbenchSetupMap?.pointOf(l) ?? null, label);
  const box = await canvas.boundingBox();
  if (!point || !box) throw new Error(`hex ${label} is not on the map`);
  expect(point.x, `hex ${label} in view`).toBeGreaterThan(box.x + 4);
  expect(point.x, `hex ${label} in view`).toBeLessThan(box.x + box.width - 4);
  expect(point.y, `hex ${label} in view`).toBeGreaterThan(box.y + 4);
  expect(point.y, `hex ${label} in view`).toBeLessThan(box.y + box.height - 4);
  return { page: point, canvas: { x: point.x - box.x, y: point.y - box.y } };
}

async function painterPoint(page: Page, label: string) {
  const p = await page.evaluate((l) => window.__warbenchPainter!.pointOf(l), label);
  expect(p, `hex ${label} is on the map`).not.toBeNull();
  return p!;
}

async function paintStroke(page: Page, labels: string[]) {
  const points = [];
  for (const l of labels) points.push(await painterPoint(page, l));
  await page.mouse.move(points[0]!.x, points[0]!.y);
  await page.mouse.down();
  for (const p of points.slice(1)) await page.mouse.move(p.x, p.y, { steps: 4 });
  await page.mouse.up();
}

test("a new Next War theatre from its template: paint, a scenario from the wizard, units set up on the map, a reinforcement, a bot game to the end", async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript({ content: "window.__name = (f) => f;" });
  await page.goto("/");
  await expect(page.getByTestId("project-card")).toHaveCount(0);
  await page.screenshot({ path: "test-results/new-theatre-empty-library.png" });

  // The template: a game, a blank map and an empty scenario.
  const project = await fromTemplate(page, "nextwar", "Northern Front");
  await expect(page.getByTestId("document-row")).toHaveCount(3);
  await page.screenshot({ path: "test-results/new-theatre-nextwar-project.png" });

  // Paint a few hexes of the blank map: a forest, a ridge of hills, a town.
  await page.getByRole("link", { name: "Map", exact: true }).click();
  await page.waitForFunction(() => window.__warbenchPainter !== undefined, undefined, { timeout: 30_000 });
  await expect(page.getByTestId("lint-count")).toHaveText("0 errors, 0 warnings", { timeout: 30_000 });
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.getByRole("radio", { name: /^Forest/ }).click();
  await paintStroke(page, ["1813", "1913", "2013", "2113"]);
  await page.getByRole("radio", { name: /^Hills/ }).click();
  await paintStroke(page, ["2217", "2317", "2417"]);
  await page.getByRole("radio", { name: /^Urban/ }).click();
  await paintStroke(page, ["2011"]);
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
  const painted = await page.evaluate(() => {
    const doc = window.__warbenchPainter!.editor.document();
    const char = (v: string) => doc.terrain.legend.find((e) => e.value === v)?.char;
    return { row13: doc.terrain.rows[12], row17: doc.terrain.rows[16], row11: doc.terrain.rows[10], forest: char("forest"), hills: char("hills"), urban: char("urban") };
  });
  expect(painted.row13!.slice(17, 21)).toBe(painted.forest!.repeat(4));
  expect(painted.row17!.slice(21, 24)).toBe(painted.hills!.repeat(3));
  expect(painted.row11![19]).toBe(painted.urban);
  await page.screenshot({ path: "test-results/new-theatre-painted.png" });
  await page.getByTestId("map-canvas").focus();
  await page.keyboard.press("Control+s");
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
  await expect(page.getByTestId("lint-count")).toHaveText("0 errors, 0 warnings");

  // A scenario of four turns from the wizard.
  await page.goto(project);
  await newScenario(page, "Border Clash", { game: "Game (nextwar-standard)", map: "Map (hex)", turns: 4 }, "nextwar-wizard");
  await expectNoProblems(page);
  // With no units yet, the map's list of units to place says where units come from.
  await expect(page.getByTestId("unit-tray")).toContainText("No units yet: add them in the OOB table");
  await page.screenshot({ path: "test-results/new-theatre-nextwar-scenario.png" });

  // The OOB is empty: four Westland brigades and four Eastland ones, from the table.
  await page.getByRole("tab", { name: "OOB table" }).click();
  // The table's head stays inside the table (it once spilled over the map pane at this width).
  const tableBox = (await page.getByTestId("oob-table").boundingBox())!;
  const headBox = (await page.getByTestId("oob-table").locator(".de-grid-head").boundingBox())!;
  expect(headBox.x + headBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width + 1);
  await addUnit(page, "wl-inf", "Westland Infantry", { attack: 3, defence: 4, er: 3, ma: 6, sp: 1, steps: 1 });
  await copies(page, "wl-inf", 3);
  await addUnit(page, "el-armour", "Eastland Armour", { nation: ["Eastland (eastland)", "eastland"], type: ["Armour (armour)", "armour"], attack: 5, defence: 3, er: 4, ma: 10, sp: 1, steps: 1 });
  await copies(page, "el-armour", 3);
  await expect(page.getByTestId("oob-table").getByRole("row").filter({ has: page.locator("[data-col]") })).toHaveCount(8);
  await page.screenshot({ path: "test-results/new-theatre-oob.png" });
  // Units not placed yet are all this scenario lacks.
  await expect(page.getByTestId("problem-errors")).toHaveText("0 errors");
  await expect(page.locator('[data-testid="problem"]:not([data-code="W-UNIT-UNPLACED"])')).toHaveCount(0);

  // Six of them dragged from the list of units to place onto hexes of the map pane.
  const pane = page.getByTestId("map-pane");
  const tray = page.getByTestId("unit-tray");
  const canvas = pane.getByTestId("map-canvas");
  await expect(tray.getByRole("option")).toHaveCount(8);
  const targets: [string, string][] = [
    ["wl-inf", "1814"],
    ["wl-inf-1", "1914"],
    ["wl-inf-2", "2014"],
    ["el-armour", "1816"],
    ["el-armour-1", "1916"],
    ["el-armour-2", "2016"],
  ];
  // Closer in, as a designer would before dropping counters on a 40×30 map.
  await pane.getByRole("button", { name: "Zoom in" }).click();
  for (const [i, [unit, hex]] of targets.entries()) {
    await tray.locator(`[data-unit="${unit}"]`).dragTo(canvas, { targetPosition: (await hexOnSetupMap(page, canvas, hex)).canvas });
    await expect(pane).toHaveAttribute("data-counters", String(i + 1));
  }
  await expect(tray.getByRole("option")).toHaveCount(2);
  await page.screenshot({ path: "test-results/new-theatre-setup.png" });

  // A reinforcement on turn 2 from the timeline: the two units left, entering at a hex picked on the map.
  await page.getByRole("tab", { name: "Reinforcements" }).click();
  const timeline = page.getByTestId("timeline");
  await timeline.getByRole("button", { name: "Add reinforcements on turn 2" }).click();
  const form = page.getByTestId("new-reinforcement");
  await form.getByLabel(/Westland Infantry 3/).check();
  await form.getByLabel(/Eastland Armour 3/).check();
  await form.getByRole("button", { name: "Pick on map" }).click();
  await expect(page.getByTestId("map-pick")).toBeVisible();
  const entry = await hexOnSetupMap(page, canvas, "2012");
  await page.mouse.click(entry.page.x, entry.page.y);
  await expect(form.getByLabel("Entry hex or edge")).toHaveValue("2012");
  await page.screenshot({ path: "test-results/new-theatre-new-reinforcement.png" });
  await form.getByRole("button", { name: "Add 2 units on turn 2" }).click();
  const turn2 = timeline.locator('[data-turn="2"]');
  await expect(turn2.locator('[data-unit="wl-inf-3"]')).toHaveText("Westland Infantry 3");
  await expect(turn2).toContainText("at 2012");

  // Nothing wrong: not one error or warning.
  await expectNoProblems(page);
  await page.screenshot({ path: "test-results/new-theatre-timeline.png" });
  await save(page, "Set up on the map");

  // ▶ Playtest: bots for both sides at instant speed, to the end.
  await page.getByRole("link", { name: /Playtest/ }).click();
  await expect(page).toHaveURL(/\/playtest$/);
  await page.waitForFunction(() => window.__warbenchPlaytest !== undefined, undefined, { timeout: 30_000 });
  await expect(page.getByTestId("turn")).toHaveText("Turn 1 of 4");
  await expect(page.locator('[data-testid="play-message"].error')).toHaveCount(0);
  await page.waitForFunction(() => (window.__warbenchBoard?.mapReadyAt ?? null) !== null);
  // The map's tiles finish drawing at the opening zoom a moment after the counters.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: "test-results/new-theatre-playtest.png" });
  await page.getByLabel("Bot speed").fill("0");
  await page.getByLabel("Blue", { exact: true }).selectOption("greedy");
  await page.getByLabel("Red", { exact: true }).selectOption("greedy");
  await expect(page.getByTestId("result")).toContainText("Game over", { timeout: 90_000 });
  await expect(page.getByTestId("game-save-state")).toHaveText("Game saved", { timeout: 15_000 });
  await page.screenshot({ path: "test-results/new-theatre-result.png" });
});

test("a new area theatre from its template: a scenario from the wizard, units set up by territory and sea zone, no lint at all", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  const project = await fromTemplate(page, "area", "Inland Sea");
  await expect(page.getByTestId("document-row")).toHaveCount(3);
  await page.screenshot({ path: "test-results/new-theatre-area-project.png" });

  // The template's map draws and validates clean in the area painter.
  await page.getByRole("link", { name: "Map", exact: true }).click();
  await expect(page.getByTestId("area-canvas")).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: "test-results/new-theatre-area-map.png" });

  await page.goto(project);
  await newScenario(page, "Opening Moves", { game: "Game (aa1942)", map: "Map (area)", turns: 6 }, "area-wizard");
  await expectNoProblems(page);
  // An area scenario sets up counts per territory: its own view, no OOB table or reinforcement timeline.
  await expect(page.getByRole("tab", { name: "OOB table" })).toHaveCount(0);
  await page.getByRole("tab", { name: "Setup" }).click();
  const setup = page.getByTestId("area-setup");
  await expect(setup).toContainText("Nothing set up yet");

  const add = async (where: string, nation: string | null, count: number, type: string) => {
    const form = setup.getByRole("form", { name: "Add units" });
    await form.getByLabel("Territory or sea zone").selectOption({ label: where });
    if (nation) await form.getByLabel("Nation").selectOption({ label: nation });
    await form.getByLabel("How many").fill(String(count));
    await form.getByLabel("Unit type").selectOption({ label: type });
    await form.getByRole("button", { name: "Add" }).click();
  };
  // The nation follows the territory's owner; a sea zone offers ships and aircraft only.
  await setup.getByLabel("Territory or sea zone").selectOption({ label: "Eastland home" });
  await expect(setup.getByLabel("Nation")).toHaveValue("eastland");
  await setup.getByLabel("Territory or sea zone").selectOption({ label: "Sea zone 1" });
  await expect(setup.getByLabel("Unit type").locator("option", { hasText: "Infantry" })).toHaveCount(0);

  await add("Westland home", null, 3, "Infantry (land)");
  await add("Westland home", null, 1, "Tank (land)");
  await add("Westland home", null, 1, "Fighter (air)");
  await add("Eastland home", null, 4, "Infantry (land)");
  await add("Eastland home", null, 1, "Artillery (land)");
  await add("Sea zone 1", "Westland", 1, "Destroyer (sea)");
  await add("Sea zone 1", "Eastland", 1, "Submarine (sea)");
  // Adding again to what a space already holds grows its count.
  await add("Westland home", null, 2, "Infantry (land)");
  await expect(setup.getByRole("spinbutton", { name: "Infantry of Westland in Westland home" })).toHaveValue("5");
  await expect(page.getByTestId("area-totals")).toContainText("Westland: 8 units, 39 IPC");
  await expect(page.getByTestId("area-totals")).toContainText("Eastland: 6 units, 22 IPC");

  // A count changed in place, and units taken away.
  const tanks = setup.getByRole("spinbutton", { name: "Tank of Westland in Westland home" });
  await tanks.fill("2");
  await tanks.press("Enter");
  await expect(page.getByTestId("area-totals")).toContainText("Westland: 9 units, 45 IPC");
  await setup.getByRole("button", { name: "Remove Submarine of Eastland in Sea zone 1" }).click();
  await expect(setup.getByRole("region", { name: "Sea zone 1" })).not.toContainText("Eastland");
  await expectNoProblems(page);
  await page.screenshot({ path: "test-results/new-theatre-area-setup.png" });

  // Every step was an edit of the document's text, which now holds them all.
  await page.getByRole("tab", { name: "JSON" }).click();
  await save(page, "Set up by territory");
  await page.reload();
  await page.getByRole("tab", { name: "Setup" }).click();
  await expect(page.getByRole("spinbutton", { name: "Infantry of Westland in Westland home" })).toHaveValue("5");
  await expect(page.getByRole("spinbutton", { name: "Tank of Westland in Westland home" })).toHaveValue("2");
  await expect(page.getByRole("spinbutton", { name: "Destroyer of Westland in Sea zone 1" })).toHaveValue("1");
  await expect(page.getByTestId("problem-errors")).toHaveText("0 errors", { timeout: 30_000 });
});
