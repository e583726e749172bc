import { describe, expect, it } from "vitest";
import { apply, reachableHexes, stackAt, zocOf } from "../../index";
import type { ReachableHex } from "./queries";
import { at, board } from "./test-kit";

function reach(state: Parameters<typeof reachableHexes>[0], ids: string[]): Map<string, ReachableHex> {
  const r = reachableHexes(state, ids);
  if ("error" in r) throw new Error(r.error);
  return new Map(r.hexes.map((h) => [h.hex, h]));
}

describe("terrain costs from the TEC [8.3, 4.1.3]", () => {
  it.each([
    // terrain, unit type, weather, cost to enter 0201 from 0101
    ["c", "inf", "clear", 1],
    ["c", "inf", "storm", 2],
    ["r", "mot-inf", "clear", 3],
    ["r", "mech-inf", "clear", 2],
    ["h", "mech-inf", "clear", 3],
    ["g", "inf", "overcast", 3],
  ])("%s for %s in %s costs %i", (t, type, weather, cost) => {
    const b = board({ rows: [`c${t}cccccc`, "cccccccc"], units: [{ id: "r1", type, at: "0101" }] });
    const s = at(b, "initiative-move", { weather: weather as "clear" });
    expect(reach(s, ["r1"]).get("0201")?.cost).toBe(cost);
  });

  it("mechanised units cannot enter mountains except by road [8.3.3]", () => {
    const b = board({ rows: ["cMcc", "cccc"], units: [{ id: "r1", type: "armour", at: "0101" }] });
    expect(reach(at(b, "initiative-move"), ["r1"]).has("0201")).toBe(false);
    const road = board({ rows: ["cMcc", "cccc"], roads: [{ kind: "secondary", path: ["0101", "0201"] }], units: [{ id: "r1", type: "armour", at: "0101" }] });
    expect(reach(at(road, "initiative-move"), ["r1"]).get("0201")?.cost).toBe(1);
  });

  describe("an enemy fortification in a mountain hex: along a road, by spending the whole MA [8.3.3]", () => {
    const fort = { kind: "fortification" as const, hex: "0201", originalOwner: "nordland" };
    const spec = (rows: string[], extra: { roads?: { kind: "primary"; path: string[] }[]; fortAt?: string; type?: string } = {}) =>
      board({
        rows,
        roads: extra.roads ?? [{ kind: "primary", path: ["0101", "0201"] }],
        features: [{ ...fort, hex: extra.fortAt ?? "0201" }],
        units: [{ id: "r1", type: extra.type ?? "armour", at: "0101" }],
      });

    it("armour enters it from the start of its move, along the road, and stops with its MA spent", () => {
      const s = at(spec(["cMcc", "cccc"]), "initiative-move");
      const hex = reach(s, ["r1"]).get("0201");
      expect(hex).toMatchObject({ cost: 12, stop: "all-ma" });
      const r = apply(s, { type: "move", units: ["r1"], to: "0201", path: ["0101", "0201"] });
      if ("error" in r) throw new Error(r.error);
      expect(r.state.units.r1!.hex).toBe(1);
    });

    it("motorised units too; not without the road", () => {
      expect(reach(at(spec(["cMcc", "cccc"], { type: "mot-inf" }), "initiative-move"), ["r1"]).get("0201")?.stop).toBe("all-ma");
      expect(reach(at(spec(["cMcc", "cccc"], { roads: [] }), "initiative-move"), ["r1"]).has("0201")).toBe(false);
    });

    it("not after moving along the road first: the whole MA is the unit's MA, not what is left", () => {
      const s = at(spec(["ccMc", "cccc"], { roads: [{ kind: "primary", path: ["0101", "0201", "0301"] }], fortAt: "0301" }), "initiative-move");
      expect(reach(s, ["r1"]).has("0301")).toBe(false);
      const r = apply(s, { type: "move", units: ["r1"], to: "0301", path: ["0101", "0201", "0301"] });
      expect("error" in r && r.rule).toBe("8.3.3");
    });

    it("the rule names mountain hexes only: an enemy fortification in an alpine hex stays closed (RULINGS.md)", () => {
      expect(reach(at(spec(["cAcc", "cccc"]), "initiative-move"), ["r1"]).has("0201")).toBe(false);
    });
  });

  it("marsh is prohibited to mechanised units in a storm (TEC P) [4.1.3, 8.3.3]", () => {
    const b = board({ rows: ["cmcc", "cccc"], units: [{ id: "r1", type: "armour", at: "0101" }] });
    expect(reach(at(b, "initiative-move", { weather: "storm" }), ["r1"]).has("0201")).toBe(false);
  });

  it("land units never enter sea hexes [8.3.3]", () => {
    const b = board({ rows: ["csc", "ccc"], units: [{ id: "r1", type: "inf", at: "0101" }] });
    expect(reach(at(b, "initiative-move"), ["r1"]).has("0201")).toBe(false);
  });

  it("every unit may move one hex whatever the cost [8.5.1]", () => {
    const b = board({ rows: ["cAcc", "cccc"], units: [{ id: "r1", type: "inf", at: "0101", ma: 3 }] });
    const r = reach(at(b, "initiative-move"), ["r1"]);
    expect(r.get("0201")?.stop).toBe("all-ma");
  });
});

