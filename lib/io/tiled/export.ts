import { type GridSpec, type OffsetCoord, gridSpecOf, hexIndex, labelOnGrid } from "@/lib/hex";
import type { HexMap } from "@/lib/model/map-hex";
import { chainSegments } from "@/lib/painter/serialize";
import { encodePng } from "../png";
import { Report, type ReportEntry } from "../report";
import { exportLayout, tileCentre, tileCorners, tiledLayout, tileTopLeft } from "./geometry";
import { encodeBase64 } from "./layer-data";
import type { TiledLayer, TiledMapData, TiledObject, TiledProperties, TiledTile, TiledTileset } from "./model";
import { paletteColour } from "./terrain";
import { type TileSwatch, drawTileset } from "./tileset-image";
import { writeTmj } from "./tmj-write";
import { writeTmx } from "./tmx-write";

/**
 * A hex map document as a Tiled map, with a generated tileset of the map's
 * terrains so it opens in Tiled looking as it does in Warbench; importing the
 * export (lib/io/tiled/import) gives the same document back.
 *
 * Terrain, nations and sea zones are three tile layers over one generated
 * tileset (terrain tiles carry `terrain`, nation tiles `nation`, sea zone tiles
 * `seaZone` with their names and colours): exact per hex, and as compact as
 * the map. Hexsides are polylines along the hex edges, roads polylines through
 * the hex centres, features and labels points at the centre, all with a `kind`.
 */
export interface TiledFile {
  /** File name relative to the map (`map.tmx`, `map-terrain.png`). */
  name: string;
  bytes: Uint8Array;
}

export interface TiledExport {
  files: TiledFile[];
  report: ReportEntry[];
}

export interface TiledExportOptions {
  /** TMX only: the picture inside the map (`<image format="png"><data encoding="base64">`, which Tiled reads), one file instead of two. */
  embedImage?: boolean;
}

export function exportTiled(map: HexMap, format: "tmx" | "tmj", baseName = "map", options: TiledExportOptions = {}): TiledExport {
  const report = new Report();
  const spec = gridSpecOf(map);
  if (!spec) return { files: [], report: [{ severity: "error", where: "grid", message: `label format "${map.grid.labelFormat}" does not fit first label "${map.grid.firstLabel}"` }] };
  const { data, image } = toTiled(map, spec, baseName, report);
  const png = encodePng(image);
  const embed = format === "tmx" && options.embedImage === true;
  const ts = data.tilesets[0]!;
  ts.image = embed ? { width: image.width, height: image.height, data: { format: "png", base64: encodeBase64(png) } } : { source: `${baseName}-tiles.png`, width: image.width, height: image.height };
  const text = format === "tmx" ? writeTmx(data) : writeTmj(data);
  const files: TiledFile[] = [{ name: `${baseName}.${format}`, bytes: new TextEncoder().encode(text) }];
  if (!embed) files.push({ name: `${baseName}-tiles.png`, bytes: png });
  return { files, report: report.list() };
}

const TILESET_COLUMNS = 8;

