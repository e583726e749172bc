import { describe, expect, it } from "vitest";
import { bigMap } from "@/lib/bench/big-map";
import { formatLabel, type GridSpec } from "@/lib/hex";
import { LIMITS } from "@/lib/model/json-input";
import { scanJsonShape } from "@/lib/model/json-limits";
import type { HexMap } from "@/lib/model/map-hex";
import { validateDocument } from "@/lib/validate";
import { EditableMap } from "./editable-map";
import { toDocument } from "./serialize";

/** A 700×700 map (490,000 hexes) as issue #30's ported boards: terrain, nations, rivers, a fortified line, roads, features, sea zones, a picture. */
function xlMap(): HexMap {
  const columns = 700;
  const rows = 700;
  const doc = bigMap(columns, rows, (columns * rows) / 30_000);
  const spec: GridSpec = { orientation: "flat", columns, rows, offset: "odd", firstColumn: 1, firstRow: 1, columnDigits: 3, rowDigits: 3 };
  doc.nations = [
    { id: "west", name: "Westmark", colour: "#2e5fa8" },
    { id: "east", name: "Eastern Union", colour: "#8e44ad" },
  ];
  doc.borders = { legend: [{ char: "w", value: "west" }, { char: "e", value: "east" }], rows: Array.from({ length: rows }, (_, r) => (r < 6 ? ".".repeat(columns) : "w".repeat(300 + (r % 7)) + "e".repeat(400 - (r % 7)))) };
  doc.seaZones = [{ id: "north-sea", name: "North Sea", seaBox: { id: "north-sea-box", name: "North Sea box" }, coastalBox: { id: "north-coast", name: "North coast" }, hexes: Array.from({ length: columns }, (_, c) => formatLabel(spec, { col: c, row: 0 })) }];
  const line: string[] = [];
  for (let r = 10; r < rows - 1; r++) line.push(`${formatLabel(spec, { col: 150, row: r })}-${formatLabel(spec, { col: 150, row: r + 1 })}`);
  doc.hexsides.push({ kind: "fortified-line", sides: line, nation: "west" });
  doc.background = { asset: "a".repeat(64), width: 3500, height: 3500, x: -1, y: -0.866, scale: 0.3, aspect: 1.155, rotation: 0, opacity: 0.6 };
  return doc;
}

const sides = (doc: HexMap) => new Set(doc.hexsides.flatMap((g) => g.sides.map((s) => `${g.kind}:${g.nation ?? ""}:${s.split("-").sort().join("-")}`)));
/** Each road step with its best grade: where two roads share a side, the better one is the side's road. */
function roadSteps(doc: HexMap): Map<string, number> {
  const grade = { secondary: 1, primary: 2, highway: 3 } as const;
  const steps = new Map<string, number>();
  for (const road of doc.roads) {
    for (let i = 1; i < road.path.length; i++) {
      const step = [road.path[i - 1]!, road.path[i]!].sort().join("-");
      steps.set(step, Math.max(steps.get(step) ?? 0, grade[road.kind]));
    }
  }
  return steps;
}

describe("toDocument on a 700×700 map", () => {
  const doc = xlMap();
  const saved = toDocument(EditableMap.fromDocument(doc));

  it("keeps every layer as read: rows, sides, road steps, features, zones and the picture", () => {
    expect(saved.terrain.rows).toEqual(doc.terrain.rows);
    expect(saved.borders!.rows).toEqual(doc.borders!.rows);
    expect(sides(saved)).toEqual(sides(doc));
    expect(saved.hexsides.find((g) => g.kind === "fortified-line")).toMatchObject({ nation: "west" });
    expect(roadSteps(saved)).toEqual(roadSteps(doc));
    expect(saved.features).toEqual(doc.features);
    expect(saved.seaZones[0]!.hexes).toEqual(doc.seaZones[0]!.hexes);
    expect(saved.background).toEqual(doc.background);
    // Saving what was saved changes nothing: the revision a one-hex edit stores is the document, not a drift of it.
    expect(toDocument(EditableMap.fromDocument(saved))).toEqual(saved);
  });

  it("stays compact — rows of one character a hex — and within every document limit, clean to the validator", () => {
    const text = JSON.stringify(saved);
    // Terrain and nations as legend rows: two bytes a hex and a little more for the sides, roads and features.
    expect(text.length).toBeLessThan(700 * 700 * 2 + 1_500_000);
    expect(Buffer.byteLength(text)).toBeLessThan(LIMITS.documentBytes);
    expect(scanJsonShape(text, { maxDepth: LIMITS.depth, maxContainers: LIMITS.documentContainers }).problem).toBeNull();
    expect(validateDocument("map", saved).filter((f) => f.severity === "error")).toEqual([]);
  });
});
