import { describe, expect, it } from "vitest";
import { createGame } from "@/lib/engine";
import { sampleBundle } from "@/lib/engine/rulesets/nextwar/test-kit";
import { hiddenUnits } from "@/lib/engine/rulesets/nextwar/fog";
import { fogViewer, shownCargo, withFog, withFogShips } from "./fog";
import { countersByHex } from "./view-model";

/** Fog of war [13.2]: enemy stacks show their top counter only; 8.1.2's free look is gone. */
describe("fog of war [13.2]", () => {
  const start = createGame(sampleBundle(), { seed: 1 });
  // Stack two units of each side (the sample sets up one unit a hex).
  const units = { ...start.units };
  for (const prefix of ["nl-", "os-"]) {
    const [a, b, c] = Object.keys(units).filter((id) => id.startsWith(prefix) && units[id]!.status === "map");
    units[b!] = { ...units[b!]!, hex: units[a!]!.hex };
    units[c!] = { ...units[c!]!, hex: units[a!]!.hex };
  }
  const all = countersByHex({ ...start, units });
  const stacked = [...all.entries()].filter(([, list]) => list.length > 1);

  it("the sample has stacks of both sides to hide", () => {
    expect(new Set(stacked.map(([, l]) => l[0]!.side))).toEqual(new Set(["blue", "red"]));
  });
  it("the viewer sees its own stacks whole and only the top of the enemy's", () => {
    const fogged = withFog(all, "blue");
    for (const [hex, list] of stacked) {
      const seen = fogged.get(hex)!;
      expect(seen.length).toBe(list.length);
      expect(seen[0]).toEqual(list[0]);
      if (list[0]!.side === "blue") expect(seen).toEqual(list);
      else {
        for (const c of seen.slice(1)) expect(c).toMatchObject({ hidden: true, name: "Unknown unit (fog of war)", strengths: "?" });
        // nothing of the hidden units leaks: no id, name, type or nation of theirs
        const leaked = JSON.stringify(seen.slice(1));
        for (const c of list.slice(1)) for (const v of [c.id, c.name, c.type, c.nation]) expect(leaked).not.toContain(`"${v}"`);
      }
    }
  });
  it("given the game, hides exactly what the engine hides from the viewer, so the board and a bot know the same", () => {
    const fogged = { ...start, bundle: { ...start.bundle, scenario: { ...start.bundle.scenario, optionalRules: { ...start.bundle.scenario.optionalRules, fogOfWar: true } } }, units };
    const hidden = hiddenUnits(fogged, "blue");
    const seen = withFog(all, "blue", fogged);
    const shown = [...seen.values()].flat();
    expect(shown.filter((c) => hidden.has(c.id))).toEqual([]);
    expect(shown.filter((c) => c.hidden)).toHaveLength([...all.values()].flat().filter((c) => hidden.has(c.id)).length);
    expect(withFog(all, "blue", fogged)).toEqual(withFog(all, "blue"));
    // The units of a combat being resolved show to both sides [9.2.2].
    const [, list] = stacked.find(([, l]) => l[0]!.side === "red")!;
    const fighting = { ...fogged, pendingCombat: { attackerSide: "blue", defenderSide: "red", hex: 0, attackers: [], defenders: list.map((c) => c.id), leadAttacker: "", leadDefender: list[0]!.id, attackerLoss: 0, defenderLoss: 1, retreat: 0, required: 0, retreatedIn: [], stage: "defender-losses" as const } };
    const during = [...withFog(all, "blue", fighting).values()].flat().map((c) => c.id);
    for (const c of list) expect(during).toContain(c.id);
    // With the rule off the game hides nothing.
    expect(withFog(all, "blue", { ...start, units })).toEqual(all);
  });
  it("no viewer, no fog", () => {
    expect(withFog(all, null)).toEqual(all);
  });
  it.each([
    [{ blue: "human", red: "greedy" }, "red", null, "blue"],
    [{ blue: "random", red: "human" }, "blue", null, "red"],
    [{ blue: "human", red: "human" }, "red", null, "red"],
    [{ blue: "human", red: "human" }, "red", "blue", "blue"],
    [{ blue: "greedy", red: "greedy" }, "red", null, null],
  ] as const)("players %o, %s to act, decision %s → the board shows %s's view", (players, active, decision, viewer) => {
    expect(fogViewer(players, active, decision)).toBe(viewer);
  });
});

describe("fog of war on the naval display [13.2]", () => {
  const ships = [
    { id: "b-sag", side: "blue", at: "north-sea" },
    { id: "r-sag", side: "red", at: "north-sea" },
    { id: "r-cv", side: "red", at: "north-sea" },
    { id: "r-amph", side: "red", at: "north-sea" },
    { id: "r-sag-2", side: "red", at: "4905" },
  ];
  it("the enemy's ships at one place show the first only; own ships and lone ships show", () => {
    const seen = withFogShips(ships, "blue");
    expect(seen.map((s) => ("hidden" in s ? "?" : s.id))).toEqual(["b-sag", "r-sag", "?", "?", "r-sag-2"]);
    expect(JSON.stringify(seen)).not.toMatch(/r-cv|r-amph/);
    expect(withFogShips(ships, "red").map((s) => ("hidden" in s ? "?" : s.id))).toEqual(["b-sag", "r-sag", "r-cv", "r-amph", "r-sag-2"]);
    expect(withFogShips(ships, null)).toEqual(ships);
  });
});

describe("fog of war over an AMPH's cargo [13.2, 8.5.8.1]", () => {
  it("the board counts what an own AMPH carries, never what an enemy one does; without fog it counts both", () => {
    expect(shownCargo(2, "blue", "blue")).toBe(2);
    expect(shownCargo(2, "red", "blue")).toBe(0);
    expect(shownCargo(2, "red", null)).toBe(2);
  });
});
