// npm run bench:area-calculator — the battle calculator panel in headless Chromium.
// calculator_10k_ms: from pressing Run until 10,000 big battles' results are on
// screen, on the panel's Web Workers (one per core; started when the panel
// opens, as for a user). Target ≤ 1,000 ms. Big battle: attacker 10 infantry,
// 4 artillery, 6 tanks, 4 fighters, 2 bombers against 14 infantry, 3 artillery,
// 4 tanks, 3 fighters and an AA gun (the same as npm run bench:aa).
import { median, printer, runBench, startStudio } from "./harness";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const WARM_UP = 2;
const print = printer("area-calculator");

const BIG = {
  Attacker: { Infantry: 10, Artillery: 4, Tank: 6, Fighter: 4, Bomber: 2 },
  Defender: { Infantry: 14, Artillery: 3, Tank: 4, Fighter: 3, "AA gun": 1 },
};

async function main() {
  const studio = await startStudio("bench-area-calculator");
  try {
    const page = await studio.newPage();
    await page.goto(studio.base);
    await page.getByRole("link", { name: "Area sample" }).click();
    await page.getByRole("link", { name: "Area game module" }).click();
    await page.getByRole("link", { name: "Battle calculator" }).click();
    await page.getByLabel("Attacking nation").selectOption("cordova");
    await page.getByLabel("Defending nation").selectOption("aurelia");
    for (const [side, units] of Object.entries(BIG)) {
      for (const [name, n] of Object.entries(units)) await page.getByLabel(`${side} ${name}`, { exact: true }).fill(String(n));
    }
    // The sampled run this benchmark has always timed (the panel's default is now the exact answer, bench:aa's exact_big_battle_ms).
    await page.getByLabel("Method").selectOption("monte-carlo");
    await page.getByRole("textbox", { name: "Runs" }).fill("10000");

    const times: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      await page.getByRole("textbox", { name: "Seed" }).fill(String(i + 1));
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const run = [...document.querySelectorAll("button")].find((b) => b.textContent?.includes("Run"));
            if (!run) return reject(new Error("no Run button"));
            const t0 = performance.now();
            run.click();
            const check = () => {
              const mark = window.__warbenchCalculator;
              if (mark && mark.startedAt >= t0 && mark.shownAt !== null) requestAnimationFrame(() => resolve(performance.now() - t0));
              else if (performance.now() - t0 > 60_000) reject(new Error("no result within a minute"));
              else requestAnimationFrame(check);
            };
            check();
          }),
      );
      if (i >= WARM_UP) times.push(ms);
    }
    print("calculator_10k_ms", median(times), "ms");
  } finally {
    await studio.close();
  }
}

runBench(main);
