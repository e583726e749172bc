// npm run bench:area-playtest — the area playtest in headless Chromium, on the area sample's scenario (as
// bench:playtest uses the Next War sample) and, with the suffix _triplea, on an imported TripleA game's scenario:
// the project's own Narrow Seas (lib/io/triplea/fixtures/narrow-seas) unless `--fixture DIR` names a TripleA map folder
// (its WW2v3-1942.xml when there, else its only game), posted to the studio's import as the dialog does. Starts its own
// server on a fresh database, measures each figure after a warm-up and prints the medians as one JSON line each (those
// on the imported game name its fixture):
//   start_to_board_ms          navigation start until the board is drawn at its size with every unit on it (≤ 1,000)
//   select_to_destinations_ms  a click on a space of the power to move until the board shows the selection with its
//                              legal destinations (≤ 50)
//   bot_round_ui_ms            "Jump to turn 2": greedy bots play a whole round and the board shows it (the same
//                              round again and again in one page: undone after each run, the first a warm-up)
//   calculator_10k_ms          10,000 big battles in the imported game's playtest calculator panel, Run until shown
//                              (≤ 1,000); the first power to move attacks the first power of another side
import type { Page } from "@playwright/test";
import { fixtureArgument, loadTripleaFixture, type TripleaFixture } from "@/lib/bench/fixture";
import { median, printer, runBench, startStudio } from "./harness";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** The calculator's big battle (as npm run bench:aa and bench:area-calculator), in TripleA's unit names. */
const BIG = {
  Attacker: { infantry: 10, artillery: 4, armour: 6, fighter: 4, bomber: 2 },
  Defender: { infantry: 14, artillery: 3, armour: 4, fighter: 3, aaGun: 1 },
};

async function importScenario(base: string, fixture: TripleaFixture): Promise<string> {
  const response = await fetch(`${base}/api/projects/import-triplea`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(fixture.body) });
  const answer = (await response.json()) as { project?: { id: string }; documents?: { id: string; kind: string }[]; error?: string };
  const scenario = answer.documents?.find((d) => d.kind === "scenario");
  if (!answer.project || !scenario) throw new Error(`TripleA import of ${fixture.xmlName} failed: ${answer.error ?? response.status}`);
  return `${base}/projects/${answer.project.id}/documents/${scenario.id}/playtest`;
}

