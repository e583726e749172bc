import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { newHexMap, newProject } from "./helpers";

/** Page coordinates of a hex centre, or of a point near the side toward a neighbour. */
async function pointOf(page: Page, label: string, toward?: string) {
  const p = await page.evaluate(([l, t]) => window.__warbenchPainter!.pointOf(l!, t), [label, toward] as const);
  expect(p, `hex ${label} is on the map`).not.toBeNull();
  return p!;
}

async function drag(page: Page, points: { x: number; y: number }[], modifiers: ("Alt" | "Shift")[] = []) {
  for (const m of modifiers) await page.keyboard.down(m);
  await page.mouse.move(points[0]!.x, points[0]!.y);
  await page.mouse.down();
  for (const p of points.slice(1)) await page.mouse.move(p.x, p.y, { steps: 4 });
  await page.mouse.up();
  for (const m of modifiers) await page.keyboard.up(m);
}

async function clickHex(page: Page, label: string) {
  const p = await pointOf(page, label);
  await page.mouse.click(p.x, p.y);
}

const mapState = (page: Page) =>
  page.evaluate(() => {
    const doc = window.__warbenchPainter!.editor.document();
    const forest = doc.terrain.legend.find((e) => e.value === "forest")?.char;
    const sea = doc.terrain.legend.find((e) => e.value === "sea")?.char;
    return {
      row1: doc.terrain.rows[0],
      forest,
      sea,
      hexsides: doc.hexsides,
      roads: doc.roads,
      features: doc.features.map((f) => `${f.kind}@${f.hex}`).sort(),
    };
  });

test("paint a small theatre, undo and redo, save, reload and see it all, export a PNG", async ({ page }) => {
  await newProject(page, "Painter Test");
  await page.getByRole("button", { name: "New map…" }).click();
  const dialog = page.getByRole("dialog", { name: "New hex map" });
  await dialog.getByLabel("Name").fill("Test Theatre");
  await dialog.getByLabel("Columns").fill("12");
  await dialog.getByLabel("Rows").fill("10");
  await dialog.getByRole("button", { name: "Create map" }).click();
  await expect(page.getByTestId("map-canvas")).toBeVisible();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
  await page.waitForFunction(() => window.__warbenchPainter !== undefined);

  // Terrain: forest across the first four hexes of row 1, sea in row 10.
  await page.getByRole("radio", { name: /Forest/ }).click();
  await drag(page, [await pointOf(page, "0101"), await pointOf(page, "0201"), await pointOf(page, "0301"), await pointOf(page, "0401")]);
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
  await page.getByRole("radio", { name: /^Sea/ }).click();
  await page.keyboard.press("r");
  await drag(page, [await pointOf(page, "0110"), await pointOf(page, "1210")]);

  // A major river along two hexsides.
  await page.keyboard.press("e");
  await page.getByLabel("Hexside", { exact: true }).selectOption("major-river");
  await drag(page, [await pointOf(page, "0604", "0704"), await pointOf(page, "0605", "0705")]);

  // A highway from 0206 to 0506.
  await page.keyboard.press("o");
  await page.getByLabel("Road", { exact: true }).selectOption("highway");
  await drag(page, [await pointOf(page, "0206"), await pointOf(page, "0306"), await pointOf(page, "0406"), await pointOf(page, "0506")]);

  // A port on the coast and an airbase inland.
  await page.keyboard.press("f");
  await page.getByLabel("Feature to place").selectOption("port");
  await clickHex(page, "0309");
  await page.getByLabel("Feature to place").selectOption("airbase");
  await clickHex(page, "0805");
  await expect(page.getByRole("heading", { name: "Hex 0805" })).toBeVisible();

  const painted = await mapState(page);
  expect(painted.row1!.slice(0, 4)).toBe(painted.forest!.repeat(4));
  // The drag passes the side between the two it starts and ends on: a river follows the pointer.
  expect(painted.hexsides).toEqual([{ kind: "major-river", sides: ["0604-0704", "0604-0705", "0605-0705"] }]);
  expect(painted.roads).toEqual([{ kind: "highway", path: ["0206", "0306", "0406", "0506"] }]);
  expect(painted.features).toEqual(["airbase@0805", "port@0309"]);

  // Undo takes the airbase away, redo brings it back.
  await page.getByTestId("map-canvas").focus();
  await page.keyboard.press("Control+z");
  expect((await mapState(page)).features).toEqual(["port@0309"]);
  await page.keyboard.press("Control+Shift+z");
  expect((await mapState(page)).features).toEqual(["airbase@0805", "port@0309"]);

  await page.keyboard.press("Control+s");
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
  await expect(page.getByTestId("lint-count")).toHaveText("0 errors, 0 warnings");

  await page.reload();
  await page.waitForFunction(() => window.__warbenchPainter !== undefined);
  const reloaded = await mapState(page);
  expect(reloaded).toEqual(painted);
  await page.screenshot({ path: "test-results/painter-after-reload.png" });

  await page.locator("summary", { hasText: /^Map$/ }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export PNG" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Test-Theatre.png");
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  expect(bytes.length).toBeGreaterThan(5000);
  // The image is wider than the map alone when the legend needs it, and taller by the legend.
  expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(820);
  expect(bytes.readUInt32BE(20)).toBeGreaterThan(900);

  // The SVG's legend lists what was painted and nothing the map does not hold.
  const menu = page.locator("details.menu", { has: page.locator("summary", { hasText: /^Map$/ }) });
  if (!(await menu.evaluate((d) => (d as HTMLDetailsElement).open))) await page.locator("summary", { hasText: /^Map$/ }).click();
  const svgDownloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export SVG" }).click();
  const svg = fs.readFileSync(await (await svgDownloading).path(), "utf8");
  for (const label of ["Test Theatre — legend", "Forest", "Sea", "Major river", "Highway", "Port", "Airbase"]) expect(svg).toContain(`>${label}<`);
  for (const label of ["Border", "Ferry", "Sea zones", "Minor river"]) expect(svg).not.toContain(`>${label}<`);
});

