import { describe, expect, it } from "vitest";
import { createGame, legalActions } from "@/lib/engine";
import { sampleBundle } from "@/lib/engine/rulesets/nextwar/test-kit";
import { faceWords, inWords, navalActors, navalChoices, percent, placeNames, withRule } from "./naval-choices";

/** Grouping the engine's legal naval actions for the naval panel [7.5.1, 7.5.2, 8.5.6.4]. */
describe("navalChoices", () => {
  it("groups sweeps, moves, unit mine laying and submarine mine laying", () => {
    const c = navalChoices([
      { type: "end-segment" },
      { type: "sweep-mine", hex: "4804" },
      { type: "naval-move", unit: "b", to: "x" },
      { type: "naval-move", unit: "a", to: "y" },
      { type: "naval-move", unit: "b", to: "z" },
      { type: "lay-mine", hex: "0101", unit: "c" },
      { type: "lay-mine", hex: "0202" },
      { type: "flip-amph", unit: "d" },
    ]);
    expect(c.sweeps).toEqual(["4804"]);
    expect([...c.moves]).toEqual([
      ["b", ["x", "z"]],
      ["a", ["y"]],
    ]);
    expect([...c.layByUnit]).toEqual([["c", ["0101"]]]);
    expect(c.layBySubmarine).toEqual(["0202"]);
    expect(c.flips).toEqual(["d"]);
    expect(navalActors(c)).toEqual(["a", "b", "c", "d"]);
  });

  it("offers the sample's mined coastal box to sweep in its mine-sweeping step [7.5.2]", () => {
    const s = createGame(sampleBundle(), { seed: 11 });
    expect(navalChoices(legalActions(s)).sweeps).toEqual(["4804"]);
  });

  it("names the side a naval counter shows, the SAG side of a flipped AMPH [7.3.2.1]", () => {
    expect(faceWords({ kind: "amph", flipped: false })).toBe("AMPH");
    expect(faceWords({ kind: "sag", flipped: true })).toBe("SAG side (flipped from AMPH, for good) [7.3.2.1]");
    expect(faceWords({ kind: "cv", flipped: false })).toBe("CV");
  });

  it.each([
    [0.4, "40%"],
    [1, "100%"],
    [0, "0%"],
  ])("percent(%d) is %s", (p, s) => expect(percent(p)).toBe(s));
});

describe("inWords", () => {
  const names = { "nl-cv-1": "1st Carrier Group", "halvard-sea-box": "Halvard Sea box", red: "Eastern Pact" };
  it.each([
    ["+1 nl-cv-1 in halvard-sea-box", "+1 1st Carrier Group in Halvard Sea box"],
    ["-1 red ASW level", "-1 Eastern Pact ASW level"],
    ["enemy-controlled halvard-sea-box-2; redoubt; nl-cv-10", "enemy-controlled halvard-sea-box-2; redoubt; nl-cv-10"],
    ["no ids here", "no ids here"],
  ])("%s → %s", (text, words) => expect(inWords(text, names)).toBe(words));
});

describe("withRule", () => {
  it.each([
    [{ error: "[8.5.6.4] nl-cv-1 has already moved", rule: "8.5.6.4" }, "[8.5.6.4] nl-cv-1 has already moved"],
    [{ error: "no place to reach in one move", rule: "8.5.6.4" }, "[8.5.6.4] no place to reach in one move"],
    [{ error: "[7.5] other rule first", rule: "7.5.2" }, "[7.5.2] [7.5] other rule first"],
  ])("%o → %s", (refusal, shown) => expect(withRule(refusal)).toBe(shown));
});

describe("placeNames", () => {
  it("names the sample's sea and coastal boxes [7.1] and its units", () => {
    const names = placeNames(sampleBundle());
    expect(names).toMatchObject({ "halvard-sea-box": "Halvard Sea box", "halvard-coastal": "Halvard coastal box", "nl-cv-1": "1st Carrier Group" });
  });
});
