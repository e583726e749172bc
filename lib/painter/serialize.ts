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

const ascii = new TextDecoder("utf-8");

/**
 * One layer as legend rows, built from character codes a row at a time, not a
 * character at a time: with one-byte characters (the usual case) a row is the
 * decoding of a slice of one byte array.
 */
function layerRows(map: EditableMap, layer: Uint8Array, chars: string[], none: string): string[] {
  const { columns, rows } = map.spec;
  const codes = [none, ...chars.map((c) => c ?? none)].map((c) => c.charCodeAt(0));
  const noneCode = codes[0]!;
  const out: string[] = [];
  if (codes.every((c) => c < 128) && [none, ...chars].every((c) => c === undefined || c.length === 1)) {
    const table = new Uint8Array(256).fill(noneCode);
    codes.forEach((c, v) => (table[v] = c));
    const bytes = new Uint8Array(columns * rows);
    for (let i = 0; i < bytes.length; i++) bytes[i] = table[layer[i]!]!;
    for (let r = 0; r < rows; r++) out.push(ascii.decode(bytes.subarray(r * columns, (r + 1) * columns)));
    return out;
  }
  const text = [none, ...chars.map((c) => c ?? none)];
  for (let r = 0; r < rows; r++) {
    const row: string[] = new Array(columns);
    for (let c = 0; c < columns; c++) row[c] = text[layer[r * columns + c]!] ?? none;
    out.push(row.join(""));
  }
  return out;
}

/**
 * The map document for the painter's state: compact rows, sides by label pair,
 * roads as chains. One pass per layer and no per-hex allocation, so saving a
 * 200,000-hex map takes milliseconds, not seconds.
 */
export function toDocument(map: EditableMap): HexMap {
  const { spec, meta } = map;
  const { terrainChars, nationChars, sideNations, seaZones, ...rest } = meta;
  const colText = Array.from({ length: spec.columns }, (_, c) => String(c + spec.firstColumn).padStart(spec.columnDigits, "0"));
  const rowText = Array.from({ length: spec.rows }, (_, r) => String(r + spec.firstRow).padStart(spec.rowDigits, "0"));
  const label = (i: number) => colText[i % spec.columns]! + rowText[Math.floor(i / spec.columns)]!;

  const tChars = assignChars(meta.terrainTypes.map((t) => t.id), terrainChars, "?");
  const terrainCharList = meta.terrainTypes.map((t) => tChars.get(t.id)!);
  const usedTerrain = meta.terrainTypes.filter((t) => tChars.has(t.id));
  const hasUnpainted = map.terrain.includes(NONE);

  let anyNation = false;
  for (let i = 0; i < map.cells && !anyNation; i++) anyNation = map.nation[i] !== NONE;
  const nChars = assignChars(meta.nations.map((n) => n.id), nationChars, ".");
  const nationCharList = meta.nations.map((n) => nChars.get(n.id)!);

  const hexsides: HexMap["hexsides"] = [];
  // In key order already: the side layer is scanned from key 0 up. Each side's text is made once, whatever its kinds.
  const sideKeys: number[] = [];
  const sideBits: number[] = [];
  map.hexsides.forEach((key, bits) => {
    sideKeys.push(key);
    sideBits.push(bits);
  });
  const sideText: string[] = new Array(sideKeys.length);
  const anySideNation = Object.keys(sideNations).length > 0;
  for (const kind of HEXSIDE_KINDS) {
    const bit = HEXSIDE_BIT[kind];
    const byNation = new Map<string | undefined, string[]>();
    for (let s = 0; s < sideKeys.length; s++) {
      if ((sideBits[s]! & bit) === 0) continue;
      const key = sideKeys[s]!;
      if (sideText[s] === undefined) {
        const [a, b] = map.sideHexes(key);
        sideText[s] = `${label(a)}-${label(b)}`;
      }
      const nation = anySideNation ? sideNations[`${key}:${kind}`] : undefined;
      let list = byNation.get(nation);
      if (!list) byNation.set(nation, (list = []));
      list.push(sideText[s]!);
    }
    for (const [nation, sides] of byNation) hexsides.push(nation ? { kind, sides, nation } : { kind, sides });
  }

  const roads: HexMap["roads"] = [];
  const byGrade = new Map<number, [number, number][]>();
  map.roads.forEach((key, grade) => {
    let list = byGrade.get(grade);
    if (!list) byGrade.set(grade, (list = []));
    list.push(map.sideHexes(key));
  });
  for (const kind of [...ROAD_KINDS].reverse()) {
    for (const chain of chainSegments(byGrade.get(ROAD_GRADE[kind]) ?? [])) roads.push({ kind, path: chain.map(label) });
    for (const jump of map.roadJumps) if (jump.grade === ROAD_GRADE[kind]) roads.push({ kind, path: [label(jump.a), label(jump.b)] });
  }

  const zoneHexes: string[][] = seaZones.map(() => []);
  for (let i = 0; i < map.cells; i++) {
    const z = map.seaZone[i]!;
    if (z !== NONE) zoneHexes[z - 1]?.push(label(i));
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
    seaZones: seaZones.map((zone, i) => ({ ...zone, hexes: zoneHexes[i]! })),
  } as HexMap;
}

