import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GridSpec, formatLabel, gridSpecOf, neighbour, onGrid } from "@/lib/hex";
import type { HexMap, MapFeature } from "@/lib/model/map-hex";
import { HEXSIDE_KINDS, ROAD_KINDS, TERRAIN_CLASSES } from "@/lib/model/vocabulary";
import { EditableMap } from "@/lib/painter/editable-map";
import { toDocument } from "@/lib/painter/serialize";
import { exportTiled } from "./export";
import { importTiled } from "./import";

const TERRAIN_POOL = ["clear", "forest", "sea", "hills", "Marsh_2", "mountain.high"];
// Legend characters a designer might choose (the export keeps them as a tile property).
const CHARS = "cf#M9x&h";

/** A random map document: every layer and object kind the Tiled form carries. */
const mapArb = fc
  .record({
    orientation: fc.constantFrom("flat" as const, "pointy" as const),
    offset: fc.constantFrom("odd" as const, "even" as const),
    columns: fc.integer({ min: 1, max: 13 }),
    rows: fc.integer({ min: 1, max: 11 }),
    first: fc.constantFrom("0101", "0000", "0305"),
    terrainCount: fc.integer({ min: 1, max: TERRAIN_POOL.length }),
    nationCount: fc.integer({ min: 0, max: 3 }),
    zoneCount: fc.integer({ min: 0, max: 2 }),
    seed: fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
    hexScale: fc.option(fc.constantFrom(7.5, 10), { nil: undefined }),
    description: fc.option(fc.constantFrom("A map\nwith two lines & <marks>", "Plain"), { nil: undefined }),
  })
  .map((o) => buildMap(o));

function buildMap(o: { orientation: "flat" | "pointy"; offset: "odd" | "even"; columns: number; rows: number; first: string; terrainCount: number; nationCount: number; zoneCount: number; seed: number[]; hexScale?: number; description?: string }): HexMap {
  let k = 0;
  const next = (n: number) => (n <= 0 ? 0 : (o.seed[k++ % o.seed.length]! + k) % n);
  const terrainTypes = TERRAIN_POOL.slice(0, o.terrainCount).map((id, i) => ({ id, name: `${id} terrain`, colour: `#${(0x102030 + i * 0x151515).toString(16)}`, terrainClass: TERRAIN_CLASSES[i % TERRAIN_CLASSES.length]! }));
  const nations = Array.from({ length: o.nationCount }, (_, i) => ({ id: `n${i}`, name: `Nation ${i}`, colour: `#a0${i}0${i}0` }));
  const doc: HexMap = {
    schemaVersion: 1,
    name: "Property map",
    ...(o.description ? { description: o.description } : {}),
    layout: "hex",
    grid: { orientation: o.orientation, columns: o.columns, rows: o.rows, offset: o.offset, firstLabel: o.first, labelFormat: "CCRR", ...(o.hexScale ? { hexScale: o.hexScale } : {}) },
    terrainTypes,
    terrain: { legend: terrainTypes.map((t, i) => ({ char: CHARS[i]!, value: t.id })), rows: Array.from({ length: o.rows }, () => Array.from({ length: o.columns }, () => CHARS[next(o.terrainCount)]).join("")) },
    nations,
    ...(nations.length > 0 ? { borders: { legend: nations.map((n, i) => ({ char: CHARS[i]!, value: n.id })), rows: Array.from({ length: o.rows }, () => Array.from({ length: o.columns }, () => (next(2) ? CHARS[next(nations.length)] : ".")).join("")) } } : {}),
    hexsides: [],
    roads: [],
    features: [],
    seaZones: Array.from({ length: o.zoneCount }, (_, i) => ({ id: `z${i}`, name: `Zone ${i}`, seaBox: { id: `z${i}-sea`, name: `Zone ${i} sea` }, coastalBox: { id: `z${i}-coast`, name: `Zone ${i} coast` }, hexes: [] as string[] })),
    friendlyEdges: next(2) ? [{ side: "blue", edges: ["west", "north"] }] : [],
    labels: [],
  };
  const spec = gridSpecOf(doc) as GridSpec;
  const randomHex = () => ({ col: next(o.columns), row: next(o.rows) });
  const label = (h: { col: number; row: number }) => formatLabel(spec, h);
  for (let i = 0; i < 6; i++) {
    const a = randomHex();
    const b = neighbour(spec, a, next(6));
    if (!onGrid(spec, b)) continue;
    const kind = HEXSIDE_KINDS[next(HEXSIDE_KINDS.length)]!;
    const nation = (kind === "ferry" || kind === "fortified-line") && nations.length > 0 && next(2) ? nations[next(nations.length)]!.id : undefined;
    doc.hexsides.push({ kind, sides: [`${label(a)}-${label(b)}`], ...(nation ? { nation } : {}) });
  }
  for (let i = 0; i < 3; i++) {
    const path = [randomHex()];
    for (let s = 0; s < 4; s++) {
      const n = neighbour(spec, path[path.length - 1]!, next(6));
      if (onGrid(spec, n) && !path.some((p) => p.col === n.col && p.row === n.row)) path.push(n);
    }
    if (path.length >= 2) doc.roads.push({ kind: ROAD_KINDS[next(3)]!, path: path.map(label) });
  }
  const kinds = ["airbase", "hardened-airbase", "airfield", "town", "city", "major-city", "port", "fortification", "capital"] as const;
  for (let i = 0; i < 5; i++) {
    const kind = kinds[next(kinds.length)]!;
    if ((kind === "fortification" || kind === "capital") && nations.length === 0) continue;
    const base = { hex: label(randomHex()), ...(next(2) ? { name: `Place "${i}" & co` } : {}), ...(next(2) ? { vp: next(5) } : {}) };
    const owner = nations[next(nations.length)]?.id ?? "";
    const f: MapFeature = kind === "port" ? { kind, ...base, capacity: next(6) } : kind === "fortification" ? { kind, ...base, originalOwner: owner } : kind === "capital" ? { kind, ...base, nation: owner } : { kind, ...base };
    doc.features.push(f);
  }
  for (const z of doc.seaZones) for (let i = 0; i < 4; i++) z.hexes.push(label(randomHex()));
  if (next(2)) doc.labels.push({ hex: label(randomHex()), text: "Halvard <Bay>" });
  // The painter's own form: what a saved map looks like, and what an import gives.
  return toDocument(EditableMap.fromDocument(doc));
}

