import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sampleBundles } from "@/lib/samples";
import { loadAnyBundle } from "./engine-bundle";
import { runInProcess } from "./run-in-process";

/**
 * Every engine command asks the ruleset registry [#27]: a game whose ruleset
 * Warbench does not play is the registry's one message, on one line with the
 * file it came from, whichever command reads it.
 */
const MESSAGE = `The game's ruleset "chess" is not one Warbench plays (nextwar, aa1942)`;
const sample = (slug: string) => {
  const s = sampleBundles().find((b) => b.slug === slug);
  if (!s) throw new Error(`no sample ${slug}`);
  return JSON.parse(s.text) as { documents: { kind: string; name: string; content: Record<string, unknown> }[] };
};

/** A folder with the Next War sample's scenario, its map and its game with the ruleset set to `ruleset`. */
function withRuleset(ruleset: unknown): { dir: string; scenario: string; bundle: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-ruleset-"));
  const from = path.join("lib", "samples", "nextwar-sample");
  const game = JSON.parse(fs.readFileSync(path.join(from, "game.json"), "utf8")) as Record<string, unknown>;
  if (ruleset === undefined) delete game.ruleset;
  else game.ruleset = ruleset;
  fs.writeFileSync(path.join(dir, "game.json"), JSON.stringify(game));
  for (const f of ["map.json", "scenario.json"]) fs.copyFileSync(path.join(from, f), path.join(dir, f));
  const b = sample("nextwar-sample");
  for (const d of b.documents) if (d.kind === "game") d.content = { ...d.content, ruleset };
  fs.writeFileSync(path.join(dir, "chess.warbench.json"), JSON.stringify(b));
  return { dir, scenario: path.join(dir, "scenario.json"), bundle: path.join(dir, "chess.warbench.json") };
}

describe("one ruleset registry for every command", () => {
  it("loads each sample with its ruleset from the registry", () => {
    const nw = loadAnyBundle("lib/samples/nextwar-sample/scenario.json");
    const aa = loadAnyBundle("lib/samples/area-sample/scenario.json");
    expect(nw.ok && nw.ruleset.name).toBe("The Next War");
    expect(aa.ok && aa.ruleset.name).toBe("Axis & Allies 1942");
  });

  it("simulate: an unknown ruleset, in a scenario's game or a bundle, is the registry's one line with the file name", async () => {
    const { scenario, bundle } = withRuleset("chess");
    for (const file of [scenario, bundle]) {
      const r = await runInProcess("simulate", file, "--seed", "1");
      expect(r.code).toBe(2);
      expect(r.out).toBe("");
      expect(r.err).toBe(`warbench: ${file}: ${MESSAGE}\n`);
    }
  });

  it("simulate: a game with no ruleset says so in the same words", async () => {
    const { scenario } = withRuleset(undefined);
    const r = await runInProcess("simulate", scenario, "--seed", "1");
    expect(r.code).toBe(2);
    expect(r.err).toBe(`warbench: ${scenario}: The game's ruleset is missing and is not one Warbench plays (nextwar, aa1942)\n`);
  });

  it("a Next War Advanced game without its Advanced charts is one line naming them [14.0]", async () => {
    const { scenario } = withRuleset("nextwar-advanced");
    const r = await runInProcess("simulate", scenario, "--seed", "1");
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/Advanced charts \(charts\.advanced\)/);
    expect(r.err.trim().split("\n")).toHaveLength(1);
  });

  it("replay: a log whose game has an unknown ruleset is the same one line", async () => {
    const { dir } = withRuleset("chess");
    const logs = path.join(dir, "logs");
    expect((await runInProcess("simulate", "lib/samples/area-sample/scenario.json", "--seed", "3", "--save-logs", logs)).code).toBe(0);
    const logFile = path.join(logs, "3.json");
    const log = JSON.parse(fs.readFileSync(logFile, "utf8")) as { bundle: { game: Record<string, unknown> } };
    log.bundle.game.ruleset = "chess";
    fs.writeFileSync(logFile, JSON.stringify(log));
    const r = await runInProcess("replay", logFile);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`warbench: ${logFile}: ${MESSAGE}\n`);
  });

  it("balance, combat and export say the same for an unknown ruleset", async () => {
    const { scenario } = withRuleset("chess");
    for (const args of [["balance", scenario, "--games", "1"], ["combat", scenario, "--attackers", "a", "--defender", "b"], ["export", "--to", "triplea", scenario]]) {
      const r = await runInProcess(...args);
      expect(r.code, args[0]).toBe(2);
      expect(r.err, args[0]).toBe(`warbench: ${scenario}: ${MESSAGE}\n`);
    }
  });

  it("no file in lib/cli or lib/balance compares a ruleset id to a string", () => {
    const offenders: string[] = [];
    for (const dir of ["lib/cli", "lib/balance"]) {
      for (const f of fs.readdirSync(dir)) {
        if (!f.endsWith(".ts")) continue;
        const text = fs.readFileSync(path.join(dir, f), "utf8");
        if (/[!=]== "(aa1942|nextwar)"/.test(text)) offenders.push(`${dir}/${f}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
