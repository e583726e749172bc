import { expect, type Page, test } from "@playwright/test";
import { clickHex, endSegment, openSamplePlaytest } from "./helpers";

/**
 * An amphibious landing in the playtest [8.5.8.1, 8.5.8.2], on the Next War
 * sample (seed 11), whose 2nd Marine Battalion sets up aboard the 1st
 * Amphibious Group in the Halvard coastal box: the naval display lists the
 * cargo; in blue's reaction movement the picked AMPH's assault positions
 * are marked among its shaded destinations on the board (a dashed teal
 * outline with an arrow to the beach, named in the hover line and the panel
 * as "assault position: beach … next"); a click on the marked hex sails the
 * AMPH there (any contested-move roll forced to pass from the testing aids);
 * in the combat segment the beach is shaded, clicking
 * it offers *Land*, the marines come ashore, *Place beachhead* puts the marker
 * on the board (BH 1), the hover line and the log say so.
 */

const AMPH = "nl-amph-1";

/**
 * Whether the board draws the assault-position glyph (its teal, opaque) at the
 * centre of sea hex `label` and, given `beach`, on the way to that beach hex:
 * the arrow to it [8.5.8.1].
 */
const glyphAt = (page: Page, label: string, beach?: string) =>
  page.evaluate(
    async ([l, b]) => {
      const t = window.__warbenchPlaytest!;
      // pointOf may scroll a hex into view: let the overlay redraw before reading it.
      t.pointOf(l!);
      if (b) t.pointOf(b);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const canvas = document.querySelector('[data-testid="board"]') as HTMLCanvasElement;
      const rect = canvas.getBoundingClientRect();
      const dpr = window.devicePixelRatio || 1;
      const teal = (p: { x: number; y: number }) => {
        const d = canvas.getContext("2d")!.getImageData(Math.round((p.x - rect.left) * dpr) - 3, Math.round((p.y - rect.top) * dpr) - 3, 7, 7).data;
        for (let i = 0; i < d.length; i += 4) if (d[i]! < 50 && Math.abs(d[i + 1]! - 131) < 35 && Math.abs(d[i + 2]! - 143) < 35 && d[i + 3]! > 200) return true;
        return false;
      };
      const sea = t.pointOf(l!)!;
      if (!teal(sea)) return false;
      if (!b) return true;
      const shore = t.pointOf(b)!;
      return teal({ x: sea.x + (shore.x - sea.x) * 0.25, y: sea.y + (shore.y - sea.y) * 0.25 });
    },
    [label, beach],
  );

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
  // The picked AMPH's destinations are shaded on the board; the assault positions among them marked [8.5.8.1].
  await expect.poll(() => page.evaluate(() => (window.__warbenchBoard?.picks?.assault ?? []).length)).toBeGreaterThan(0);
  const picks = await page.evaluate(() => window.__warbenchBoard!.picks!);
  const listed = [...picks.assault!].sort();
  // The board draws the glyph on exactly those hexes; a sea hex that is none has none [8.5.8.1].
  await expect.poll(() => page.evaluate(() => [...(window.__warbenchBoard?.assaultAt ?? [])].sort())).toEqual(listed);
  const sea = listed[0]!;
  const at = await page.evaluate((h) => window.__warbenchPlaytest!.pointOf(h), sea);
  await page.mouse.move(at!.x, at!.y);
  await expect(page.getByTestId("hover-hex")).toContainText(`assault position [8.5.8.1]: beach`);
  const beach = /beach(?:es)? (\d{4})/.exec(await page.getByTestId("hover-hex").innerText())![1]!;
  await expect.poll(() => glyphAt(page, sea, beach)).toBe(true);
  const plain = [...(picks.naval ?? []), ...(picks["naval-contested"] ?? [])].find((h) => /^\d{4}$/.test(h));
  if (plain) expect(await glyphAt(page, plain)).toBe(false);
  await page.mouse.move(at!.x, at!.y);
  const pick = page.getByTestId("naval-pick");
  await expect(pick.getByTestId("naval-assault")).toContainText(`assault position: beach`);
  await expect(pick.getByTestId("naval-assault")).toContainText(beach);
  await page.getByTestId("board").screenshot({ path: "test-results/amphibious-assault-marks.png" });
  if (await pick.getByTestId("naval-risk").innerText().then((t) => t.includes("Contested"))) {
    await page.locator("#force-die").fill("0");
    await page.getByTestId("aids").getByRole("button", { name: "Force" }).click();
  }
  // A click on the marked hex sails the AMPH there, as a land move is made.
  await clickHex(page, sea);
  const log = page.getByTestId("game-log");
  await expect(log).toContainText(`1st Amphibious Group is in assault position at hex ${sea} with 2nd Marine Battalion aboard`);

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
  await expect(log).toContainText(`2nd Marine Battalion comes ashore on the beach at hex ${beach} by landing`);
  await expect.poll(() => page.evaluate((h) => window.__warbenchPlaytest!.label(window.__warbenchPlaytest!.state().units["nl-marine-2"]!.hex) === h, beach)).toBe(true);

  // The beachhead [8.5.8.2]: placed from the panel, drawn on the board, named in the hover line and the log.
  await amphibious.getByRole("button", { name: `Place beachhead on ${beach} [8.5.8.2]` }).click();
  await expect(log).toContainText(`Northern Coalition places a beachhead on hex ${beach} (defence 1)`);
  expect(await page.evaluate(() => Object.keys(window.__warbenchPlaytest!.state().beachheads?.at ?? {}).length)).toBe(1);
  const p = await page.evaluate((h) => window.__warbenchPlaytest!.pointOf(h), beach);
  await page.mouse.move(p!.x, p!.y);
  await expect(page.getByTestId("hover-hex")).toContainText("Northern Coalition beachhead (defence 1): stacking 6, retreat negated [8.5.8.2, 8.5.8.4]");
  await page.mouse.move(p!.x + 200, p!.y + 120);
  await page.getByTestId("board").screenshot({ path: "test-results/amphibious-beachhead.png" });
  await panel.screenshot({ path: "test-results/amphibious-naval.png" });
});
