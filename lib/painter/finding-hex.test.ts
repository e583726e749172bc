import { describe, expect, it } from "vitest";
import { hexOfPointer } from "./finding-hex";
import { EditableMap } from "./editable-map";
import { testMap } from "./test-map";

describe("hexOfPointer", () => {
  const doc = testMap();
  doc.features = [{ kind: "port", hex: "0302", capacity: 2 }];
  doc.hexsides = [{ kind: "minor-river", sides: ["0405-0406"] }];
  doc.roads = [{ kind: "primary", path: ["0101", "0201"] }];
  const spec = EditableMap.fromDocument(doc).spec;

  it.each([
    ["/features/0/hex", 2 + 1 * 8],
    ["/features/0/capacity", 2 + 1 * 8],
    ["/hexsides/0/sides/0", 3 + 4 * 8],
    ["/roads/0/path/1", 1],
    ["/terrain/rows/4", 32],
  ])("%s names hex %i", (pointer, hex) => {
    expect(hexOfPointer(spec, doc, pointer)).toBe(hex);
  });

  it("is null for findings that are not about a place", () => {
    expect(hexOfPointer(spec, doc, "/name")).toBeNull();
    expect(hexOfPointer(spec, doc, "/terrainTypes/0/colour")).toBeNull();
    expect(hexOfPointer(spec, doc, "/features/9/hex")).toBeNull();
  });
});