describe("hexsides and roads [8.3.1.1, 8.3.1.1.1, 8.3.2]", () => {
  const rows = ["ccccc", "ccccc"];
  it("a minor river adds its cost; a bridge (road across) removes it", () => {
    const river = board({ rows, hexsides: [{ kind: "minor-river", sides: ["0101-0201"] }], units: [{ id: "r1", type: "inf", at: "0101" }] });
    expect(reach(at(river, "initiative-move"), ["r1"]).get("0201")?.cost).toBe(2);
    const bridge = board({ rows, hexsides: [{ kind: "minor-river", sides: ["0101-0201"] }], roads: [{ kind: "primary", path: ["0101", "0201"] }], units: [{ id: "r1", type: "inf", at: "0101" }] });
    expect(reach(at(bridge, "initiative-move"), ["r1"]).get("0201")?.cost).toBe(1);
  });

  it("a major river is crossed only at a bridge", () => {
    const river = board({ rows, hexsides: [{ kind: "major-river", sides: ["0101-0201", "0102-0201"] }], units: [{ id: "r1", type: "inf", at: "0101" }] });
    const s = at(river, "initiative-move");
    const r = apply(s, { type: "move", units: ["r1"], to: "0201", path: ["0101", "0201"] });
    expect("error" in r && r.rule).toBe("8.3.1.1.1");
  });

  it("highways cost half a hex; road movement is refused into a full stack [8.1.1.1, 8.3.2]", () => {
    const b = board({ rows, roads: [{ kind: "highway", path: ["0101", "0201", "0301", "0401"] }], units: [{ id: "r1", type: "mot-inf", at: "0101" }] });
    expect(reach(at(b, "initiative-move"), ["r1"]).get("0401")?.cost).toBe(1.5);
    const full = board({
      rows,
      roads: [{ kind: "highway", path: ["0101", "0201", "0301", "0401"] }],
      units: [{ id: "r1", type: "mot-inf", at: "0101" }, { id: "r2", type: "armour", at: "0201" }, { id: "r3", type: "armour", at: "0201" }],
    });
    expect(reach(at(full, "initiative-move"), ["r1"]).get("0201")?.cost).toBe(1);
  });
});

