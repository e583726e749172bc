import { describe, expect, it } from "vitest";
import { stackLimit, stackStatus, unitSp } from "./stacking";

const game = {
  charts: {
    tec: {
      terrain: [
        { terrainClass: "clear", stackLimit: 4 },
        { terrainClass: "urban", stackLimit: 5 },
        { terrainClass: "mountain", stackLimit: 2 },
      ],
    },
  },
};

describe("stacking points of a set-up stack [8.1]", () => {
  it("a land unit takes its SP, 1 when the counter does not say; helicopters and naval units none", () => {
    expect(unitSp({ sp: 2 }, { flags: [] })).toBe(2);
    expect(unitSp({}, { flags: ["armour"] })).toBe(1);
    expect(unitSp({}, undefined)).toBe(1);
    expect(unitSp({ sp: 2 }, { flags: ["helicopter"] })).toBe(0);
    expect(unitSp({ sp: 1 }, { flags: ["sag"] })).toBe(0);
  });

  it("the limit is the game's TEC row for the terrain class [8.1.1.1]", () => {
    expect(stackLimit(game, "urban")).toBe(5);
    expect(stackLimit(game, "mountain")).toBe(2);
  });

  it("without a TEC row: 4, or 3 in mountain/alpine [8.1.1.1]", () => {
    expect(stackLimit(game, "forest")).toBe(4);
    expect(stackLimit({}, "alpine")).toBe(3);
    expect(stackLimit(undefined, undefined)).toBe(4);
  });

  it("counts SP against the limit and says by how much a stack is over", () => {
    expect(stackStatus([{ sp: 2 }, { sp: 1 }], 4, "clear")).toEqual({ sp: 3, limit: 4, exempt: false, over: 0 });
    expect(stackStatus([{ sp: 2 }, { sp: 2 }, { sp: 2 }], 4, "clear")).toEqual({ sp: 6, limit: 4, exempt: false, over: 2 });
  });

  it("one division alone stacks freely, except in mountain/alpine [8.1.1.1 exception]", () => {
    const division = [{ sp: 2, formation: "d1" }, { sp: 2, formation: "d1" }, { sp: 2, formation: "d1" }];
    expect(stackStatus(division, 4, "clear")).toMatchObject({ sp: 6, exempt: true, over: 0 });
    expect(stackStatus(division, 3, "mountain")).toMatchObject({ exempt: false, over: 3 });
    expect(stackStatus([...division, { sp: 1, formation: "d2" }], 4, "clear")).toMatchObject({ exempt: false, over: 3 });
    expect(stackStatus([{ sp: 3 }, { sp: 3 }], 4, "clear")).toMatchObject({ exempt: false, over: 2 });
  });
});
