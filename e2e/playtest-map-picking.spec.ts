import { expect, type Page, test } from "@playwright/test";
import { clickHex, endSegment, openSamplePlaytest, selectOnly } from "./helpers";

/**
 * Naval moves and airmobile are picked on the map, as land moves are
 * [8.5.6.4, 8.5.4, 8.5.8.1] (issue #26 item 4): with a ship or a flight armed
 * the legal destinations are shaded on the board by kind — assault positions
 * marked — the hover line gives each one's risk, one click chooses it, and the
 * side panel says only how many there are, never a dropdown of hex numbers
 * nor a wall of buttons; "0 airmobile points left" is never said beside the
 * flights of an airmobile-class unit, which carries itself [8.5.4.1].
 */

/** The destinations the board last shaded, by kind. */
const shaded = (page: Page) => page.evaluate(() => window.__warbenchBoard?.picks ?? {});

/** Points at the playtest board's hex `label`. */
async function hover(page: Page, label: string) {
  const p = await page.evaluate((l) => window.__warbenchPlaytest!.pointOf(l), label);
  expect(p, `hex ${label} on the board`).not.toBeNull();
  await page.mouse.move(p!.x, p!.y);
}

/** Buttons in the side column: the panels, the log's tools and all. */
const sideButtons = (page: Page) => page.locator("aside.playtest-side button").count();

test("a naval move is picked by clicking a shaded hex: no dropdown of hex numbers, the risk on hover [8.5.6.4, 8.5.6.4.1]", async ({ page }) => {
  test.setTimeout(120_000);
  await openSamplePlaytest(page, 11);
  const move = page.getByTestId("naval-move");
  await expect(move).toBeVisible();
  const before = await sideButtons(page);
  await move.getByRole("button", { name: "1st Surface Action Group" }).click();
  const pick = page.getByTestId("naval-pick");
  await expect(pick.getByTestId("naval-pick-summary")).toContainText(/^Sail 1st Surface Action Group: \d+ destinations/);
  await expect(pick.getByLabel("Naval destination")).toHaveCount(0);
  await expect(pick.locator("option")).toHaveCount(3); // the mine hexes only [7.5.1.1]
  // The board shades every legal hex destination of the ship; the boxes are the panel's buttons [7.1].
  const legal = await page.evaluate(() => {
    const t = window.__warbenchPlaytest!.navalTargets("os-sag-1");
    return "error" in t ? [] : t.filter((x) => /^\d+$/.test(x.to)).map((x) => ({ to: x.to, contested: x.reasons.length > 0 }));
  });
  expect(legal.length).toBeGreaterThan(20);
  await expect.poll(async () => Object.values(await shaded(page)).flat().sort()).toEqual(legal.map((l) => l.to).sort());
  expect(await sideButtons(page)).toBeLessThan(before + 5);
  expect(await page.getByTestId("naval-panel").getByRole("button").count()).toBeLessThan(20);

  // Pointing at a hex gives its risk in the hover line and the panel; a click sails there.
  const dest = legal.find((l) => !l.contested) ?? legal[0]!;
  await hover(page, dest.to);
  await expect(page.getByTestId("hover-hex")).toContainText(dest.contested ? "sail here: contested-move roll" : "sail here: no contested-move roll [8.5.6.4.1]");
  await expect(pick.getByTestId("naval-risk")).toContainText(`${dest.to}: `);
  await page.waitForFunction(() => window.__warbenchBoard?.mapComplete === true);
  await page.screenshot({ path: "test-results/map-picking-naval.png" });
  await clickHex(page, dest.to);
  const log = page.getByTestId("game-log");
  await expect(log).toContainText(`Naval move 1st Surface Action Group to hex ${dest.to}`);
  await expect(page.getByTestId("naval-pick")).toHaveCount(0);
  await expect.poll(() => shaded(page)).toEqual({});
});

