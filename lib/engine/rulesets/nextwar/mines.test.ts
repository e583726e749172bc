import { describe, expect, it } from "vitest";
import { apply, createGame, currentSegment, legalActions } from "../../index";
import { contextOf } from "./context";
import { layMineBar, markersLeft, mineArea } from "./mines";
import { contestedCheck, navalReach } from "./naval-move";
import { at, coast, run, withNaval } from "./test-kit";

/**
 * Mine warfare [7.5] on the small coast (test-kit.ts): laying by a naval
 * unit instead of moving (level 2, its hex or next to it) [7.5.1.1] or by
 * submarine at the cost of a threat level (level 1) [7.5.1.2]; one marker a
 * hex, an own 1 raised to 2, as many on the map as the counter mix [7.5.1];
 * sweeping (0–3 lowers a level, −2 with an own ship in the area, two tries a
 * step, only where the side holds the coastal box) [7.5.2]; effect areas
 * [7.5.3].
 */

const fleet = [
  { id: "b-sag", type: "sag", at: "0302" },
  { id: "b-box", type: "sag", at: "z-coast" },
  { id: "r-sag", type: "sag", at: "0702" },
];
const b = coast(fleet, { navalWar: { levels: [{ side: "blue", asw: 1, submarineThreat: 2 }, { side: "red", asw: 0, submarineThreat: 1 }], mineMarkers: [{ side: "blue", count: 2 }] } });
const ctx = contextOf(b);
const hex = (l: string) => ctx.cm.indexOf(l);
const moveSeg = () => at(b, "reaction-move");

describe("effect areas [7.5.3]", () => {
  it.each([
    ["0502", ["0502"]],
    ["0703", ["0703", "0702", "0802", "0602"]],
    ["0203", ["0203", "0202"]],
  ])("a marker at %s affects %j", (at_, area) => {
    expect(mineArea(ctx, hex(at_)).map((h) => ctx.cm.label(h)).sort()).toEqual([...area].sort());
  });

  // 0602 lies in the area of a marker on it and of one on the coastal hex 0703: b-sag's move from 0302 enters both.
  it.each([
    [2, 1, 2],
    [1, 1, 1],
    [1, 2, 2],
  ] as const)("overlapping areas do not add up: levels %i (0703) and %i (0602) give the contested-move roll +%i [7.5.3]", (coastal, sea, drm) => {
    const s = withNaval(moveSeg(), { mines: { [hex("0703")]: { side: "red", level: coastal }, [hex("0602")]: { side: "red", level: sea } } });
    const path = navalReach(ctx, s, "b-sag").get("0602");
    if (!path) throw new Error("b-sag cannot reach 0602");
    const mines = contestedCheck(ctx, s, "blue", "b-sag", path).drms.filter((d) => d.why.startsWith("mine area"));
    expect(mines).toEqual([{ value: drm, why: `mine area entered (level ${drm})` }]);
  });
});

