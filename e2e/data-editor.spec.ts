import { readFileSync } from "node:fs";
import { type Locator, type Page, expect, test } from "@playwright/test";
import { editorText, expectEditorText, newDocument, newProject, setEditorText } from "./helpers";

// Every request the page or its workers make must stay on the app's own origin (no CDN, no fonts, no telemetry).
let outside: string[] = [];
test.beforeEach(async ({ context, baseURL }) => {
  outside = [];
  const origin = new URL(baseURL as string).origin;
  context.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith("data:") && !url.startsWith("blob:")) outside.push(url);
  });
});
test.afterEach(() => {
  expect(outside, "requests outside the app's origin").toEqual([]);
});

async function openSample(page: Page, document: string, query = "") {
  await page.goto("/");
  await page.getByTestId("project-card").filter({ hasText: "Next War sample" }).getByRole("link").first().click();
  const link = page.getByRole("link", { name: document, exact: true });
  await page.goto(`${await link.getAttribute("href")}${query}`);
  await expect(page.getByLabel(`${document} as JSON`)).toBeAttached({ timeout: 30_000 });
  // The lint worker has answered once the problems panel says how long it took.
  await expect(page.locator(".de-problems")).toContainText("checked in", { timeout: 30_000 });
  // Every test edits the one sample: an edit autosaved after a slow test's last step would be the next test's document.
  await page.getByLabel("Autosave").uncheck();
}

/** How many units the OOB table holds before a test changes them ("n of n units" with no filter). */
async function unitTotal(table: Locator) {
  const text = await table.getByText(/^\d+ of \d+ units$/).innerText();
  const [, shown, all] = /^(\d+) of (\d+)/.exec(text)!;
  expect(shown, "the table starts unfiltered").toBe(all);
  return Number(all);
}

/** Puts the cursor just inside the closing quote of the first match of `needle` (a string ending in a quote). */
async function cursorAtEndOf(page: Page, documentName: string, needle: string) {
  await page.getByLabel(`${documentName} as JSON`).focus();
  await page.keyboard.press("ControlOrMeta+F");
  // Typed before the find box has focus, the needle would land in the document (seen on a loaded CI machine).
  const findBox = page.locator(".find-widget.visible .monaco-findInput").locator("textarea, input").first();
  await expect(findBox).toBeFocused();
  await page.keyboard.insertText(needle);
  await expect(findBox).toHaveValue(needle);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
}

async function replaceBefore(page: Page, count: number, text: string) {
  for (let i = 0; i < count; i += 1) await page.keyboard.press("Backspace");
  await page.keyboard.insertText(text);
}

const problem = (page: Page, code: string) => page.getByTestId("problem").and(page.locator(`[data-code="${code}"]`));
/** Problems other than the given codes (new units are rightly unplaced, a blank one incomplete). */
const problemsBut = (page: Page, ...codes: string[]) => page.locator(`[data-testid="problem"]${codes.map((c) => `:not([data-code="${c}"])`).join("")}`);

test("an unknown unit type is marked with its lint code where it is, and the mark goes when fixed", async ({ page }) => {
  await openSample(page, "Sample scenario");
  await expect(page.getByTestId("problem")).toHaveCount(0);
  await cursorAtEndOf(page, "Sample scenario", '"type": "inf"');
  await replaceBefore(page, 3, "jungle-inf");
  await expect(problem(page, "E-UNIT-UNKNOWN-TYPE")).toBeVisible();
  await expect(problem(page, "E-UNIT-UNKNOWN-TYPE")).toContainText("jungle-inf");
  await expect(page.locator(".de-text .squiggly-error")).toHaveCount(1);
  // The marker sits on the line that says it; clicking the problem puts the cursor there.
  const where = await problem(page, "E-UNIT-UNKNOWN-TYPE").locator(".de-where").innerText();
  const line = Number(/Ln (\d+)/.exec(where)?.[1]);
  await problem(page, "E-UNIT-UNKNOWN-TYPE").click();
  await expect(page.locator(".de-text .line-numbers.active-line-number")).toHaveText(String(line));
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
  // Lint errors never block a save: work in progress is saved, and still marked.
  await page.keyboard.press("ControlOrMeta+S");
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
  await expect(problem(page, "E-UNIT-UNKNOWN-TYPE")).toBeVisible();

  await cursorAtEndOf(page, "Sample scenario", '"type": "jungle-inf"');
  await replaceBefore(page, "jungle-inf".length, "inf");
  await expect(page.getByTestId("problem")).toHaveCount(0);
  await expect(page.locator(".de-text .squiggly-error")).toHaveCount(0);
  await page.keyboard.press("ControlOrMeta+S");
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
});

