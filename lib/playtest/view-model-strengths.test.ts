import { describe, expect, it } from "vitest";
import { createGame, type GameState } from "@/lib/engine";
import { sampleBundle } from "@/lib/engine/rulesets/nextwar/test-kit";
import { countersByHex } from "./view-model";

/** The board prints the engine's pieces (nextwar/view-model.ts) as the counters do [2.3, 2.4]. */
describe("a counter's strengths on the board", () => {
  const start = () => createGame(sampleBundle(), { seed: 1 });
  const counter = (s: GameState, id: string) => [...countersByHex(s).values()].flat().find((c) => c.id === id)!;

  it("a parenthesised DS in brackets [2.3.2.1]", () => {
    const s = start();
    const hq: GameState = { ...s, units: { ...s.units, "nl-hq-1": { ...s.units["nl-inf-1"]!, steps: 1 } } };
    expect(counter(hq, "nl-hq-1")).toMatchObject({ strengths: "0-(2)-10", symbol: "hq" });
  });

  it("a naval unit with no AS reads CS-range [2.4.2, 2.4.3]", () => {
    const s = start();
    // Put on a hex: the sample's SAG starts in a sea box.
    const afloat: GameState = { ...s, units: { ...s.units, "nl-sag-1": { ...s.units["nl-inf-1"]!, steps: 1 } } };
    expect(counter(afloat, "nl-sag-1")).toMatchObject({ strengths: "2-8" });
  });
});