const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("Tiled export then import", () => {
  it("gives back the same document, every orientation, parity, size, terrain and object (TMX and TMJ)", () => {
    fc.assert(
      fc.property(mapArb, fc.constantFrom("tmx" as const, "tmj" as const), (map, format) => {
        const out = exportTiled(map, format, "prop");
        const main = out.files.find((f) => f.name === `prop.${format}`)!;
        const back = importTiled(textOf(main.bytes), { fileName: `prop.${format}` });
        if (!back.ok) throw new Error(back.reason);
        expect(back.map).toEqual(map);
      }),
      { numRuns: 150 },
    );
  });

  it("writes the tileset picture beside the map, or inside a TMX when asked", () => {
    const map = buildMap({ orientation: "flat", offset: "odd", columns: 4, rows: 3, first: "0101", terrainCount: 3, nationCount: 1, zoneCount: 1, seed: [1, 2, 3] });
    const beside = exportTiled(map, "tmx", "m");
    expect(beside.files.map((f) => f.name)).toEqual(["m.tmx", "m-tiles.png"]);
    expect(textOf(beside.files[0]!.bytes)).toContain('<image source="m-tiles.png"');
    const png = beside.files[1]!.bytes;
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const embedded = exportTiled(map, "tmx", "m", { embedImage: true });
    expect(embedded.files.map((f) => f.name)).toEqual(["m.tmx"]);
    expect(textOf(embedded.files[0]!.bytes)).toMatch(/<image format="png" width="\d+" height="\d+">\s*<data encoding="base64">iVBORw0KGgo/);
    const back = importTiled(textOf(embedded.files[0]!.bytes), { fileName: "m.tmx" });
    expect(back.ok && back.map).toEqual(map);
  });
});