test("an unknown terrain id in a map opened as JSON is marked, and unmarked once fixed", async ({ page }) => {
  await openSample(page, "Sample theatre", "?view=json");
  await cursorAtEndOf(page, "Sample theatre", '"value": "forest"');
  await replaceBefore(page, "forest".length, "jungle");
  await expect(problem(page, "E-MAP-UNKNOWN-TERRAIN-TYPE")).toBeVisible();
  await expect(page.locator(".de-text .squiggly-error").first()).toBeVisible();
  await replaceBefore(page, "jungle".length, "forest");
  await expect(page.getByTestId("problem")).toHaveCount(0);
});

test("completes a unit id in a setup entry, unplaced units first", async ({ page }) => {
  await openSample(page, "Sample scenario");
  await cursorAtEndOf(page, "Sample scenario", '"unit": "nl-inf-1"');
  await replaceBefore(page, "nl-inf-1".length, "nl-inf-");
  const suggest = page.locator(".suggest-widget.visible");
  if (!(await suggest.isVisible())) await page.keyboard.press("Control+Space");
  await expect(suggest.locator(".monaco-list-row").first()).toContainText("nl-inf-1", { timeout: 10_000 });
  await expect(suggest.locator(".monaco-list-row").first()).toContainText("not placed yet");
  await page.keyboard.press("Enter");
  await expectEditorText(page, /"unit": "nl-inf-1",/);
  expect(await editorText(page)).not.toMatch(/"unit": "nl-inf-1"1/);
  await expect(page.getByTestId("problem")).toHaveCount(0);
});

test("bulk-edits ER in the OOB table, the JSON changes, and one undo takes it back", async ({ page }) => {
  await openSample(page, "Sample scenario");
  await page.getByRole("tab", { name: "OOB table" }).click();
  const table = page.getByTestId("oob-table");
  const total = await unitTotal(table);
  await table.getByLabel("Filter units").fill("ostmark armour");
  await expect(table.getByText(/^\d+ of \d+ units$/)).not.toHaveText(`${total} of ${total} units`);
  const shown = Number(/^(\d+)/.exec(await table.getByText(/ of \d+ units$/).innerText())?.[1]);
  expect(shown).toBeGreaterThan(1);
  await table.getByLabel("Select all shown units").check();
  await table.getByLabel("Bulk field").selectOption("er");
  await table.getByLabel("Bulk value").fill("6");
  await table.getByRole("button", { name: `Apply to ${shown}` }).click();
  const erCells = table.locator('.de-grid-row [data-col="er"]');
  await expect(erCells).toHaveText(Array(shown).fill("6"));
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");

  // The text is the one source of truth: the unit's JSON says so.
  const firstId = await table.locator(".de-grid-row").first().getAttribute("data-unit");
  await table.getByRole("button", { name: `Show ${firstId} in JSON` }).click();
  await expectEditorText(page, new RegExp(`"id": "${firstId}",[\\s\\S]*"er": 6,`));

  // One undo step for the whole bulk edit.
  await page.keyboard.press("ControlOrMeta+Z");
  await page.getByRole("tab", { name: "OOB table" }).click();
  await expect(erCells.first()).not.toHaveText("6");
});

