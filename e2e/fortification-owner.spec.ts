import { expect, type Page, test } from "@playwright/test";
import { newHexMap, newProjectFromTemplate } from "./helpers";

/**
 * Issue #26 item 3: the feature tool placed a fortification owned by
 * "nation" (E-MAP-UNKNOWN-NATION), the inspector showed a blank or another
 * nation, and the template's map had no nations. Now a new fortification
 * takes the hex's nation or the last used, the inspector shows what is stored,
 * the template's map has the game's nations, and a map with none is offered them.
 */
async function clickHex(page: Page, label: string) {
  const p = await page.evaluate((l) => window.__warbenchPainter!.pointOf(l, undefined), label);
  expect(p, `hex ${label} is on the map`).not.toBeNull();
  await page.mouse.click(p!.x, p!.y);
}

const owners = (page: Page) =>
  page.evaluate(() => window.__warbenchPainter!.editor.document().features.flatMap((f) => (f.kind === "fortification" ? [`${f.hex}:${f.originalOwner}`] : [])));


test("the template's map has the game's nations; a fortification takes one, and the inspector shows it", async ({ page }) => {
  await newProjectFromTemplate(page, "Fortified", "nextwar");
  await page.getByRole("link", { name: "Map", exact: true }).click();
  await expect(page.getByTestId("map-canvas")).toBeVisible();
  await page.waitForFunction(() => window.__warbenchPainter !== undefined);
  await expect(page.getByTestId("nations-offer")).toHaveCount(0);
  await page.keyboard.press("f");
  await page.getByLabel("Feature to place").selectOption("fortification");
  await clickHex(page, "0505");
  const placed = await owners(page);
  expect(placed).toHaveLength(1);
  const nations = await page.evaluate(() => window.__warbenchPainter!.editor.document().nations.map((n) => n.id));
  expect(nations.length).toBeGreaterThan(1);
  expect(placed[0]).toBe(`0505:${nations[0]}`);
  // The inspector shows the stored owner by name.
  const owner = page.getByLabel("Original owner");
  await expect(owner).toHaveValue(nations[0]!);
  await owner.selectOption(nations[1]!);
  // The next one takes the owner last chosen.
  await clickHex(page, "0707");
  expect(await owners(page)).toEqual([`0505:${nations[1]}`, `0707:${nations[1]}`]);
  await page.keyboard.press("Control+s");
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
  await expect(page.getByTestId("lint-count")).not.toContainText(/[1-9]\d* error/);
  await page.screenshot({ path: "test-results/fortification-owner.png" });
});

test("a map without nations is offered the game's, and refuses an ownerless fortification until then", async ({ page }) => {
  await newProjectFromTemplate(page, "Stateless", "nextwar");
  await newHexMap(page, "Bare", 10, 8);
  const offer = page.getByTestId("nations-offer");
  await expect(offer).toContainText("This map has no nations yet");
  await page.keyboard.press("f");
  await page.getByLabel("Feature to place").selectOption("fortification");
  await clickHex(page, "0303");
  expect(await owners(page)).toEqual([]);
  await expect(page.getByText("A fortification belongs to a nation, and this map has none yet")).toBeVisible();
  await page.screenshot({ path: "test-results/fortification-no-nations.png" });
  await offer.getByRole("button", { name: /^Add .* from “Game”$/ }).click();
  await expect(offer).toHaveCount(0);
  await clickHex(page, "0303");
  expect((await owners(page))[0]).toMatch(/^0303:\S+$/);
  expect((await owners(page))[0]).not.toBe("0303:nation");
});
