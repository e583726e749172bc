import { describe, expect, it } from "vitest";
import { hashValue } from "../../core/hash";
import { apply } from "../../index";
import { boardOf, unitsAt } from "./board";
import { contextOf } from "./context";
import { cloneState } from "./state";
import { at, board, sampleBundle } from "./test-kit";
import { createNextWarGame, nextWarStateHash } from "./game";
import { explore, makeMover, search } from "./movement";
import { zocMask } from "./zoc";

/*
 * The board and ZOC caches ride on their state under hidden keys (board.ts
 * says why not in a WeakMap): they must be invisible to everything that
 * copies, serialises or hashes a state, and never follow a copy to a state
 * whose units moved.
 */
const bundle = board({ rows: ["cccc", "cccc", "cccc"], units: [{ id: "b1", type: "inf", at: "0101" }, { id: "r1", type: "armour", at: "0403" }] });

describe("the board cached on a state", () => {
  it("is built once per state and hidden from keys, JSON, hashes and structured clones", () => {
    const s = at(bundle, "initiative-move");
    const keys = Object.keys(s);
    const json = JSON.stringify({ ...s, bundle: null });
    const hash = nextWarStateHash(s);
    const b = boardOf(s);
    expect(boardOf(s)).toBe(b);
    zocMask(s, "red");
    expect(Object.keys(s)).toEqual(keys);
    expect(JSON.stringify({ ...s, bundle: null })).toBe(json);
    expect(nextWarStateHash(s)).toBe(hash);
    expect(hashValue(structuredClone({ ...s, bundle: null }))).toBe(hashValue({ ...s, bundle: null }));
  });

  it("does not follow a copy: a spread or a cloned state whose units moved gets its own board", () => {
    const s = at(bundle, "initiative-move");
    const before = boardOf(s);
    const moved = cloneState(s);
    moved.units.b1!.hex = contextOf(bundle).cm.indexOf("0201");
    expect(boardOf(moved)).not.toBe(before);
    expect(unitsAt(boardOf(moved), contextOf(bundle).cm.indexOf("0201"))).toEqual(["b1"]);
    expect(unitsAt(boardOf({ ...moved }), contextOf(bundle).cm.indexOf("0201"))).toEqual(["b1"]);
    expect(unitsAt(boardOf(s), contextOf(bundle).cm.indexOf("0101"))).toEqual(["b1"]);
  });

  it("works on frozen states too, and apply still plays from them", () => {
    const s = Object.freeze(at(bundle, "initiative-move"));
    expect(boardOf(s)).toBe(boardOf(s));
    expect(zocMask(s, "red")).toBe(zocMask(s, "red"));
    const r = apply(s, { type: "move", units: ["r1"], to: "0402" });
    if ("error" in r) throw new Error(r.error);
    expect(r.state.units.r1!.hex).toBe(contextOf(bundle).cm.indexOf("0402"));
    expect(unitsAt(boardOf(r.state), contextOf(bundle).cm.indexOf("0402"))).toEqual(["r1"]);
  });
});

describe("explore: search without its copy [8.5.1]", () => {
  it("reaches the same hexes in the same order, with the same costs and predecessors, for every stack of the sample", () => {
    const sample = sampleBundle();
    const s = createNextWarGame(sample, 3);
    const b = boardOf(s);
    const { cm } = contextOf(sample);
    let checked = 0;
    for (const [, ids] of b.at) {
      const m = makeMover(b, ids);
      if (!("origin" in m)) continue;
      const r = search(m);
      const hexes = explore(m);
      expect(hexes).toEqual(r.hexes);
      hexes.forEach((h, i) => {
        expect(cm.scratch.cost[h]).toBe(r.cost[i]);
        expect(cm.scratch.prev[h]).toBe(r.prev[i]);
      });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });
});
