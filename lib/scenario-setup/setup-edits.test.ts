import { describe, expect, it } from "vitest";
import { applyTextEdits } from "@/lib/editor-intel/edits";
import { addReinforcementEdits, placeUnitsEdits, removeFromSetupEdits } from "./setup-edits";
import type { TextEdit } from "./json-edits";

const pretty = (v: unknown) => JSON.stringify(v, null, 2);

function apply(text: string, edits: TextEdit[] | null): string {
  expect(edits).not.toBeNull();
  // The editor applies one action's edits together: they must not overlap.
  const sorted = [...(edits ?? [])].sort((a, b) => a.offset - b.offset);
  sorted.forEach((e, i) => {
    const next = sorted[i + 1];
    if (next) expect(e.offset + e.length).toBeLessThanOrEqual(next.offset);
  });
  return applyTextEdits(text, edits ?? []);
}

const base = {
  name: "Test",
  units: [
    { id: "a", type: "inf", name: "A", nation: "n" },
    { id: "b", type: "inf", name: "B", nation: "n" },
    { id: "c", type: "inf", name: "C", nation: "n" },
    { id: "d", type: "inf", name: "D", nation: "n" },
  ],
  setup: [
    { unit: "a", at: "0101" },
    { unit: "b", at: "0102" },
  ],
  reinforcements: [{ turn: 2, units: ["c", "d"], at: "edge:west" }],
};

describe("placing units", () => {
  it("appends a setup entry for a new unit, formatted like its neighbours", () => {
    const text = pretty({ ...base, reinforcements: [] });
    const out = apply(text, placeUnitsEdits(text, [{ unit: "c", at: "0503" }]));
    expect(JSON.parse(out).setup).toEqual([...base.setup, { unit: "c", at: "0503" }]);
    expect(out).toBe(pretty({ ...base, reinforcements: [], setup: [...base.setup, { unit: "c", at: "0503" }] }));
  });

  it("moves a unit already set up by rewriting only its hex", () => {
    const text = pretty(base);
    const edits = placeUnitsEdits(text, [{ unit: "b", at: "0707" }]);
    expect(edits).toHaveLength(1);
    expect(edits?.[0]?.text).toBe('"0707"');
    expect(JSON.parse(apply(text, edits)).setup[1]).toEqual({ unit: "b", at: "0707" });
  });

  it("a move to where the unit already is changes nothing", () => {
    const text = pretty(base);
    expect(placeUnitsEdits(text, [{ unit: "a", at: "0101" }])).toEqual([]);
  });

  it("places several units (a whole stack) in one set of edits", () => {
    const text = pretty(base);
    const out = JSON.parse(apply(text, placeUnitsEdits(text, [{ unit: "a", at: "0909" }, { unit: "b", at: "0909" }])));
    expect(out.setup).toEqual([
      { unit: "a", at: "0909" },
      { unit: "b", at: "0909" },
    ]);
  });

  it("a reinforcement placed on the map leaves its entry, and an emptied entry goes", () => {
    const text = pretty(base);
    const one = JSON.parse(apply(text, placeUnitsEdits(text, [{ unit: "c", at: "0303" }])));
    expect(one.reinforcements).toEqual([{ turn: 2, units: ["d"], at: "edge:west" }]);
    expect(one.setup).toContainEqual({ unit: "c", at: "0303" });
    const both = JSON.parse(apply(text, placeUnitsEdits(text, [{ unit: "c", at: "0303" }, { unit: "d", at: "0304" }])));
    expect(both.reinforcements).toEqual([]);
    expect(both.setup).toHaveLength(4);
  });

  it("opens an empty setup array onto lines of its own in a pretty-printed document", () => {
    const text = pretty({ ...base, setup: [] });
    const out = apply(text, placeUnitsEdits(text, [{ unit: "a", at: "0101" }, { unit: "b", at: "0102" }]));
    expect(out).toBe(pretty({ ...base, setup: [{ unit: "a", at: "0101" }, { unit: "b", at: "0102" }] }));
  });

  it("keeps a one-line document on one line", () => {
    const text = JSON.stringify({ units: base.units, setup: [{ unit: "a", at: "0101" }] });
    const out = apply(text, placeUnitsEdits(text, [{ unit: "b", at: "0102" }]));
    expect(out).not.toContain("\n");
    expect(JSON.parse(out).setup).toEqual([{ unit: "a", at: "0101" }, { unit: "b", at: "0102" }]);
  });

  it("creates the setup when the document has none", () => {
    const text = pretty({ name: "x", units: base.units });
    const out = JSON.parse(apply(text, placeUnitsEdits(text, [{ unit: "a", at: "0101" }])));
    expect(out.setup).toEqual([{ unit: "a", at: "0101" }]);
  });

  it("refuses (null) a document whose setup is not a list", () => {
    const text = pretty({ units: base.units, setup: "0101" });
    expect(placeUnitsEdits(text, [{ unit: "a", at: "0101" }])).toBeNull();
  });
});

