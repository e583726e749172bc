import { describe, expect, it } from "vitest";
import { apply, createGame, legalActions, type EngineBundle, type GameState } from "@/lib/engine";
import { sampleBundles } from "@/lib/samples";
import { countersByHex, symbolOf, trackOf } from "./view-model";

function sampleGame(): GameState {
  const sample = sampleBundles().find((s) => s.slug === "nextwar-sample")!;
  const doc = (kind: string) => sample.bundle.documents.find((d) => d.kind === kind)!.content;
  return createGame({ game: doc("game"), map: doc("map"), scenario: doc("scenario") } as unknown as EngineBundle, { seed: 3 });
}

describe("playtest view model", () => {
  it("puts every unit on the map in its hex as a counter with its strengths and nation colour", () => {
    const state = sampleGame();
    const counters = countersByHex(state);
    const onMap = Object.values(state.units).filter((u) => u.status === "map" && u.hex >= 0).length;
    expect([...counters.values()].flat()).toHaveLength(onMap);
    const [hex, stack] = [...counters.entries()].find(([, list]) => list.some((c) => c.id === "nl-inf-1"))!;
    expect(state.units["nl-inf-1"]!.hex).toBe(hex);
    expect(stack.find((c) => c.id === "nl-inf-1")).toMatchObject({ strengths: "3-4-8", colour: "#4f7fbf", side: "blue", reduced: false, steps: 2, maxSteps: 2, symbol: "infantry" });
  });

  it("shows the reduced side after a step loss", () => {
    const state = sampleGame();
    const hurt: GameState = { ...state, units: { ...state.units, "nl-inf-1": { ...state.units["nl-inf-1"]!, steps: 1 } } };
    const counter = [...countersByHex(hurt).values()].flat().find((c) => c.id === "nl-inf-1")!;
    expect(counter).toMatchObject({ reduced: true, strengths: "1-2-8" });
  });

  it("leaves out eliminated units", () => {
    const state = sampleGame();
    const gone: GameState = { ...state, units: { ...state.units, "nl-inf-1": { ...state.units["nl-inf-1"]!, status: "eliminated", steps: 0 } } };
    expect([...countersByHex(gone).values()].flat().some((c) => c.id === "nl-inf-1")).toBe(false);
  });

  it("reports the turn, segment, whose move it is and the VP", () => {
    let state = sampleGame();
    const track = trackOf(state);
    expect(track.turn).toBe(1);
    expect(track.turns).toBe(8);
    expect(track.vp.map((v) => v.side)).toEqual(["blue", "red"]);
    // Ending segments moves the track on.
    for (let i = 0; i < 3; i++) {
      const end = legalActions(state).find((a) => a.type === "end-segment") ?? legalActions(state)[0]!;
      const result = apply(state, end);
      if ("error" in result) throw new Error(result.error);
      state = result.state;
    }
    expect(trackOf(state).segment).not.toBe(track.segment);
  });

  it("guesses symbols from flags and mobility when a type names none", () => {
    expect(symbolOf({ flags: ["armour"] })).toBe("armour");
    expect(symbolOf({ flags: [], mobility: "motorized" })).toBe("motorized");
    expect(symbolOf({ symbol: "hq", flags: ["armour"] })).toBe("hq");
    expect(symbolOf(undefined)).toBe("infantry");
  });
});
