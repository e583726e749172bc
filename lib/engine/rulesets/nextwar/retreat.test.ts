import { describe, expect, it } from "vitest";
import { type Action, type GameEvent, type GameState, explainCombat, legalActions } from "../../index";
import { buildBoard } from "./board";
import { contextOf } from "./context";
import { crtCell, parseResult } from "./resolve";
import { retreatPaths, retreatZoc } from "./retreat";
import { at, board, run } from "./test-kit";

/**
 * Two readings of 9.8.2's 「自軍の陸上ユニットが存在していない限り」 and
 * 「空白の敵軍事施設ヘクスは、迂回 [8.5.1.1] して退却できる」 (RULINGS.md
 * [9.8.2]): units of one retreat are no "friendly units" for one another, and
 * empty enemy cities, like installations, may be passed through but not
 * ended in; enemy major cities are never entered.
 */

const rows = ["ccccc", "ccccc", "ccccc"];

/** Legal retreat paths (as labels) of `unit` from `origin`, `n` hexes, with `group` the units of its retreat. */
function paths(s: GameState, unit: string, group: string[], origin: string, n: number): string[][] {
  const b = buildBoard(s);
  const cm = b.ctx.cm;
  return retreatPaths(b, retreatZoc(b, "blue"), "blue", unit, group, cm.indexOf(origin), n).map((p) => p.path.map((h) => cm.label(h)));
}

describe("units of the same retreat are not friendly to each other [9.8.2]", () => {
  // r2's ZOC covers 0201 and 0202 (the hexes west of b2's 0302); b1 already stands in 0202.
  const b = board({
    rows,
    units: [
      { id: "r1", type: "armour", at: "0402" },
      { id: "r2", type: "armour", at: "0102" },
      { id: "b1", type: "inf", at: "0202" },
      { id: "b2", type: "inf", at: "0302" },
    ],
  });
  const s = at(b, "initiative-combat");

  it("the board: 0202 is in red's ZOC", () => {
    const bd = buildBoard(s);
    expect(retreatZoc(bd, "blue")[bd.ctx.cm.indexOf("0202")]).toBe(1);
  });
  it("a unit of the same retreat in an enemy-ZOC hex does not let another end there; a unit of another retreat does [9.8.2]", () => {
    expect(paths(s, "b2", ["b1", "b2"], "0302", 1)).not.toContainEqual(["0202"]);
    expect(paths(s, "b2", ["b2"], "0302", 1)).toContainEqual(["0202"]);
  });
  it("nor spares it the ER check for passing through that enemy ZOC [9.8.2, 9.8.5]", () => {
    const bd = buildBoard(s);
    const cm = bd.ctx.cm;
    const through = (group: string[]) =>
      retreatPaths(bd, retreatZoc(bd, "blue"), "blue", "b2", group, cm.indexOf("0302"), 2)
        .filter((p) => cm.label(p.path[0] as number) === "0202")
        .map((p) => p.ezocHexes.map((h) => cm.label(h)));
    const same = through(["b1", "b2"]);
    const other = through(["b2"]);
    expect(same.length).toBeGreaterThan(0);
    for (const ez of same) expect(ez).toContain("0202");
    expect(other.length).toBeGreaterThan(0);
    for (const ez of other) expect(ez).not.toContain("0202");
  });

  it("in play: two units of one retreat ending in the same hex have not retreated into a defended hex, so both defend it [9.8.2, 9.8.6]", () => {
    const open = board({ rows: ["ccccccc", "ccccccc", "ccccccc", "ccccccc", "ccccccc"], units: [{ id: "r1", type: "armour", at: "0503", attack: 30 }, { id: "b1", type: "inf", at: "0403" }, { id: "b2", type: "inf", at: "0403" }] });
    const s0 = at(open, "initiative-combat");
    const ex = explainCombat(s0, { attackers: ["r1"], defender: "0403" });
    if ("error" in ex) throw new Error(ex.error);
    const ctx = contextOf(open);
    const face = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((f) => {
      const cell = crtCell(ctx, ex.finalColumnIndex, f + ex.drm).cell;
      return /R2$/.test(cell) && parseResult(cell).defender === 2;
    });
    if (face === undefined) throw new Error("no face gives two steps and a 2-hex retreat");
    const hit = run(s0, [{ type: "force-die", value: face }, { type: "attack", attackers: ["r1"], defender: "0403" }]);
    const first = legalActions(hit.state).find((a) => a.type === "retreat" && a.units?.length === 1 && a.units[0] === "b1") as Extract<Action, { type: "retreat" }>;
    const one = run(hit.state, [first]);
    const same = legalActions(one.state).find((a) => a.type === "retreat" && a.path.join() === first.path.join());
    if (!same) throw new Error("b2 may not follow b1's path");
    const two = run(one.state, [same]);
    expect(two.state.units.b1?.hex).toBe(two.state.units.b2?.hex);
    expect(two.state.seg.retreatedInto).toEqual({});
    const events: GameEvent[] = [...one.events, ...two.events];
    expect(events.filter((e) => e.type === "retreat")).toHaveLength(2);
  });
});

describe("retreating through empty enemy cities [9.8.2]", () => {
  // One row: b1 in 0301 retreats west from r1 in 0401; 0201 is Ostmark's (red's) and red holds it.
  const spec = (kind: "city" | "major-city") =>
    board({ rows: ["ccccc"], borders: ["oonnn"], features: [{ kind, hex: "0201" }], units: [{ id: "r1", type: "armour", at: "0401" }, { id: "b1", type: "inf", at: "0301" }] });

  it("an empty enemy city may be passed through on a 2-hex retreat", () => {
    expect(paths(at(spec("city"), "initiative-combat"), "b1", ["b1"], "0301", 2)).toEqual([["0201", "0101"]]);
  });
  it("but not ended in: the unit would go under a mop-up marker there", () => {
    expect(paths(at(spec("city"), "initiative-combat"), "b1", ["b1"], "0301", 1)).toEqual([]);
  });
  it("an enemy major city may not be entered at all", () => {
    expect(paths(at(spec("major-city"), "initiative-combat"), "b1", ["b1"], "0301", 2)).toEqual([]);
  });
  it("a friendly city in the same place may be ended in (the bar is the mop-up, not the city)", () => {
    const own = board({ rows: ["ccccc"], features: [{ kind: "city", hex: "0201" }], units: [{ id: "r1", type: "armour", at: "0401" }, { id: "b1", type: "inf", at: "0301" }] });
    expect(paths(at(own, "initiative-combat"), "b1", ["b1"], "0301", 1)).toEqual([["0201"]]);
  });
});