test("a finding on the map is listed, and clicking it centres the map on its hex", async ({ page }) => {
  await newProject(page, "Lint Test");
  await newHexMap(page, "Lint map", 10, 8);
  // A port far from any sea is inland: the lint must say so and point at the hex.
  await page.keyboard.press("f");
  await page.getByLabel("Feature to place").selectOption("port");
  await clickHex(page, "0504");
  await expect(page.getByTestId("lint-count")).toHaveText("1 error, 0 warnings");
  const finding = page.getByRole("button", { name: /E-PORT-INLAND/ });
  await expect(finding).toContainText("0504");
  await page.keyboard.press("Escape");
  await finding.click();
  await expect(page.getByRole("heading", { name: "Hex 0504" })).toBeVisible();
  await page.keyboard.press("Delete");
  await expect(page.getByTestId("lint-count")).toHaveText("0 errors, 0 warnings");
});

test("keyboard help lists every tool with its shortcut", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Next War sample" }).click();
  await page.getByRole("link", { name: "Sample theatre" }).click();
  await page.waitForFunction(() => window.__warbenchPainter !== undefined);
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toContainText("Flood fill");
  await expect(help).toContainText("Hexsides");
  await expect(help).toContainText("Erase with the hexside and road tools");
  await page.screenshot({ path: "test-results/painter-help.png" });
  await help.getByRole("button", { name: "Close" }).click();
  await expect(help).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Brush" })).toHaveAttribute("title", "Brush (B)");
  // Escape closes it too.
  await page.keyboard.press("?");
  await expect(help).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(help).toHaveCount(0);
});

/** Imports a one-map project through the API and opens the map in the painter. */
async function openImportedMap(page: Page, projectName: string, map: Record<string, unknown>) {
  const bundle = { format: "warbench-bundle", schemaVersion: 1, project: { name: projectName, description: "" }, documents: [{ kind: "map", name: String(map.name), content: map }] };
  const response = await page.request.post("/api/projects/import", { headers: { "content-type": "application/json" }, data: bundle });
  expect(response.status(), await response.text()).toBe(201);
  const { project } = (await response.json()) as { project: { id: string } };
  await page.goto(`/projects/${project.id}`);
  await page.getByRole("link", { name: String(map.name) }).click();
  await page.waitForFunction(() => window.__warbenchPainter !== undefined);
}

