import { describe, expect, it } from "vitest";
import { validateDocument } from "@/lib/validate";
import { MapEditor } from "./editor";
import { newHexMap } from "./new-map";

describe("newHexMap", () => {
  it("makes a map that validates clean and opens in the editor", () => {
    const doc = newHexMap({ name: "Fresh", orientation: "pointy", columns: 12, rows: 9, offset: "even", firstLabel: "0101", hexScale: 7.5 });
    expect(validateDocument("map", doc)).toEqual([]);
    const editor = new MapEditor(doc);
    expect(editor.labelOf(12 * 9 - 1)).toBe("1209");
    expect(editor.document().terrain.rows).toHaveLength(9);
  });

  it("widens the label format when the map needs three digits", () => {
    const doc = newHexMap({ name: "Big", orientation: "flat", columns: 120, rows: 40, offset: "odd", firstLabel: "0101" });
    expect(doc.grid.labelFormat).toBe("CCCRR");
    expect(doc.grid.firstLabel).toBe("00101");
    expect(validateDocument("map", doc)).toEqual([]);
  });

  it("refuses impossible sizes and labels", () => {
    expect(() => newHexMap({ name: "x", orientation: "flat", columns: 0, rows: 5, offset: "odd", firstLabel: "0101" })).toThrow(/Columns and rows/);
    expect(() => newHexMap({ name: "x", orientation: "flat", columns: 5, rows: 5, offset: "odd", firstLabel: "011" })).toThrow(/even number/);
  });
});
