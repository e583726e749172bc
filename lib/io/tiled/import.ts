import { type GridSpec, type OffsetCoord, formatLabel } from "@/lib/hex";
import { type HexMap, hexMapSchema } from "@/lib/model/map-hex";
import { EditableMap } from "@/lib/painter/editable-map";
import { toDocument } from "@/lib/painter/serialize";
import { Report, type ReportEntry } from "../report";
import { tiledLayout } from "./geometry";
import type { Inflate } from "./layer-data";
import { GID_MASK, type TiledMapData, type TiledObjectLayer, type TiledTileLayer } from "./model";
import { readObjects } from "./objects";
import { type TerrainType, TileResolver, classColour } from "./terrain";
import { parseTsj, readTmj } from "./tmj-read";
import { readTmx, readTsx } from "./tmx-read";

/**
 * A Tiled hexagonal map (TMX XML or TMJ JSON) as a Warbench hex map document:
 * layout from the map's stagger axis and index, terrain from a tile layer
 * through its tileset (a tile's `terrain` property or a terrain map), hexsides,
 * roads and features from object layers. Pure: text in, document out.
 */
export interface TerrainMap {
  /** Global or local tile id (as a string) or the tile's image file name → terrain id. */
  [tileOrImage: string]: string;
}

export interface TiledImportOptions {
  format?: "tmx" | "tmj";
  terrainMap?: TerrainMap;
  /** The file's name, for the map's name and the report. */
  fileName?: string;
  /** External tilesets (`.tsx`/`.tsj`) the map names, by the path it names them with. */
  tilesets?: Record<string, string>;
  /** Decompresses zlib/gzip layer data; without it (the painter) such layers are refused with what to do. */
  inflate?: Inflate;
  /** What a missing external tileset is told to do (the CLI reads them beside the map; the painter cannot). */
  missingTilesetHint?: string;
}

export type TiledImportResult = { ok: true; map: HexMap; report: ReportEntry[] } | { ok: false; reason: string; report: ReportEntry[] };

/** A 700×700 map in CSV is some 2.5 MB; a Tiled file past this is refused before parsing. */
export const MAX_TILED_BYTES = 32 * 1024 * 1024;

// Legend characters as the painter assigns them ("?" is its mark for an unpainted hex).
const CHAR_POOL = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#$%&*+-/:;<=>@^_~!";

export function importTiled(text: string, options: TiledImportOptions = {}): TiledImportResult {
  const file = options.fileName ?? "map";
  const fail = (reason: string): TiledImportResult => ({ ok: false, reason, report: [] });
  if (text.length > MAX_TILED_BYTES) return fail(`${file}: refused: the file is over ${MAX_TILED_BYTES / 1024 / 1024} MB`);
  const format = options.format ?? (/^\s*</.test(text) ? "tmx" : "tmj");
  const supplied = options.tilesets ?? {};
  // .tsx or .tsj whichever the map is: Tiled lets a TMX map use a JSON tileset and the other way round.
  const external = (source: string, firstgid: number) => {
    const text = Object.hasOwn(supplied, source) ? supplied[source] : undefined;
    if (text === undefined) return null;
    return /\.(tsj|json)$/i.test(source) || /^\s*\{/.test(text) ? parseTsj(text, firstgid, source) : readTsx(text, firstgid, source);
  };
  const ctx = { file, external, ...(options.inflate ? { inflate: options.inflate } : {}) };
  const read = format === "tmx" ? readTmx(text, ctx) : readTmj(text, ctx);
  if (!read.ok) return fail(read.reason);
  const m = read.value;
  if (m.orientation !== "hexagonal") return fail(`${file}: orientation "${m.orientation}" is not hexagonal: only a hexagonal Tiled map can become a hex map`);
  if (m.tilewidth < 2 || m.tileheight < 2 || m.hexsidelength < 0 || m.hexsidelength >= (m.staggeraxis === "x" ? m.tilewidth : m.tileheight))
    return fail(`${file}: tile size ${m.tilewidth}×${m.tileheight} with hex side ${m.hexsidelength} is not a hexagon`);
  try {
    return build(m, file, options);
  } catch (error) {
    return fail(`${file}: ${error instanceof Error ? error.message.split("\n")[0] : "cannot be imported"}`);
  }
}

/** Legend characters: the ones asked for where free, then the pool in order (as the painter assigns them). */
function assignChars(ids: string[], wanted: Map<string, string>, reserved: string): Map<string, string> {
  const used = new Set<string>(reserved);
  const out = new Map<string, string>();
  for (const id of ids) {
    const c = wanted.get(id);
    if (c && !used.has(c)) {
      out.set(id, c);
      used.add(c);
    }
  }
  let next = 0;
  for (const id of ids) {
    if (out.has(id)) continue;
    while (used.has(CHAR_POOL[next] ?? "")) next++;
    const c = CHAR_POOL[next] ?? "?";
    out.set(id, c);
    used.add(c);
  }
  return out;
}

function gridOf(m: TiledMapData, report: Report): HexMap["grid"] {
  const digits = (n: number) => Math.max(2, String(n).length);
  let labelFormat = "C".repeat(digits(m.width)) + "R".repeat(digits(m.height));
  let firstLabel = "01".padStart(digits(m.width), "0") + "01".padStart(digits(m.height), "0");
  const p = m.properties;
  if (p.firstLabel || p.labelFormat) {
    const f = /^(C{1,4})(R{1,4})$/.exec(p.labelFormat ?? "");
    const lf = f ? p.labelFormat! : labelFormat;
    const cd = f ? f[1]!.length : digits(m.width);
    const rd = f ? f[2]!.length : digits(m.height);
    const first = p.firstLabel ?? "1".padStart(cd, "0") + "1".padStart(rd, "0");
    const last = (Number(first.slice(0, cd)) + m.width - 1) < 10 ** cd && Number(first.slice(cd)) + m.height - 1 < 10 ** rd;
    if (/^[0-9]+$/.test(first) && first.length === cd + rd && last) {
      labelFormat = lf;
      firstLabel = first;
    } else report.warn("map properties", `firstLabel "${first.slice(0, 12)}" / labelFormat "${lf}" cannot number this map; hexes are numbered from ${firstLabel}`);
  }
  const hexScale = Number(p.hexScale);
  return {
    orientation: m.staggeraxis === "x" ? "flat" : "pointy",
    columns: m.width,
    rows: m.height,
    offset: m.staggerindex,
    firstLabel,
    labelFormat,
    ...(p.hexScale && Number.isFinite(hexScale) && hexScale > 0 && hexScale <= 1000 ? { hexScale } : {}),
  };
}

function jsonProperty<T>(raw: string | undefined, where: string, report: Report): T | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    report.warn("map properties", `${where} is not JSON; left out`);
    return undefined;
  }
}

