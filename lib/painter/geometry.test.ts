import { describe, expect, it } from "vitest";
import { EditableMap } from "./editable-map";
import { regionOutline } from "./geometry";
import { testMap } from "./test-map";

describe("a region's outline (a helicopter's mission range on the board) [#26 item 10]", () => {
  const spec = EditableMap.fromDocument(testMap("flat")).spec;
  const inland = 2 * spec.columns + 2;

  it("is the six sides of one inland hex and ten of two neighbours", () => {
    expect(regionOutline(spec, new Set([inland]))).toHaveLength(6);
    expect(regionOutline(spec, new Set([inland, inland + spec.columns]))).toHaveLength(10);
  });

  it("leaves out the map's own edge: the whole map has no outline", () => {
    expect(regionOutline(spec, new Set(Array.from({ length: spec.columns * spec.rows }, (_, i) => i)))).toHaveLength(0);
  });
});
