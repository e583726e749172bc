import { describe, expect, it } from "vitest";
import { board, at } from "../test-kit";
import { toPool } from "./depots";
import { cloneState } from "../state";
import { contextOf } from "../context";
import { supplyUnitLost } from "./supply-combat";

describe("a depot or MSU destroyed goes back to the pool whole [19.4, 19.4.1]", () => {
  it("off the map with its steps, not a unit at zero steps that is not eliminated", () => {
    const b = board({ rows: ["ccccc"], units: [{ id: "b1", type: "inf", at: "0101" }, { id: "r-dep", type: "supply-unit", at: "0501", nation: "ostmark" }], advanced: true });
    const s = cloneState(at(b, "first-move"));
    s.units["r-dep"]!.steps = 0;
    toPool(s, "r-dep");
    expect(s.units["r-dep"]).toMatchObject({ status: "offmap", hex: -1, steps: 1, at: "supply-pool" });
    expect(s.units["r-dep"]!.face).toBeUndefined();
  });

  it("lost to the CRT's last step, it is in the pool with its step and the enemy gains a supply point [19.4.1]", () => {
    const b = board({ rows: ["ccccc"], units: [{ id: "b1", type: "inf", at: "0101" }, { id: "r-dep", type: "supply-unit", at: "0501", nation: "ostmark" }], advanced: true });
    const s = cloneState(at(b, "first-move"));
    const before = s.adv!.supplyPoints.blue ?? 0;
    s.units["r-dep"]!.steps = 0;
    supplyUnitLost(s, contextOf(b), "r-dep", "9.7.1", []);
    expect(s.units["r-dep"]).toMatchObject({ status: "offmap", steps: 1, at: "supply-pool" });
    expect(s.adv!.supplyPoints.blue).toBe(before + 1);
  });
});