test("drags a reinforcement to another turn and the schedule in the JSON follows", async ({ page }) => {
  await openSample(page, "Sample scenario");
  await page.getByRole("tab", { name: "Reinforcements" }).click();
  const timeline = page.getByTestId("timeline");
  const turn = (n: number) => timeline.locator(`[data-turn="${n}"]`);
  await expect(turn(2).locator('[data-unit="nl-hq-1"]')).toBeVisible();
  await turn(2).locator('[data-unit="nl-hq-1"]').dragTo(turn(5));
  await expect(turn(5).locator('[data-unit="nl-hq-1"]')).toBeVisible();
  await expect(turn(2).locator('[data-unit="nl-hq-1"]')).toHaveCount(0);
  await expect(turn(2).locator('[data-unit="nl-armour-3"]')).toBeVisible();

  await turn(5).locator('[data-unit="nl-hq-1"]').dblclick();
  await expectEditorText(page, /"turn": 5,\s*"units": \[\s*"nl-hq-1"\s*\],\s*"at": "edge:west"/);
  await expect(page.getByTestId("problem")).toHaveCount(0);
});

test("the cursor on a setup hex highlights it on the map", async ({ page }) => {
  await openSample(page, "Sample scenario");
  const map = page.getByTestId("map-pane");
  await expect(map).toHaveAttribute("data-counters", /^[1-9][0-9]*$/);
  await cursorAtEndOf(page, "Sample scenario", '"at": "2009"');
  await expect(map).toHaveAttribute("data-highlight", "2009");
  await expect(page.getByTestId("map-highlight")).toHaveText("cursor at 2009");
  await cursorAtEndOf(page, "Sample scenario", '"at": "0915"');
  await expect(map).toHaveAttribute("data-highlight", "0915");
  await page.screenshot({ path: "test-results/data-editor-map.png" });
});

test("a document's $schema picks the schema Monaco checks it against", async ({ page }) => {
  await openSample(page, "Next War module");
  await expect(page.locator(".de-text .squiggly-error")).toHaveCount(0);
  await cursorAtEndOf(page, "Next War module", 'game.schema.json"');
  await replaceBefore(page, "game.schema.json".length, "scenario.schema.json");
  // Checked as a scenario now: a game's own keys are not allowed there. (Our lints still read it as a game.)
  await expect(page.locator(".de-text .squiggly-error").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("problem")).toHaveCount(0);
  await replaceBefore(page, "scenario.schema.json".length, "game.schema.json");
  await expect(page.locator(".de-text .squiggly-error")).toHaveCount(0, { timeout: 15_000 });
});

test("hover on a hex label shows its terrain and features; F12 on a unit type opens it in the game", async ({ page }) => {
  await openSample(page, "Sample scenario");
  await cursorAtEndOf(page, "Sample scenario", '"at": "0915"');
  await page.keyboard.press("ArrowLeft");
  // Monaco's "show hover" command, as Ctrl+K Ctrl+I does.
  await page.keyboard.press("ControlOrMeta+K");
  await page.keyboard.press("ControlOrMeta+I");
  const hover = page.locator(".monaco-hover").filter({ hasText: "Hex 0915" });
  await expect(hover).toBeVisible();
  await expect(hover).toContainText("Urban");
  await expect(hover).toContainText("major-city “Halvard”");
  await page.keyboard.press("Escape");

  await cursorAtEndOf(page, "Sample scenario", '"type": "armour"');
  await page.keyboard.press("F12");
  const definition = page.getByRole("region", { name: "Definition" });
  await expect(definition).toContainText("Defined in the game: Next War module");
  await expect(definition.locator(".view-lines")).toContainText('"id": "armour"');
});

test("saves by itself after a pause in typing, as a revision named Autosave", async ({ page }) => {
  await newProject(page, "Autosaved");
  await newDocument(page, "Charts", "game");
  await setEditorText(page, "Charts", JSON.stringify({ schemaVersion: 1, name: "Charts", ruleset: "nextwar-standard" }, null, 2));
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 20_000 });
  await page.getByRole("link", { name: /History/ }).click();
  await expect(page.getByTestId("revision-row").first()).toContainText("Autosave");
});