describe("zones of control [8.2]", () => {
  it("a stack of 2+ SP with strength projects into its neighbours; 1 SP does not [8.2.1]", () => {
    const one = board({ rows: ["ccc", "ccc"], units: [{ id: "b1", type: "inf", at: "0201" }] });
    expect(zocOf(at(one, "initiative-move"), "blue")).toEqual(["0201"]);
    const two = board({ rows: ["ccc", "ccc"], units: [{ id: "b1", type: "armour", at: "0201" }] });
    expect(zocOf(at(two, "initiative-move"), "blue").sort()).toEqual(["0101", "0102", "0201", "0202", "0301", "0302"]);
  });

  it.each([
    ["a mountain hex", { rows: ["Mcc", "ccc"] }, "0101"],
    ["a major city hex", { rows: ["ccc", "ccc"], features: [{ kind: "major-city" as const, hex: "0101" }] }, "0101"],
    ["across a minor river", { rows: ["ccc", "ccc"], hexsides: [{ kind: "minor-river" as const, sides: ["0101-0201"] }] }, "0101"],
    ["across a bridged river", { rows: ["ccc", "ccc"], hexsides: [{ kind: "minor-river" as const, sides: ["0101-0201"] }], roads: [{ kind: "primary" as const, path: ["0101", "0201"] }] }, "0101"],
  ])("no ZOC into %s [8.2.3]", (_n, spec, hex) => {
    const b = board({ ...spec, units: [{ id: "b1", type: "armour", at: "0201" }] });
    expect(zocOf(at(b, "initiative-move"), "blue")).not.toContain(hex);
  });

  it("units under a mop-up marker have no ZOC [8.2.3, 8.4.1]", () => {
    const b = board({ rows: ["ccc", "ccc"], units: [{ id: "b1", type: "armour", at: "0201" }] });
    const s = at(b, "initiative-move", { mopUp: { 1: { value: 3, side: "blue" } } });
    expect(zocOf(s, "blue")).toEqual([]);
  });

  it("on GT1 before the first movement segment ends, no ZOC across a fortified line into enemy-held hexes [8.2.3]", () => {
    const spec = { rows: ["ccc", "ccc"], borders: ["noo", "noo"], hexsides: [{ kind: "fortified-line" as const, sides: ["0101-0201"], nation: "nordland" }], units: [{ id: "r1", type: "armour", at: "0201" }] };
    expect(zocOf(at(board(spec), "initiative-move"), "red")).not.toContain("0101");
    expect(zocOf(at(board(spec), "initiative-move", { firstMoveDone: true }), "red")).toContain("0101");
  });

  it("entering an enemy ZOC stops the move and costs +1 without friends there [8.2.2]", () => {
    const b = board({ rows: ["cccccc", "cccccc"], units: [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "armour", at: "0401" }] });
    const s = at(b, "initiative-move");
    const r = reach(s, ["r1"]);
    expect(r.get("0301")?.stop).toBe("ezoc");
    expect(r.get("0301")?.cost).toBe(3);
    const through = apply(s, { type: "move", units: ["r1"], to: "0302", path: ["0101", "0201", "0301", "0302"] });
    expect("error" in through && through.error).toContain("[8.2.2] a unit that enters an enemy ZOC stops");
  });

  it("a unit starting in an enemy ZOC may go straight into another by spending its whole MA [8.2.2]", () => {
    const b = board({ rows: ["cccccc", "cccccc", "cccccc"], units: [{ id: "r1", type: "inf", at: "0302" }, { id: "b1", type: "armour", at: "0402" }] });
    const s = at(b, "initiative-move");
    const direct = apply(s, { type: "move", units: ["r1"], to: "0303", path: ["0302", "0303"] });
    expect("error" in direct).toBe(false);
    const onward = apply(s, { type: "move", units: ["r1"], to: "0202", path: ["0302", "0303", "0202"] });
    expect("error" in onward && onward.rule).toBe("8.2.2");
  });

  it("light infantry ignores enemy ZOC outside clear terrain, not in clear [8.2.4]", () => {
    const rough = board({ rows: ["rrrrrr", "rrrrrr"], units: [{ id: "r1", type: "light-inf", at: "0101" }, { id: "b1", type: "armour", at: "0401" }] });
    expect(reach(at(rough, "initiative-move"), ["r1"]).get("0301")?.stop).toBe(null);
    const clear = board({ rows: ["cccccc", "cccccc"], units: [{ id: "r1", type: "light-inf", at: "0101" }, { id: "b1", type: "armour", at: "0401" }] });
    expect(reach(at(clear, "initiative-move"), ["r1"]).get("0301")?.stop).toBe("ezoc");
  });

  it("a unit may never enter an enemy-occupied hex [8.2.2]", () => {
    const b = board({ rows: ["ccc", "ccc"], units: [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "inf", at: "0201" }] });
    const r = apply(at(b, "initiative-move"), { type: "move", units: ["r1"], to: "0201" });
    expect("error" in r && r.rule).toBe("8.2.2");
  });
});

describe("segment restrictions [3.0, 8.5.1]", () => {
  it("units in an enemy ZOC cannot move in the breakthrough segment; light infantry outside clear can [8.2.4]", () => {
    const b = board({ rows: ["cccc", "cccc"], units: [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "armour", at: "0201" }] });
    const r = apply(at(b, "breakthrough-move"), { type: "move", units: ["r1"], to: "0102" });
    expect("error" in r && r.rule).toBe("8.5.1");
  });

  // RULINGS [8.5.1]: a unit moves once a segment, its whole move one action; a stack may split by moving its units one by one.
  it("a unit moves once a segment; a stack splits by moving its units one at a time [8.5.1]", () => {
    const b = board({ rows: ["cccccc", "cccccc"], units: [{ id: "r1", type: "inf", at: "0101" }, { id: "r2", type: "inf", at: "0101" }, { id: "b1", type: "inf", at: "0602" }] });
    const s = at(b, "initiative-move", { initiative: "red" });
    const once = apply(s, { type: "move", units: ["r1"], to: "0201" });
    if ("error" in once) throw new Error(once.error);
    expect(apply(once.state, { type: "move", units: ["r1"], to: "0301" })).toMatchObject({ rule: "8.5.1" });
    expect(apply(once.state, { type: "move", units: ["r2"], to: "0102" })).not.toHaveProperty("error");
  });

  it("only ER 6–8 units move in the elite reaction segment [3.0]", () => {
    const b = board({ rows: ["cccccc", "cccccc"], units: [{ id: "b1", type: "inf", at: "0101", er: 5 }, { id: "b2", type: "inf", at: "0102", er: 6 }, { id: "r1", type: "inf", at: "0601" }] });
    const s = at(b, "elite-reaction-move");
    expect("error" in apply(s, { type: "move", units: ["b1"], to: "0201" })).toBe(true);
    expect("error" in apply(s, { type: "move", units: ["b2"], to: "0202" })).toBe(false);
  });
});

