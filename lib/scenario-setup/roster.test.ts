import { describe, expect, it } from "vitest";
import { nationColours, roster } from "./roster";

describe("the set-up roster", () => {
  const scenario = {
    sides: [{ id: "blue", colour: "#0000ff" }],
    nations: [
      { id: "nl", side: "blue", colour: "#112233" },
      { id: "os", side: "red" },
      { id: "va", side: "blue" },
      { id: "xx", side: "green" },
    ],
    units: [
      { id: "a", name: "1st Brigade", type: "inf", nation: "nl" },
      { id: "b", name: "", type: "arm", nation: "os" },
      { id: "c", name: "3rd", type: "inf", nation: "va" },
      { id: "d", name: "4th", type: "inf", nation: "xx" },
      { id: "e", name: "5th", type: "inf", nation: "nl" },
    ],
    setup: [{ unit: "a", at: "0101" }],
    reinforcements: [{ turn: 3, units: ["b"], at: "edge:east" }],
  };
  const game = { nations: [{ id: "os", colour: "#aa0000" }], sides: [{ id: "red", colour: "#ff0000" }] };

  it("nation colours come from the scenario, then the game, then the side, else grey", () => {
    const colours = nationColours(scenario, game, {});
    expect(colours.get("nl")).toBe("#112233");
    expect(colours.get("os")).toBe("#aa0000");
    expect(colours.get("va")).toBe("#0000ff");
    expect(colours.get("xx")).toBe("#8a8f84");
  });

  it("each unit has a name to show (its id when it has none) and where it is", () => {
    const units = roster(scenario, nationColours(scenario, game, {}));
    expect(units.map((u) => [u.id, u.name, u.colour, u.placement.kind])).toEqual([
      ["a", "1st Brigade", "#112233", "setup"],
      ["b", "b", "#aa0000", "reinforcement"],
      ["c", "3rd", "#0000ff", "unplaced"],
      ["d", "4th", "#8a8f84", "unplaced"],
      ["e", "5th", "#112233", "unplaced"],
    ]);
    expect(units[0]?.placement).toEqual({ kind: "setup", at: "0101", setupIndex: 0 });
    expect(units[1]?.placement).toEqual({ kind: "reinforcement", turn: 3, at: "edge:east", entryIndex: 0 });
  });

  it("reads a half-typed document without throwing", () => {
    expect(roster({ units: [null, { id: 3 }, { id: "ok" }], setup: "x" }, new Map())).toMatchObject([{ id: "ok", placement: { kind: "unplaced" } }]);
    expect(roster(undefined, new Map())).toEqual([]);
  });
});
