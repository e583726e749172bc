import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { HexMap } from "@/lib/model/map-hex";
import { describeUses, hexesCutOff, removedFromGame, type ScenarioSource, scenarioSources, usesOfGameIds, usesOfHexes, usesOfSpaces } from "./uses";

const sample = (which: string, file: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../samples/${which}/${file}`), "utf8")) as Record<string, unknown>;
const areaScenario = (): ScenarioSource => ({ name: "Area scenario", value: sample("area-sample", "scenario.json") });
const hexScenario = (): ScenarioSource => ({ name: "Sample scenario", value: sample("nextwar-sample", "scenario.json") });

describe("what refers to a space, a hex, a nation or a unit type [#26 item 2]", () => {
  it("names the area scenario's placements and victory city in a territory", () => {
    expect(usesOfSpaces([areaScenario()], new Set(["aurel"]))).toEqual([
      { scenario: "Area scenario", uses: ["aurelia places 3 infantry, 1 artillery, 1 tank, 1 aa-gun, 1 fighter, 1 bomber in aurel", "counts aurel as a victory city"] },
    ]);
    expect(usesOfSpaces([areaScenario()], new Set(["the-spine"]))).toEqual([]);
  });

  it("reads broken scenarios as far as they go", () => {
    const odd: ScenarioSource[] = [
      { name: "null", value: null },
      { name: "strings", value: { areaSetup: ["x", { territory: "t1" }], victoryCities: { cities: [3, "t1"] }, setup: [null] } },
    ];
    expect(usesOfSpaces(odd, new Set(["t1"]))).toEqual([{ scenario: "strings", uses: ["A nation places units in t1", "counts t1 as a victory city"] }]);
    expect(usesOfHexes(odd, new Set(["0101"]))).toEqual([]);
    expect(scenarioSources([{ name: "bad", content: "{" }, { name: "good", content: "{}" }])).toEqual([{ name: "bad", value: null }, { name: "good", value: {} }]);
  });

  it("names set-up units, VP hexes and mines on hexes", () => {
    const [use] = usesOfHexes([hexScenario()], new Set(["2307", "0915", "4804"]));
    expect(use!.uses).toEqual(expect.arrayContaining(["sets up nl-inf-1 in 2307", "scores 5 VP for 0915", "lays a mine in 4804"]));
  });

  it("lists the hexes a resize cuts off, by their labels before it", () => {
    const map = sample("nextwar-sample", "map.json") as unknown as HexMap;
    const cut = hexesCutOff(map, { left: -1, right: 0, top: 0, bottom: -2 });
    expect(cut.size).toBe(40 + 2 * 59);
    expect(cut.has("0101")).toBe(true);
    expect(cut.has("0140")).toBe(true);
    expect(cut.has("6039")).toBe(true);
    expect(cut.has("0238")).toBe(false);
    expect(hexesCutOff(map, { left: 2, right: 1, top: 0, bottom: 0 }).size).toBe(0);
  });

  it("finds nations and unit types a game lost, and the scenarios using them", () => {
    const game = sample("area-sample", "game.json");
    const after = { ...game, unitTypes: (game.unitTypes as { id: string }[]).filter((t) => t.id !== "bomber"), nations: (game.nations as { id: string }[]).filter((n) => n.id !== "draken") };
    const removed = removedFromGame(game, after);
    expect(removed).toEqual({ nations: new Set(["draken"]), unitTypes: new Set(["bomber"]) });
    const [use] = usesOfGameIds([areaScenario()], removed);
    expect(use!.uses).toEqual(expect.arrayContaining(["plays nation draken", "places bomber in aurel"]));
  });

  it("describes uses in one paragraph, cut short after a few", () => {
    const uses = [
      { scenario: "A", uses: ["x", "y"] },
      { scenario: "B", uses: ["z"] },
    ];
    expect(describeUses(uses)).toBe("A: x; y. B: z.");
    expect(describeUses(uses, 1)).toBe("A: x. (and 2 more)");
  });
});
