import { describe, expect, it } from "vitest";
import { at, board } from "../test-kit";
import type { GameEvent, GameState } from "../types";
import { runAdvancedReorganisation } from "./reorganisation";
import { usesLeft } from "./hq";

const bundle = () => board({ rows: ["ccccc"], units: [{ id: "b-hq", type: "hq-adv", at: "0101" }, { id: "b-inf", type: "inf", at: "0201" }, { id: "r-inf", type: "inf", at: "0501" }], advanced: true });

function reorganised(patch: Partial<NonNullable<GameState["adv"]>>, turn = 1): GameState {
  const s = at(bundle(), "advanced-reorganisation");
  const d: GameState = { ...s, turn, supply: { out: {} }, adv: { ...s.adv!, ...patch } };
  const events: GameEvent[] = [];
  runAdvancedReorganisation(d, events);
  return d;
}

describe("the Advanced reorganisation phase [27.9.1, 18.2, 18.2.4, 18.5]", () => {
  it("lifts strike 1 markers and turns strike 2 to strike 1 [27.9.1]", () => {
    expect(reorganised({ strikes: { "b-inf": 1, "r-inf": 2, "b-hq": 2 } }).adv?.strikes).toEqual({ "r-inf": 1, "b-hq": 1 });
  });

  it("gives every HQ its two uses back [18.2]", () => {
    const d = reorganised({ hq: { "b-hq": { used: 1, lost: 1, strike: true } } });
    expect(d.adv?.hq).toEqual({});
    expect(usesLeft(d, "b-hq")).toBe(2);
  });

  it("removes the CW markers at the end of the turn [18.2.4]", () => {
    expect(reorganised({ cwMarkers: { 3: "red" } }).adv?.cwMarkers).toEqual({});
  });

  it("an HQ rebuilt earlier this turn keeps one use gone for the next turn; last turn's rebuild is forgotten [18.5]", () => {
    const now = reorganised({ rebuiltHq: { "b-hq": 3 }, hq: { "b-hq": { used: 0, lost: 1 } } }, 3);
    expect(usesLeft(now, "b-hq")).toBe(1);
    const later = reorganised({ rebuiltHq: { "b-hq": 2 }, hq: { "b-hq": { used: 0, lost: 1 } } }, 3);
    expect(usesLeft(later, "b-hq")).toBe(2);
    expect(later.adv?.rebuiltHq).toEqual({});
  });

  it("a naval unit's marker is reduced only in a port of its own side [27.4]", () => {
    const b = board({
      rows: ["sss", "ccc"],
      borders: ["...", "nnn"],
      features: [{ kind: "port", hex: "0102", name: "Westhaven", capacity: 2 }],
      seaZones: [{ id: "z", name: "Strait", seaBox: { id: "z-sea", name: "Sea" }, coastalBox: { id: "z-coast", name: "Coast" }, hexes: ["0101", "0201", "0301"] }],
      units: [
        { id: "b-port", type: "sag", at: "0102" },
        { id: "b-sea", type: "sag", at: "z-coast" },
        { id: "b-inf", type: "inf", at: "0302" },
      ],
      advanced: true,
    });
    const s = at(b, "advanced-reorganisation");
    const d: GameState = { ...s, adv: { ...s.adv!, strikes: { "b-port": 2, "b-sea": 2 } } };
    runAdvancedReorganisation(d, []);
    expect(d.adv?.strikes).toEqual({ "b-port": 1, "b-sea": 2 });
  });

  it("never edits the shared records in place", () => {
    const s = at(bundle(), "advanced-reorganisation");
    const strikes = { "b-inf": 2 as const };
    const d: GameState = { ...s, adv: { ...s.adv!, strikes } };
    runAdvancedReorganisation(d, []);
    expect(strikes).toEqual({ "b-inf": 2 });
  });
});
