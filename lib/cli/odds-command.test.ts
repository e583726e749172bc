import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RULESETS } from "@/lib/engine/rulesets";
import { sampleBundles } from "@/lib/samples";
import { calculateOdds } from "@/lib/engine/rulesets/aa1942/odds";
import { loadAreaGame } from "./odds-command";
import { availableCores } from "../workers/pool";
import { runOddsJob } from "./odds-pool";
import { runInProcess } from "./run-in-process";

const GAME = "lib/samples/area-sample/game.json";
const BIG = ["--attacker", "cordova:10 infantry,4 artillery,6 tanks,4 fighters,2 bombers", "--defender", "aurelia:14 infantry,3 artillery,4 tank,3 fighter,1 AA gun"];

const run = runInProcess;

/** The JSON report without the timing, which differs from run to run. */
function stable(out: string): Record<string, unknown> {
  const { battlesPerSecond, workers, ...rest } = JSON.parse(out) as Record<string, unknown>;
  expect(typeof battlesPerSecond).toBe("number");
  expect(typeof workers).toBe("number");
  return rest;
}

describe("warbench odds [AA:conduct-combat]", () => {
  it("--json reports win rates, rounds, survivors and IPC lost", async () => {
    const r = await run("odds", GAME, ...BIG, "--runs", "3000", "--workers", "1", "--json");
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    for (const key of ["runs", "attackerWins", "defenderWins", "draws", "meanRounds", "attackerSurvivors", "defenderSurvivors", "attackerIpcLost", "defenderIpcLost", "battlesPerSecond"]) {
      expect(report).toHaveProperty(key);
    }
    expect(report.runs).toBe(3000);
    expect(report.attackerWins + report.defenderWins + report.draws).toBeCloseTo(1, 12);
    expect(Object.keys(report.attackerSurvivors).sort()).toEqual(["artillery", "bomber", "fighter", "infantry", "tank"]);
    expect(report.defenderSurvivors["aa-gun"]).toBe(1);
    expect(report.attacker).toEqual({ nation: "cordova", units: { infantry: 10, artillery: 4, tank: 6, fighter: 4, bomber: 2 } });
    expect(report.battlesPerSecond).toBeGreaterThan(0);
    // The distribution of attacker units left (the studio's chart): battles by units left, 0…26.
    expect(report.attackerUnitsLeft).toHaveLength(26 + 1);
    expect((report.attackerUnitsLeft as number[]).reduce((a, b) => a + b, 0)).toBe(3000);
    expect(r.err).toBe("");
  });

  it("the same seed gives the same result, on one worker or two", async () => {
    const one = await run("odds", GAME, ...BIG, "--runs", "5500", "--seed", "11", "--workers", "1", "--json");
    const again = await run("odds", GAME, ...BIG, "--runs", "5500", "--seed", "11", "--workers", "1", "--json");
    const two = await run("odds", GAME, ...BIG, "--runs", "5500", "--seed", "11", "--workers", "2", "--json");
    expect(two.code).toBe(0);
    expect(JSON.parse(two.out).workers).toBe(2);
    expect(stable(again.out)).toEqual(stable(one.out));
    expect(stable(two.out)).toEqual(stable(one.out));
    const other = await run("odds", GAME, ...BIG, "--runs", "5500", "--seed", "12", "--workers", "1", "--json");
    expect(stable(other.out)).not.toEqual(stable(one.out));
  }, 60_000);

  it("without --workers, a small run is fought in this thread, and the same seed still gives the same result", async () => {
    const auto = await run("odds", GAME, ...BIG, "--runs", "2000", "--seed", "11", "--json");
    expect(auto.code).toBe(0);
    // Two blocks: the first is fought here, and a single block left is too, however long the first took.
    expect(JSON.parse(auto.out).workers).toBe(1);
    const one = await run("odds", GAME, ...BIG, "--runs", "2000", "--seed", "11", "--workers", "1", "--json");
    expect(stable(auto.out)).toEqual(stable(one.out));
  });

  it("a run split between this thread and workers adds up to the run in one thread", async () => {
    const loaded = loadAreaGame(GAME);
    if (!loaded.ok) throw new Error(loaded.error);
    const job = { unitTypes: loaded.game.unitTypes, request: { kind: "land" as const, attacker: { infantry: 6, tank: 2 }, defender: { infantry: 5, artillery: 1 } }, seed: 5, runs: 4500 };
    const whole = await runOddsJob(job, 1);
    // No time in this thread beyond the one block it always fights: the other four go to the workers.
    const split = await runOddsJob(job, "auto", undefined, 0);
    expect(split.workers).toBe(Math.min(4, availableCores()));
    expect(split.totals).toEqual(whole.totals);
  });

  it("prints a short table without --json", async () => {
    const r = await run("odds", GAME, "--attacker", "Cordova:3 Infantry, 1 TANK", "--defender", "aurelia:2 infantry", "--runs", "2000", "--workers", "1");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Cordova attacks Aurelia: land battle, 2,000 battles/);
    expect(r.out).toMatch(/attacker wins\s+\d+\.\d%/);
    expect(r.out).toMatch(/Infantry\s+\d\.\d\d\s+\d\.\d\d/);
    expect(r.out).toMatch(/IPC lost/);
  });

  it("reads the game from a bundle", async () => {
    const sample = sampleBundles().find((b) => b.bundle.documents.some((d) => d.kind === "game" && RULESETS.find(d.content.ruleset)?.can?.odds));
    expect(sample).toBeDefined();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "wb-odds-")), "area.warbench.json");
    fs.writeFileSync(file, sample!.text);
    const fromBundle = await run("odds", file, "--attacker", "cordova:1 tank", "--defender", "aurelia:1 infantry", "--runs", "1000", "--workers", "1", "--json");
    const fromGame = await run("odds", GAME, "--attacker", "cordova:1 tank", "--defender", "aurelia:1 infantry", "--runs", "1000", "--workers", "1", "--json");
    expect(fromBundle.code).toBe(0);
    expect(stable(fromBundle.out)).toEqual(stable(fromGame.out));
  });

  it("a sea battle and an amphibious assault with bombardment [AA:bombardment]", async () => {
    const sea = await run("odds", GAME, "--sea", "--attacker", "cordova:1 battleship", "--defender", "aurelia:1 destroyer", "--runs", "1000", "--workers", "1", "--json");
    expect(sea.code).toBe(0);
    expect(JSON.parse(sea.out).territoryTaken).toBeNull();
    const landing = await run("odds", GAME, "--amphibious", "--attacker", "cordova:2 infantry,1 battleship", "--defender", "aurelia:2 infantry", "--runs", "1000", "--workers", "1", "--json");
    expect(landing.code).toBe(0);
    expect(JSON.parse(landing.out).attackerSurvivors.battleship).toBe(1);
  });

  it("an unknown unit type exits 2 and names it", async () => {
    const r = await run("odds", GAME, "--attacker", "cordova:3 panzers", "--defender", "aurelia:1 infantry", "--workers", "1");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown unit type "panzers"/);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it("an unknown nation exits 2 and names it", async () => {
    const r = await run("odds", GAME, "--attacker", "atlantis:3 infantry", "--defender", "aurelia:1 infantry", "--workers", "1");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown nation "atlantis"/);
  });

  it("land units at sea exit 1 with the rule [AA:transports]", async () => {
    const r = await run("odds", GAME, "--sea", "--attacker", "cordova:2 infantry,1 destroyer", "--defender", "aurelia:1 destroyer", "--workers", "1");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no battle: Infantry is a land unit: land units never fight in a sea zone.*\[AA:transports\]/);
    expect(r.out).toBe("");
    const json = await run("odds", GAME, "--sea", "--attacker", "cordova:2 infantry", "--defender", "aurelia:1 destroyer", "--workers", "1", "--json");
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({ rule: "AA:transports" });
  });

  it.each([
    ["a ship in a land battle without --amphibious", ["--attacker", "cordova:1 infantry,1 battleship", "--defender", "aurelia:1 infantry"], /AA:bombardment/],
    ["nothing to fight", ["--attacker", "cordova:2 infantry", "--defender", "aurelia:1 industrial complex"], /Nothing to fight/],
    ["allies attacking allies", ["--attacker", "aurelia:2 infantry", "--defender", "borealis:1 infantry"], /both on the Allies side.*\[AA:conduct-combat\]/],
  ])("%s exits 1 with the rule", async (_why, args, message) => {
    const r = await run("odds", GAME, ...args, "--workers", "1");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(message);
  });

  it.each([
    [["--attacker", "cordova:1 infantry"], /--attacker and --defender are required/],
    [["--attacker", "1 infantry", "--defender", "aurelia:1 infantry"], /<nation>:/],
    [["--attacker", "cordova:1 infantry", "--defender", "aurelia:1 infantry", "--runs", "0"], /--runs must be a whole number/],
    [["--attacker", "cordova:1 infantry", "--defender", "aurelia:1 infantry", "--sea", "--amphibious"], /--amphibious is a land battle/],
    [["--attacker", "cordova:1 infantry", "--defender", "aurelia:1 infantry", "--bogus"], /unknown option --bogus/],
  ])("bad arguments exit 2: %j", async (args, message) => {
    const r = await run("odds", GAME, ...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });

  it("a Next War game or a missing file exits 2 with the reason", async () => {
    const nw = await run("odds", "lib/samples/nextwar-sample/game.json", "--attacker", "a:1 x", "--defender", "b:1 y");
    expect(nw.code).toBe(2);
    expect(nw.err).toMatch(/aa1942/);
    const missing = await run("odds", "no/such/game.json", "--attacker", "a:1 x", "--defender", "b:1 y");
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/No such file/);
  });

  it("is listed in the usage", async () => {
    const r = await run("--help");
    expect(r.out).toMatch(/warbench odds <game-or-bundle> --attacker/);
  });
});

