import { MAX_XML_BYTES, type XmlElement, childNamed, childrenNamed, parseXml } from "../triplea/xml";
import { type Inflate, decodeLayerData } from "./layer-data";
import { MAX_TILED_OBJECTS, MAX_TILED_SIDE, type Parsed, type TiledLayer, type TiledMapData, type TiledObject, type TiledPoint, type TiledProperties, type TiledTileset } from "./model";

/** The element's own text: the hardened parser keeps it beside the children. */
const textOf = (el: XmlElement | undefined): string => (el as (XmlElement & { text?: string }) | undefined)?.text ?? "";

const num = (s: string | undefined, fallback = 0): number => {
  if (s === undefined || s === "") return fallback;
  const n = Number(s);
  return Number.isFinite(n) ? n : fallback;
};

export interface ReadContext {
  file: string;
  /** An external tileset by the path the map names it with; null when it was not supplied. */
  external: (source: string, firstgid: number) => Parsed<TiledTileset> | null;
  inflate?: Inflate;
}

/**
 * A TMX map through the same hardened XML parser as TripleA games (no
 * entities, no DOCTYPE subset, bounded depth and size).
 */
export function readTmx(text: string, ctx: ReadContext): Parsed<TiledMapData> {
  if (text.length > MAX_XML_BYTES) return { ok: false, reason: `${ctx.file}: refused: the file is over ${Math.round(text.length / 1024 / 1024)} MB, above the ${MAX_XML_BYTES / 1024 / 1024} MB limit for a TMX map` };
  const xml = parseXml(text, ctx.file);
  if (!xml.ok) return xml;
  const root = xml.root;
  if (root.name !== "map") return { ok: false, reason: `${ctx.file}: not a Tiled TMX map (the root element is <${root.name}>, not <map>)` };
  const a = root.attrs;
  if (a.infinite === "1") return { ok: false, reason: `${ctx.file}: infinite maps are not supported; in Tiled, uncheck Map Properties → Infinite and save again` };
  const width = num(a.width);
  const height = num(a.height);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_TILED_SIDE || height > MAX_TILED_SIDE)
    return { ok: false, reason: `${ctx.file}: map size ${a.width ?? "?"}×${a.height ?? "?"} is not 1–${MAX_TILED_SIDE} tiles each way` };
  const tilesets: TiledTileset[] = [];
  for (const ts of childrenNamed(root, "tileset")) {
    const r = readTilesetElement(ts, num(ts.attrs.firstgid, 1), ctx);
    if (!r.ok) return r;
    tilesets.push(r.value);
  }
  const layers: TiledLayer[] = [];
  const objects = { count: 0 };
  const walk = (parent: XmlElement): Parsed<null> => {
    for (const el of parent.children) {
      if (el.name === "group") {
        const r = walk(el);
        if (!r.ok) return r;
      } else if (el.name === "layer") {
        const r = readTileLayer(el, ctx);
        if (!r.ok) return r;
        layers.push(r.value);
      } else if (el.name === "objectgroup") {
        const r = readObjectGroup(el, ctx, objects);
        if (!r.ok) return r;
        layers.push(r.value);
      }
    }
    return { ok: true, value: null };
  };
  const walked = walk(root);
  if (!walked.ok) return walked;
  return {
    ok: true,
    value: {
      orientation: a.orientation ?? "orthogonal",
      width,
      height,
      tilewidth: num(a.tilewidth),
      tileheight: num(a.tileheight),
      hexsidelength: num(a.hexsidelength),
      staggeraxis: a.staggeraxis === "x" ? "x" : "y",
      staggerindex: a.staggerindex === "even" ? "even" : "odd",
      properties: readProperties(root),
      tilesets,
      layers,
    },
  };
}

export function readProperties(el: XmlElement): TiledProperties {
  const out: TiledProperties = {};
  for (const p of childrenNamed(childNamed(el, "properties"), "property")) {
    const name = p.attrs.name;
    if (!name || name === "__proto__") continue;
    out[name] = p.attrs.value ?? textOf(p);
  }
  return out;
}

/** An external XML tileset (.tsx). */
export function readTsx(text: string, firstgid: number, source: string): Parsed<TiledTileset> {
  const xml = parseXml(text, source);
  if (!xml.ok) return xml;
  if (xml.root.name !== "tileset") return { ok: false, reason: `${source}: not a Tiled tileset (the root element is <${xml.root.name}>)` };
  if (xml.root.attrs.source) return { ok: false, reason: `${source}: a tileset file cannot name another tileset file` };
  return readTilesetElement(xml.root, firstgid, { file: source, external: () => null });
}