/** Opens the playtest; resolves with the ms from navigation start until the board is drawn at its size. */
async function startToBoard(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () => {
          const at = window.__warbenchAreaBoard?.drawnAt ?? null;
          if (at !== null && window.__warbenchAreaPlaytest) resolve(at);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

/** Clicks the `n`th busiest space of the power to move (in the combat move) and times until the board is drawn with it selected and its destinations. */
async function selectToDestinations(page: Page, n: number): Promise<number> {
  await page.keyboard.press("Escape");
  return page.evaluate(async (i) => {
    const pt = window.__warbenchAreaPlaytest!;
    const s = pt.state();
    const power = s.bundle.game.turnOrder[s.power];
    const count = new Map<string, number>();
    for (const u of Object.values(s.units)) if (u.owner === power && !u.aboard && u.moved === 0) count.set(u.at, (count.get(u.at) ?? 0) + 1);
    const spaces = [...count].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([id]) => id);
    const p = pt.pointOf(spaces[i % spaces.length]!)!;
    const board = document.querySelector('[data-testid="area-board"]')!;
    const t0 = performance.now();
    const init = { bubbles: true, clientX: p.x, clientY: p.y, pointerId: 1, button: 0, buttons: 1 };
    board.dispatchEvent(new PointerEvent("pointerdown", init));
    board.dispatchEvent(new PointerEvent("pointerup", { ...init, buttons: 0 }));
    return new Promise<number>((resolve, reject) => {
      const check = () => {
        const at = window.__warbenchAreaBoard?.destinationsAt ?? null;
        if (at !== null && at > t0) resolve(at - t0);
        else if (performance.now() - t0 > 10_000) reject(new Error("no destinations drawn within 10 s"));
        else requestAnimationFrame(check);
      };
      check();
    });
  }, n);
}

/** Greedy bots play round 1 through the "Jump to turn" aid; ms until the track shows round 2. Then undoes it all. */
async function botRound(page: Page): Promise<number> {
  await page.getByLabel("Jump to turn by greedy bot play").fill("2");
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const jump = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="aids"] button')].find((b) => b.textContent === "Jump")!;
        const round = () => document.querySelector('[data-testid="round"]')?.textContent ?? "";
        const t0 = performance.now();
        jump.click();
        const check = () => {
          if (round().startsWith("Round 2 ")) requestAnimationFrame(() => resolve(performance.now() - t0));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  await page.locator("#undo-to").selectOption("0");
  await page.getByTestId("aids").getByRole("button", { name: "Undo", exact: true }).click();
  await page.getByTestId("round").filter({ hasText: "Round 1 " }).waitFor();
  return ms;
}

/** One 10,000-battle run in the open calculator dialog, Run until the result is on screen. */
async function calculatorRun(page: Page, seed: number): Promise<number> {
  await page.getByTestId("calculator-dialog").getByRole("textbox", { name: "Seed" }).fill(String(seed));
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const dialog = document.querySelector('[data-testid="calculator-dialog"]')!;
        const run = [...dialog.querySelectorAll("button")].find((b) => b.textContent?.includes("Run"));
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
}

/** The three playtest figures on one scenario's playtest `url` (with ?seed=1), named with `suffix`. */
async function playtestFigures(page: Page, url: string, suffix: string, print: ReturnType<typeof printer>) {
  const starts: number[] = [];
  await startToBoard(page, url);
  for (let i = 0; i < RUNS; i++) starts.push(await startToBoard(page, url));
  print(`start_to_board${suffix}_ms`, median(starts), "ms");

  // The first power buys nothing; its combat move is timed on its busiest spaces.
  await page.getByRole("button", { name: "Buy nothing" }).first().click();
  await page.getByTestId("phase").filter({ hasText: "Combat move" }).waitFor();
  const selects: number[] = [];
  await selectToDestinations(page, 0);
  for (let i = 0; i < RUNS * 2; i++) selects.push(await selectToDestinations(page, i));
  print(`select_to_destinations${suffix}_ms`, median(selects), "ms");

  // In one page, as a tester would: the first round warms the engine up, each run is undone afterwards.
  const rounds: number[] = [];
  await startToBoard(page, url);
  for (let i = 0; i <= RUNS; i++) {
    const ms = await botRound(page);
    if (i > 0) rounds.push(ms);
  }
  print(`bot_round_ui${suffix}_ms`, median(rounds), "ms");
}

async function main() {
  // Read before anything starts: a wrong --fixture is a one-line error, not a server to stop.
  const fixture = loadTripleaFixture(fixtureArgument(process.argv.slice(2)));
  const print = printer("area-playtest");
  const printImported = printer("area-playtest", fixture.name);
  const studio = await startStudio("bench-area-playtest");
  try {
    const page = await studio.newPage();
    await page.goto(studio.base);
    await page.getByRole("link", { name: "Area sample" }).click();
    await page.getByRole("link", { name: "Area scenario" }).click();
    const sample = `${studio.base}${await page.getByRole("link", { name: /Playtest/ }).getAttribute("href")}?seed=1`;
    await playtestFigures(page, sample, "", print);
    const url = `${await importScenario(studio.base, fixture)}?seed=1`;
    await playtestFigures(page, url, "_triplea", printImported);

    // The calculator opened from the playtest (on the busiest space of the power to move), the big battle typed in:
    // that power attacks the first power of another side, whatever the game calls them.
    await startToBoard(page, url);
    await page.keyboard.press("Escape");
    const sides = await page.evaluate((wanted) => {
      const pt = window.__warbenchAreaPlaytest!;
      const s = pt.state();
      const game = s.bundle.game;
      const attacker = game.turnOrder[s.power]!;
      const side = (id: string) => game.nations.find((n) => n.id === id)?.side;
      const defender = game.nations.find((n) => side(n.id) !== side(attacker))?.id;
      const missing = wanted.filter((name) => !game.unitTypes.some((u) => u.name === name));
      const count = new Map<string, number>();
      for (const u of Object.values(s.units)) if (u.owner === attacker && !u.aboard) count.set(u.at, (count.get(u.at) ?? 0) + 1);
      const busiest = [...count].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
      const p = busiest ? pt.pointOf(busiest) : null;
      if (p) {
        const board = document.querySelector('[data-testid="area-board"]')!;
        const init = { bubbles: true, clientX: p.x, clientY: p.y, pointerId: 1, button: 0, buttons: 1 };
        board.dispatchEvent(new PointerEvent("pointerdown", init));
        board.dispatchEvent(new PointerEvent("pointerup", { ...init, buttons: 0 }));
      }
      return { attacker, defender, missing, space: busiest ?? null };
    }, [...new Set(Object.values(BIG).flatMap((units) => Object.keys(units)))]);
    if (!sides.defender) throw new Error(`${fixture.xmlName}: every power is on ${sides.attacker}'s side; the calculator needs two sides`);
    if (sides.missing.length) throw new Error(`${fixture.xmlName} has no unit named ${sides.missing.join(", ")}: the big battle is in TripleA's standard units`);
    if (!sides.space) throw new Error(`${fixture.xmlName}: ${sides.attacker}, first to move, has no units on the board`);
    console.error(`area-playtest bench: TripleA ${fixture.xmlName} (${fixture.dir}); calculator: ${sides.attacker} attacks ${sides.defender}, opened on ${sides.space}`);
    await page.getByTestId("open-calculator").click();
    const dialog = page.getByTestId("calculator-dialog");
    await dialog.getByRole("button", { name: "Clear units" }).click();
    await dialog.getByLabel("Attacking nation").selectOption(sides.attacker);
    await dialog.getByLabel("Defending nation").selectOption(sides.defender);
    for (const [side, units] of Object.entries(BIG)) {
      for (const [name, n] of Object.entries(units)) await dialog.getByLabel(`${side} ${name}`, { exact: true }).fill(String(n));
    }
    // A land battle without a landing, wherever the busiest space is (a sea zone opens the panel on a sea battle).
    await dialog.getByLabel("Battle", { exact: true }).selectOption("land");
    await dialog.getByLabel("Amphibious assault").uncheck();
    await dialog.getByRole("textbox", { name: "Runs" }).fill("10000");
    const calc: number[] = [];
    for (let i = 0; i < 2 + RUNS; i++) {
      const ms = await calculatorRun(page, i + 1);
      if (i >= 2) calc.push(ms);
    }
    printImported("calculator_10k_ms", median(calc), "ms");
  } finally {
    await studio.close();
  }
}

runBench(main);
