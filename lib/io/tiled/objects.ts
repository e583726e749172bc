import { type GridSpec, type OffsetCoord, areAdjacent, hexIndex } from "@/lib/hex";
import type { HexMap, MapFeature } from "@/lib/model/map-hex";
import { HEXSIDE_KINDS, ROAD_KINDS } from "@/lib/model/vocabulary";
import type { Report } from "../report";
import { MAX_PATH_SAMPLES, MAX_POLYGON_POINTS, type TiledLayout, hexAtFrame, hexesInPolygon, samplePath, sideAtFrame, toHexFrame } from "./geometry";
import type { TiledObject, TiledObjectLayer, TiledPoint } from "./model";
import { type TileResolver, paletteColour, seaZoneMeta, tiledColour, toId } from "./terrain";

const FEATURE_KINDS = new Set(["airbase", "hardened-airbase", "airfield", "town", "city", "major-city", "port", "fortification", "capital"]);
const ALIASES: Record<string, string> = { base: "airbase", "air-base": "airbase", majorcity: "major-city", "major city": "major-city", river: "minor-river", "sea-zone": "seaZone", seazone: "seaZone", "sea zone": "seaZone" };

export interface ObjectResults {
  hexsides: HexMap["hexsides"];
  roads: HexMap["roads"];
  features: MapFeature[];
  labels: HexMap["labels"];
}

/**
 * Reads object layers: hexsides and roads from polylines (`kind` property or
 * the object's class), features and labels from points, and nations and sea
 * zones from polygons or rectangles (the hexes whose centres are inside).
 */
export function readObjects(
  layers: TiledObjectLayer[],
  l: TiledLayout,
  spec: GridSpec,
  label: (h: OffsetCoord) => string,
  cells: { nation: Int32Array; seaZone: Int32Array; nationIds: string[]; seaZoneIds: string[] },
  tiles: TileResolver,
  report: Report,
): ObjectResults {
  const frame = toHexFrame(l);
  const out: ObjectResults = { hexsides: [], roads: [], features: [], labels: [] };
  const groups = new Map<string, HexMap["hexsides"][number]>();
  // All paths together walk at most this many points: 200,000 long lines would otherwise take hours.
  let budget = 4_000_000;
  const polygonBudget = { left: 200_000_000 };
  const sample = (pts: TiledPoint[]) => {
    const s = samplePath(pts, Math.min(MAX_PATH_SAMPLES, budget));
    if (s) budget -= s.length;
    return s;
  };
  for (const layer of layers) {
    for (const o of layer.objects) {
      const where = `layer "${layer.name}" object ${o.id}${o.name ? ` "${o.name}"` : ""}`;
      const p = o.properties;
      const rawKind = (p.kind || o.type || "").trim();
      const kind = ALIASES[rawKind.toLowerCase()] ?? rawKind;
      const path = o.polyline ?? o.polygon;
      if ((HEXSIDE_KINDS as readonly string[]).includes(kind)) {
        if (!path) {
          report.warn(where, `a ${kind} hexside must be a polyline; skipped`);
          continue;
        }
        const pts = absolute(o, path, o.polygon !== undefined);
        const sides = new Set<string>();
        let off = 0;
        const samples = sample(pts.map(frame));
        if (!samples) {
          report.warn(where, "runs far beyond the map; skipped");
          continue;
        }
        for (const s of samples) {
          const side = sideAtFrame(spec, s);
          if (side === "off-grid") off++;
          else if (side) {
            const [a, b] = hexIndex(spec, side[0]) < hexIndex(spec, side[1]) ? side : [side[1], side[0]];
            sides.add(`${label(a)}-${label(b)}`);
          }
        }
        if (off > 0) report.info(where, "runs partly along the map's outer edge or off the map: that part was left out");
        if (sides.size === 0) {
          report.warn(where, `lies along no hexside (draw it along the hex edges); skipped`);
          continue;
        }
        const nation = p.nation ? toId(p.nation, "") : "";
        const key = `${kind}|${nation}`;
        let g = groups.get(key);
        if (!g) {
          g = { kind: kind as HexMap["hexsides"][number]["kind"], sides: [], ...(nation ? { nation } : {}) };
          groups.set(key, g);
          out.hexsides.push(g);
        }
        for (const s of sides) g.sides.push(s);
      } else if ((ROAD_KINDS as readonly string[]).includes(kind)) {
        if (!path) {
          report.warn(where, `a ${kind} road must be a polyline; skipped`);
          continue;
        }
        const hexes: OffsetCoord[] = [];
        let off = false;
        const samples = sample(absolute(o, path, o.polygon !== undefined).map(frame));
        if (!samples) {
          report.warn(where, "runs far beyond the map; skipped");
          continue;
        }
        for (const s of samples) {
          const h = hexAtFrame(spec, s);
          if (!h) {
            off = true;
            continue;
          }
          const last = hexes[hexes.length - 1];
          if (!last || last.col !== h.col || last.row !== h.row) hexes.push(h);
        }
        if (off) report.info(where, "runs off the map: that part was left out");
        let piece: string[] = [];
        const flush = () => {
          if (piece.length >= 2) out.roads.push({ kind: kind as HexMap["roads"][number]["kind"], path: piece });
          piece = [];
        };
        hexes.forEach((h, i) => {
          if (i > 0 && !areAdjacent(spec, hexes[i - 1]!, h)) {
            report.info(where, `jumps from ${label(hexes[i - 1]!)} to ${label(h)}, which are not adjacent: the road was split there`);
            flush();
          }
          piece.push(label(h));
        });
        flush();
      } else if (FEATURE_KINDS.has(kind) || kind === "label" || (!kind && o.text !== undefined)) {
        const h = hexAtFrame(spec, frame(anchor(o)));
        if (!h) {
          report.warn(where, "is off the map; skipped");
          continue;
        }
        const hex = label(h);
        if (kind === "label" || !kind) {
          const text = (p.text || o.text || o.name).trim().slice(0, 200);
          if (text) out.labels.push({ hex, text });
          else report.warn(where, "is a label with no text; skipped");
          continue;
        }
        const f = feature(kind, hex, o, where, report);
        if (f) out.features.push(f);
      } else if (kind === "nation" || kind === "seaZone" || p.nation || p.seaZone) {
        const poly = o.polygon ? absolute(o, o.polygon, true) : o.width > 0 && o.height > 0 && !o.point && o.gid === undefined ? rectangle(o) : null;
        // A point (or tile object) gives its one hex: a nation or sea zone as a property of what stands there.
        const single = poly || o.polyline ? null : hexAtFrame(spec, frame(anchor(o)));
        if (poly && poly.length > MAX_POLYGON_POINTS) {
          report.warn(where, `has more than ${MAX_POLYGON_POINTS} points; skipped`);
          continue;
        }
        if (!poly && !single) {
          report.warn(where, o.polyline ? "a nation or sea zone area must be a polygon, a rectangle or a point; skipped" : "is off the map; skipped");
          continue;
        }
        const isZone = kind === "seaZone" || (!!p.seaZone && kind !== "nation");
        const rawId = (isZone ? p.seaZone : p.nation) || p.id || o.name;
        if (!rawId) {
          report.warn(where, `names no ${isZone ? "sea zone" : "nation"} (a "${isZone ? "seaZone" : "nation"}" property or the object's name); skipped`);
          continue;
        }
        const id = toId(rawId, isZone ? `sea-zone-${tiles.seaZones.size + 1}` : `nation-${tiles.nations.size + 1}`);
        const hexes = poly ? hexesInPolygon(l, spec, poly, polygonBudget) : [single!];
        if (!hexes) {
          report.warn(where, "is one polygon too many: the map's polygons together cover too much to test; skipped");
          continue;
        }
        if (isZone) {
          tiles.addSeaZoneMeta(seaZoneMeta(id, p.name || o.name || rawId, { ...p, name: p.name || o.name || rawId }));
          let i = cells.seaZoneIds.indexOf(id);
          if (i < 0) i = cells.seaZoneIds.push(id) - 1;
          for (const h of hexes) cells.seaZone[hexIndex(spec, h)] = i + 1;
        } else {
          tiles.addNationMeta({ id, name: (p.name || o.name || rawId).slice(0, 200), colour: tiledColour(p.colour ?? p.color) ?? paletteColour(tiles.nations.size) });
          let i = cells.nationIds.indexOf(id);
          if (i < 0) i = cells.nationIds.push(id) - 1;
          for (const h of hexes) cells.nation[hexIndex(spec, h)] = i + 1;
        }
        if (hexes.length === 0) report.info(where, "holds no hex centre");
      } else report.info(where, kind ? `kind "${kind.slice(0, 40)}" is not a hexside, road, feature, label, nation or sea zone; skipped` : "has no kind property or class; skipped");
    }
  }
  return out;
}