describe("removing units from the setup", () => {
  const many = { ...base, setup: ["a", "b", "c", "d"].map((unit, i) => ({ unit, at: `010${i}` })) };

  it.each([
    [["a"], ["b", "c", "d"]],
    [["b"], ["a", "c", "d"]],
    [["d"], ["a", "b", "c"]],
    [["a", "b"], ["c", "d"]],
    [["a", "c"], ["b", "d"]],
    [["b", "c"], ["a", "d"]],
    [["a", "b", "d"], ["c"]],
    [["a", "b", "c", "d"], []],
  ])("removing %j leaves %j, the JSON still valid", (gone, left) => {
    for (const text of [pretty(many), JSON.stringify(many)]) {
      const out = JSON.parse(apply(text, removeFromSetupEdits(text, gone)));
      expect(out.setup.map((s: { unit: string }) => s.unit)).toEqual(left);
    }
  });

  it("a unit not set up changes nothing", () => {
    expect(removeFromSetupEdits(pretty(base), ["zz"])).toEqual([]);
  });
});

describe("adding a reinforcement", () => {
  it("appends a new entry for a new turn and place", () => {
    const text = pretty({ ...base, units: [...base.units, { id: "e", type: "inf", name: "E", nation: "n" }] });
    const out = apply(text, addReinforcementEdits(text, { turn: 3, units: ["e"], at: "1510" }));
    expect(JSON.parse(out).reinforcements).toEqual([base.reinforcements[0], { turn: 3, units: ["e"], at: "1510" }]);
    expect(out).toContain('{\n      "turn": 3,\n      "units": [\n        "e"\n      ],\n      "at": "1510"\n    }');
  });

  it("joins an entry of the same turn and place", () => {
    const text = pretty({ ...base, units: [...base.units, { id: "e", type: "inf", name: "E", nation: "n" }] });
    const out = JSON.parse(apply(text, addReinforcementEdits(text, { turn: 2, units: ["e"], at: "edge:west" })));
    expect(out.reinforcements).toEqual([{ turn: 2, units: ["c", "d", "e"], at: "edge:west" }]);
  });

  it("a unit set up on the map leaves the setup; one already arriving is not added twice", () => {
    const text = pretty(base);
    const out = JSON.parse(apply(text, addReinforcementEdits(text, { turn: 4, units: ["a", "c"], at: "0909" })));
    expect(out.setup).toEqual([{ unit: "b", at: "0102" }]);
    expect(out.reinforcements).toEqual([base.reinforcements[0], { turn: 4, units: ["a"], at: "0909" }]);
  });

  it("creates the schedule when the document has none, and fills an empty one", () => {
    const none = pretty({ name: "x", units: base.units });
    expect(JSON.parse(apply(none, addReinforcementEdits(none, { turn: 2, units: ["a"], at: "0101" }))).reinforcements).toEqual([{ turn: 2, units: ["a"], at: "0101" }]);
    const empty = pretty({ name: "x", units: base.units, reinforcements: [] });
    expect(apply(empty, addReinforcementEdits(empty, { turn: 2, units: ["a"], at: "0101" }))).toBe(pretty({ name: "x", units: base.units, reinforcements: [{ turn: 2, units: ["a"], at: "0101" }] }));
  });

  it("nothing to add, or no entry place, is null", () => {
    const text = pretty(base);
    expect(addReinforcementEdits(text, { turn: 2, units: ["c"], at: "0101" })).toBeNull();
    expect(addReinforcementEdits(text, { turn: 2, units: ["a"], at: "" })).toBeNull();
    expect(addReinforcementEdits(text, { turn: 2, units: [], at: "0101" })).toBeNull();
  });
});
