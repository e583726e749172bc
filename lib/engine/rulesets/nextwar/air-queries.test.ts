import { describe, expect, it } from "vitest";
import { airView, apply, hexesWithin } from "../../index";
import type { GameState } from "./types";
import { contextOf } from "./context";
import { at, board, game } from "./test-kit";

/**
 * The air point track and the helicopter display as the playtest reads them
 * [6.1–6.5]: points, losses and AS level per side; each helicopter's base,
 * range, missions against the weather's allowance [6.5.2] and rebase state
 * [6.5.1.2].
 */
const bundle = () =>
  board({
    rows: ["ccccccc", "ccccccc", "ccccccc"],
    borders: Array.from({ length: 3 }, () => "nnnoooo"),
    features: [
      { hex: "0101", kind: "airbase", name: "Blue AB" },
      { hex: "0301", kind: "airfield", name: "Blue field" },
      { hex: "0701", kind: "airbase", name: "Red AB" },
    ],
    units: [
      { id: "b1", type: "inf", at: "0202" },
      { id: "r1", type: "armour", at: "0602" },
      { id: "bh1", type: "attack-helo", range: 3, at: "0101" },
      { id: "rh1", type: "attack-helo", at: "0701" },
    ],
    scenario: { chartOverrides: { airPoints: game().charts.airPoints } },
  });

describe("airView [6.1–6.5]", () => {
  it("reads each side's points, receipts, losses and AS level off the state [6.2, 6.3, 6.4]", () => {
    const s = at(bundle(), "reaction-move");
    const tweaked: GameState = { ...s, air: { ...s.air!, points: { blue: 3, red: 1 }, received: { blue: 5, red: 2 }, lost: { blue: 0, red: 1 }, level: { blue: "superiority", red: "denied" } } };
    expect(airView(tweaked).sides).toEqual([
      { side: "blue", points: 3, received: 5, lost: 0, level: "superiority" },
      { side: "red", points: 1, received: 2, lost: 1, level: "denied" },
    ]);
  });

  it("lists helicopters with base, range and the weather's mission allowance [6.5.1, 6.5.2, 4.1]", () => {
    const s = at(bundle(), "reaction-move");
    const clear = airView({ ...s, weather: "clear" }).helicopters;
    expect(clear.map((h) => [h.id, h.side, h.base, h.range, h.maxMissions, h.rebased])).toEqual([
      ["bh1", "blue", "0101", 3, 2, false],
      ["rh1", "red", "0701", expect.any(Number), 2, false],
    ]);
    expect(airView({ ...s, weather: "overcast" }).helicopters[0]!.maxMissions).toBe(1);
    expect(airView({ ...s, weather: "storm" }).helicopters[0]!.maxMissions).toBe(0);
  });

  it("shows a rebase once flown, and leaves out a destroyed helicopter [6.5.1.2, 6.5.4]", () => {
    const s0 = at(bundle(), "reaction-move");
    const s: GameState = { ...s0, air: { ...s0.air!, points: { blue: 0, red: 0 }, level: { blue: "contested", red: "contested" } } };
    const r = apply(s, { type: "rebase", unit: "bh1", to: "0301" });
    if ("error" in r) throw new Error(r.error);
    const bh1 = airView(r.state).helicopters.find((h) => h.id === "bh1")!;
    expect([bh1.base, bh1.rebased]).toEqual(["0301", true]);
    const gone: GameState = { ...s, units: { ...s.units, rh1: { ...s.units.rh1!, steps: 0 } } };
    expect(airView(gone).helicopters.map((h) => h.id)).toEqual(["bh1"]);
  });
});

describe("hexesWithin [6.5.3]", () => {
  it("is the hexes at most `range` away, the base included", () => {
    const s = at(bundle(), "reaction-move");
    const cm = contextOf(s.bundle).cm;
    const within = hexesWithin(s, cm.indexOf("0101"), 1).map((h) => cm.label(h)).sort();
    expect(within).toContain("0101");
    expect(within).toContain("0201");
    expect(within).not.toContain("0301");
    expect(hexesWithin(s, cm.indexOf("0101"), 0).map((h) => cm.label(h))).toEqual(["0101"]);
    expect(hexesWithin(s, -1, 5)).toEqual([]);
  });
});
