import { formatLabel, type GridSpec, neighbour, onGrid } from "@/lib/hex";
import type { HexMap } from "@/lib/model/map-hex";
import { newHexMap } from "@/lib/painter/new-map";

/**
 * A 200×150 benchmark map: patchy terrain of every class, long rivers,
 * a road net and a few hundred features. Deterministic (its own small PRNG).
 */
export function bigMap(columns = 200, rows = 150): HexMap {
  let seed = 12345;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const doc = newHexMap({ name: "Benchmark theatre", orientation: "flat", columns, rows, offset: "odd", firstLabel: "0101" });
  const chars = "cfrRmhHMaus";
  doc.terrain.legend = doc.terrainTypes.map((t, i) => ({ char: chars[i]!, value: t.id }));
  const grid: string[][] = Array.from({ length: rows }, () => Array.from({ length: columns }, () => "c"));
  for (let blob = 0; blob < 900; blob++) {
    const c0 = Math.floor(rand() * columns);
    const r0 = Math.floor(rand() * rows);
    const ch = chars[1 + Math.floor(rand() * 9)]!;
    const size = 1 + Math.floor(rand() * 4);
    for (let r = r0 - size; r <= r0 + size; r++) for (let c = c0 - size; c <= c0 + size; c++) if (r >= 0 && c >= 0 && r < rows && c < columns && rand() < 0.7) grid[r]![c] = ch;
  }
  for (let c = 0; c < columns; c++) for (let r = 0; r < 6; r++) grid[r]![c] = "s";
  doc.terrain.rows = grid.map((row) => row.join(""));
  const spec: GridSpec = { orientation: "flat", columns, rows, offset: "odd", firstColumn: 1, firstRow: 1, columnDigits: 3, rowDigits: 3 };
  const label = (col: number, row: number) => formatLabel(spec, { col, row });
  doc.grid.labelFormat = "CCCRRR";
  doc.grid.firstLabel = "001001";
  // Rivers: random walks along hexsides.
  const minor: string[] = [];
  const major: string[] = [];
  for (let river = 0; river < 40; river++) {
    let hex = { col: Math.floor(rand() * columns), row: 8 + Math.floor(rand() * (rows - 9)) };
    for (let step = 0; step < 40; step++) {
      const next = neighbour(spec, hex, Math.floor(rand() * 6));
      if (!onGrid(spec, next)) break;
      (river % 4 === 0 ? major : minor).push(`${label(hex.col, hex.row)}-${label(next.col, next.row)}`);
      hex = next;
    }
  }
  const dedupe = (sides: string[]) => [...new Set(sides.map((s) => s.split("-").sort().join("-")))];
  doc.hexsides = [
    { kind: "minor-river", sides: dedupe(minor) },
    { kind: "major-river", sides: dedupe(major) },
  ];
  // Roads: straight-ish chains across the map.
  doc.roads = [];
  for (let road = 0; road < 30; road++) {
    let hex = { col: Math.floor(rand() * columns), row: 8 + Math.floor(rand() * (rows - 9)) };
    const path = [label(hex.col, hex.row)];
    const dir = Math.floor(rand() * 6);
    for (let step = 0; step < 60; step++) {
      const next = neighbour(spec, hex, (dir + (rand() < 0.3 ? 1 : 0)) % 6);
      if (!onGrid(spec, next)) break;
      path.push(label(next.col, next.row));
      hex = next;
    }
    if (path.length >= 2) doc.roads.push({ kind: road % 3 === 0 ? "highway" : road % 3 === 1 ? "primary" : "secondary", path });
  }
  doc.features = [];
  for (let f = 0; f < 300; f++) {
    const hex = label(Math.floor(rand() * columns), 8 + Math.floor(rand() * (rows - 9)));
    if (doc.features.some((x) => x.hex === hex)) continue;
    const kind = (["town", "city", "airbase", "airfield", "major-city"] as const)[f % 5]!;
    doc.features.push({ kind, hex, ...(f % 7 === 0 ? { name: `Place ${f}`, vp: 1 } : {}) });
  }
  return doc;
}
