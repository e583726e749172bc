import fs from "node:fs";
import path from "node:path";
import type { AreaMap } from "@/lib/model/map-area";
import { square } from "@/lib/model/test-shapes";

/** The Sundered Sea sample map, read fresh for each test. */
export function sampleMap(): AreaMap {
  return JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../samples/area-sample/map.json"), "utf8")) as AreaMap;
}

/** Two territories side by side sharing the side x=100, and a sea zone below both. */
export function twoSquares(): AreaMap {
  return {
    schemaVersion: 1,
    name: "Two squares",
    layout: "area",
    size: { width: 300, height: 300 },
    wrap: { horizontal: false },
    nations: [{ id: "x", name: "X", colour: "#0000ff" }],
    territories: [
      { id: "a", name: "A", originalOwner: "x", ipc: 2, polygons: [square(0, 0)] },
      { id: "b", name: "B", ipc: 1, polygons: [square(100, 0)] },
    ],
    seaZones: [{ id: "s", name: "S", polygons: [[0, 100, 100, 100, 200, 100, 200, 200, 0, 200]] }],
    connections: [
      { from: "a", to: ["b", "s"] },
      { from: "b", to: ["a", "s"] },
      { from: "s", to: ["a", "b"] },
    ],
    canals: [],
  } as AreaMap;
}
