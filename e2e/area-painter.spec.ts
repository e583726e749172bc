import { expect, type Page, test } from "@playwright/test";
import { newProject } from "./helpers";

/** Page coordinates of a point in map pixels. */
async function at(page: Page, x: number, y: number) {
  return page.evaluate(([mx, my]) => window.__warbenchArea!.screenOf(mx!, my!), [x, y] as const);
}

/** Clicks the outline's corners (map pixels) and closes it on its first point, as a designer does. */
async function drawOutline(page: Page, points: [number, number][]) {
  for (const [x, y] of points) {
    const p = await at(page, x, y);
    await page.mouse.click(p.x, p.y);
  }
  const first = await at(page, points[0]![0], points[0]![1]);
  await page.mouse.click(first.x, first.y);
}

const summary = (page: Page) =>
  page.evaluate(() => {
    const { editor } = window.__warbenchArea!;
    const doc = editor.document();
    return {
      territories: doc.territories.map((t) => t.name),
      seaZones: doc.seaZones.map((s) => s.name),
      connections: Object.fromEntries(doc.connections.map((c) => [c.from, [...c.to].sort()])),
    };
  });

test("draw two territories and a sea zone, see them connected, save, reload", async ({ page }) => {
  const outside: string[] = [];
  page.context().on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1:")) outside.push(r.url());
  });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });

  await newProject(page, "Area Test");
  await page.getByRole("button", { name: "New map…" }).click();
  await page.getByRole("radio", { name: /Areas/ }).check();
  const dialog = page.getByRole("dialog", { name: "New area map" });
  await dialog.getByLabel("Name").fill("Inland Sea");
  await dialog.getByLabel("Width in pixels").fill("800");
  await dialog.getByLabel("Height in pixels").fill("500");
  await dialog.getByRole("button", { name: "Create map" }).click();
  await expect(page.getByTestId("area-canvas")).toBeVisible();
  await page.waitForFunction(() => window.__warbenchArea !== undefined);
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");

  // West and East share the border x = 400; the sea runs under both.
  await page.getByTestId("area-canvas").focus();
  await page.keyboard.press("t");
  await drawOutline(page, [[100, 100], [400, 100], [400, 300], [100, 300]]);
  await expect.poll(async () => (await summary(page)).territories.length).toBe(1);
  await drawOutline(page, [[400, 100], [700, 100], [700, 300], [400, 300]]);
  await page.keyboard.press("z");
  await drawOutline(page, [[100, 300], [700, 300], [700, 450], [100, 450]]);
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");

  const drawn = await summary(page);
  expect(drawn.territories).toHaveLength(2);
  expect(drawn.seaZones).toHaveLength(1);
  const [west, east] = await page.evaluate(() => window.__warbenchArea!.editor.document().territories.map((t) => t.id));
  const sea = await page.evaluate(() => window.__warbenchArea!.editor.document().seaZones[0]!.id);
  expect(drawn.connections[west!]).toEqual([east!, sea].sort());
  expect(drawn.connections[sea]).toEqual([east!, west!].sort());

  // Name the west territory in the inspector; the neighbours are listed there too.
  await page.keyboard.press("v");
  const inWest = await at(page, 250, 200);
  await page.mouse.click(inWest.x, inWest.y);
  await expect(page.getByTestId("area-inspector")).toContainText("Territory");
  await page.getByTestId("space-name").fill("Westland");
  await page.getByTestId("space-name").press("Enter");
  await expect(page.getByTestId("space-neighbours")).toContainText("Sea zone");

  // Undo and redo the rename.
  await page.getByTestId("area-canvas").focus();
  await page.keyboard.press("Control+z");
  await expect.poll(async () => (await summary(page)).territories).not.toContain("Westland");
  await page.keyboard.press("Control+Shift+z");
  await expect.poll(async () => (await summary(page)).territories).toContain("Westland");

  await page.screenshot({ path: "test-results/area-painter-drawn.png" });
  await page.keyboard.press("Control+s");
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");

  await page.reload();
  await page.waitForFunction(() => window.__warbenchArea !== undefined);
  const reloaded = await summary(page);
  expect(reloaded.territories).toContain("Westland");
  expect(reloaded.seaZones).toHaveLength(1);
  expect(reloaded.connections).toEqual(drawn.connections);
  await expect(page.getByTestId("lint-count")).toHaveText("0 errors, 0 warnings");

  // The help overlay lists the area tools.
  await page.getByTestId("area-canvas").focus();
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toContainText("Split a space");
  // The view's own commands and the area editor's mouse, not the hex painter's.
  await expect(help).toContainText("Names and IPC on/off");
  await expect(help).toContainText("Take back the last point of the outline being drawn");
  await expect(help).not.toContainText("Erase with the hexside and road tools");
  await page.screenshot({ path: "test-results/area-painter-help.png" });
  await help.getByRole("button", { name: "Close" }).click();

  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
});
