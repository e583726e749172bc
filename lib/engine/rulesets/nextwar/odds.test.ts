import { describe, expect, it } from "vitest";
import { oddsColumn, roundingDrm } from "./odds";

const CLEAR = ["1:2", "1:1", "3:2", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1", "8:1", "9:1", "10:1", "11:1"];

describe("odds [9.2.2, 9.2.2.1, 9.2.2.2]", () => {
  it.each([
    // [attack, defence, column label, DRM, why, rule]
    [9, 5, "3:2", -1, "the rulebook's example: 9:5 = 1.8:1 → 1.5:1 with −1 DRM", "9.2.2.1"],
    [10, 5, "2:1", 0, "10:5 is exactly 2:1: no remainder, no DRM", "9.2.2"],
    [4, 5, "1:2", 0, "a remainder but attack below defence: no DRM", "9.2.2.1"],
    [5, 5, "1:1", 0, "exact 1:1", "9.2.2"],
    [1, 5, "1:2", 0, "below the first column uses the leftmost column", "9.2.2.2"],
    [60, 5, "11:1", -1, "beyond the last column (12:1 > 11:1): −1 DRM", "9.2.2.1"],
    [56, 5, "11:1", -1, "11.2:1 has a remainder and exceeds the last column: still only one −1", "9.2.2.1"],
    [55, 5, "11:1", 0, "exactly the last column", "9.2.2"],
    [7, 2, "3:1", -1, "3.5:1 rounds down to 3:1 with −1", "9.2.2.1"],
  ])("%i:%i → %s, DRM %i (%s) [%s]", (a, d, label, drm, _why, _rule) => {
    const col = oddsColumn(a, d, CLEAR);
    expect(col.label).toBe(label);
    expect(roundingDrm(a, d, col).drm).toBe(drm);
  });

  it("a zero defence is beyond any column [9.2.2.1]", () => {
    const col = oddsColumn(3, 0, CLEAR);
    expect(col.label).toBe("11:1");
    expect(roundingDrm(3, 0, col)).toEqual({ drm: -1, why: "beyond-last" });
  });
});