test("sets units up on the map by dragging, moves and removes them, and adds a reinforcement from the timeline", async ({ page }) => {
  test.setTimeout(120_000);
  // The sample with six units taken off the map and its first turn-2 entry gone: eight units to place.
  const sample = JSON.parse(readFileSync("lib/samples/nextwar-sample/scenario.json", "utf8")) as {
    setup: { unit: string; at: string }[];
    reinforcements: { turn: number; units: string[]; at: string }[];
  };
  const targets: [string, string][] = [
    ["nl-inf-1", "2307"],
    ["nl-inf-2", "2009"],
    ["nl-inf-3", "2309"],
    ["nl-inf-4", "2609"],
    ["os-inf-1", "3607"],
    ["os-inf-2", "3907"],
  ];
  const scenario = { ...sample, setup: sample.setup.filter((s) => !targets.some(([u]) => u === s.unit)), reinforcements: sample.reinforcements.slice(1) };
  await openSample(page, "Sample scenario");
  // Later specs play the sample as it is: nothing of this test is saved.
  await page.getByLabel("Autosave").uncheck();
  await setEditorText(page, "Sample scenario", JSON.stringify(scenario, null, 2));

  const pane = page.getByTestId("map-pane");
  const tray = page.getByTestId("unit-tray");
  const canvas = page.getByTestId("map-canvas");
  await expect(tray.getByRole("option")).toHaveCount(8);
  const before = Number(await pane.getAttribute("data-counters"));
  const at = async (label: string) => {
    const point = await page.evaluate((l) => window.__warbenchSetupMap?.pointOf(l) ?? null, label);
    const box = await canvas.boundingBox();
    if (!point || !box) throw new Error(`hex ${label} is not on the map`);
    expect(point.x).toBeGreaterThan(box.x);
    expect(point.x).toBeLessThan(box.x + box.width);
    expect(point.y).toBeGreaterThan(box.y);
    expect(point.y).toBeLessThan(box.y + box.height);
    return { page: point, canvas: { x: point.x - box.x, y: point.y - box.y } };
  };

  // Six drags from the list of units to place onto hexes: six setup entries.
  for (const [i, [unit, hex]] of targets.entries()) {
    await tray.locator(`[data-unit="${unit}"]`).dragTo(canvas, { targetPosition: (await at(hex)).canvas });
    await expect(pane).toHaveAttribute("data-counters", String(before + i + 1));
  }
  await expect(tray.getByRole("option")).toHaveCount(2);
  await expect(page.getByTestId("map-here")).toContainText("3907");
  await expect(page.getByTestId("map-here")).toContainText("2nd Rifle Brigade");
  await expect(page.getByTestId("map-here-stacking")).toHaveText(/1\/4 SP/);

  // Drag a counter to another hex: the unit's setup entry now says 2608.
  const from = await at("2609");
  const to = await at("2608");
  await page.mouse.move(from.page.x, from.page.y);
  await page.mouse.down();
  await page.mouse.move(from.page.x + 8, from.page.y + 8, { steps: 3 });
  await page.mouse.move(to.page.x, to.page.y, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId("map-here")).toContainText("2608");
  await expect(page.getByTestId("map-here")).toContainText("4th Infantry Brigade");
  await expect(pane).toHaveAttribute("data-counters", String(before + 6));
  await page.getByTestId("map-here").getByRole("button", { name: "4th Infantry Brigade" }).click();
  await expectEditorText(page, /"unit": "nl-inf-4",\s*"at": "2608"/);

  // Right-click a counter: its menu takes it off the map; one undo puts it back.
  const first = await at("2307");
  await page.mouse.click(first.page.x, first.page.y, { button: "right" });
  const menu = page.getByTestId("stack-menu");
  await expect(menu).toBeVisible();
  await expect(menu).toContainText("1st Infantry Brigade");
  await expect(menu).toContainText("1/4 SP");
  await page.screenshot({ path: "test-results/data-editor-setup-menu.png" });
  await menu.getByRole("button", { name: "Remove 1st Infantry Brigade from the setup" }).click();
  await expect(menu).toHaveCount(0);
  await expect(pane).toHaveAttribute("data-counters", String(before + 5));
  await expect(tray.locator('[data-unit="nl-inf-1"]')).toBeVisible();
  await canvas.focus();
  await page.keyboard.press("ControlOrMeta+Z");
  await expect(pane).toHaveAttribute("data-counters", String(before + 6));
  await expect(tray.locator('[data-unit="nl-inf-1"]')).toHaveCount(0);
  await page.screenshot({ path: "test-results/data-editor-setup.png" });

  // The timeline's + on turn 2: tick the two units left, pick the entry hex on the map, add — one edit.
  await page.getByRole("tab", { name: "Reinforcements" }).click();
  const timeline = page.getByTestId("timeline");
  await timeline.getByRole("button", { name: "Add reinforcements on turn 2" }).click();
  const form = page.getByTestId("new-reinforcement");
  await form.getByLabel(/1st Corps HQ/).check();
  await form.getByLabel(/3rd Armoured Brigade/).check();
  await form.getByRole("button", { name: "Pick on map" }).click();
  await expect(page.getByTestId("map-pick")).toBeVisible();
  await pane.getByRole("button", { name: "Fit", exact: true }).click();
  const entry = await at("0915");
  await page.mouse.click(entry.page.x, entry.page.y);
  await expect(page.getByTestId("map-pick")).toHaveCount(0);
  await expect(form.getByLabel("Entry hex or edge")).toHaveValue("0915");
  await page.screenshot({ path: "test-results/data-editor-new-reinforcement.png" });
  await form.getByRole("button", { name: "Add 2 units on turn 2" }).click();
  await expect(form).toHaveCount(0);
  const turn2 = timeline.locator('[data-turn="2"]');
  // Cards name the units (not their ids), edged in the nation's colour.
  await expect(turn2.locator('[data-unit="nl-hq-1"]')).toHaveText("1st Corps HQ");
  await expect(turn2.locator('[data-unit="nl-armour-3"]')).toHaveText("3rd Armoured Brigade");
  await expect(turn2.locator('[data-unit="nl-hq-1"]')).toHaveCSS("border-left-color", "rgb(79, 127, 191)");
  await expect(turn2).toContainText("at 0915");
  await page.screenshot({ path: "test-results/data-editor-timeline.png" });

  // One undo takes the whole entry away, redo brings it back.
  await page.keyboard.press("ControlOrMeta+Z");
  await expect(turn2.locator('[data-unit="nl-hq-1"]')).toHaveCount(0);
  await page.keyboard.press("ControlOrMeta+Y");
  await expect(turn2.locator('[data-unit="nl-hq-1"]')).toBeVisible();

  // Every unit placed, nothing wrong: the scenario validates with no problem at all.
  await expect(page.getByTestId("problem-errors")).toHaveText("0 errors");
  await expect(page.getByTestId("problem")).toHaveCount(0);
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
});

