import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runInProcess } from "./run-in-process";

const SCENARIO = "lib/samples/nextwar-sample/scenario.json";

const run = runInProcess;

describe("warbench simulate / replay / combat", () => {
  it("simulate --json plays to a victory level; the same seed gives the same hash; logs replay to it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-logs-"));
    const a = await run("simulate", SCENARIO, "--seed", "5", "--games", "2", "--json", "--save-logs", dir);
    expect(a.code).toBe(0);
    const report = JSON.parse(a.out);
    expect(report.games).toHaveLength(2);
    for (const g of report.games) {
      expect(Object.keys(g).sort()).toEqual(["actions", "finalStateHash", "seed", "turns", "victoryLevel", "vp", "winner"]);
      expect(["decisive", "substantial", "marginal", "stalemate", "automatic"]).toContain(g.victoryLevel);
    }
    expect(typeof report.msPerGame).toBe("number");
    const b = await run("simulate", SCENARIO, "--seed", "5", "--json", "--bot-a", "greedy", "--bot-b", "greedy");
    expect(JSON.parse(b.out).games[0].finalStateHash).toBe(report.games[0].finalStateHash);
    const r = await run("replay", path.join(dir, "5.json"));
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(report.games[0].finalStateHash);
    const log = JSON.parse(fs.readFileSync(path.join(dir, "6.json"), "utf8"));
    log.actions.splice(3, 0, { type: "move", units: ["nl-inf-1"], to: "5317" });
    delete log.finalStateHash;
    fs.writeFileSync(path.join(dir, "bad.json"), JSON.stringify(log));
    const bad = await run("replay", path.join(dir, "bad.json"));
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/\[[0-9.]+\]/);
  }, 120_000);

  it("simulate requires a seed", async () => {
    expect((await run("simulate", SCENARIO)).code).toBe(2);
  });

  it("simulate refuses seeds that are not safe integers", async () => {
    const r = await run("simulate", SCENARIO, "--seed", "99999999999999999999");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--seed must be a safe integer/);
    expect((await run("simulate", SCENARIO, "--seed", String(Number.MAX_SAFE_INTEGER), "--games", "2")).code).toBe(2);
  });

  it("replay says when a log records no hash, exits 1 on it under --strict, and refuses unsafe seeds", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-logs-"));
    expect((await run("simulate", SCENARIO, "--seed", "7", "--json", "--save-logs", dir)).code).toBe(0);
    const log = JSON.parse(fs.readFileSync(path.join(dir, "7.json"), "utf8"));
    const recorded = log.finalStateHash as string;
    delete log.finalStateHash;
    fs.writeFileSync(path.join(dir, "nohash.json"), JSON.stringify(log));
    const loose = await run("replay", path.join(dir, "nohash.json"));
    expect(loose.code).toBe(0);
    expect(loose.out.trim()).toBe(recorded);
    expect(loose.err).toMatch(/records no finalStateHash, so this replay was not checked/);
    const strict = await run("replay", path.join(dir, "nohash.json"), "--strict", "--json");
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.out)).toMatchObject({ ok: false, verified: false, recordedHash: null });
    expect((await run("replay", path.join(dir, "7.json"), "--strict")).code).toBe(0);
    for (const seed of [1e308, 1.5, -(2 ** 60), "7"]) {
      fs.writeFileSync(path.join(dir, "seed.json"), JSON.stringify({ ...log, seed, finalStateHash: recorded }));
      const r = await run("replay", path.join(dir, "seed.json"));
      expect(r.code, String(seed)).toBe(2);
      expect(r.err).toMatch(/is not a safe integer/);
    }
  }, 120_000);

  it("combat --json explains an attack with a rule on every line; an illegal attack exits 1 with its rule", async () => {
    // os-inf-1 starts in 3607; blue's nl-marine-2 in 2406 is far away, so use a legal pair after moving nothing: attack is illegal.
    const far = await run("combat", SCENARIO, "--attackers", "os-inf-1", "--defender", "2307", "--json");
    expect(far.code).toBe(1);
    expect(far.err).toContain("[9.1]");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-combat-"));
    const scenario = JSON.parse(fs.readFileSync(SCENARIO, "utf8"));
    scenario.game = path.resolve("lib/samples/nextwar-sample/game.json");
    scenario.map = path.resolve("lib/samples/nextwar-sample/map.json");
    // os-inf-1 next to 2307; Nordland's SAG in the sea hex 2505 off Bay Point, in range of it [7.3.1].
    scenario.setup = scenario.setup.map((s: { unit: string; at: string }) => (s.unit === "os-inf-1" ? { ...s, at: "2407" } : s.unit === "nl-sag-1" ? { ...s, at: "2505" } : s));
    fs.writeFileSync(path.join(dir, "s.json"), JSON.stringify(scenario));
    const ok = await run("combat", path.join(dir, "s.json"), "--attackers", "os-inf-1", "--defender", "2307", "--json");
    expect(ok.code).toBe(0);
    const ex = JSON.parse(ok.out);
    for (const key of ["row", "attack", "defense", "initialColumn", "finalColumn", "drm", "lines"]) expect(ex).toHaveProperty(key);
    for (const l of ex.lines) expect(l.rule).toMatch(/^[0-9]+(\.[0-9]+)*$/);
    const bt = await run("combat", path.join(dir, "s.json"), "--attackers", "os-inf-1", "--defender", "2307", "--segment", "breakthrough", "--json");
    expect(JSON.parse(bt.out).lines.some((l: { rule: string }) => l.rule === "9.5.3")).toBe(true);
    // Every support source has its own line [6.2.1, 6.5.3, 9.6.1]; os-attack-helo-1 at Orsk AB (4713) is beyond its range of 2307, which is refused.
    const air = await run("combat", path.join(dir, "s.json"), "--attackers", "os-inf-1", "--defender", "2307", "--air", "3", "--defender-air", "2", "--defender-helicopters", "nl-attack-helo-2");
    expect(air.code).toBe(0);
    expect(air.out).toContain("[6.2.1] Eastern Pact air points (attacker): 3 committed, before ADF → 3");
    expect(air.out).toContain("[6.2.1] Northern Coalition air points (defender): 2 committed, before ADF → 2");
    expect(air.out).toContain("[6.5.3] Helicopter nl-attack-helo-2 (Northern Coalition, defender), CS 2: committed, before ADF → 2");
    expect(air.out).toMatch(/\[9\.6\.1\] Combat support \(defender 4 − attacker 3\)/);
    const outOfRange = await run("combat", path.join(dir, "s.json"), "--attackers", "os-inf-1", "--defender", "2307", "--helicopters", "os-attack-helo-1");
    expect(outOfRange.code).toBe(1);
    expect(outOfRange.err).toContain("[6.5.3]");
    expect((await run("combat", path.join(dir, "s.json"), "--attackers", "os-inf-1", "--defender", "2307", "--air", "five")).code).toBe(2);
    // Naval units in sea hexes within range support too, each on its own line [7.3.1]; os-sag-1 at 5103 is far beyond its range.
    const naval = await run("combat", path.join(dir, "s.json"), "--attackers", "os-inf-1", "--defender", "2307", "--defender-naval", "nl-sag-1");
    expect(naval.code).toBe(0);
    expect(naval.out).toContain("[7.3.1] Naval unit nl-sag-1 (Northern Coalition, defender), CS 2 → 2");
    const far2 = await run("combat", path.join(dir, "s.json"), "--attackers", "os-inf-1", "--defender", "2307", "--naval", "os-sag-1");
    expect(far2.code).toBe(1);
    expect(far2.err).toContain("[7.3.1]");
  });
});
