import { expect, test } from "@playwright/test";
import { openSamplePlaytest } from "./helpers";

/**
 * Issue #26 item 10, on the Next War board: the game opens with the map
 * covering the board (a third of it used to be past the map's edge), and a
 * picked helicopter's mission range is shaded and outlined where it shows.
 */
test("the board opens covered by the map, and a helicopter's mission range shows on it", async ({ page }) => {
  test.setTimeout(90_000);
  await openSamplePlaytest(page, 11);
  await page.waitForFunction(() => (window.__warbenchBoard?.covered ?? 0) > 0);
  // All of it but the margin kept past the map's edge at a corner.
  expect(await page.evaluate(() => window.__warbenchBoard!.covered!)).toBeGreaterThan(0.95);
  await page.screenshot({ path: "test-results/playtest-opening.png" });

  const heli = await page.evaluate(() => {
    const s = window.__warbenchPlaytest!.state();
    const side = s.initiative;
    const nationSide = new Map(s.bundle.scenario.nations.map((n) => [n.id, n.side]));
    const def = (s.bundle.scenario.units ?? []).find((u) => /helo/.test(u.type) && nationSide.get(u.nation) === side && s.units[u.id]?.status === "map");
    return def ? { name: def.name, hex: window.__warbenchPlaytest!.label(s.units[def.id]!.hex) } : null;
  });
  expect(heli, "a helicopter of the side to move").not.toBeNull();
  await page.getByTestId("air-panel").getByRole("button", { name: heli!.name }).click();
  await page.waitForFunction(() => (window.__warbenchBoard?.rangeAt?.length ?? 0) > 1);
  // The range's hexes as the overlay draws them (those a counter covers left out): shaded enough to see.
  const alphas = await page.evaluate((own) => {
    const canvas = document.querySelector<HTMLCanvasElement>("canvas.board-overlay")!;
    const rect = canvas.getBoundingClientRect();
    const scale = canvas.width / rect.width;
    const ctx = canvas.getContext("2d")!;
    return window.__warbenchBoard!.rangeAt!.flatMap((l) => {
      const p = l === own ? null : window.__warbenchPlaytest!.pointOf(l);
      if (!p || p.x < rect.left || p.y < rect.top || p.x >= rect.right || p.y >= rect.bottom) return [];
      const a = ctx.getImageData(Math.round((p.x - rect.left) * scale), Math.round((p.y - rect.top) * scale), 1, 1).data[3]!;
      return a === 255 ? [] : [a];
    });
  }, heli!.hex);
  expect(alphas.length).toBeGreaterThan(0);
  const alpha = alphas.sort((x, y) => x - y)[Math.floor(alphas.length / 2)]!;
  expect(alpha).toBeGreaterThanOrEqual(50);
  await page.screenshot({ path: "test-results/playtest-mission-range.png" });
});
