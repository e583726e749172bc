import { describe, expect, it } from "vitest";
import { applyAa, createAaGame } from "@/lib/engine";
import { run, tinyBundle } from "@/lib/engine/rulesets/aa1942/test-kit";
import { areaRefusalWords, refusalWords } from "./refusal-words";

describe("an engine's refusal in the playtest's words", () => {
  const state = createAaGame(tinyBundle(), 1);
  const infantry = Object.keys(state.units).find((id) => state.units[id]!.type === "infantry" && state.units[id]!.at === "west")!;

  it("[AA:units] names an area unit by its type and a space by the map's name, never by id", () => {
    expect(areaRefusalWords(state, `the combat move cannot end yet: ${infantry} (Infantry) in sz-e must attack`)).toBe("the combat move cannot end yet: Infantry in East sea must attack");
    expect(areaRefusalWords(state, `${infantry} belongs to red, not to blue`)).toBe("Infantry belongs to Red, not to Blue");
  });

  it("[AA:board] a refusal the engine really gives reaches the banner in words", () => {
    const combatMove = run(state, { type: "end-phase" });
    const r = applyAa(combatMove, { type: "move", units: [infantry], path: ["mid", "east"] });
    expect(r).toMatchObject({ error: expect.stringContaining(`${infantry} (Infantry)`) });
    if ("error" in r) expect(areaRefusalWords(combatMove, r.error)).toMatch(/^\[AA:combat-move\] Infantry has 1 of 1 movement left/);
  });

  it("leaves an id nobody names, and a unit id of no unit, as it is", () => {
    expect(areaRefusalWords(state, "u999 and nowhere")).toBe("u999 and nowhere");
    expect(refusalWords(state.bundle, "west is not next to sz-n")).toBe("West is not next to North sea");
  });
});
