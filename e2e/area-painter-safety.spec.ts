import { expect, type Page, test } from "@playwright/test";

/**
 * [#26 items 2 and 6] in Chromium: deleting a territory a scenario places
 * units in asks first and names them; a split keeps the IPC and unique flags on
 * one half; the knife cuts the space its line crosses, not the selected one.
 * Each test works on its own copy of the area sample, so the sample the other
 * suites play stays as it was.
 */

/** Duplicates a sample project, renames the copy (so the samples' names stay unique in the library) and opens its map. */
async function openSampleCopy(page: Page, sample = "Area sample", map = "Area map"): Promise<void> {
  // Unique in the library whatever ran before (a failed test's worker starts again).
  const name = `Safety copy ${test.info().title.slice(0, 24)} ${test.info().retry}`;
  await page.goto("/");
  const card = page.getByTestId("project-card").filter({ has: page.getByRole("link", { name: sample, exact: true }) });
  await card.getByLabel(`Actions for ${sample}`).click();
  await card.getByRole("menuitem", { name: "Duplicate" }).click();
  const copy = page.getByTestId("project-card").filter({ has: page.getByRole("link", { name: `${sample} (copy)`, exact: true }) });
  await copy.getByLabel(`Actions for ${sample} (copy)`).click();
  await copy.getByRole("menuitem", { name: "Rename…" }).click();
  const dialog = page.getByRole("dialog", { name: "Rename project" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Save" }).click();
  await page.getByRole("link", { name, exact: true }).click();
  await page.getByRole("link", { name: map, exact: true }).click();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
}

/** Page coordinates of a point in map pixels; the sample wraps east–west, so the copy of it that is on the canvas. */
async function at(page: Page, x: number, y: number) {
  return page.evaluate(
    ([mx, my]) => {
      const { screenOf, editor, view } = window.__warbenchArea!;
      const rect = document.querySelector("[data-testid=area-canvas]")!.getBoundingClientRect();
      const p = screenOf(mx!, my!);
      const period = editor.model.meta.size.width * view.state.scale;
      while (p.x < rect.left) p.x += period;
      while (p.x > rect.right) p.x -= period;
      return p;
    },
    [x, y] as const,
  );
}

/** Clicks a space at its label point (where its name is drawn). */
async function clickSpace(page: Page, id: string) {
  const label = await page.evaluate((s) => window.__warbenchArea!.editor.spaceView(s)!.label, id);
  const p = await at(page, label.x, label.y);
  await page.mouse.click(p.x, p.y);
}

const territoryIds = (page: Page) => page.evaluate(() => window.__warbenchArea!.editor.document().territories.map((t) => t.id));

const totals = (page: Page) =>
  page.evaluate(() => {
    const ts = window.__warbenchArea!.editor.document().territories;
    return {
      count: ts.length,
      ipc: ts.reduce((s, t) => s + t.ipc, 0),
      victoryCities: ts.filter((t) => t.victoryCity).length,
      factories: ts.filter((t) => t.industrialComplex).length,
    };
  });

/** A vertical knife line through a space's label point, from just above its outline to just below. */
async function knifeThrough(page: Page, id: string) {
  const line = await page.evaluate((s) => {
    const v = window.__warbenchArea!.editor.spaceView(s)!;
    const ys = v.polygons.flatMap((p) => p.filter((_, i) => i % 2 === 1));
    return [
      { x: v.label.x, y: Math.min(...ys) - 4 },
      { x: v.label.x, y: Math.max(...ys) + 4 },
    ];
  }, id);
  await page.keyboard.press("k");
  for (const p of line) {
    const s = await at(page, p.x, p.y);
    await page.mouse.click(s.x, s.y);
  }
  await page.keyboard.press("Enter");
}

test("deleting a territory a scenario places units in names them, and asks first; cancel keeps it, undo brings it back [#26 item 2]", async ({ page }) => {
  await openSampleCopy(page);
  await page.waitForFunction(() => window.__warbenchArea !== undefined);
  await page.getByTestId("area-canvas").focus();
  await page.keyboard.press("v");
  await clickSpace(page, "aurel");
  await expect(page.getByTestId("space-name")).toHaveValue("Aurel");

  await page.getByRole("button", { name: "Delete space" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete “Aurel”?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("space-uses")).toContainText("Area scenario: aurelia places 3 infantry, 1 artillery, 1 tank, 1 aa-gun, 1 fighter, 1 bomber in aurel; counts aurel as a victory city.");
  await expect(dialog).toContainText("Ctrl+Z");
  await page.screenshot({ path: "test-results/area-delete-occupied.png" });

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(await territoryIds(page)).toContain("aurel");

  // The Delete key asks the same.
  await page.getByTestId("area-canvas").focus();
  await page.keyboard.press("Delete");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete space" }).click();
  await expect(dialog).toBeHidden();
  expect(await territoryIds(page)).not.toContain("aurel");
  await expect(page.getByTestId("area-hint")).toContainText("Ctrl+Z undoes it");

  await page.getByTestId("area-canvas").focus();
  await page.keyboard.press("Control+z");
  await expect.poll(() => territoryIds(page)).toContain("aurel");

  // A territory no scenario uses goes at once, with the word about undo.
  await page.keyboard.press("v");
  await clickSpace(page, "the-spine");
  await page.getByRole("button", { name: "Delete space" }).click();
  await expect.poll(() => territoryIds(page)).not.toContain("the-spine");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("area-hint")).toContainText("Ctrl+Z undoes it");
});

test("splitting a territory keeps the map's IPC and its victory city and factory on one half, and says so [#26 item 6]", async ({ page }) => {
  await openSampleCopy(page);
  await page.waitForFunction(() => window.__warbenchArea !== undefined);
  const before = await totals(page);
  await page.getByTestId("area-canvas").focus();
  await knifeThrough(page, "sablecoast");
  await expect(page.getByTestId("area-hint")).toContainText(/IPC 5, the victory city and the industrial complex stay with the (north|south|east|west) half, "Sablecoast"/);
  await page.screenshot({ path: "test-results/area-split-note.png" });
  const after = await totals(page);
  expect(after).toEqual({ ...before, count: before.count + 1 });
  const halves = await page.evaluate(() => window.__warbenchArea!.editor.document().territories.filter((t) => t.id.startsWith("sablecoast")));
  expect(halves.map((t) => [t.id, t.ipc, !!t.victoryCity, !!t.industrialComplex])).toEqual([
    ["sablecoast", 5, true, true],
    ["sablecoast-2", 0, false, false],
  ]);
});

test("the knife cuts the space its line crosses, not the one selected [#26 item 6]", async ({ page }) => {
  await openSampleCopy(page);
  await page.waitForFunction(() => window.__warbenchArea !== undefined);
  await page.getByTestId("area-canvas").focus();
  await page.keyboard.press("v");
  await clickSpace(page, "castra");
  await expect(page.getByTestId("space-name")).toHaveValue("Castra");
  const castra = await page.evaluate(() => window.__warbenchArea!.editor.spaceView("castra")!.polygons);
  await knifeThrough(page, "westmarch");
  await expect(page.getByTestId("area-hint")).not.toHaveClass(/error-text/);
  await expect(page.getByTestId("area-hint")).toContainText("Westmarch");
  const ids = await territoryIds(page);
  expect(ids).toContain("westmarch-2");
  expect(ids).not.toContain("castra-2");
  expect(await page.evaluate(() => window.__warbenchArea!.editor.spaceView("castra")!.polygons)).toEqual(castra);
});

test("a hex map resize that cuts off hexes a scenario sets up in says which first; Resize again goes ahead [#26 item 2]", async ({ page }) => {
  await openSampleCopy(page, "Next War sample", "Sample theatre");
  await page.waitForFunction(() => window.__warbenchPainter !== undefined);
  const columns = () => page.evaluate(() => window.__warbenchPainter!.editor.document().grid.columns);
  expect(await columns()).toBe(60);
  await page.locator("summary").filter({ hasText: /^Map$/ }).click();
  await page.getByRole("button", { name: "Resize…" }).click();
  const dialog = page.getByRole("dialog", { name: "Resize map" });
  await dialog.getByLabel("Columns to add on the left (negative removes)").fill("-7");
  await dialog.getByRole("button", { name: "Resize" }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("Sample scenario: sets up nl-attack-helo-1 in 0721");
  await expect(alert).toContainText("Ctrl+Z undoes the resize");
  await page.screenshot({ path: "test-results/hex-resize-warning.png" });
  expect(await columns()).toBe(60);
  await dialog.getByRole("button", { name: "Resize" }).click();
  await expect(dialog).toBeHidden();
  expect(await columns()).toBe(53);
});
