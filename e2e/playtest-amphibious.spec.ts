import { expect, type Page, test } from "@playwright/test";
import { clickHex, endSegment, openSamplePlaytest } from "./helpers";

/**
 * An amphibious landing in the playtest [8.5.8.1, 8.5.8.2], on the Next War
 * sample (seed 11), whose 2nd Marine Battalion sets up aboard the 1st
 * Amphibious Group in the Halvard coastal box: the naval display lists the
 * cargo; in blue's reaction movement the AMPH sails to a sea hex marked
 * "assault position: beach … next" (any contested-move roll forced to pass
 * from the testing aids); in the combat segment the beach is shaded, clicking
 * it offers *Land*, the marines come ashore, *Place beachhead* puts the marker
 * on the board (BH 1), the hover line and the log say so.
 */

const AMPH = "nl-amph-1";

const ready = (page: Page) => page.getByTestId("naval-move").getByRole("button", { name: "1st Amphibious Group" });

test("an AMPH takes up assault position, its marines land on the beach and place a beachhead", async ({ page }) => {
  test.setTimeout(180_000);
  await openSamplePlaytest(page, 11);
  const panel = page.getByTestId("naval-panel");
  await expect(panel.getByTestId(`naval-cargo-${AMPH}`)).toHaveText("aboard: 2nd Marine Battalion (1 SP) · 1 of 2 SP, 1 free");

  // On to blue's first movement segment in which its AMPH may sail [8.5.6.4].
  for (let i = 0; i < 12 && !(await ready(page).isVisible()); i++) await endSegment(page);
  await expect(ready(page)).toBeVisible();
  await ready(page).click();
  const pick = page.getByTestId("naval-pick");
  const select = pick.getByLabel("Naval destination");
  // The first sea hex the panel marks as an assault position, and the beach it faces [8.5.8.1].
  const marked = select.locator("option", { hasText: "assault position" }).first();
  const sea = (await marked.getAttribute("value"))!;
  const beach = /beach(?:es)? (\d{4})/.exec(await marked.innerText())![1]!;
  await select.selectOption(sea);
  await expect(pick.getByTestId("naval-assault")).toContainText(`assault position: beach`);
  await expect(pick.getByTestId("naval-assault")).toContainText(beach);
  if (await pick.getByTestId("naval-risk").innerText().then((t) => t.startsWith("Contested"))) {
    await page.locator("#force-die").fill("0");
    await page.getByTestId("aids").getByRole("button", { name: "Force" }).click();
  }
  await pick.getByRole("button", { name: `Sail to ${sea}` }).click();
  const log = page.getByTestId("game-log");
  await expect(log).toContainText(`1st Amphibious Group is in assault position at ${sea} with 2nd Marine Battalion aboard`);

  // The combat segment: the beach is a landing target; clicking it puts Land first [8.5.8.1].
  await endSegment(page);
  await expect(page.getByTestId("segment")).toContainText(/combat/i);
  await expect(panel.getByTestId(`naval-unit-${AMPH}`)).toContainText("in assault position");
  await clickHex(page, beach);
  const amphibious = page.getByTestId("amphibious-panel");
  const land = amphibious.getByRole("button", { name: `Land 2nd Marine Battalion on ${beach} [8.5.8.1]` });
  await expect(land).toBeVisible();
  await page.getByTestId("board").screenshot({ path: "test-results/amphibious-beach.png" });
  await land.click();
  await expect(log).toContainText(`2nd Marine Battalion comes ashore on beach ${beach} by landing`);
  await expect.poll(() => page.evaluate((h) => window.__warbenchPlaytest!.label(window.__warbenchPlaytest!.state().units["nl-marine-2"]!.hex) === h, beach)).toBe(true);

  // The beachhead [8.5.8.2]: placed from the panel, drawn on the board, named in the hover line and the log.
  await amphibious.getByRole("button", { name: `Place beachhead on ${beach} [8.5.8.2]` }).click();
  await expect(log).toContainText(`Northern Coalition places a beachhead on ${beach} (defence 1)`);
  expect(await page.evaluate(() => Object.keys(window.__warbenchPlaytest!.state().beachheads?.at ?? {}).length)).toBe(1);
  const p = await page.evaluate((h) => window.__warbenchPlaytest!.pointOf(h), beach);
  await page.mouse.move(p!.x, p!.y);
  await expect(page.getByTestId("hover-hex")).toContainText("Northern Coalition beachhead (defence 1): stacking 6, retreat negated [8.5.8.2, 8.5.8.4]");
  await page.mouse.move(p!.x + 200, p!.y + 120);
  await page.getByTestId("board").screenshot({ path: "test-results/amphibious-beachhead.png" });
  await panel.screenshot({ path: "test-results/amphibious-naval.png" });
});
