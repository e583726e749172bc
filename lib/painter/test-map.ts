import type { HexMap } from "@/lib/model/map-hex";

/** A small map for painter tests: `columns` × `rows` of clear, two nations, one sea zone. */
export function testMap(orientation: "flat" | "pointy" = "flat", columns = 8, rows = 6): HexMap {
  return {
    schemaVersion: 1,
    name: "Test map",
    layout: "hex",
    grid: { orientation, columns, rows, offset: "odd", firstLabel: "0101", labelFormat: "CCRR" },
    terrainTypes: [
      { id: "clear", name: "Clear", colour: "#dfe8c8", terrainClass: "clear" },
      { id: "forest", name: "Forest", colour: "#6f9a5a", terrainClass: "clear-forest" },
      { id: "sea", name: "Sea", colour: "#8fb4d8", terrainClass: "sea" },
    ],
    terrain: { legend: [{ char: "c", value: "clear" }, { char: "f", value: "forest" }, { char: "s", value: "sea" }], rows: Array.from({ length: rows }, () => "c".repeat(columns)) },
    nations: [
      { id: "red", name: "Redland", colour: "#c0392b" },
      { id: "blue", name: "Blueland", colour: "#2e5fa8" },
    ],
    hexsides: [],
    roads: [],
    features: [],
    seaZones: [{ id: "bay", name: "The Bay", seaBox: { id: "bay-sea", name: "Bay sea box" }, coastalBox: { id: "bay-coast", name: "Bay coastal box" }, hexes: [] }],
    friendlyEdges: [],
    labels: [],
  } as HexMap;
}