/**
 * Joins road segments (pairs of hex indices) into as few paths as a greedy
 * walk finds: it starts at dead ends (odd degree) first, lowest hex first, and
 * always takes the unused segment to the lowest neighbouring hex. Held in
 * typed arrays: a monster map has tens of thousands of road segments.
 */
export function chainSegments(segments: [number, number][]): number[][] {
  const m = segments.length;
  if (m === 0) return [];
  // Nodes: the distinct hexes, numbered in order of first appearance.
  const nodeOf = new Map<number, number>();
  const hexOf: number[] = [];
  const node = (hex: number) => {
    let id = nodeOf.get(hex);
    if (id === undefined) {
      id = hexOf.length;
      nodeOf.set(hex, id);
      hexOf.push(hex);
    }
    return id;
  };
  const ends = new Int32Array(2 * m);
  for (let e = 0; e < m; e++) {
    ends[2 * e] = node(segments[e]![0]);
    ends[2 * e + 1] = node(segments[e]![1]);
  }
  const n = hexOf.length;
  // Each node's segments, sorted by the hex at their other end (compressed rows).
  const degree = new Int32Array(n);
  for (let k = 0; k < 2 * m; k++) degree[ends[k]!]!++;
  const first = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) first[v + 1] = first[v]! + degree[v]!;
  const fill = first.slice(0, n);
  const slots = new Int32Array(2 * m);
  for (let e = 0; e < m; e++) {
    slots[fill[ends[2 * e]!]!++] = e;
    slots[fill[ends[2 * e + 1]!]!++] = e;
  }
  const other = (e: number, v: number) => (ends[2 * e] === v ? ends[2 * e + 1]! : ends[2 * e]!);
  for (let v = 0; v < n; v++) {
    const row = slots.subarray(first[v]!, first[v + 1]!);
    if (row.length > 1) row.sort((a, b) => hexOf[other(a, v)]! - hexOf[other(b, v)]!);
  }
  const used = new Uint8Array(m);
  const cursor = first.slice(0, n);
  const nextEdge = (v: number) => {
    // Segments before the cursor are all used: each walk only ever moves it forward.
    let k = cursor[v]!;
    while (k < first[v + 1]! && used[slots[k]!]) k++;
    cursor[v] = k;
    return k < first[v + 1]! ? slots[k]! : -1;
  };
  const starts = Array.from({ length: n }, (_, v) => v).sort((a, b) => (degree[a]! % 2 === 1 ? 0 : 1) - (degree[b]! % 2 === 1 ? 0 : 1) || hexOf[a]! - hexOf[b]!);
  const chains: number[][] = [];
  for (const start of starts) {
    for (;;) {
      let e = nextEdge(start);
      if (e < 0) break;
      const chain = [hexOf[start]!];
      let at = start;
      while (e >= 0) {
        used[e] = 1;
        at = other(e, at);
        chain.push(hexOf[at]!);
        e = nextEdge(at);
      }
      chains.push(chain);
    }
  }
  return chains;
}
