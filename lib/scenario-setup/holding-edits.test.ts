import { describe, expect, it } from "vitest";
import { applyTextEdits } from "@/lib/editor-intel/edits";
import { roster } from "./roster";
import { placeUnitsEdits } from "./setup-edits";

/** Units held in a ported module's off-map boxes [#30]: waiting to be placed, and leaving the box once they are. */
const scenario = {
  units: [
    { id: "a", type: "inf", name: "A", nation: "n" },
    { id: "b", type: "inf", name: "B", nation: "n" },
    { id: "c", type: "inf", name: "C", nation: "n" },
  ],
  setup: [{ unit: "a", at: "0101" }],
  holding: [
    { unit: "b", box: "reserve" },
    { unit: "c", box: "reserve" },
  ],
};

describe("held units", () => {
  it("are to place, with the box they wait in", () => {
    expect(roster(scenario, new Map()).map((u) => [u.id, u.placement])).toEqual([
      ["a", { kind: "setup", at: "0101", setupIndex: 0 }],
      ["b", { kind: "unplaced", box: "reserve" }],
      ["c", { kind: "unplaced", box: "reserve" }],
    ]);
  });

  it("set up on the map leave the holding area in the same edit", () => {
    const text = JSON.stringify(scenario, null, 2);
    const out = JSON.parse(applyTextEdits(text, placeUnitsEdits(text, [{ unit: "b", at: "0202" }]) ?? []));
    expect(out.setup).toEqual([
      { unit: "a", at: "0101" },
      { unit: "b", at: "0202" },
    ]);
    expect(out.holding).toEqual([{ unit: "c", box: "reserve" }]);
  });
});