describe("warbench odds, exact [RULINGS-odds \"exact\"]", () => {
  const SMALL = ["--attacker", "cordova:3 infantry,1 tank", "--defender", "aurelia:2 infantry"];
  const FLEETS = ["--sea", "--attacker", "cordova:8 submarine,6 fighter,4 cruiser,2 battleship", "--defender", "aurelia:6 submarine,4 fighter,2 carrier,2 battleship,4 transport"];

  it("answers exactly by default: method exact, runs 0, the engine's exact numbers, the same every time", async () => {
    const r = await run("odds", GAME, ...SMALL, "--json");
    expect(r.code).toBe(0);
    const { ms, ...report } = JSON.parse(r.out) as Record<string, unknown>;
    expect(typeof ms).toBe("number");
    expect(report).toMatchObject({ method: "exact", runs: 0, workers: 1 });
    expect(report).not.toHaveProperty("battlesPerSecond");
    const loaded = loadAreaGame(GAME);
    if (!loaded.ok) throw new Error(loaded.error);
    const engine = calculateOdds(loaded.game.unitTypes, { kind: "land", amphibious: false, attacker: { infantry: 3, tank: 1 }, defender: { infantry: 2 }, retreatAfter: 0, retreatBelow: 0 }, { method: "exact" });
    if (!engine.ok) throw new Error("no battle");
    expect(report.attackerWins).toBe(engine.result.attackerWins);
    expect((report.attackerUnitsLeft as number[]).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const again = JSON.parse((await run("odds", GAME, ...SMALL, "--json")).out) as Record<string, unknown>;
    delete again.ms;
    expect(again).toEqual(report);
    const text = await run("odds", GAME, ...SMALL);
    expect(text.out).toMatch(/^Cordova attacks Aurelia: land battle, exact: every outcome weighed, no dice \(\d+\.\d ms\)$/m);
  });

  it("--method monte-carlo samples, and so does asking for --runs, --seed or --workers", async () => {
    for (const args of [["--method", "monte-carlo", "--workers", "1"], ["--runs", "2000", "--workers", "1"], ["--seed", "3", "--workers", "1"]]) {
      const r = await run("odds", GAME, ...SMALL, ...args, "--json");
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out)).toMatchObject({ method: "monte-carlo" });
    }
    const text = await run("odds", GAME, ...SMALL, "--runs", "2000", "--workers", "1");
    expect(text.out).toMatch(/land battle, 2,000 battles \(Monte Carlo, seed 1, 1 worker/);
  });

  it("a battle too big to solve is sampled and says why; --method exact refuses it with exit 1", async () => {
    const auto = await run("odds", GAME, ...FLEETS, "--method", "auto", "--json");
    expect(auto.code).toBe(0);
    expect(JSON.parse(auto.out)).toMatchObject({ method: "monte-carlo", runs: 10_000, exactRefused: expect.stringMatching(/steps to solve exactly|casualty states/) });
    const exact = await run("odds", GAME, ...FLEETS, "--method", "exact");
    expect(exact.code).toBe(1);
    expect(exact.err).toMatch(/^warbench: no exact answer: .*; --method monte-carlo samples it\.\n$/);
  }, 60_000);

  it("--method must be exact, monte-carlo or auto", async () => {
    const r = await run("odds", GAME, ...SMALL, "--method", "dice");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--method must be exact, monte-carlo or auto/);
  });
});

