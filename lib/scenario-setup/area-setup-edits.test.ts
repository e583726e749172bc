import { describe, expect, it } from "vitest";
import { applyTextEdits } from "@/lib/editor-intel/edits";
import { addAreaUnitsEdits, setAreaCountEdits, type AreaSetupEditResult } from "./area-setup-edits";

const pretty = (v: unknown) => JSON.stringify(v, null, 2);

function apply(text: string, result: AreaSetupEditResult): Record<string, unknown> {
  if (!result.ok) throw new Error(result.reason);
  const out = applyTextEdits(text, result.edits);
  return JSON.parse(out) as Record<string, unknown>;
}

const base = {
  name: "Area",
  areaSetup: [
    { territory: "west-home", nation: "west", units: [{ type: "infantry", count: 3 }] },
    { territory: "sz-1", nation: "west", units: [{ type: "destroyer", count: 1 }, { type: "transport", count: 1 }] },
  ],
  income: [],
};

describe("adding units to an area setup", () => {
  it("grows the count of a type the space already has for the nation", () => {
    const text = pretty(base);
    const result = addAreaUnitsEdits(text, { territory: "west-home", nation: "west", type: "infantry", count: 2 });
    expect(result.ok && result.edits).toHaveLength(1);
    expect(apply(text, result).areaSetup).toEqual([{ ...base.areaSetup[0], units: [{ type: "infantry", count: 5 }] }, base.areaSetup[1]]);
  });

  it("adds a new type to the entry of that space and nation, laid out like its neighbours", () => {
    const text = pretty(base);
    const result = addAreaUnitsEdits(text, { territory: "west-home", nation: "west", type: "tank", count: 1 });
    const expected = { ...base, areaSetup: [{ ...base.areaSetup[0], units: [{ type: "infantry", count: 3 }, { type: "tank", count: 1 }] }, base.areaSetup[1]] };
    expect(result.ok && applyTextEdits(text, result.edits)).toBe(pretty(expected));
  });

  it("appends an entry for a space (or a nation in it) with none yet", () => {
    const text = pretty(base);
    const out = apply(text, addAreaUnitsEdits(text, { territory: "west-home", nation: "east", type: "infantry", count: 1 }));
    expect(out.areaSetup).toEqual([...base.areaSetup, { territory: "west-home", nation: "east", units: [{ type: "infantry", count: 1 }] }]);
  });

  it("fills an empty area setup, and creates it when the scenario has none", () => {
    const empty = pretty({ ...base, areaSetup: [] });
    expect(apply(empty, addAreaUnitsEdits(empty, { territory: "a", nation: "n", type: "t", count: 4 })).areaSetup).toEqual([{ territory: "a", nation: "n", units: [{ type: "t", count: 4 }] }]);
    const none = pretty({ name: "Area" });
    expect(apply(none, addAreaUnitsEdits(none, { territory: "a", nation: "n", type: "t", count: 4 })).areaSetup).toEqual([{ territory: "a", nation: "n", units: [{ type: "t", count: 4 }] }]);
  });

  it("refuses counts out of the schema's range, a missing choice, and an area setup that is not a list", () => {
    const text = pretty(base);
    expect(addAreaUnitsEdits(text, { territory: "west-home", nation: "west", type: "tank", count: 0 })).toMatchObject({ ok: false, reason: /from 1 to 99/ });
    expect(addAreaUnitsEdits(text, { territory: "west-home", nation: "west", type: "infantry", count: 97 })).toMatchObject({ ok: false, reason: /make 100/ });
    expect(addAreaUnitsEdits(text, { territory: "", nation: "west", type: "tank", count: 1 })).toMatchObject({ ok: false, reason: /Pick a territory/ });
    expect(addAreaUnitsEdits(pretty({ areaSetup: {} }), { territory: "a", nation: "n", type: "t", count: 1 })).toMatchObject({ ok: false, reason: /not a list/ });
  });
});

describe("changing a count", () => {
  it("rewrites only the count", () => {
    const text = pretty(base);
    const result = setAreaCountEdits(text, 1, 0, 4);
    expect(result.ok && result.edits).toEqual([expect.objectContaining({ text: "4" })]);
    expect((apply(text, result).areaSetup as typeof base.areaSetup)[1]!.units[0]).toEqual({ type: "destroyer", count: 4 });
  });

  it("zero takes the units away, and the entry with its last units", () => {
    const text = pretty(base);
    expect((apply(text, setAreaCountEdits(text, 1, 0, 0)).areaSetup as typeof base.areaSetup)[1]!.units).toEqual([{ type: "transport", count: 1 }]);
    expect(apply(text, setAreaCountEdits(text, 0, 0, 0)).areaSetup).toEqual([base.areaSetup[1]]);
  });

  it("refuses a count out of range and units no longer in the text", () => {
    const text = pretty(base);
    expect(setAreaCountEdits(text, 0, 0, 100)).toMatchObject({ ok: false });
    expect(setAreaCountEdits(text, 5, 0, 1)).toMatchObject({ ok: false, reason: /no longer/ });
  });
});
