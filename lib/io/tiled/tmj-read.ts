import { scanJsonShape } from "@/lib/model/json-limits";
import { type Inflate, decodeLayerData } from "./layer-data";
import { MAX_TILED_OBJECTS, MAX_TILED_SIDE, type Parsed, type TiledLayer, type TiledMapData, type TiledObject, type TiledPoint, type TiledProperties, type TiledTile, type TiledTileset } from "./model";

type Json = Record<string, unknown>;

const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : "");
const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : typeof v === "string" && v !== "" && Number.isFinite(Number(v)) ? Number(v) : fallback);

/** Nesting and container counts a Tiled JSON file stays well inside (one container per object and per point). */
const TMJ_LIMITS = { maxDepth: 32, maxContainers: 4 * MAX_TILED_OBJECTS };

function parseJson(text: string, file: string): Parsed<Json> {
  const { problem } = scanJsonShape(text, TMJ_LIMITS);
  if (problem) {
    const what = problem.kind === "depth" ? `nested deeper than ${problem.limit} levels` : problem.kind === "containers" ? `more than ${problem.limit} objects and arrays` : problem.kind === "forbidden-key" ? `the key "${problem.key}"` : "too large";
    return { ok: false, reason: `${file}: refused at line ${problem.line}, column ${problem.column}: ${what}` };
  }
  try {
    return { ok: true, value: obj(JSON.parse(text)) };
  } catch (error) {
    return { ok: false, reason: `${file}: not valid JSON (${error instanceof Error ? error.message.split("\n")[0] : "syntax error"})` };
  }
}

/** Properties as a list of {name, type, value} (Tiled 1.2+) or, before, an object of values. */
function readProperties(v: unknown): TiledProperties {
  const out: TiledProperties = {};
  if (Array.isArray(v)) {
    for (const p of v) {
      const name = str(obj(p).name);
      if (name && name !== "__proto__") out[name] = str(obj(p).value);
    }
  } else for (const [k, value] of Object.entries(obj(v))) if (k !== "__proto__") out[k] = str(value);
  return out;
}

export interface TmjContext {
  file: string;
  /** An external tileset by the path the map names it with; null when it was not supplied. */
  external: (source: string, firstgid: number) => Parsed<TiledTileset> | null;
  inflate?: Inflate;
}

export function readTmj(text: string, ctx: TmjContext): Parsed<TiledMapData> {
  const parsed = parseJson(text, ctx.file);
  if (!parsed.ok) return parsed;
  const m = parsed.value;
  if (m.type !== undefined && m.type !== "map") return { ok: false, reason: `${ctx.file}: not a Tiled map (its type is "${str(m.type)}")` };
  if (m.infinite === true) return { ok: false, reason: `${ctx.file}: infinite maps are not supported; in Tiled, uncheck Map Properties → Infinite and save again` };
  const width = num(m.width);
  const height = num(m.height);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_TILED_SIDE || height > MAX_TILED_SIDE)
    return { ok: false, reason: `${ctx.file}: map size ${str(m.width) || "?"}×${str(m.height) || "?"} is not 1–${MAX_TILED_SIDE} tiles each way` };
  const tilesets: TiledTileset[] = [];
  for (const ts of arr(m.tilesets)) {
    const t = obj(ts);
    const firstgid = num(t.firstgid, 1);
    const source = str(t.source);
    if (source) {
      const r = ctx.external(source, firstgid);
      if (r && !r.ok) return r;
      tilesets.push(r ? r.value : { firstgid, name: source, missingSource: source, tilewidth: 0, tileheight: 0, tilecount: 0, columns: 0, tiles: new Map(), properties: {} });
    } else tilesets.push(tilesetOf(t, firstgid));
  }
  const layers: TiledLayer[] = [];
  const counter = { count: 0 };
  const walk = (list: unknown[]): Parsed<null> => {
    for (const l of list) {
      const layer = obj(l);
      const name = str(layer.name);
      const where = `${ctx.file}: layer "${name}"`;
      if (layer.type === "group") {
        const r = walk(arr(layer.layers));
        if (!r.ok) return r;
      } else if (layer.type === "tilelayer") {
        if (layer.chunks !== undefined) return { ok: false, reason: `${where}: chunked (infinite map) data is not supported; in Tiled, uncheck Map Properties → Infinite and save again` };
        const w = num(layer.width);
        const h = num(layer.height);
        if (!Number.isInteger(w) || !Number.isInteger(h) || w < 1 || h < 1 || w > MAX_TILED_SIDE || h > MAX_TILED_SIDE) return { ok: false, reason: `${where}: size ${w}×${h} is not 1–${MAX_TILED_SIDE} tiles each way` };
        let gids: Uint32Array;
        if (Array.isArray(layer.data)) {
          if (layer.data.length !== w * h) return { ok: false, reason: `${where}: data holds ${layer.data.length} tiles, not the layer's ${w * h}` };
          gids = new Uint32Array(w * h);
          for (let i = 0; i < gids.length; i++) {
            const g = layer.data[i];
            if (typeof g !== "number" || !Number.isInteger(g) || g < 0 || g > 0xffffffff) return { ok: false, reason: `${where}: tile ${i + 1} is ${JSON.stringify(g)?.slice(0, 20)}, not a tile id` };
            gids[i] = g;
          }
        } else {
          const r = decodeLayerData(str(layer.data), { encoding: str(layer.encoding) || "base64", compression: str(layer.compression) }, w * h, where, ctx.inflate);
          if (!r.ok) return r;
          gids = r.value;
        }
        layers.push({ kind: "tiles", name, width: w, height: h, gids, properties: readProperties(layer.properties) });
      } else if (layer.type === "objectgroup") {
        const objects: TiledObject[] = [];
        for (const o of arr(layer.objects)) {
          if (++counter.count > MAX_TILED_OBJECTS) return { ok: false, reason: `${ctx.file}: more than ${MAX_TILED_OBJECTS} objects` };
          const r = objectOf(obj(o), where);
          if (!r.ok) return r;
          objects.push(r.value);
        }
        layers.push({ kind: "objects", name, objects, properties: readProperties(layer.properties) });
      }
    }
    return { ok: true, value: null };
  };
  const walked = walk(arr(m.layers));
  if (!walked.ok) return walked;
  return {
    ok: true,
    value: {
      orientation: str(m.orientation) || "orthogonal",
      width,
      height,
      tilewidth: num(m.tilewidth),
      tileheight: num(m.tileheight),
      hexsidelength: num(m.hexsidelength),
      staggeraxis: m.staggeraxis === "x" ? "x" : "y",
      staggerindex: m.staggerindex === "even" ? "even" : "odd",
      properties: readProperties(m.properties),
      tilesets,
      layers,
    },
  };
}