function absolute(o: TiledObject, pts: TiledPoint[], closed: boolean): TiledPoint[] {
  const out = pts.map((p) => ({ x: o.x + p.x, y: o.y + p.y }));
  if (closed && out.length > 2) out.push(out[0]!);
  return out;
}

function rectangle(o: TiledObject): TiledPoint[] {
  return [
    { x: o.x, y: o.y },
    { x: o.x + o.width, y: o.y },
    { x: o.x + o.width, y: o.y + o.height },
    { x: o.x, y: o.y + o.height },
  ];
}

/** Where a point-like object stands: a point itself, a tile object's middle (anchored bottom-left), a box's middle. */
function anchor(o: TiledObject): TiledPoint {
  if (o.point) return { x: o.x, y: o.y };
  if (o.gid !== undefined) return { x: o.x + o.width / 2, y: o.y - o.height / 2 };
  return { x: o.x + o.width / 2, y: o.y + o.height / 2 };
}

function wholeNumber(v: string | undefined, where: string, what: string, report: Report): number | undefined {
  if (v === undefined || v === "") return undefined;
  const n = Number(v);
  if (Number.isInteger(n) && n >= 0 && n <= 99) return n;
  report.warn(where, `${what} "${v.slice(0, 20)}" is not a whole number 0–99; left out`);
  return undefined;
}

function feature(kind: string, hex: string, o: TiledObject, where: string, report: Report): MapFeature | null {
  const p = o.properties;
  const name = (p.name || o.name).trim().slice(0, 200);
  const vp = wholeNumber(p.vp, where, "vp", report);
  const base = { hex, ...(name ? { name } : {}), ...(vp !== undefined ? { vp } : {}) };
  if (kind === "port") return { kind: "port", ...base, capacity: wholeNumber(p.capacity, where, "capacity", report) ?? 2 };
  if (kind === "fortification" || kind === "capital") {
    const owner = toId(kind === "fortification" ? p.originalOwner || p.nation || "" : p.nation || "", "");
    if (!owner) {
      report.warn(where, `a ${kind} needs a "${kind === "fortification" ? "originalOwner" : "nation"}" property; skipped`);
      return null;
    }
    return kind === "fortification" ? { kind, ...base, originalOwner: owner } : { kind, ...base, nation: owner };
  }
  return { kind: kind as "city", ...base };
}