describe("warbench odds --raid [AA:strategic-bombing]", () => {
  it("--json reports the raid's exact expected damage and losses of bombers, escorts and interceptors", async () => {
    const r = await run("odds", GAME, "--raid", "--bombers", "1", "--interceptors", "1", "--ipc", "10", "--json");
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    const report = JSON.parse(r.out);
    expect(report).toMatchObject({ mode: "raid", method: "exact", rule: "AA:strategic-bombing", bombers: 1, escorts: 0, interceptors: 1, ipc: 10, damage: 0, room: 20, hitOn: { escort: 1, interceptor: 2, complex: 1 } });
    // The bomber fires at 1 first; the interceptor left fires at 2; then the complex at 1.
    expect(report.expectedInterceptorsLost).toBeCloseTo(1 / 6, 12);
    expect(report.expectedBombersLost).toBeCloseTo(5 / 18 + (13 / 18) * (1 / 6), 12);
    expect(report.expectedDamage).toBeCloseTo((1 - report.expectedBombersLost) * 3.5, 12);
    expect((report.damageAdded as number[]).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it("escorts take the interceptors' hits; the damage stops at twice the IPC value less the damage already there", async () => {
    const r = await run("odds", GAME, "--raid", "--bombers", "3", "--escorts", "2", "--interceptors", "2", "--ipc", "2", "--damage", "1", "--json");
    const report = JSON.parse(r.out);
    expect(report.room).toBe(3);
    expect(report.damageAdded).toHaveLength(4);
    expect(report.expectedEscortsLost).toBeGreaterThan(0);
    expect(report.expectedDamage).toBeLessThanOrEqual(3);
  });

  it("prints a text report without --json", async () => {
    const r = await run("odds", GAME, "--raid", "--bombers", "2", "--escorts", "1", "--interceptors", "2", "--ipc", "8");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Strategic bombing raid \[AA:strategic-bombing\], exact: 2 bombers, 1 escort, 2 interceptors$/m);
    expect(r.out).toMatch(/^ {2}expected damage +\d+\.\d\d$/m);
    expect(r.out).toMatch(/^ {2}expected interceptors lost +\d+\.\d\d$/m);
  });

  it("refuses what is not a raid with one line and the usage, exit 2", async () => {
    for (const [args, message] of [
      [["--bombers", "0", "--ipc", "5"], "warbench: a raid needs at least one bomber (escorts fly only with bombers)."],
      [["--bombers", "2"], "warbench: --raid needs --ipc."],
      [["--bombers", "two", "--ipc", "5"], 'warbench: --bombers must be a whole number of at least 0, not "two".'],
    ] as const) {
      const r = await run("odds", GAME, "--raid", ...args);
      expect(r.code).toBe(2);
      expect(r.err.split("\n")[0]).toBe(message);
      expect(r.err).toContain("--raid --bombers N --ipc V");
      expect(r.err).not.toMatch(/\bat .*\.ts:\d+/);
    }
  });
});
