import type { HexMap } from "@/lib/model/map-hex";

export interface NewMapOptions {
  name: string;
  orientation: "flat" | "pointy";
  columns: number;
  rows: number;
  offset: "odd" | "even";
  firstLabel: string;
  hexScale?: number;
}

/** One terrain type per TEC class, in colours of our own, so a new map can use every class at once. */
export const DEFAULT_TERRAIN_TYPES: HexMap["terrainTypes"] = [
  { id: "clear", name: "Clear", colour: "#e8e2b8", terrainClass: "clear" },
  { id: "forest", name: "Forest", colour: "#7fa25a", terrainClass: "clear-forest" },
  { id: "rough", name: "Rough", colour: "#c9b48a", terrainClass: "rough" },
  { id: "rough-forest", name: "Rough forest", colour: "#8f9a5b", terrainClass: "rough-forest" },
  { id: "marsh", name: "Marsh", colour: "#9fc0a8", terrainClass: "marsh" },
  { id: "hills", name: "Hills", colour: "#c8a26a", terrainClass: "hills" },
  { id: "wooded-hills", name: "Wooded hills", colour: "#8c8a4a", terrainClass: "hills-forest" },
  { id: "mountain", name: "Mountain", colour: "#9a7b5a", terrainClass: "mountain" },
  { id: "alpine", name: "Alpine", colour: "#f2f2f2", terrainClass: "alpine" },
  { id: "urban", name: "Urban", colour: "#9b9b9b", terrainClass: "urban" },
  { id: "sea", name: "Sea", colour: "#7fb3d5", terrainClass: "sea" },
];

/**
 * A new, all-clear hex map. The label format takes as many digits as the
 * largest column and row number need (at least two each).
 */
export function newHexMap(o: NewMapOptions): HexMap {
  if (!Number.isInteger(o.columns) || !Number.isInteger(o.rows) || o.columns < 1 || o.rows < 1 || o.columns > 1000 || o.rows > 1000) {
    throw new Error("Columns and rows must be whole numbers from 1 to 1000.");
  }
  const half = Math.floor(o.firstLabel.length / 2);
  const firstCol = Number(o.firstLabel.slice(0, half) || "1");
  const firstRow = Number(o.firstLabel.slice(half) || "1");
  if (!/^[0-9]{2,8}$/.test(o.firstLabel) || o.firstLabel.length % 2 !== 0) throw new Error('The first label needs an even number of digits, like "0101".');
  const colDigits = Math.max(half, String(firstCol + o.columns - 1).length);
  const rowDigits = Math.max(o.firstLabel.length - half, String(firstRow + o.rows - 1).length);
  return {
    $schema: "map.schema.json",
    schemaVersion: 1,
    name: o.name,
    layout: "hex",
    grid: {
      orientation: o.orientation,
      columns: o.columns,
      rows: o.rows,
      offset: o.offset,
      firstLabel: String(firstCol).padStart(colDigits, "0") + String(firstRow).padStart(rowDigits, "0"),
      labelFormat: "C".repeat(colDigits) + "R".repeat(rowDigits),
      ...(o.hexScale ? { hexScale: o.hexScale } : {}),
    },
    terrainTypes: DEFAULT_TERRAIN_TYPES.map((t) => ({ ...t })),
    terrain: { legend: [{ char: "c", value: "clear" }], rows: Array.from({ length: o.rows }, () => "c".repeat(o.columns)) },
    nations: [],
    hexsides: [],
    roads: [],
    features: [],
    seaZones: [],
    friendlyEdges: [],
    labels: [],
  } as HexMap;
}
