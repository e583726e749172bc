import { type Page, expect, test } from "@playwright/test";
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
}

/** Puts the cursor just inside the closing quote of the first match of `needle` (a string ending in a quote). */
async function cursorAtEndOf(page: Page, documentName: string, needle: string) {
  await page.getByLabel(`${documentName} as JSON`).focus();
  await page.keyboard.press("ControlOrMeta+F");
  await page.keyboard.insertText(needle);
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
  await table.getByLabel("Filter units").fill("ostmark armour");
  await expect(table.getByText(/^\d+ of 60 units$/)).not.toHaveText("60 of 60 units");
  const shown = Number(/^(\d+)/.exec(await table.getByText(/ of 60 units$/).innerText())?.[1]);
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

test("accepting a completion inside {\"unit\": \"\"} keeps the closing brace", async ({ page }) => {
  await openSample(page, "Sample scenario");
  // After the first setup entry: a new entry typed the way a designer types it (Monaco closes the brace and quotes).
  await cursorAtEndOf(page, "Sample scenario", '"at": "2307"');
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type('{"unit": "');
  const suggest = page.locator(".suggest-widget.visible");
  if (!(await suggest.isVisible())) await page.keyboard.press("Control+Space");
  await expect(suggest.locator(".monaco-list-row").first()).toBeVisible({ timeout: 10_000 });
  // Whatever is pre-selected goes in between the quotes, and the brace stays.
  await page.keyboard.press("Enter");
  await expectEditorText(page, /\{"unit": "[^"\n]+"\}/);
  await expectEditorText(page, /\{"unit": "nl-[a-z-]+-[0-9]+"\}/);
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
