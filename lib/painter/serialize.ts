import { formatLabel } from "@/lib/hex";
import type { HexMap } from "@/lib/model/map-hex";
import { HEXSIDE_KINDS, ROAD_KINDS } from "@/lib/model/vocabulary";
import type { EditableMap } from "./editable-map";
import { HEXSIDE_BIT, NONE, ROAD_GRADE } from "./layers";

// Printable characters for layer legends, most readable first.
const CHAR_POOL = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#$%&*+-/:;<=>@^_~!";

function assignChars(ids: string[], kept: Record<string, string>, reserved: string): Map<string, string> {
  const used = new Set<string>(reserved);
  const out = new Map<string, string>();
  for (const id of ids) {
    const char = kept[id];
    if (char && !used.has(char)) {
      out.set(id, char);
      used.add(char);
    }
  }
  let next = 0;
  for (const id of ids) {
    if (out.has(id)) continue;
    while (next < CHAR_POOL.length && used.has(CHAR_POOL[next]!)) next++;
    const char = CHAR_POOL[next] ?? "?";
    out.set(id, char);
    used.add(char);
  }
  return out;
}

function layerRows(map: EditableMap, layer: Uint8Array, chars: string[], none: string): string[] {
  const { columns, rows } = map.spec;
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    let row = "";
    for (let c = 0; c < columns; c++) {
      const v = layer[r * columns + c]!;
      row += v === NONE ? none : (chars[v - 1] ?? none);
    }
    out.push(row);
  }
  return out;
}

/** The map document for the painter's state: compact rows, sides by label pair, roads as chains. */
export function toDocument(map: EditableMap): HexMap {
  const { spec, meta } = map;
  const { terrainChars, nationChars, sideNations, seaZones, ...rest } = meta;
  const label = (i: number) => formatLabel(spec, { col: i % spec.columns, row: Math.floor(i / spec.columns) });

  const tChars = assignChars(meta.terrainTypes.map((t) => t.id), terrainChars, "?");
  const terrainCharList = meta.terrainTypes.map((t) => tChars.get(t.id)!);
  const usedTerrain = meta.terrainTypes.filter((t) => tChars.has(t.id));
  const hasUnpainted = map.terrain.includes(NONE);

  const anyNation = map.nation.some((v) => v !== NONE);
  const nChars = assignChars(meta.nations.map((n) => n.id), nationChars, ".");
  const nationCharList = meta.nations.map((n) => nChars.get(n.id)!);

  const hexsides: HexMap["hexsides"] = [];
  for (const kind of HEXSIDE_KINDS) {
    const bit = HEXSIDE_BIT[kind];
    const byNation = new Map<string | undefined, string[]>();
    for (const key of [...map.hexsides.keys()].sort((x, y) => x - y)) {
      if (((map.hexsides.get(key) ?? 0) & bit) === 0) continue;
      const [a, b] = map.sideHexes(key);
      const nation = sideNations[`${key}:${kind}`];
      const list = byNation.get(nation) ?? [];
      list.push(`${label(a)}-${label(b)}`);
      byNation.set(nation, list);
    }
    for (const [nation, sides] of byNation) hexsides.push(nation ? { kind, sides, nation } : { kind, sides });
  }

  const roads: HexMap["roads"] = [];
  for (const kind of [...ROAD_KINDS].reverse()) {
    const grade = ROAD_GRADE[kind];
    const segments = [...map.roads.entries()].filter(([, g]) => g === grade).map(([key]) => map.sideHexes(key));
    for (const chain of chainSegments(segments)) roads.push({ kind, path: chain.map(label) });
  }

  return {
    ...rest,
    terrain: {
      legend: usedTerrain.map((t) => ({ char: tChars.get(t.id)!, value: t.id })),
      rows: layerRows(map, map.terrain, terrainCharList, hasUnpainted ? "?" : (terrainCharList[0] ?? "?")),
    },
    ...(anyNation || meta.nations.length > 0
      ? {
          borders: {
            legend: meta.nations.map((n) => ({ char: nChars.get(n.id)!, value: n.id })),
            rows: layerRows(map, map.nation, nationCharList, "."),
          },
        }
      : {}),
    hexsides,
    roads,
    features: map.features.map((f) => ({ ...f })),
    seaZones: seaZones.map((zone, i) => {
      const hexes: string[] = [];
      map.seaZone.forEach((z, idx) => {
        if (z === i + 1) hexes.push(label(idx));
      });
      return { ...zone, hexes };
    }),
  } as HexMap;
}

/** Joins road segments (pairs of hex indices) into as few paths as a greedy walk finds. */
export function chainSegments(segments: [number, number][]): number[][] {
  const adjacency = new Map<number, number[]>();
  const link = (a: number, b: number) => adjacency.set(a, [...(adjacency.get(a) ?? []), b]);
  for (const [a, b] of segments) {
    link(a, b);
    link(b, a);
  }
  for (const list of adjacency.values()) list.sort((x, y) => x - y);
  const used = new Set<string>();
  const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const chains: number[][] = [];
  // Start at dead ends first, so a simple road comes out as one path.
  const odd = (n: number) => (adjacency.get(n)!.length % 2 === 1 ? 0 : 1);
  const starts = [...adjacency.keys()].sort((x, y) => odd(x) - odd(y) || x - y);
  for (const start of starts) {
    for (;;) {
      const first = adjacency.get(start)!.find((n) => !used.has(key(start, n)));
      if (first === undefined) break;
      const chain = [start];
      let at = start;
      let next: number | undefined = first;
      while (next !== undefined) {
        used.add(key(at, next));
        chain.push(next);
        at = next;
        const from = at;
        next = adjacency.get(from)!.find((n) => !used.has(key(from, n)));
      }
      chains.push(chain);
    }
  }
  return chains;
}
