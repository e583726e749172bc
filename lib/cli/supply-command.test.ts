import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Action, type GameState, apply, legalActions, makeGameLog } from "@/lib/engine";
import { nextWarRuleset } from "@/lib/engine/rulesets/nextwar/ruleset";
import { loadAnyBundle } from "./engine-bundle";
import { runInProcess } from "./run-in-process";

/** `warbench supply` [19.2, 19.5–19.7]: each unit's supply state and line, asked of the ruleset. */
const ADVANCED = "lib/samples/nextwar-advanced-sample/scenario.json";

describe("warbench supply", () => {
  it("prints every unit's state and traced line in the Advanced game", async () => {
    const r = await runInProcess("supply", ADVANCED);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/supply points/);
    expect(r.out).toMatch(/: in supply {2}\d{4}( → \d{4})+/);
    expect(r.out).toMatch(/\(depot\) in \d{4}: in supply/);
  });

  it("--json gives the report as data; --side keeps one side", async () => {
    const loaded = loadAnyBundle(ADVANCED);
    if (!loaded.ok) throw new Error(loaded.error);
    const side = nextWarRuleset.sides(nextWarRuleset.create(loaded.bundle as never, { seed: 0 }))[0] as string;
    const r = await runInProcess("supply", ADVANCED, "--side", side, "--json");
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as { units: { side: string; status: string; line: string[] }[]; supplyPoints: Record<string, number> };
    expect(report.units.length).toBeGreaterThan(0);
    expect(report.units.every((u) => u.side === side)).toBe(true);
    expect(Object.keys(report.supplyPoints)).toEqual([side]);
    for (const u of report.units) if (u.status === "in-supply") expect(u.line.length).toBeGreaterThan(0);
  });

  it("replays a log first", async () => {
    const loaded = loadAnyBundle(ADVANCED);
    if (!loaded.ok) throw new Error(loaded.error);
    const bundle = loaded.bundle as GameState["bundle"];
    let s = nextWarRuleset.create(bundle, { seed: 3 });
    const actions: Action[] = [];
    // Play to the first logistics action offered and take it (an MSU made or a depot changed) [19.4].
    const passing = (a: Action): boolean => a.type === "end-segment" || a.type === "choose-weather";
    for (let i = 0; i < 200 && actions.every(passing); i += 1) {
      const options = legalActions(s);
      const a = (options.find((x) => x.type === "create-msu") ?? options[0]) as Action;
      const r = apply(s, a);
      if ("error" in r) throw new Error(r.error);
      s = r.state;
      actions.push(a);
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-supply-"));
    const file = path.join(dir, "log.json");
    fs.writeFileSync(file, JSON.stringify(makeGameLog(bundle, 3, actions)));
    const r = await runInProcess("supply", ADVANCED, "--log", file, "--json");
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as { units: { id: string; kind: string }[] };
    const msus = Object.entries(s.units).filter(([id, u]) => u.status === "map" && report.units.some((x) => x.id === id && x.kind === "msu"));
    expect(msus.length).toBe(Object.entries(s.units).filter(([id, u]) => u.status === "map" && u.face === undefined && s.bundle.game.unitTypes.find((t) => t.id === s.bundle.scenario.units?.find((x) => x.id === id)?.type)?.flags?.includes("supply-unit")).length);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    { name: "a standard game", file: "lib/samples/nextwar-sample/scenario.json", err: "warbench: this game does not play the Advanced supply rules\n" },
    { name: "a ruleset with no supply rules", file: "lib/samples/area-sample/scenario.json", err: "warbench: Axis & Allies 1942 has no supply rules\n" },
  ])("says so in one line for $name", async ({ file, err }) => {
    const r = await runInProcess("supply", file);
    expect(r.code).toBe(1);
    expect(r.err).toBe(err);
    expect(r.out).toBe("");
  });

  it("refuses an unknown side and a missing scenario (usage)", async () => {
    expect((await runInProcess("supply", ADVANCED, "--side", "nobody")).code).toBe(2);
    expect((await runInProcess("supply")).code).toBe(2);
  });
});