describe("stacking [8.1]", () => {
  it("4 SP a hex, 3 in mountains; a division alone stacks freely outside mountains [8.1.1.1]", () => {
    const b = board({
      rows: ["cM", "cc"],
      units: [
        { id: "b1", type: "armour", at: "0101", formation: "d1" },
        { id: "b2", type: "armour", at: "0101", formation: "d1" },
        { id: "b3", type: "armour", at: "0101", formation: "d1" },
        { id: "b4", type: "armour", at: "0201" },
        { id: "b5", type: "armour", at: "0201" },
      ],
    });
    const s = at(b, "initiative-move");
    expect(stackAt(s, "0101")).toMatchObject({ sp: 6, limit: 4, overstackedBy: 0 });
    expect(stackAt(s, "0201")).toMatchObject({ sp: 4, limit: 3, overstackedBy: 1 });
  });

  it("example: two 2-SP units in a mountain — only one defends [8.1.1.1]", async () => {
    const { explainCombat } = await import("../../index");
    const b = board({ rows: ["cM", "cc"], units: [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "mech-inf", at: "0201" }, { id: "b2", type: "mech-inf", at: "0201", defence: 4 }] });
    const ex = explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0201" });
    if ("error" in ex) throw new Error(ex.error);
    expect(ex.defenders).toEqual(["b1"]);
    expect(ex.defense).toBe(5);
  });

  it("overstacked units lose 1 ER per SP over [8.1.1.1]", async () => {
    const { explainCombat } = await import("../../index");
    const b = board({ rows: ["cc", "cc"], units: [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "armour", at: "0201" }, { id: "b2", type: "armour", at: "0201" }, { id: "b3", type: "inf", at: "0201" }] });
    const ex = explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0201" });
    if ("error" in ex) throw new Error(ex.error);
    // r1 ER 4 vs b1 ER 5 − 1 overstack = 4: no shift.
    expect(ex.shift).toBe(0);
  });

  it("leaving a hex overstacked at the start of the segment costs +1 MP [8.1.1.1]", () => {
    const b = board({ rows: ["cccc", "cccc"], units: [{ id: "r1", type: "armour", at: "0101" }, { id: "r2", type: "armour", at: "0101" }, { id: "r3", type: "inf", at: "0101" }] });
    const s = at(b, "initiative-move", { seg: { moved: {}, attacked: {}, attackedHexes: {}, retreatedInto: {}, overstackedAtStart: { 0: true } } });
    expect(reach(s, ["r3"]).get("0201")?.cost).toBe(2);
  });
});

describe("mop-up markers and bypass [8.4.1, 8.5.1, 8.5.1.1]", () => {
  const spec = (kind: "city" | "major-city") => board({ rows: ["ccccc", "ccccc"], borders: ["ooooo", "ooooo"], features: [{ kind, hex: "0201" }], units: [{ id: "b1", type: "inf", at: "0101" }, { id: "r9", type: "inf", at: "0502" }] });
  it("entering an enemy city and stopping there places a marker drawn at random [8.4.1]", () => {
    const s = at(spec("city"), "first-move", { initiative: "blue" });
    const r = apply(s, { type: "move", units: ["b1"], to: "0201" });
    if ("error" in r) throw new Error(r.error);
    expect(r.state.mopUp[1]?.side).toBe("blue");
    expect(r.events.some((e) => e.type === "mop-up-marker" && e.rule === "8.4.1")).toBe(true);
  });
  // RULINGS [8.4.1.3]: leaving a mop-up marker is one hex, for the whole MA.
  it("a unit under its mop-up marker leaves it by one hex only, its whole MA spent [8.4.1.3]", () => {
    const r = apply(at(spec("city"), "first-move", { initiative: "blue" }), { type: "move", units: ["b1"], to: "0201" });
    if ("error" in r) throw new Error(r.error);
    const later = { ...r.state, seg: { ...r.state.seg, moved: {} } };
    const from = reach(later, ["b1"]);
    expect(from.get("0301")).toBeDefined();
    expect(from.get("0401")).toBeUndefined();
    // The marker is what stops it: without one the same unit goes on.
    expect(reach({ ...later, mopUp: {} }, ["b1"]).get("0401")).toBeDefined();
  });
  it("a city can be bypassed; a major city cannot [8.5.1.1, 8.3.1.5]", () => {
    expect(reach(at(spec("city"), "first-move", { initiative: "blue" }), ["b1"]).get("0301")).toBeDefined();
    const major = reach(at(spec("major-city"), "first-move", { initiative: "blue" }), ["b1"]);
    expect(major.get("0201")?.stop).toBe("mop-up");
    expect(major.get("0301")?.path).not.toContain("0201");
  });
});
