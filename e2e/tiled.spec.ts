import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { newHexMap, newProject } from "./helpers";

const FIXTURE = path.resolve("lib/io/tiled/fixtures/fen-border/fen-border.tmx");

async function openMapMenu(page: Page) {
  const menu = page.locator("details.menu", { has: page.locator("summary", { hasText: /^Map$/ }) });
  if (!(await menu.evaluate((d) => (d as HTMLDetailsElement).open))) await page.locator("summary", { hasText: /^Map$/ }).click();
}

const mapShape = (page: Page) =>
  page.evaluate(() => {
    const doc = window.__warbenchPainter!.editor.document();
    return { name: doc.name, grid: doc.grid, terrains: doc.terrainTypes.map((t) => t.id), rows: doc.terrain.rows, features: doc.features.length, hexsides: doc.hexsides.length };
  });

test("export a map as Tiled TMX, import our Tiled fixture over it, and undo the import", async ({ page }) => {
  await newProject(page, "Tiled Test");
  await newHexMap(page, "Tiled Map", 10, 8);
  const blank = await mapShape(page);

  // Export: one .tmx with the tileset picture inside.
  await openMapMenu(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Tiled map (TMX)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Tiled-Map.tmx");
  const tmx = fs.readFileSync(await download.path(), "utf8");
  expect(tmx).toContain('orientation="hexagonal"');
  expect(tmx).toMatch(/<map [^>]*width="10" height="8"[^>]*staggeraxis="x" staggerindex="odd"/);
  expect(tmx).toMatch(/<image format="png" width="\d+" height="\d+">\s*<data encoding="base64">iVBORw0KGgo/);
  expect(tmx).toContain('<property name="name" value="Tiled Map"/>');

  // Import the project's own Tiled map: a confirmation with what it holds, then the map is replaced.
  await openMapMenu(page);
  const choosing = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Import Tiled map…" }).click();
  await (await choosing).setFiles(FIXTURE);
  const dialog = page.getByRole("dialog", { name: "Import Tiled map" });
  await expect(dialog).toContainText("fen-border.tmx: 12 × 9 flat-top hexes, 5 terrain types, 6 features?");
  await expect(dialog).toContainText("Everything in the file was carried over.");
  await dialog.getByRole("button", { name: "Replace map" }).click();
  await expect(dialog).toBeHidden();
  const imported = await mapShape(page);
  expect(imported.name).toBe("Tiled Map");
  expect(imported.grid).toMatchObject({ orientation: "flat", columns: 12, rows: 9 });
  expect(imported.terrains).toEqual(["clear", "forest", "hills", "fen", "sea"]);
  expect(imported.rows[3]).toBe("mmcccccfccss");
  expect(imported.features).toBe(6);
  expect(imported.hexsides).toBe(2);
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
  await page.screenshot({ path: "test-results/tiled-imported.png" });

  // One undo brings the blank map back.
  await page.getByRole("button", { name: /Undo/ }).click();
  expect(await mapShape(page)).toEqual(blank);

  // A file that is not a Tiled map is refused in one line, and the map is untouched.
  await openMapMenu(page);
  const again = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Import Tiled map…" }).click();
  await (await again).setFiles({ name: "notes.tmx", mimeType: "application/xml", buffer: Buffer.from("<notes/>") });
  await expect(dialog.getByRole("alert")).toHaveText("notes.tmx: not a Tiled TMX map (the root element is <notes>, not <map>)");
  await dialog.getByRole("button", { name: "Close" }).click();
  expect(await mapShape(page)).toEqual(blank);
});