test("completion offers only ids the project declares, never the schema's examples, and pre-selects one of them", async ({ page }) => {
  await openSample(page, "Sample scenario");
  await cursorAtEndOf(page, "Sample scenario", '"unit": "nl-inf-1"');
  await replaceBefore(page, "nl-inf-1".length, "");
  const suggest = page.locator(".suggest-widget.visible");
  if (!(await suggest.isVisible())) await page.keyboard.press("Control+Space");
  const rows = suggest.locator(".monaco-list-row");
  await expect(rows.first()).toContainText("not placed yet", { timeout: 10_000 });
  // The schema's examples (nl-1-bde, ost-12-tk) name no unit of this project.
  await expect(suggest).not.toContainText("nl-1-bde");
  await expect(suggest.locator(".monaco-list-row.focused")).toContainText("nl-inf-1");
  await page.keyboard.press("Escape");

  // A setup location: the schema's example sea box and map edge are not offered either.
  await cursorAtEndOf(page, "Sample scenario", '"at": "2307"');
  await replaceBefore(page, 4, "");
  if (!(await suggest.isVisible())) await page.keyboard.press("Control+Space");
  await expect(rows.first()).toBeVisible({ timeout: 10_000 });
  await expect(suggest).not.toContainText("edge:west");
  await expect(suggest).not.toContainText("north-sea-coastal");
});