describe("laying mines [7.5.1]", () => {
  // [hex, unit (undefined: submarines), state patch, why not or null]
  it.each([
    ["0302", "b-sag", {}, null],
    ["0402", "b-sag", {}, null],
    ["0303", "b-sag", {}, null],
    ["0502", "b-sag", {}, "its own hex or next to it"],
    ["0304", undefined, {}, "sea hexes and in coastal hexes"],
    ["0502", "b-box", {}, "from a sea hex or port"],
    ["0402", "b-sag", { mines: { [hex("0402")]: { side: "red", level: 1 } } }, "enemy mine marker"],
    ["0402", "b-sag", { mines: { [hex("0402")]: { side: "blue", level: 2 } } }, "already holds a level 2"],
    ["0402", "b-sag", { mines: { [hex("0402")]: { side: "blue", level: 1 } } }, null],
    ["0402", "b-sag", { mines: { [hex("0101")]: { side: "blue", level: 1 }, [hex("0201")]: { side: "blue", level: 1 } } }, "no mine marker left"],
    ["0502", undefined, {}, null],
    ["0502", undefined, { sub: { blue: 1 } }, "may not reach zero"],
  ] as const)("at %s by %s: %s", (at_, unit, patch, why) => {
    const bar = layMineBar(ctx, withNaval(moveSeg(), patch), "blue", at_, unit);
    if (why === null) expect(bar).toBeNull();
    else expect(bar?.message).toContain(why);
  });

  it("a naval unit lays a level 2 instead of moving; an own level 1 is raised to 2", () => {
    const s = withNaval(moveSeg(), { mines: { [hex("0402")]: { side: "blue", level: 1 } } });
    const r = run(s, [{ type: "lay-mine", hex: "0402", unit: "b-sag" }]);
    expect(r.state.naval?.mines[hex("0402")]).toEqual({ side: "blue", level: 2, layer: "b-sag" });
    expect(r.events.find((e) => e.type === "mine-laid")).toMatchObject({ level: 2, rule: "7.5.1.1" });
    expect(apply(r.state, { type: "naval-move", unit: "b-sag", to: "z-coast" })).toMatchObject({ rule: "8.5.6.4" });
  });

  it("submarines lay a level 1 and lower the threat level by one [7.5.1.2]", () => {
    const r = run(moveSeg(), [{ type: "lay-mine", hex: "0602" }]);
    expect(r.state.naval?.mines[hex("0602")]).toEqual({ side: "blue", level: 1 });
    expect(r.state.naval?.sub.blue).toBe(1);
    expect(markersLeft(ctx, r.state, "blue")).toBe(1);
  });

  it("the legal actions offer laying from a ship's hex and by submarine at the ports", () => {
    const legal = legalActions(moveSeg());
    expect(legal).toContainEqual({ type: "lay-mine", hex: "0402", unit: "b-sag" });
    expect(legal).toContainEqual({ type: "lay-mine", hex: "0703" });
  });
});

describe("sweeping mines [7.5.2]", () => {
  const sweep = (mines: Record<number, { side: string; level: number }>) => withNaval(at(b, "mine-sweep-second"), { mines });
  // [roll, own ship in the area, level before, level after (0: gone)]
  it.each([
    [3, false, 2, 1],
    [4, false, 2, 2],
    [5, true, 2, 1],
    [6, true, 1, 1],
    [0, false, 1, 0],
  ] as const)("a %i (own ship in the area: %s) takes a level %i marker to %i", (roll, ship, level, after) => {
    const where = ship ? "0302" : "0602";
    const r = run(sweep({ [hex(where)]: { side: "red", level } }), [{ type: "force-die", value: roll }, { type: "sweep-mine", hex: where }]);
    expect(r.events.find((e) => e.type === "mine-sweep")).toMatchObject({ roll, drm: ship ? -2 : 0, success: after < level, rule: "7.5.2" });
    if (after === 0) {
      expect(r.state.naval?.mines[hex(where)]).toBeUndefined();
      expect(r.state.naval?.minesLost.red).toBe(1);
    } else expect(r.state.naval?.mines[hex(where)]?.level).toBe(after);
  });

  it("two tries a step; only enemy markers whose coastal box the side holds", () => {
    const s = sweep({ [hex("0602")]: { side: "red", level: 2 }, [hex("0101")]: { side: "red", level: 2 }, [hex("0502")]: { side: "blue", level: 1 } });
    expect(legalActions(s).filter((a) => a.type === "sweep-mine")).toEqual([{ type: "sweep-mine", hex: "0101" }, { type: "sweep-mine", hex: "0602" }]);
    const r = run(s, [{ type: "force-die", value: 9 }, { type: "sweep-mine", hex: "0602" }, { type: "force-die", value: 9 }, { type: "sweep-mine", hex: "0602" }]);
    expect(apply(r.state, { type: "sweep-mine", hex: "0101" })).toMatchObject({ rule: "7.5.2" });
    const contested = withNaval(s, { control: { "z-coast": null } });
    expect(apply(contested, { type: "sweep-mine", hex: "0602" })).toMatchObject({ rule: "7.5.2" });
  });

  it("the step waits for a side with something to sweep and is skipped for the other [7.5.2]", () => {
    const mined = coast(fleet, { navalWar: { mines: [{ hex: "0602", side: "red", level: 2 }] } });
    expect(currentSegment(createGame(mined, { seed: 1 }))).toMatchObject({ segment: "mine-sweep-second", active: "blue", kind: "sweep" });
    expect(currentSegment(createGame(b, { seed: 1 })).kind).not.toBe("sweep");
  });
});
