import { describe, expect, it } from "vitest";
import { oobRows } from "./scenario-views";

describe("the OOB table's location of a held unit", () => {
  it("names the off-map box a unit waits in, unless it is set up or scheduled", () => {
    const rows = oobRows({
      units: [
        { id: "a", type: "inf", nation: "n" },
        { id: "b", type: "inf", nation: "n" },
        { id: "c", type: "inf", nation: "n" },
      ],
      setup: [{ unit: "a", at: "0101" }],
      holding: [
        { unit: "b", box: "reserve" },
        { unit: "a", box: "reserve" },
      ],
    });
    expect(rows.map((r) => [r.id, r.setup])).toEqual([
      ["a", "0101"],
      ["b", "held: reserve"],
      ["c", ""],
    ]);
  });
});
