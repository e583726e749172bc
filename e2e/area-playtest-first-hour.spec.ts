import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import type { AaState } from "../lib/engine";
import { endPhase, fit, pageState } from "./area-helpers";

/**
 * Issue #26 items 5 and 9, walked in Chromium on the project's own TripleA
 * game, Narrow Seas (lib/io/triplea/fixtures), imported as the import dialog
 * does: Korvath buys five infantry for complexes with room for 3, 8 and 3 —
 * the default mobilisation is legal and placed without a refusal; a site
 * with too little room is refused beside Place units; ending mobilisation
 * with units unplaced asks first. Then the board opens with its progress
 * shown, outlines first, and at two zooms no chip covers a name.
 */

const fixtures = path.resolve(import.meta.dirname, "..", "lib", "io", "triplea", "fixtures", "narrow-seas");
const shots = path.resolve(import.meta.dirname, "..", "test-results", "area-first-hour");
const read = (f: string) => fs.readFileSync(path.join(fixtures, f), "utf8");

async function shot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

/** Imports Narrow Seas through the studio's import route; the scenario's playtest address. */
async function importNarrowSeas(page: Page): Promise<string> {
  const body = { xml: read("narrow-seas.xml"), xmlName: "narrow-seas.xml", polygons: read("polygons.txt"), centers: read("centers.txt"), place: read("place.txt"), properties: read("map.properties") };
  const response = await page.request.post("/api/projects/import-triplea", { data: body });
  const answer = (await response.json()) as { project?: { id: string }; documents?: { id: string; kind: string }[]; error?: string };
  const scenario = answer.documents?.find((d) => d.kind === "scenario");
  expect(response.status(), answer.error ?? "the import").toBe(201);
  expect(scenario, "the imported project's scenario").toBeDefined();
  return `/projects/${answer.project!.id}/documents/${scenario!.id}/playtest`;
}

async function open(page: Page, url: string) {
  await page.goto(`${url}?seed=1`);
  await page.waitForFunction(() => window.__warbenchAreaPlaytest !== undefined, undefined, { timeout: 60_000 });
  await expect(page.getByTestId("area-board")).toBeVisible();
}

/** Korvath buys five infantry and ends both moves: the mobilise panel with the default placement. */
async function toMobilisation(page: Page) {
  await expect(page.getByTestId("power")).toContainText("Korvath");
  for (let i = 0; i < 5; i += 1) await page.getByRole("button", { name: "More infantry", exact: true }).click();
  await page.getByTestId("buy").click();
  await expect(page.getByTestId("phase")).toHaveText("Combat move");
  await endPhase(page, "Non-combat move");
  await endPhase(page, "Mobilise");
  await expect(page.getByTestId("mobilise-panel")).toBeVisible();
}

const korvathInfantry = (s: AaState) => Object.values(s.units).filter((u) => u.owner === "korvath" && u.type === "infantry");

test("mobilisation: the default is legal and placed without a refusal, within each complex's room [AA:mobilise]", async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, await importNarrowSeas(page));
  const start = await pageState(page);
  const before = korvathInfantry(start).length;
  await toMobilisation(page);
  await shot(page, "5-default-placement");
  await page.getByTestId("place").click();
  await expect(page.getByTestId("place-refusal")).toHaveCount(0);
  await expect(page.getByTestId("play-message")).toHaveCount(0);
  await expect(page.getByTestId("unplaced-dialog")).toHaveCount(0);
  await expect(page.getByTestId("power")).toContainText("Ismarch");
  const s = await pageState(page);
  expect(korvathInfantry(s).length).toBe(before + 5);
  // Placed within each complex's room: Amber Gate and Saltspire take 3, Jade Citadel 8.
  const room: Record<string, number> = { "amber-gate": 3, "jade-citadel": 8, saltspire: 3 };
  for (const [site, n] of Object.entries(room)) {
    const added = korvathInfantry(s).filter((u) => u.at === site).length - korvathInfantry(start).filter((u) => u.at === site).length;
    expect(added, `new infantry at ${site}`).toBeLessThanOrEqual(n);
  }
  await expect(page.getByTestId("game-log")).toContainText(/places 5 infantry/i);
});

