import type { AreaMap } from "@/lib/model/map-area";
import { deriveBorderAdjacency } from "@/lib/validate/area-borders";

export interface SyntheticOptions {
  columns?: number;
  rows?: number;
  /** Points inside each cell side (more = more vertices). */
  perSide?: number;
  cell?: number;
  seed?: number;
}

/** A small seeded generator (mulberry32): the same map every run, no Math.random. Also drives bench:team's simulated users. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A board the size of the full 1942 map for benchmarks: a jittered grid of
 * cells (16 × 10 = 160 spaces by default) whose wiggly sides are shared
 * point for point by the two cells they separate (4,300+ vertices). The
 * outer ring of cells are sea zones; connections are derived from the borders.
 */
export function syntheticAreaMap(options: SyntheticOptions = {}): AreaMap {
  const { columns = 16, rows = 10, perSide = 12, cell = 100, seed = 1942 } = options;
  const rnd = seededRandom(seed);
  const jitter = (amount: number) => (rnd() - 0.5) * 2 * amount;
  const onEdge = (c: number, max: number) => c === 0 || c === max;
  // Corners, jittered except on the map's edge so the map stays a rectangle.
  const corner: [number, number][][] = [];
  for (let c = 0; c <= columns; c++) {
    corner.push([]);
    for (let r = 0; r <= rows; r++) {
      const x = c * cell + (onEdge(c, columns) ? 0 : jitter(cell / 8));
      const y = r * cell + (onEdge(r, rows) ? 0 : jitter(cell / 8));
      corner[c]!.push([Math.round(x * 10) / 10, Math.round(y * 10) / 10]);
    }
  }
  // Each side's inner points, from its first corner to its second; straight along the map's edge.
  const side = (from: [number, number], to: [number, number], straight: boolean): [number, number][] =>
    Array.from({ length: perSide }, (_, i) => {
      const t = (i + 1) / (perSide + 1);
      const nx = -(to[1] - from[1]) / cell;
      const ny = (to[0] - from[0]) / cell;
      // Wiggle most mid-side and not at all at the corners, so sides never cross.
      const off = straight ? 0 : jitter(cell / 14) * Math.sin(Math.PI * t);
      return [Math.round((from[0] + (to[0] - from[0]) * t + nx * off) * 10) / 10, Math.round((from[1] + (to[1] - from[1]) * t + ny * off) * 10) / 10] as [number, number];
    });
  const horizontal = new Map<string, [number, number][]>();
  const vertical = new Map<string, [number, number][]>();
  for (let c = 0; c < columns; c++) for (let r = 0; r <= rows; r++) horizontal.set(`${c},${r}`, side(corner[c]![r]!, corner[c + 1]![r]!, onEdge(r, rows)));
  for (let c = 0; c <= columns; c++) for (let r = 0; r < rows; r++) vertical.set(`${c},${r}`, side(corner[c]![r]!, corner[c]![r + 1]!, onEdge(c, columns)));

  const nations = [
    { id: "north", name: "North", colour: "#3d6fb6" },
    { id: "south", name: "South", colour: "#8c3b2e" },
    { id: "east", name: "East", colour: "#6a9a4b" },
    { id: "west", name: "West", colour: "#6b6b6b" },
  ];
  const territories: AreaMap["territories"] = [];
  const seaZones: AreaMap["seaZones"] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const ring: [number, number][] = [
        corner[c]![r]!,
        ...horizontal.get(`${c},${r}`)!,
        corner[c + 1]![r]!,
        ...vertical.get(`${c + 1},${r}`)!,
        corner[c + 1]![r + 1]!,
        ...[...horizontal.get(`${c},${r + 1}`)!].reverse(),
        corner[c]![r + 1]!,
        ...[...vertical.get(`${c},${r}`)!].reverse(),
      ];
      const polygons = [ring.flat()];
      const id = `c${c}-${r}`;
      if (r === 0 || r === rows - 1 || c === 0 || c === columns - 1) seaZones.push({ id, name: `Sea ${c}-${r}`, polygons });
      else {
        const owner = nations[(c < columns / 2 ? 0 : 2) + (r < rows / 2 ? 0 : 1)]!.id;
        territories.push({ id, name: `Land ${c}-${r}`, originalOwner: owner, ipc: (c * 7 + r * 3) % 6, polygons });
      }
    }
  }
  const adjacency = deriveBorderAdjacency([...territories, ...seaZones], columns * cell, true);
  const connections = [...adjacency].filter(([, s]) => s.size > 0).map(([from, s]) => ({ from, to: [...s] }));
  return {
    schemaVersion: 1,
    name: `Synthetic ${columns}×${rows}`,
    layout: "area",
    size: { width: columns * cell, height: rows * cell },
    wrap: { horizontal: true },
    nations,
    territories,
    seaZones,
    connections,
    canals: [],
  } as AreaMap;
}