function toTiled(map: HexMap, spec: GridSpec, baseName: string, report: Report) {
  const lay = exportLayout(spec.orientation, spec.offset);
  const l = tiledLayout(lay);
  const cells = spec.columns * spec.rows;
  const tiles = new Map<number, TiledTile>();
  const swatches: TileSwatch[] = [];
  const tChar = new Map(map.terrain.legend.map((e) => [e.value, e.char]));
  const nChar = new Map((map.borders?.legend ?? []).map((e) => [e.value, e.char]));
  map.terrainTypes.forEach((t) => {
    tiles.set(swatches.length, { id: swatches.length, type: "terrain", properties: { terrain: t.id, name: t.name, colour: t.colour, terrainClass: t.terrainClass, ...(tChar.has(t.id) ? { char: tChar.get(t.id)! } : {}) } });
    swatches.push({ colour: t.colour, fill: 1, rim: 1 });
  });
  const nationBase = swatches.length;
  map.nations.forEach((n) => {
    tiles.set(swatches.length, { id: swatches.length, type: "nation", properties: { nation: n.id, name: n.name, colour: n.colour, ...(nChar.has(n.id) ? { char: nChar.get(n.id)! } : {}) } });
    swatches.push({ colour: n.colour, fill: 0.35, rim: 0.9 });
  });
  const zoneBase = swatches.length;
  map.seaZones.forEach((z, i) => {
    tiles.set(swatches.length, { id: swatches.length, type: "seaZone", properties: { seaZone: z.id, name: z.name, seaBoxId: z.seaBox.id, seaBoxName: z.seaBox.name, coastalBoxId: z.coastalBox.id, coastalBoxName: z.coastalBox.name } });
    swatches.push({ colour: paletteColour(i + 3), fill: 0.12, rim: 0.8 });
  });
  const origin = tileTopLeft(l, 0, 0);
  const corners = tileCorners(l, 0, 0).map((p) => ({ x: p.x - origin.x, y: p.y - origin.y }));
  const image = drawTileset(swatches, l.tileWidth, l.tileHeight, corners, Math.min(TILESET_COLUMNS, Math.max(1, swatches.length)));
  const tileset: TiledTileset = { firstgid: 1, name: `${baseName}-tiles`, tilewidth: l.tileWidth, tileheight: l.tileHeight, tilecount: swatches.length, columns: Math.min(TILESET_COLUMNS, Math.max(1, swatches.length)), tiles, properties: {} };

  const layers: TiledLayer[] = [];
  const typeIndex = new Map(map.terrainTypes.map((t, i) => [t.id, i]));
  const legend = new Map(map.terrain.legend.map((e) => [e.char, typeIndex.get(e.value)]));
  const terrain = new Uint32Array(cells);
  let unpainted = 0;
  for (let r = 0; r < spec.rows; r++) {
    const row = map.terrain.rows[r] ?? "";
    for (let c = 0; c < spec.columns; c++) {
      const t = legend.get(row[c] ?? "");
      if (t === undefined) unpainted++;
      else terrain[r * spec.columns + c] = 1 + t;
    }
  }
  if (unpainted > 0) report.warn("terrain", `${unpainted} hex${unpainted === 1 ? " has" : "es have"} no terrain type: left empty in Tiled`);
  layers.push({ kind: "tiles", name: "terrain", width: spec.columns, height: spec.rows, gids: terrain, properties: {} });
  if (map.nations.length > 0) {
    const nationIndex = new Map(map.nations.map((n, i) => [n.id, i]));
    const nLegend = new Map((map.borders?.legend ?? []).map((e) => [e.char, nationIndex.get(e.value)]));
    const gids = new Uint32Array(cells);
    for (let r = 0; r < spec.rows; r++) {
      const row = map.borders?.rows[r] ?? "";
      for (let c = 0; c < spec.columns; c++) {
        const n = nLegend.get(row[c] ?? ".");
        if (n !== undefined) gids[r * spec.columns + c] = 1 + nationBase + n;
      }
    }
    layers.push({ kind: "tiles", name: "nations", width: spec.columns, height: spec.rows, gids, properties: {}, opacity: 0.6 });
  }
  if (map.seaZones.length > 0) {
    const gids = new Uint32Array(cells);
    map.seaZones.forEach((z, i) => {
      for (const label of z.hexes) {
        const h = labelOnGrid(spec, label);
        if (h) gids[hexIndex(spec, h)] = 1 + zoneBase + i;
      }
    });
    layers.push({ kind: "tiles", name: "sea zones", width: spec.columns, height: spec.rows, gids, properties: {}, opacity: 0.8 });
  }

  let nextId = 1;
  const hexOf = (label: string): OffsetCoord | null => labelOnGrid(spec, label);
  const polyObject = (points: { x: number; y: number }[], properties: TiledProperties, name = ""): TiledObject => {
    const o = points[0]!;
    return { id: nextId++, name, type: "", x: o.x, y: o.y, width: 0, height: 0, polyline: points.map((p) => ({ x: p.x - o.x, y: p.y - o.y })), properties };
  };
  const pointObject = (hex: OffsetCoord, properties: TiledProperties, name: string): TiledObject => {
    const c = tileCentre(l, hex.col, hex.row);
    return { id: nextId++, name, type: "", x: c.x, y: c.y, width: 0, height: 0, point: true, properties };
  };

  const sides: TiledObject[] = [];
  const cornerKey = (p: { x: number; y: number }) => p.y * 1e5 + p.x;
  const cornerOf = (k: number) => ({ x: k % 1e5, y: Math.floor(k / 1e5) });
  for (const g of map.hexsides) {
    const segments: [number, number][] = [];
    for (const side of g.sides) {
      const [a, b] = side.split("-").map(hexOf);
      if (!a || !b) {
        report.warn(`hexside ${side}`, "is not on the map; left out");
        continue;
      }
      const ka = new Set(tileCorners(l, a.col, a.row).map(cornerKey));
      const shared = tileCorners(l, b.col, b.row).map(cornerKey).filter((k) => ka.has(k));
      if (shared.length !== 2) {
        report.warn(`hexside ${side}`, "separates hexes that are not adjacent; left out");
        continue;
      }
      segments.push([shared[0]!, shared[1]!]);
    }
    for (const chain of chainSegments(segments)) sides.push(polyObject(chain.map(cornerOf), { kind: g.kind, ...(g.nation ? { nation: g.nation } : {}) }));
  }
  const roads: TiledObject[] = [];
  for (const r of map.roads) {
    const hexes = r.path.map(hexOf);
    if (hexes.some((h) => !h)) {
      report.warn(`road ${r.path.join(" ").slice(0, 60)}`, "runs off the map; left out");
      continue;
    }
    roads.push(polyObject((hexes as OffsetCoord[]).map((h) => tileCentre(l, h.col, h.row)), { kind: r.kind }));
  }
  const features: TiledObject[] = [];
  for (const f of map.features) {
    const h = hexOf(f.hex);
    if (!h) {
      report.warn(`feature ${f.kind} ${f.hex}`, "is not on the map; left out");
      continue;
    }
    const p: TiledProperties = { kind: f.kind };
    if (f.vp !== undefined) p.vp = String(f.vp);
    if (f.kind === "port") p.capacity = String(f.capacity);
    if (f.kind === "fortification") p.originalOwner = f.originalOwner;
    if (f.kind === "capital") p.nation = f.nation;
    features.push(pointObject(h, p, f.name ?? ""));
  }
  const labels: TiledObject[] = [];
  for (const lb of map.labels) {
    const h = hexOf(lb.hex);
    if (h) labels.push(pointObject(h, { kind: "label", text: lb.text }, lb.text));
    else report.warn(`label "${lb.text.slice(0, 40)}"`, "is not on the map; left out");
  }
  for (const [name, objects] of [["hexsides", sides], ["roads", roads], ["features", features], ["labels", labels]] as const) layers.push({ kind: "objects", name, objects, properties: {} });

  const properties: TiledProperties = { name: map.name };
  if (map.description !== undefined) properties.description = map.description;
  properties.firstLabel = map.grid.firstLabel;
  properties.labelFormat = map.grid.labelFormat;
  if (map.grid.hexScale !== undefined) properties.hexScale = String(map.grid.hexScale);
  if (map.friendlyEdges.length > 0) properties.friendlyEdges = JSON.stringify(map.friendlyEdges);
  if (map.offMapBoxes) properties.offMapBoxes = JSON.stringify(map.offMapBoxes);
  if (map.background) report.info("background", "the board picture is a project asset and is not written to the Tiled map");

  const data: TiledMapData = { orientation: "hexagonal", width: spec.columns, height: spec.rows, ...lay, properties, tilesets: [tileset], layers };
  return { data, image, nextObjectId: nextId };
}
