import { formatLabel, type GridSpec, neighbour, onGrid } from "@/lib/hex";
import type { HexMap } from "@/lib/model/map-hex";
import { newHexMap } from "@/lib/painter/new-map";

/**
 * A 200×150 benchmark map: patchy terrain of every class, long rivers,
 * a road net and a few hundred features. Deterministic (its own small PRNG).
 * Shared by the painter's browser benchmark (e2e/bench/painter.ts) and the
 * database and team-server benchmarks (lib/db/bench.ts, lib/cli/bench-team.ts).
 */
export function bigMap(columns = 200, rows = 150, density = 1): HexMap {
  let seed = 12345;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const doc = newHexMap({ name: "Benchmark theatre", orientation: "flat", columns, rows, offset: "odd", firstLabel: "0101" });
  const chars = "cfrRmhHMaus";
  doc.terrain.legend = doc.terrainTypes.map((t, i) => ({ char: chars[i]!, value: t.id }));
  const grid: string[][] = Array.from({ length: rows }, () => Array.from({ length: columns }, () => "c"));
  const scaled = (n: number) => Math.round(n * density);
  for (let blob = 0; blob < scaled(900); blob++) {
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
  for (let river = 0; river < scaled(40); river++) {
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
  for (let road = 0; road < scaled(30); road++) {
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
  const taken = new Set<string>();
  for (let f = 0; f < scaled(300); f++) {
    const hex = label(Math.floor(rand() * columns), 8 + Math.floor(rand() * (rows - 9)));
    if (taken.has(hex)) continue;
    taken.add(hex);
    const kind = (["town", "city", "airbase", "airfield", "major-city"] as const)[f % 5]!;
    doc.features.push({ kind, hex, ...(f % 7 === 0 ? { name: `Place ${f}`, vp: 1 } : {}) });
  }
  return doc;
}

/**
 * The 500×400 monster theatre (200,000 hexes) for the huge_* figures: the big
 * map's terrain, rivers, roads and features at the same density, plus what a
 * joined theatre has — four nations with ragged borders, and the sea band
 * split into five sea zones. Generated, never committed.
 */
export function hugeMap(): HexMap {
  const columns = 500;
  const rows = 400;
  const doc = bigMap(columns, rows, (columns * rows) / 30_000);
  let seed = 777;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  doc.name = "Monster theatre";
  doc.nations = [
    { id: "west", name: "Westmark", colour: "#2e5fa8" },
    { id: "centre", name: "Middle Kingdom", colour: "#c0392b" },
    { id: "east", name: "Eastern Union", colour: "#8e44ad" },
    { id: "south", name: "Southland", colour: "#d4a017" },
  ];
  // Nation by column quarter, the lines between them wandering row by row; the sea rows belong to no one.
  const cuts = [125, 250, 375];
  const borderRows: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cuts.length; k++) cuts[k] = Math.max(20 + k * 125, Math.min(105 + k * 125, cuts[k]! + Math.floor(rand() * 3) - 1));
    let row = "";
    for (let c = 0; c < columns; c++) row += r < 6 ? "." : "wcex"[c < cuts[0]! ? 0 : c < cuts[1]! ? 1 : c < cuts[2]! ? 2 : r > 300 ? 3 : 2]!;
    borderRows.push(row);
  }
  doc.borders = { legend: [{ char: "w", value: "west" }, { char: "c", value: "centre" }, { char: "e", value: "east" }, { char: "x", value: "south" }], rows: borderRows };
  const spec: GridSpec = { orientation: "flat", columns, rows, offset: "odd", firstColumn: 1, firstRow: 1, columnDigits: 3, rowDigits: 3 };
  doc.seaZones = Array.from({ length: 5 }, (_, z) => {
    const hexes: string[] = [];
    for (let c = z * 100; c < (z + 1) * 100; c++) for (let r = 0; r < 6; r++) hexes.push(formatLabel(spec, { col: c, row: r }));
    return { id: `zone-${z + 1}`, name: `Sea zone ${z + 1}`, seaBox: { id: `zone-${z + 1}-sea`, name: `Sea box ${z + 1}` }, coastalBox: { id: `zone-${z + 1}-coast`, name: `Coastal box ${z + 1}` }, hexes };
  });
  // Capitals and fortifications name their nations.
  doc.features.push({ kind: "capital", hex: formatLabel(spec, { col: 60, row: 200 }), nation: "west" }, { kind: "fortification", hex: formatLabel(spec, { col: 126, row: 150 }), originalOwner: "centre" });
  return doc;
}
