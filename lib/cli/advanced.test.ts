import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { balanceReportSchema } from "@/lib/model/balance-report";
import { runInProcess as run } from "./run-in-process";

/**
 * The CLI plays the Next War Advanced game [14–29] through the ruleset
 * contract: simulate plays the Advanced sample to a result, replay reaches
 * the same hash, balance reports on it, and combat explains an attack with an
 * HQ's combat support [18.2.1] on a line of its own.
 */

const SAMPLE = "lib/samples/nextwar-advanced-sample";
const SCENARIO = `${SAMPLE}/scenario.json`;

/** The sample with os-inf-1 next to nl-inf-1 (2307) and its HQ, os-10-hq, two hexes away: an attack its HQ may support. */
function contact(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-adv-"));
  const scenario = JSON.parse(fs.readFileSync(SCENARIO, "utf8"));
  scenario.game = path.resolve(SAMPLE, "game.json");
  scenario.map = path.resolve(SAMPLE, "map.json");
  scenario.setup = scenario.setup.map((s: { unit: string; at: string }) => (s.unit === "os-inf-1" ? { ...s, at: "2407" } : s.unit === "os-10-hq" ? { ...s, at: "2608" } : s));
  const file = path.join(dir, "s.json");
  fs.writeFileSync(file, JSON.stringify(scenario));
  return file;
}

describe("warbench plays the Advanced game [14–29]", () => {
  it("simulate plays the Advanced sample to a result and replay reaches the same hash", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-adv-logs-"));
    const sim = await run("simulate", SCENARIO, "--seed", "3", "--json", "--save-logs", dir);
    expect(sim.code).toBe(0);
    const game = JSON.parse(sim.out).games[0];
    expect(["decisive", "substantial", "marginal", "stalemate", "automatic"]).toContain(game.victoryLevel);
    expect(game.turns).toBeGreaterThanOrEqual(1);
    const log = JSON.parse(fs.readFileSync(path.join(dir, "3.json"), "utf8"));
    expect(log.bundle.game.ruleset).toBe("nextwar-advanced");
    const again = await run("replay", path.join(dir, "3.json"), "--strict");
    expect(again.code).toBe(0);
    expect(again.out.trim()).toBe(game.finalStateHash);
  }, 300_000);

  it("balance reports on the Advanced sample", async () => {
    const r = await run("balance", SCENARIO, "--games", "1", "--seed", "2", "--workers", "1");
    expect(r.code).toBe(0);
    const report = balanceReportSchema.parse(JSON.parse(r.out));
    expect(report).toMatchObject({ games: 1, partial: false, ruleset: "nextwar" });
  }, 300_000);

  it("[18.2.1] combat --hq adds the HQ's range value on a line of its own; --json carries its rule", async () => {
    const file = contact();
    const plain = await run("combat", file, "--attackers", "os-inf-1", "--defender", "2307", "--json");
    expect(plain.code).toBe(0);
    const hq = await run("combat", file, "--attackers", "os-inf-1", "--defender", "2307", "--hq", "os-10-hq");
    expect(hq.code).toBe(0);
    expect(hq.out).toMatch(/\[18\.2\.1\] HQ os-10-hq supports the attack: \+3 attack strength/);
    const json = JSON.parse((await run("combat", file, "--attackers", "os-inf-1", "--defender", "2307", "--hq", "os-10-hq", "--json")).out);
    expect(json.attack).toBe(JSON.parse(plain.out).attack + 3);
    expect(json.lines.filter((l: { rule: string }) => l.rule === "18.2.1")).toHaveLength(1);
  }, 60_000);

  it("[18.2.1] combat refuses an HQ beyond its range, and HQ support in a standard game, with the rule", async () => {
    const far = await run("combat", contact(), "--attackers", "os-inf-1", "--defender", "2307", "--defender-hq", "nl-1-hq");
    expect(far.code).toBe(1);
    expect(far.err).toContain("[18.2.1]");
    const std = await run("combat", "lib/samples/nextwar-sample/scenario.json", "--attackers", "os-inf-1", "--defender", "3507", "--hq", "os-hq-1");
    expect(std.code).toBe(1);
    expect(std.err).toContain("[18.2.1]");
  }, 60_000);
});