function readTilesetElement(el: XmlElement, firstgid: number, ctx: ReadContext): Parsed<TiledTileset> {
  const source = el.attrs.source;
  if (source) {
    const external = ctx.external(source, firstgid);
    return external ?? { ok: true, value: { firstgid, name: source, missingSource: source, tilewidth: 0, tileheight: 0, tilecount: 0, columns: 0, tiles: new Map(), properties: {} } };
  }
  const a = el.attrs;
  const tiles = new Map<number, { id: number; type?: string; image?: string; properties: TiledProperties }>();
  for (const t of childrenNamed(el, "tile")) {
    const id = num(t.attrs.id, -1);
    if (!Number.isInteger(id) || id < 0) return { ok: false, reason: `${ctx.file}: tileset "${a.name ?? ""}": tile id "${t.attrs.id ?? ""}" is not a whole number` };
    const type = t.attrs.class || t.attrs.type;
    const image = childNamed(t, "image")?.attrs.source;
    tiles.set(id, { id, ...(type ? { type } : {}), ...(image ? { image } : {}), properties: readProperties(t) });
  }
  const img = childNamed(el, "image");
  const data = childNamed(img, "data");
  return {
    ok: true,
    value: {
      firstgid,
      name: a.name ?? "",
      tilewidth: num(a.tilewidth),
      tileheight: num(a.tileheight),
      tilecount: num(a.tilecount, tiles.size),
      columns: num(a.columns),
      ...(img
        ? { image: { ...(img.attrs.source ? { source: img.attrs.source } : {}), width: num(img.attrs.width), height: num(img.attrs.height), ...(data ? { data: { format: img.attrs.format ?? "", base64: textOf(data) } } : {}) } }
        : {}),
      tiles,
      properties: readProperties(el),
    },
  };
}

function readTileLayer(el: XmlElement, ctx: ReadContext): Parsed<TiledLayer> {
  const name = el.attrs.name ?? "";
  const where = `${ctx.file}: layer "${name}"`;
  const width = num(el.attrs.width);
  const height = num(el.attrs.height);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_TILED_SIDE || height > MAX_TILED_SIDE) return { ok: false, reason: `${where}: size ${width}×${height} is not 1–${MAX_TILED_SIDE} tiles each way` };
  const data = childNamed(el, "data");
  if (!data) return { ok: false, reason: `${where}: has no <data>` };
  if (childNamed(data, "chunk")) return { ok: false, reason: `${where}: chunked (infinite map) data is not supported; in Tiled, uncheck Map Properties → Infinite and save again` };
  const count = width * height;
  let gids: Uint32Array;
  if (!data.attrs.encoding) {
    const tiles = childrenNamed(data, "tile");
    if (tiles.length !== count) return { ok: false, reason: `${where}: holds ${tiles.length} <tile> elements, not the layer's ${count}` };
    gids = new Uint32Array(count);
    for (let i = 0; i < count; i++) {
      const g = num(tiles[i]!.attrs.gid, 0);
      if (!Number.isInteger(g) || g < 0 || g > 0xffffffff) return { ok: false, reason: `${where}: tile ${i + 1} has gid "${tiles[i]!.attrs.gid}", not a tile id` };
      gids[i] = g;
    }
  } else {
    const r = decodeLayerData(textOf(data), { encoding: data.attrs.encoding, compression: data.attrs.compression }, count, where, ctx.inflate);
    if (!r.ok) return r;
    gids = r.value;
  }
  return { ok: true, value: { kind: "tiles", name, width, height, gids, properties: readProperties(el), ...(el.attrs.opacity ? { opacity: num(el.attrs.opacity, 1) } : {}) } };
}

function points(s: string | undefined): TiledPoint[] | null {
  if (!s) return null;
  const out: TiledPoint[] = [];
  for (const pair of s.trim().split(/\s+/)) {
    const [x, y] = pair.split(",").map(Number);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
    out.push({ x: x as number, y: y as number });
  }
  return out;
}

function readObjectGroup(el: XmlElement, ctx: ReadContext, counter: { count: number }): Parsed<TiledLayer> {
  const name = el.attrs.name ?? "";
  const objects: TiledObject[] = [];
  for (const o of childrenNamed(el, "object")) {
    if (++counter.count > MAX_TILED_OBJECTS) return { ok: false, reason: `${ctx.file}: more than ${MAX_TILED_OBJECTS} objects` };
    const a = o.attrs;
    const where = `${ctx.file}: layer "${name}" object ${a.id ?? "?"}`;
    const obj: TiledObject = { id: num(a.id), name: a.name ?? "", type: a.class || a.type || "", x: num(a.x), y: num(a.y), width: num(a.width), height: num(a.height), properties: readProperties(o) };
    if (a.gid) obj.gid = num(a.gid);
    if (childNamed(o, "point")) obj.point = true;
    if (childNamed(o, "ellipse")) obj.ellipse = true;
    for (const shape of ["polygon", "polyline"] as const) {
      const s = childNamed(o, shape);
      if (!s) continue;
      const p = points(s.attrs.points);
      if (!p) return { ok: false, reason: `${where}: ${shape} points "${(s.attrs.points ?? "").slice(0, 40)}" are not x,y pairs` };
      obj[shape] = p;
    }
    const text = childNamed(o, "text");
    if (text) obj.text = textOf(text);
    objects.push(obj);
  }
  return { ok: true, value: { kind: "objects", name, objects, properties: readProperties(el) } };
}