function blankMap(name: string, columns: number, rows: number) {
  const chars = "cs";
  return {
    $schema: "map.schema.json",
    schemaVersion: 1,
    name,
    layout: "hex",
    grid: { orientation: "flat", columns, rows, offset: "odd", firstLabel: "0101", labelFormat: "CCRR" },
    terrainTypes: [
      { id: "clear", name: "Clear", colour: "#e8e2b8", terrainClass: "clear" },
      { id: "sea", name: "Sea", colour: "#7fb3d5", terrainClass: "sea" },
    ],
    terrain: { legend: [...chars].map((char, i) => ({ char, value: ["clear", "sea"][i] })), rows: Array.from({ length: rows }, () => "c".repeat(columns)) },
    nations: [],
    hexsides: [],
    roads: [],
    features: [] as Record<string, unknown>[],
    seaZones: [],
    friendlyEdges: [],
    labels: [],
  };
}

test("lints show at once: a map opened with an inland port, and each edit that makes one", async ({ page }) => {
  const map = blankMap("Ports map", 10, 8);
  // One sea hex in the corner; a port beside it (coastal) and one inland.
  map.terrain.rows[0] = "s" + "c".repeat(9);
  map.features = [
    { kind: "port", hex: "0201", capacity: 2 },
    { kind: "port", hex: "0605", capacity: 2 },
  ];
  await openImportedMap(page, "Lint on open", map);
  const count = page.getByTestId("lint-count");
  // "At once": no waiting for a pause in painting (the check follows each committed edit); the margin is for a busy machine.
  const soon = { timeout: 5000 };
  await expect(count).toHaveText("1 error, 0 warnings", soon);
  await expect(page.getByRole("button", { name: /E-PORT-INLAND/ })).toContainText("0605");

  // Painting the only sea hex as land leaves the other port inland too.
  await page.getByRole("radio", { name: /^Clear/ }).click();
  await page.keyboard.press("b");
  await clickHex(page, "0101");
  await expect(count).toHaveText("2 errors, 0 warnings", soon);

  // Undo puts the sea back: the finding goes at once.
  await page.getByTestId("map-canvas").focus();
  await page.keyboard.press("Control+z");
  await expect(count).toHaveText("1 error, 0 warnings", soon);

  // The inspector turns a town into a port, inland.
  await page.keyboard.press("f");
  await page.getByLabel("Feature to place").selectOption("town");
  await clickHex(page, "0807");
  await expect(page.getByRole("heading", { name: "Hex 0807" })).toBeVisible();
  await expect(count).toHaveText("1 error, 0 warnings", soon);
  await page.locator("#f-0-kind").selectOption("port");
  await expect(count).toHaveText("2 errors, 0 warnings", soon);
});

test("at Fit no hex hides under the minimap, which folds away with its button or M", async ({ page }) => {
  await openImportedMap(page, "Minimap", blankMap("Square map", 20, 20));
  const canvas = page.getByTestId("map-canvas");
  const minimap = page.getByLabel("Minimap: click to move the view");
  await expect(minimap).toBeVisible();
  await canvas.focus();
  await page.keyboard.press("0");
  /** Whether each corner hex's centre is on the map canvas itself, not under something floating over it. */
  const cornersClear = async () => {
    const out: Record<string, boolean> = {};
    for (const label of ["0101", "2001", "0120", "2020"]) {
      const p = await pointOf(page, label);
      out[label] = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute("data-testid") === "map-canvas", [p.x, p.y]);
    }
    return out;
  };
  const clear = { "0101": true, "2001": true, "0120": true, "2020": true };
  expect(await cornersClear()).toEqual(clear);
  const box = (await minimap.boundingBox())!;
  const corner = await pointOf(page, "2020");
  expect(corner.x < box.x || corner.y < box.y).toBe(true);

  // Folding: the button and the M key, both ways; Fit still leaves every corner clear.
  await page.getByRole("button", { name: "Hide minimap" }).click();
  await expect(minimap).toHaveCount(0);
  await canvas.focus();
  await page.keyboard.press("0");
  expect(await cornersClear()).toEqual(clear);
  await page.getByRole("button", { name: "Show minimap" }).click();
  await expect(minimap).toBeVisible();
  await canvas.focus();
  await page.keyboard.press("m");
  await expect(minimap).toHaveCount(0);
  await page.keyboard.press("m");
  await expect(minimap).toBeVisible();
  await page.keyboard.press("?");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toContainText("Minimap on/off");
  await page.keyboard.press("Escape");
  await page.screenshot({ path: "test-results/painter-minimap-fit.png" });
});
