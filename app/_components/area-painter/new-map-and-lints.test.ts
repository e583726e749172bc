import { describe, expect, it } from "vitest";
import { syntheticAreaMap } from "@/lib/area-painter/synthetic";
import { spaceOfPointer } from "./lints";
import { newAreaMap } from "./new-area-map";

describe("new area maps and finding places", () => {
  it("makes an empty map of the asked size, with the picture when there is one, and refuses silly sizes", () => {
    const map = newAreaMap({ name: " Inland Sea ", width: 800, height: 500, background: "a".repeat(64) });
    expect(map).toMatchObject({ name: "Inland Sea", layout: "area", size: { width: 800, height: 500 }, background: { asset: "a".repeat(64), opacity: 0.5 }, territories: [], seaZones: [] });
    expect(() => newAreaMap({ name: "x", width: 10, height: 500 })).toThrow(/Width/);
    expect(() => newAreaMap({ name: "", width: 800, height: 500 })).toThrow(/name/);
  });

  it("ties a finding's pointer to the space it is about", () => {
    const map = syntheticAreaMap({ columns: 4, rows: 3 });
    expect(spaceOfPointer(map, "/territories/0/name")).toBe(map.territories[0]!.id);
    expect(spaceOfPointer(map, "/seaZones/1")).toBe(map.seaZones[1]!.id);
    expect(spaceOfPointer(map, "/connections/2/to/0")).toBe(map.connections[2]!.from);
    expect(spaceOfPointer(map, "/nations/0")).toBeNull();
    expect(spaceOfPointer(map, "")).toBeNull();
  });
});