function build(m: TiledMapData, file: string, options: TiledImportOptions): TiledImportResult {
  const report = new Report();
  const grid = gridOf(m, report);
  const spec: GridSpec = {
    orientation: grid.orientation,
    columns: grid.columns,
    rows: grid.rows,
    offset: grid.offset,
    firstColumn: Number(grid.firstLabel.slice(0, grid.labelFormat.indexOf("R"))),
    firstRow: Number(grid.firstLabel.slice(grid.labelFormat.indexOf("R"))),
    columnDigits: grid.labelFormat.indexOf("R"),
    rowDigits: grid.labelFormat.length - grid.labelFormat.indexOf("R"),
  };
  const label = (h: OffsetCoord) => formatLabel(spec, h);
  for (const ts of m.tilesets)
    if (ts.missingSource) report.warn(`tileset "${ts.missingSource}"`, `the external tileset was not supplied, so its tiles' properties are unknown${options.missingTilesetHint ? `: ${options.missingTilesetHint}` : ""}`);

  const tiles = new TileResolver(m, options.terrainMap);
  // Every tile that declares something, in tileset order: the export's terrains, nations and sea zones keep their order.
  for (const ts of [...m.tilesets].sort((a, b) => a.firstgid - b.firstgid)) for (const id of [...ts.tiles.keys()].sort((a, b) => a - b)) tiles.peek(ts.firstgid + id);

  const cells = spec.columns * spec.rows;
  const terrainOf = new Array<string | undefined>(cells);
  const nationIds: string[] = [];
  const seaZoneIds: string[] = [];
  const nation = new Int32Array(cells);
  const seaZone = new Int32Array(cells);
  const covered = new Uint8Array(cells);
  const tileLayers = m.layers.filter((l): l is TiledTileLayer => l.kind === "tiles");
  const indexIn = (list: string[], id: string) => {
    const i = list.indexOf(id);
    return i >= 0 ? i : list.push(id) - 1;
  };
  for (const t of tiles.nations.keys()) indexIn(nationIds, t);
  for (const z of tiles.seaZones.keys()) indexIn(seaZoneIds, z);
  for (const layer of tileLayers) {
    if (layer.width !== m.width || layer.height !== m.height) report.info(`layer "${layer.name}"`, `is ${layer.width}×${layer.height}, not the map's ${m.width}×${m.height}: only the overlap was read`);
    const w = Math.min(layer.width, m.width);
    const h = Math.min(layer.height, m.height);
    for (let row = 0; row < h; row++) {
      for (let col = 0; col < w; col++) {
        const gid = layer.gids[row * layer.width + col]!;
        const i = row * m.width + col;
        if (gid & GID_MASK) covered[i] = 1;
        const meaning = tiles.resolve(gid);
        if (!meaning) continue;
        if (meaning.terrain) terrainOf[i] = meaning.terrain;
        if (meaning.nation) nation[i] = indexIn(nationIds, meaning.nation) + 1;
        if (meaning.seaZone) seaZone[i] = indexIn(seaZoneIds, meaning.seaZone) + 1;
      }
    }
  }

  const objects = readObjects(m.layers.filter((l): l is TiledObjectLayer => l.kind === "objects"), tiledLayout(m), spec, label, { nation, seaZone, nationIds, seaZoneIds }, tiles, report);

  // Terrain types and the legend: the default terrain is added only when some hex needs it.
  let terrainTypes: TerrainType[] = [...tiles.terrains.values()];
  let empty = 0;
  let bare = 0;
  for (let i = 0; i < cells; i++) {
    if (terrainOf[i] === undefined) empty++;
    if (!covered[i]) bare++;
  }
  const defaultTerrain = terrainTypes.find((t) => t.id === "clear") ?? { id: "clear", name: "Clear", colour: classColour("clear"), terrainClass: "clear" as const };
  if (terrainTypes.length > CHAR_POOL.length - 1) {
    const dropped = terrainTypes.slice(CHAR_POOL.length - 1);
    report.warn("tilesets", `${terrainTypes.length} terrain types are more than a map holds (${CHAR_POOL.length - 1}): ${dropped.map((t) => `"${t.id}"`).join(", ").slice(0, 200)} became "${defaultTerrain.id}"`);
    const gone = new Set(dropped.map((t) => t.id));
    for (let i = 0; i < cells; i++) if (gone.has(terrainOf[i] ?? "")) terrainOf[i] = undefined;
    terrainTypes = terrainTypes.slice(0, CHAR_POOL.length - 1);
    empty = terrainOf.filter((t) => t === undefined).length;
  }
  if ((empty > 0 || terrainTypes.length === 0) && !terrainTypes.some((t) => t.id === defaultTerrain.id)) terrainTypes.push(defaultTerrain);
  if (bare > 0) report.info("tile layers", `${bare} cell${bare === 1 ? "" : "s"} with no tile became "${defaultTerrain.id}"`);
  tiles.reportTo(report, defaultTerrain.id);

  const tChar = assignChars(terrainTypes.map((t) => t.id), tiles.chars.terrain, "?");
  const defaultChar = tChar.get(defaultTerrain.id) ?? CHAR_POOL[0]!;
  const rows: string[] = [];
  for (let r = 0; r < spec.rows; r++) {
    let row = "";
    for (let c = 0; c < spec.columns; c++) row += tChar.get(terrainOf[r * spec.columns + c] ?? "") ?? defaultChar;
    rows.push(row);
  }
  const nations = nationIds.map((id) => tiles.nations.get(id)!);
  if (nations.length > CHAR_POOL.length) return { ok: false, reason: `${file}: more than ${CHAR_POOL.length} nations`, report: report.list() };
  const nChar = assignChars(nationIds, tiles.chars.nation, ".");
  const nCharList = nationIds.map((id) => nChar.get(id)!);
  const borders = nations.length > 0 ? { legend: nations.map((n) => ({ char: nChar.get(n.id)!, value: n.id })), rows: Array.from({ length: spec.rows }, (_, r) => Array.from({ length: spec.columns }, (_, c) => (nation[r * spec.columns + c] ? nCharList[nation[r * spec.columns + c]! - 1]! : ".")).join("")) } : undefined;
  const zoneHexes: string[][] = seaZoneIds.map(() => []);
  for (let i = 0; i < cells; i++) if (seaZone[i]) zoneHexes[seaZone[i]! - 1]!.push(label({ col: i % spec.columns, row: Math.floor(i / spec.columns) }));

  const p = m.properties;
  const baseName = file.split(/[\\/]/).pop()!.replace(/\.(tmx|tmj|json)$/i, "");
  const offMapBoxes = jsonProperty<HexMap["offMapBoxes"]>(p.offMapBoxes, "offMapBoxes", report);
  const doc: HexMap = {
    schemaVersion: 1,
    name: (p.name || baseName || "Tiled map").slice(0, 200),
    ...(p.description ? { description: p.description.slice(0, 20000) } : {}),
    layout: "hex",
    grid,
    ...(offMapBoxes ? { offMapBoxes } : {}),
    terrainTypes,
    terrain: { legend: terrainTypes.map((t) => ({ char: tChar.get(t.id)!, value: t.id })), rows },
    nations,
    ...(borders ? { borders } : {}),
    hexsides: objects.hexsides,
    roads: objects.roads,
    features: objects.features,
    seaZones: seaZoneIds.map((id, i) => ({ ...tiles.seaZones.get(id)!, hexes: zoneHexes[i]! })),
    friendlyEdges: jsonProperty<HexMap["friendlyEdges"]>(p.friendlyEdges, "friendlyEdges", report) ?? [],
    labels: objects.labels,
  };
  // The painter's own form (sides in order, roads chained): importing an export gives back exactly what the painter saves.
  const canonical = toDocument(EditableMap.fromDocument(doc));
  const checked = hexMapSchema.safeParse(canonical);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    return { ok: false, reason: `${file}: the imported map is not valid at ${issue.path.join(".") || "the top"}: ${issue.message}`, report: report.list() };
  }
  return { ok: true, map: checked.data as HexMap, report: report.list() };
}
