import { describe, expect, it } from "vitest";
import { UNIT_NUMBER_FIELDS, oobRows } from "./scenario-views";

/** The OOB table shows each unit's formation by its colour and HQs' ranges [15.2.10, 18.1, 18.2.1]. */
describe("OOB rows: formation colours and ranges", () => {
  const scenario = {
    formations: [
      { id: "a-div", name: "A", nation: "x", colour: "#3b7dd8" },
      { id: "b-div", name: "B", nation: "x" },
    ],
    units: [
      { id: "hq", type: "hq", formation: "a-div", range: 3 },
      { id: "inf", type: "inf", formation: "b-div" },
      { id: "white", type: "inf" },
      { id: "stray", type: "inf", formation: "nowhere" },
    ],
  };

  it.each([
    ["hq", "#3b7dd8", 3],
    ["inf", undefined, undefined],
    ["white", undefined, undefined],
    ["stray", undefined, undefined],
  ])("%s: colour %s, range %s", (id, colour, range) => {
    const row = oobRows(scenario).find((r) => r.id === id);
    expect([row?.formationColour, row?.range]).toEqual([colour, range]);
  });

  it("edits the range as a whole number like the other values", () => {
    expect(UNIT_NUMBER_FIELDS).toContain("range");
  });
});
