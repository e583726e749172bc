// The README's playtest screenshot (public/screenshot-playtest.png): the Next War
// sample scenario on a fixed seed at the zoom a game opens with, a unit of the
// side to move selected so the hexes it can reach show their movement costs.
// Run after a build: `npx next build && npx tsx e2e/readme-screenshots.ts`
// (with NEXT_DIST_DIR set the same way for both when .next is someone else's).
import { runBench, startStudio } from "./bench/harness";

const OUT = "public/screenshot-playtest.png";

async function main() {
  const studio = await startStudio("readme-screenshots", { value: process.env.SCREENSHOT_PORT, variable: "SCREENSHOT_PORT" });
  try {
    const page = await studio.newPage();
    await page.goto(studio.base);
    await page.getByRole("link", { name: "Next War sample" }).click();
    await page.getByRole("link", { name: "Sample scenario" }).click();
    const playtest = await page.getByRole("link", { name: /Playtest/ }).getAttribute("href");
    await page.goto(`${studio.base}${playtest}?seed=11`);
    await page.waitForFunction(() => window.__warbenchPlaytest !== undefined && (window.__warbenchBoard?.mapReadyAt ?? null) !== null, undefined, { timeout: 60_000 });
    // The board opens at the zoom where counters are readable: hexes are where they will stay once it has.
    await page.waitForFunction(() => (window.__warbenchBoard?.counterPx ?? 0) >= 36, undefined, { timeout: 60_000 });
    // The naval war opens with mine-sweep segments [7.5.2]: play past them to the first movement.
    for (let i = 0; i < 4 && /sweep/i.test(await page.getByTestId("segment").innerText()); i++) {
      const step = await page.evaluate(() => window.__warbenchPlaytest!.state().step);
      await page.getByTestId("end-segment").click();
      await page.waitForFunction((before) => window.__warbenchPlaytest!.state().step !== before, step);
    }
    // ...and the panels beside it have settled (their height sets the board's, and so where hexes are).
    await page.waitForTimeout(2000);

    // A unit of the side to move whose reach is a handful of hexes, not the whole screen (pointOf brings it into view).
    const target = await page.evaluate(() => {
      const pt = window.__warbenchPlaytest!;
      const s = pt.state();
      const side = new Map(s.bundle.scenario.nations.map((n) => [n.id, n.side]));
      const mine = (s.bundle.scenario.units ?? []).filter((u) => side.get(u.nation) === s.initiative && s.units[u.id]?.status === "map");
      const sized = mine.flatMap((u) => {
        const reach = pt.reachable([u.id]);
        return "error" in reach ? [] : [{ id: u.id, hexes: reach.hexes.length }];
      });
      const best = sized.sort((a, b) => Math.abs(a.hexes - 12) - Math.abs(b.hexes - 12))[0];
      return best ? pt.pointOf(pt.label(s.units[best.id]!.hex)) : null;
    });
    if (!target) throw new Error("no stack of the side to move is on screen");
    await page.mouse.click(target.x, target.y);
    await page.getByTestId("selection").waitFor();
    await page.waitForFunction(() => (window.__warbenchBoard?.reachableAt ?? null) !== null);
    await page.mouse.move(0, 0);
    // The map's tiles finish drawing at full detail a while after the counters.
    await page.waitForFunction(() => window.__warbenchBoard?.mapComplete === true, undefined, { timeout: 60_000, polling: 250 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: OUT });
    console.log(`wrote ${OUT}`);
  } finally {
    await studio.close();
  }
}

runBench(main);