test("accepting a completion inside {\"unit\": \"\"} keeps the closing brace, quotes closed or not", async ({ page }) => {
  await openSample(page, "Sample scenario");
  const suggest = page.locator(".suggest-widget.visible");
  const lines = async (pattern: RegExp) => (await editorText(page)).match(pattern)?.length ?? 0;
  // New setup entries pasted into the document (typed, they race Monaco's auto-closing and the suggest widget), right
  // after the first unit's: first the string left open before the brace (a quote typed where Monaco did not close it
  // — the JSON language's own suggestions then ran to the line's end), then closed, beside an entry already done.
  const sample = readFileSync("lib/samples/nextwar-sample/scenario.json", "utf8");
  const withEntries = (entries: string[]) => {
    const text = JSON.stringify(JSON.parse(sample), null, 2).split("\n");
    const after = text.findIndex((l) => l.includes('"at": "2307"')) + 1;
    text.splice(after + 1, 0, ...entries.map((e) => `    ${e}`));
    return text.join("\n");
  };
  for (const [entries, needle, back, round] of [
    [['{"unit": "}'], '{"unit": "}', 1, 1],
    [['{"unit": "nl-inf-2"}', '{"unit": ""}'], '{"unit": ""}', 2, 2],
  ] as const) {
    await setEditorText(page, "Sample scenario", withEntries([...entries]));
    await cursorAtEndOf(page, "Sample scenario", needle);
    await expectEditorText(page, new RegExp(`^\\s*${needle.replace(/[{}"]/g, "\\$&")}$`, "m"));
    for (let i = 1; i < back; i += 1) await page.keyboard.press("ArrowLeft");
    if (await suggest.isVisible()) await page.keyboard.press("Escape");
    await page.keyboard.press("Control+Space");
    // Enter only once this scenario's units are listed (not while the list is still loading or stale).
    await expect(suggest.locator(".monaco-list-row.focused")).toContainText(/nl-[a-z-]+-[0-9]+/, { timeout: 10_000 });
    // Whatever is pre-selected goes between the quotes, and the brace stays.
    await page.keyboard.press("Enter");
    await expect.poll(() => lines(/\{"unit": "[^"\n]+"\}$/gm)).toBe(round);
    // ... and it is a unit of this scenario.
    expect(await lines(/\{"unit": "nl-[a-z-]+-[0-9]+"\}$/gm)).toBe(round);
  }
});

test("hex completion lists land hexes near the unit's formation first", async ({ page }) => {
  await openSample(page, "Sample scenario");
  // os-inf-1 belongs to os-10-div, set up around 3409–4009 on the eastern side.
  await cursorAtEndOf(page, "Sample scenario", '"at": "3607"');
  await replaceBefore(page, 4, "");
  const suggest = page.locator(".suggest-widget.visible");
  if (!(await suggest.isVisible())) await page.keyboard.press("Control+Space");
  const first = suggest.locator(".monaco-list-row").first();
  await expect(first).toBeVisible({ timeout: 10_000 });
  await expect(first).toContainText(/^(3[3-9]|4[0-1])[0-9]{2}/);
  await expect(first).not.toContainText(/sea/i);
});

test("the OOB table adds numbered copies of a unit and renames an id everywhere, each one undo step", async ({ page }) => {
  // Two views, three edits and two undos: a long walk on a shared machine.
  test.slow();
  await openSample(page, "Sample scenario");
  await page.getByRole("tab", { name: "OOB table" }).click();
  const table = page.getByTestId("oob-table");
  const row = (id: string) => table.locator(`.de-grid-row[data-unit="${id}"]`);
  const total = await unitTotal(table);
  await table.getByLabel("Select nl-inf-2").check();
  await table.getByLabel("Number of copies").fill("3");
  await table.getByRole("button", { name: "Copy ×3" }).click();
  await expect(table.getByText(`${total + 3} of ${total + 3} units`)).toBeVisible();
  for (const n of [1, 2, 3]) await expect(row(`nl-inf-2-${n}`).locator('[data-col="name"]')).toHaveText(`2nd Infantry Brigade ${n}`);
  // The copies come selected, ready for a bulk edit; the template is not.
  await expect(table.getByRole("button", { name: "Apply to 3" })).toBeVisible();
  await expect(row("nl-inf-2")).toHaveAttribute("aria-selected", "false");
  await page.screenshot({ path: "test-results/oob-copies.png" });

  // Rename with F2: the setup entry follows, so the unit keeps its hex and nothing dangles.
  await table.getByLabel("Select nl-inf-2-1").uncheck();
  await table.getByLabel("Select nl-inf-2-2").uncheck();
  await table.getByLabel("Select nl-inf-2-3").uncheck();
  await table.getByLabel("Select nl-inf-1").check();
  await page.keyboard.press("F2");
  const idInput = table.getByLabel("Id of nl-inf-1");
  await expect(idInput).toBeFocused();
  await idInput.fill("nl-1-inf-bde");
  await idInput.press("Enter");
  await expect(row("nl-1-inf-bde").locator('[data-col="setup"]')).toHaveText("2307");
  await expect(table.getByRole("status")).toHaveText("Renamed nl-inf-1 to nl-1-inf-bde in 2 places.");
  await expect(page.locator(".de-problems")).toContainText("checked in");
  // Nothing dangles: the only findings are the three copies waiting for a hex.
  await expect(problem(page, "W-UNIT-UNPLACED")).toHaveCount(3);
  await expect(problemsBut(page, "W-UNIT-UNPLACED")).toHaveCount(0);
  await page.screenshot({ path: "test-results/oob-rename.png" });

  // One undo takes the rename back (declaration and setup together); the next takes the copies.
  // Focus off the inputs, where Ctrl+Z is the field's own.
  await table.getByText(/ of \d+ units$/).click();
  await page.keyboard.press("ControlOrMeta+Z");
  await expect(row("nl-inf-1").locator('[data-col="setup"]')).toHaveText("2307");
  await expect(row("nl-1-inf-bde")).toHaveCount(0);
  await expect(table.getByText(`${total + 3} of ${total + 3} units`)).toBeVisible();
  await page.keyboard.press("ControlOrMeta+Z");
  await expect(table.getByText(`${total} of ${total} units`)).toBeVisible();
  await expect(row("nl-inf-2-1")).toHaveCount(0);
});

test("Alt+N adds a unit and opens its id; F2 in the JSON renames a unit and its references", async ({ page }) => {
  // Two views, three edits and two undos: a long walk on a shared machine.
  test.slow();
  await openSample(page, "Sample scenario");
  await page.getByRole("tab", { name: "OOB table" }).click();
  const table = page.getByTestId("oob-table");
  // Focus off the inputs, where Ctrl+Z is the field's own.
  await table.getByText(/ of \d+ units$/).click();
  await page.keyboard.press("Alt+N");
  const idInput = table.getByLabel("Id of unit-1");
  await expect(idInput).toBeFocused();
  await idInput.fill("va-inf-4");
  await idInput.press("Enter");
  await expect(table.locator('.de-grid-row[data-unit="va-inf-4"] [data-col="name"]')).toHaveText("New unit 1");
  // A blank unit after va-mot-inf-1, of its type and nation: it still needs its values and a hex.
  await expect(table.locator('.de-grid-row[data-unit="va-inf-4"] [data-col="nation"]')).toHaveText("valdria");
  await expect(problem(page, "W-UNIT-INCOMPLETE")).toHaveCount(1);
  await expect(problemsBut(page, "W-UNIT-UNPLACED", "W-UNIT-INCOMPLETE")).toHaveCount(0);

  await page.getByRole("tab", { name: "JSON" }).click();
  await cursorAtEndOf(page, "Sample scenario", '"nl-hq-1"');
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("F2");
  const rename = page.locator(".rename-box input");
  await expect(rename).toBeFocused();
  await rename.fill("nl-corps-hq");
  await rename.press("Enter");
  // Monaco announces what the rename did: the declaration and the one reinforcement that names it.
  await expect(page.getByRole("alert").filter({ hasText: "Made 2 edits" })).toBeAttached();
  await expectEditorText(page, /"nl-corps-hq"/);
  await expect(problemsBut(page, "W-UNIT-UNPLACED", "W-UNIT-INCOMPLETE")).toHaveCount(0);
  await page.getByRole("tab", { name: "OOB table" }).click();
  await table.getByLabel("Filter units").fill("hq");
  await expect(table.locator('.de-grid-row[data-unit="nl-corps-hq"] [data-col="setup"]')).toHaveText("T2 edge:west");
  // One undo: the declaration and the reinforcement together. (Focus off the inputs, where Ctrl+Z is the field's own.)
  await table.getByText(/ of \d+ units$/).click();
  await page.keyboard.press("ControlOrMeta+Z");
  await expect(table.locator('.de-grid-row[data-unit="nl-hq-1"] [data-col="setup"]')).toHaveText("T2 edge:west");
});
