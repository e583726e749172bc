import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { setEditorText } from "./helpers";

/**
 * The Advanced game's documents in the studio [#29]: the Advanced sample from
 * the library, its formations by colour in the OOB table and an HQ's range on
 * the set-up map [15.2.10, 18.1, 18.2.1], and an Advanced chart edited in the
 * game's data editor and saved as a new revision.
 */

const SHOTS = "/tmp/h4-shots";

test.use({ viewport: { width: 1600, height: 1000 } });

async function openAdvancedSample(page: Page, document: string) {
  await page.goto("/");
  await page.getByTestId("project-card").filter({ hasText: "Next War Advanced sample" }).getByRole("link").first().click();
  await page.getByRole("link", { name: document, exact: true }).click();
  await expect(page.getByLabel(`${document} as JSON`)).toBeAttached({ timeout: 30_000 });
  await expect(page.locator(".de-problems")).toContainText("checked in", { timeout: 30_000 });
}

test("the Advanced sample's scenario shows formations by colour in the OOB table and an HQ's range on the set-up map", async ({ page }) => {
  await openAdvancedSample(page, "Advanced sample scenario");
  await page.getByLabel("Autosave").uncheck();
  // The sample validates clean: no problems listed.
  await expect(page.locator(".de-problems")).toContainText(/no problems/i);

  await page.getByRole("tab", { name: "OOB table" }).click();
  const table = page.getByTestId("oob-table");
  const row = (id: string) => table.locator(`[data-unit="${id}"]`);
  await expect(row("nl-inf-1").locator(".de-chip")).toHaveAttribute("data-colour", "#3b7dd8");
  await expect(row("nl-armour-1").locator(".de-chip")).toHaveAttribute("data-colour", "#2a9d8f");
  await expect(row("os-inf-1").locator(".de-chip")).toHaveAttribute("data-colour", "#d62828");
  // A white unit has no formation, so no chip.
  await expect(row("nl-recon-1").locator(".de-chip")).toHaveCount(0);
  await expect(row("nl-1-hq").locator('[data-col="range"]')).toHaveText("3");
  await expect(row("os-shq").locator('[data-col="range"]')).toHaveText("12");
  await table.screenshot({ path: `${SHOTS}/oob-formations.png` });

  // The 1st Division's HQ at 2011: selecting its hex shows its range.
  const canvas = page.getByTestId("map-canvas");
  const point = await page.evaluate(() => window.__warbenchSetupMap?.pointOf("2011") ?? null);
  const box = await canvas.boundingBox();
  expect(point && box && point.x > box.x && point.x < box.x + box.width && point.y > box.y && point.y < box.y + box.height, "2011 is in view").toBe(true);
  await page.mouse.click(point!.x, point!.y);
  const note = page.getByTestId("hq-range");
  await expect(note).toHaveAttribute("data-hq", "nl-1-hq");
  await expect(note).toContainText("1st Division HQ (nl-1-hq): range 3 hexes");
  // Zoomed in on it: the formation stripes on the counters and the ring of its range.
  for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -300);
  await expect(note).toHaveAttribute("data-range", "3");
  await page.getByTestId("map-pane").screenshot({ path: `${SHOTS}/setup-hq-range.png` });
});

test("an Advanced chart of the game is edited in the data editor and saved as a new revision", async ({ page }) => {
  await openAdvancedSample(page, "Next War Advanced module");
  await page.getByLabel("Autosave").uncheck();
  const history = page.getByTestId("history-link");
  await expect(history).toHaveText("History (1)");

  // The UN veto's cost [28.1], from the starter 5 to 6; the charts are now the designer's.
  const game = JSON.parse(readFileSync("lib/samples/nextwar-advanced-sample/game.json", "utf8")) as { charts: { advanced: { provenance: string; un: { vetoVp: number } } } };
  expect(game.charts.advanced.un.vetoVp).toBe(5);
  game.charts.advanced.un.vetoVp = 6;
  game.charts.advanced.provenance = "designer";
  await setEditorText(page, "Next War Advanced module", JSON.stringify(game, null, 2));
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
  await expect(page.locator(".de-problems")).toContainText(/no problems/i);
  await page.getByLabel("Revision message").fill("UN veto costs 6 VP");
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
  await expect(history).toHaveText("History (2)");
  await page.screenshot({ path: `${SHOTS}/game-advanced-chart.png` });

  await history.click();
  await expect(page.getByTestId("revision-row")).toHaveCount(2);
  await expect(page.getByTestId("revision-row").first()).toContainText("UN veto costs 6 VP");
});