test("an airmobile destination is picked on the map with the ADF risk on hover; no '0 airmobile points left' beside the flights [8.5.4, 8.5.4.1, 6.6]", async ({ page }) => {
  test.setTimeout(120_000);
  await openSamplePlaytest(page, 11);
  const at = await page.evaluate(() => window.__warbenchPlaytest!.label(window.__warbenchPlaytest!.state().units["os-airmobile-inf-1"]!.hex));
  await selectOnly(page, at, "1st Air Assault Battalion");
  await page.getByTestId("move-mode").getByRole("radio", { name: /Airmobile/ }).check();
  const targets = await page.evaluate(() => {
    const t = window.__warbenchPlaytest!.specialTargets(["os-airmobile-inf-1"]);
    return "error" in t ? [] : t.airmobile.map((x) => ({ to: x.to, exempt: x.adf?.exempt ?? true }));
  });
  expect(targets.length).toBeGreaterThan(100);
  await expect.poll(async () => ((await shaded(page)).airmobile ?? []).length).toBe(new Set(targets.map((t) => t.to)).size);
  const side = page.locator("aside.playtest-side");
  const summary = page.getByTestId("special-summary");
  await expect(summary).toHaveText(new RegExp(`^${new Set(targets.map((t) => t.to)).size} destinations — where it may land, shaded purple on the board \\(the airmobile class carries itself: no airmobile points spent \\[8\\.5\\.4\\.1\\]\\)\\.$`));
  await expect(side).not.toContainText(/\b0 airmobile points? left/);
  await expect(side.getByRole("button", { name: /^Airmobile to/ })).toHaveCount(0);
  expect(await page.getByTestId("selection").getByRole("button").count()).toBeLessThan(20);

  // A landing hex that takes an ADF roll: its line and DRM in the hover line and the panel before the click [6.6].
  const dest = (targets.find((t) => !t.exempt) ?? targets[0]!).to;
  await hover(page, dest);
  await expect(page.getByTestId("hover-hex")).toContainText(/(ADF \w[\w ]* line, DRM \+\d|no ADF roll \(exempt\) \[6\.6\])/);
  await expect(page.getByTestId("special-risk")).toContainText(`To ${dest}`);
  await page.waitForFunction(() => window.__warbenchBoard?.mapComplete === true);
  await page.screenshot({ path: "test-results/map-picking-airmobile.png" });

  // Esc cancels; picking again and clicking the hex flies.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("selection")).toHaveCount(0);
  await expect.poll(() => shaded(page)).toEqual({});
  await selectOnly(page, at, "1st Air Assault Battalion");
  await page.getByTestId("move-mode").getByRole("radio", { name: /Airmobile/ }).check();
  await clickHex(page, dest);
  const log = page.getByTestId("game-log");
  await expect(log).toContainText(`Airmobile to hex ${dest}`);
  const landed = await page.evaluate(() => window.__warbenchPlaytest!.label(window.__warbenchPlaytest!.state().units["os-airmobile-inf-1"]!.hex));
  expect([dest, at]).toContain(landed);
});

test("a picked AMPH's assault positions are marked among its shaded destinations, named on hover [8.5.8.1]", async ({ page }) => {
  test.setTimeout(180_000);
  await openSamplePlaytest(page, 11);
  const amph = page.getByTestId("naval-move").getByRole("button", { name: "1st Amphibious Group" });
  for (let i = 0; i < 12 && !(await amph.isVisible()); i++) await endSegment(page);
  await amph.click();
  await expect.poll(async () => ((await shaded(page)).assault ?? []).length).toBeGreaterThan(0);
  const picks = await shaded(page);
  const assault = [...picks.assault!].sort();
  expect(await page.evaluate(() => [...(window.__warbenchBoard?.assaultAt ?? [])].sort())).toEqual(assault);
  expect((picks.naval ?? []).length + (picks["naval-contested"] ?? []).length).toBeGreaterThan(0);
  const summary = page.getByTestId("naval-pick-summary");
  await expect(summary).toContainText(`${assault.length} assault position${assault.length > 1 ? "s" : ""}`);
  await expect(summary).toContainText("dashed teal (assault positions)");
  expect(await page.getByTestId("naval-panel").getByRole("button").count()).toBeLessThan(20);
  await hover(page, assault[0]!);
  await expect(page.getByTestId("hover-hex")).toContainText(/sail here: .* · assault position \[8\.5\.8\.1\]: beach(es)? \d{4}/);
  await expect(page.getByTestId("naval-assault")).toContainText("assault position: beach");
  // A sea hex that is no assault position says only its risk.
  const plain = (picks.naval ?? picks["naval-contested"])![0]!;
  await hover(page, plain);
  await expect(page.getByTestId("hover-hex")).toContainText("sail here:");
  await expect(page.getByTestId("hover-hex")).not.toContainText("assault position");
  await hover(page, assault[0]!);
  await page.waitForFunction(() => window.__warbenchBoard?.mapComplete === true);
  await page.screenshot({ path: "test-results/map-picking-assault.png" });
});