test("mobilisation: a site without room is refused beside Place units; ending with units unplaced asks first", async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, await importNarrowSeas(page));
  await toMobilisation(page);
  const panel = page.getByTestId("mobilise-panel");

  // All five at Amber Gate, room for 3: refused, and the refusal stands right under the button.
  await panel.getByLabel("Place Infantry at").first().selectOption("amber-gate");
  await page.getByTestId("place").click();
  const refusal = page.getByTestId("place-refusal");
  await expect(refusal).toContainText("at most 3");
  await expect(refusal).toContainText("Amber Gate");
  await expect(page.getByTestId("play-message")).toHaveCount(0);
  const button = (await page.getByTestId("place").boundingBox())!;
  const note = (await refusal.boundingBox())!;
  expect(note.y - (button.y + button.height), "the refusal just below Place units").toBeLessThan(40);
  expect(note.y).toBeGreaterThan(button.y);
  await expect(page.getByTestId("phase")).toHaveText("Mobilise");
  await shot(page, "5-refused-beside-place");

  // Three there, two left over: Place units asks before leaving them.
  for (let i = 0; i < 2; i += 1) await panel.getByRole("button", { name: "Fewer Infantry at Amber Gate" }).click();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByTestId("unplaced-note")).toContainText(/2 infantry will stay bought/i);
  await page.getByTestId("place").click();
  const dialog = page.getByTestId("unplaced-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("2 units unplaced");
  await expect(dialog).toContainText("stay bought");
  await shot(page, "5-unplaced-dialog");
  await dialog.getByTestId("unplaced-cancel").click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("phase")).toHaveText("Mobilise");

  // End mobilisation (the track's button) with all five unplaced: asked, with the count; confirmed, the turn goes on.
  await page.getByTestId("end-phase").click();
  await expect(dialog).toContainText("5 units unplaced");
  await expect(dialog).toContainText(/5 infantry/i);
  await dialog.getByTestId("unplaced-confirm").click();
  await expect(page.getByTestId("power")).toContainText("Ismarch");
});

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The names and chips of the last frame; none of the chips over a name or another chip. */
async function expectReadable(page: Page, what: string) {
  const boxes = await page.evaluate(() => window.__warbenchAreaBoard!.boxes!);
  expect(boxes.labels.length, `${what}: names on the board`).toBeGreaterThan(5);
  expect(boxes.chips.length, `${what}: chips on the board`).toBeGreaterThan(5);
  for (const [i, c] of boxes.chips.entries()) {
    for (const l of boxes.labels) expect(overlap(c.box, l.box), `${what}: the chips of ${c.id} over the name of ${l.id}`).toBe(false);
    for (const d of boxes.chips.slice(i + 1)) expect(overlap(c.box, d.box), `${what}: chips of ${c.id} over those of ${d.id}`).toBe(false);
  }
  return boxes;
}

test("the imported board: progress while it prepares, outlines first, and no chip over a name at two zooms", async ({ page }) => {
  test.setTimeout(120_000);
  const url = await importNarrowSeas(page);
  // Watches for the progress from the first moment of the page.
  await page.addInitScript(() => {
    const seen: { at: number; text: string }[] = [];
    (window as unknown as { __progressSeen: typeof seen }).__progressSeen = seen;
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="board-progress"]');
      if (el && seen.length < 50) seen.push({ at: performance.now(), text: el.textContent ?? "" });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await open(page, url);
  await expect(page.getByTestId("area-board-wrap")).toHaveAttribute("data-board-ready", "true");
  await expect(page.getByTestId("board-progress")).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { __progressSeen: { at: number; text: string }[] }).__progressSeen);
  expect(seen.length, "the progress was on screen").toBeGreaterThan(0);
  expect(seen[0]!.text).toContain("Preparing the board");
  expect(seen[0]!.text).toMatch(/\d+\/\d+/);
  const marks = await page.evaluate(() => ({ outlinesAt: window.__warbenchAreaBoard!.outlinesAt, drawnAt: window.__warbenchAreaBoard!.drawnAt }));
  expect(marks.outlinesAt).not.toBeNull();
  expect(marks.drawnAt!, "outlines before names and units").toBeGreaterThan(marks.outlinesAt!);

  await fit(page);
  const far = await expectReadable(page, "the whole map");
  await shot(page, "9-board-fit");
  // Zoomed in twice on the busiest part of the map.
  const busiest = far.chips.sort((a, b) => b.units - a.units)[0]!;
  const canvas = (await page.getByTestId("area-board").boundingBox())!;
  await page.mouse.move(canvas.x + busiest.box.x, canvas.y + busiest.box.y);
  for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, -100);
  await page.waitForTimeout(200);
  await expectReadable(page, "zoomed in");
  await shot(page, "9-board-zoomed");
  console.log(`chips at fit: ${far.chips.length} (${far.chips.filter((c) => c.kind === "badge").length} badges), names ${far.labels.length}`);
});