function pointsOf(v: unknown): TiledPoint[] | null {
  const out: TiledPoint[] = [];
  for (const p of arr(v)) {
    const x = num(obj(p).x, NaN);
    const y = num(obj(p).y, NaN);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
    out.push({ x, y });
  }
  return out;
}

function objectOf(o: Json, layerWhere: string): Parsed<TiledObject> {
  const out: TiledObject = { id: num(o.id), name: str(o.name), type: str(o.class) || str(o.type), x: num(o.x), y: num(o.y), width: num(o.width), height: num(o.height), properties: readProperties(o.properties) };
  if (o.gid !== undefined) out.gid = num(o.gid);
  if (o.point === true) out.point = true;
  if (o.ellipse === true) out.ellipse = true;
  for (const shape of ["polygon", "polyline"] as const) {
    if (o[shape] === undefined) continue;
    const p = pointsOf(o[shape]);
    if (!p) return { ok: false, reason: `${layerWhere} object ${out.id}: ${shape} points are not {x, y} numbers` };
    out[shape] = p;
  }
  if (o.text !== undefined) out.text = str(obj(o.text).text);
  return { ok: true, value: out };
}

function tilesetOf(t: Json, firstgid: number): TiledTileset {
  const tiles = new Map<number, TiledTile>();
  for (const tile of arr(t.tiles)) {
    const x = obj(tile);
    const id = num(x.id, -1);
    if (!Number.isInteger(id) || id < 0) continue;
    const type = str(x.class) || str(x.type);
    const image = str(x.image);
    tiles.set(id, { id, ...(type ? { type } : {}), ...(image ? { image } : {}), properties: readProperties(x.properties) });
  }
  const image = str(t.image);
  return {
    firstgid,
    name: str(t.name),
    tilewidth: num(t.tilewidth),
    tileheight: num(t.tileheight),
    tilecount: num(t.tilecount, tiles.size),
    columns: num(t.columns),
    ...(image ? { image: { source: image, width: num(t.imagewidth), height: num(t.imageheight) } } : {}),
    tiles,
    properties: readProperties(t.properties),
  };
}

/** An external JSON tileset (.tsj). */
export function parseTsj(text: string, firstgid: number, file: string): Parsed<TiledTileset> {
  const parsed = parseJson(text, file);
  if (!parsed.ok) return parsed;
  if (parsed.value.type !== undefined && parsed.value.type !== "tileset") return { ok: false, reason: `${file}: not a Tiled tileset (its type is "${str(parsed.value.type)}")` };
  return { ok: true, value: tilesetOf(parsed.value, firstgid) };
}
