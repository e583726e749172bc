// npm run bench:playtest — the playtest board in headless Chromium on the sample scenario.
// Starts its own server on a fresh database (which loads the samples), then measures
// each figure several times after a warm-up and prints the medians as JSON lines.
import type { Page } from "@playwright/test";
import { median, printer, runBench, startStudio } from "./harness";

const RUNS = 5;
const printMs = printer("playtest");
const print = (metric: string, value: number) => printMs(metric, value, "ms");

/** From navigation start until the map is fully drawn with the counters on it. */
async function startToBoard(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () => {
          const b = window.__warbenchBoard;
          if (b && b.mapReadyAt !== null && b.overlayAt !== null) resolve(Math.max(b.mapReadyAt, b.overlayAt));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

async function main() {
  const studio = await startStudio("bench-playtest");
  const BASE = studio.base;
  try {
    const page = await studio.newPage();
    await page.goto(BASE);
    await page.getByRole("link", { name: "Next War sample" }).click();
    await page.getByRole("link", { name: "Sample scenario" }).click();
    const url = `${BASE}${await page.getByRole("link", { name: /Playtest/ }).getAttribute("href")}?seed=1`;

    const starts: number[] = [];
    await startToBoard(page, url);
    for (let i = 0; i < RUNS; i++) starts.push(await startToBoard(page, url));
    print("start_to_board_ms", median(starts));

    // Click a stack of the side to move and time until its reachable hexes are drawn.
    const selects: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      await startToBoard(page, url);
      const ms = await page.evaluate(async (n) => {
        const pt = window.__warbenchPlaytest!;
        const s = pt.state();
        const nationSide = new Map(s.bundle.scenario.nations.map((x) => [x.id, x.side]));
        const mine = (s.bundle.scenario.units ?? []).filter((u) => nationSide.get(u.nation) === s.initiative && s.units[u.id]?.status === "map");
        const unit = mine[n % mine.length]!;
        const p = pt.pointOf(pt.label(s.units[unit.id]!.hex))!;
        const board = document.querySelector('[data-testid="board"]')!;
        const t0 = performance.now();
        const init = { bubbles: true, clientX: p.x, clientY: p.y, pointerId: 1, button: 0, buttons: 1 };
        board.dispatchEvent(new PointerEvent("pointerdown", init));
        board.dispatchEvent(new PointerEvent("pointerup", { ...init, buttons: 0 }));
        return new Promise<number>((resolve) => {
          const check = () => {
            const at = window.__warbenchBoard?.reachableAt ?? null;
            if (at !== null && at > t0) resolve(at - t0);
            else requestAnimationFrame(check);
          };
          check();
        });
      }, i);
      if (i > 0) selects.push(ms);
    }
    print("select_to_reachable_ms", median(selects));

    // Both sides greedy at instant speed: time until the board shows the result.
    const games: number[] = [];
    for (let i = 0; i <= 3; i++) {
      await startToBoard(page, `${url.replace(/seed=\d+/, `seed=${i + 1}`)}`);
      await page.getByLabel("Bot speed").fill("0");
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!;
            const t0 = performance.now();
            const done = () => {
              if (document.querySelector('[data-testid="result"]')) {
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - t0));
              }
            };
            const observer = new MutationObserver(done);
            observer.observe(document.body, { childList: true, subtree: true });
            for (const select of document.querySelectorAll<HTMLSelectElement>('select[id^="player-"]')) {
              setter.call(select, "greedy");
              select.dispatchEvent(new Event("change", { bubbles: true }));
            }
          }),
      );
      if (i > 0) games.push(ms);
    }
    print("bot_game_ui_ms", median(games));
  } finally {
    await studio.close();
  }
}

runBench(main);
