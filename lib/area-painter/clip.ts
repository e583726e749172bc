import polygonClipping, { type MultiPolygon, type Polygon } from "polygon-clipping";
import type { EditableArea } from "./editable";
import { addVertex, createSpace, deleteSpace, insertOnEdge, keyOf, setRings, uniqueId } from "./edits";
import { areaOf, defaultLabelPoint, projectOnSegment } from "./geometry";
import { pairKey, type Pt } from "./model";
import { directionOf, keeperOf, splitProps } from "./split-halves";

/** Clipping results closer than this to an existing vertex are that vertex (polygon-clipping rounds). */
const SAME_POINT = 1e-6;
/** Pieces smaller than this (px²) are slivers of rounding, not parts of a split. */
const MIN_PIECE = 1e-3;

function toClip(ed: EditableArea, key: number): MultiPolygon {
  return ed.model.flat(key).map((f) => [Array.from({ length: f.length >> 1 }, (_, i) => [f[2 * i]!, f[2 * i + 1]!] as [number, number])]);
}

function outlines(result: MultiPolygon, what: string): Pt[][] {
  const out: Pt[][] = [];
  for (const poly of result) {
    if (poly.length > 1) throw new Error(`${what} would leave a hole, which outlines cannot hold.`);
    const ring = poly[0]!.map(([x, y]) => ({ x, y }));
    const last = ring[ring.length - 1];
    if (last && ring.length > 1 && last.x === ring[0]!.x && last.y === ring[0]!.y) ring.pop();
    const flat = ring.flatMap((p) => [p.x, p.y]);
    if (ring.length >= 3 && areaOf(flat) > MIN_PIECE) out.push(ring);
  }
  return out;
}

/**
 * Turns clipped outlines back into vertex ids: points on existing vertices
 * reuse them (so neighbours keep sharing), new points become vertices and
 * are put into every side they fall on (the neighbour across the cut gets
 * them too). Shared vertices that the clipper dropped as collinear are put
 * back where they lie on a new side.
 */
function toRings(ed: EditableArea, pieces: Pt[][][], oldRings: readonly (readonly number[])[], created: Map<string, number>): number[][][] {
  const m = ed.model;
  const candidates = [...new Set(oldRings.flat())];
  const idFor = (p: Pt): number => {
    const exact = created.get(`${p.x},${p.y}`);
    if (exact !== undefined) return exact;
    for (const v of candidates) {
      const q = m.point(v);
      if (Math.abs(q.x - p.x) <= SAME_POINT && Math.abs(q.y - p.y) <= SAME_POINT) return v;
    }
    for (const [k, v] of created) {
      const [x, y] = k.split(",").map(Number) as [number, number];
      if (Math.abs(x - p.x) <= SAME_POINT && Math.abs(y - p.y) <= SAME_POINT) return v;
    }
    const v = addVertex(ed, p);
    created.set(`${p.x},${p.y}`, v);
    // A new point on an old side goes into that side everywhere.
    for (const ring of oldRings) {
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        if (projectOnSegment(p, m.point(a), m.point(b)).distance <= SAME_POINT) {
          insertOnEdge(ed, a, b, v);
          return v;
        }
      }
    }
    return v;
  };
  const rings = pieces.map((piece) => piece.map((ring) => ring.map(idFor)));
  return rings.map((piece) => piece.map((ring) => restoreDropped(ed, ring, candidates)));
}

function restoreDropped(ed: EditableArea, ring: number[], candidates: number[]): number[] {
  const m = ed.model;
  const inRing = new Set(ring);
  const out: number[] = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    out.push(a);
    const pa = m.point(a);
    const pb = m.point(b);
    const on = candidates
      .filter((v) => !inRing.has(v) && m.vertices.has(v))
      .map((v) => ({ v, hit: projectOnSegment(m.point(v), pa, pb) }))
      .filter(({ hit }) => hit.distance <= SAME_POINT && hit.t > 0 && hit.t < 1)
      .sort((x, y) => x.hit.t - y.hit.t);
    for (const { v } of on) {
      out.push(v);
      inRing.add(v);
    }
  }
  return out;
}

/** The region left of a polyline extended far past both ends, to cut with. */
function sideOf(line: readonly Pt[], reach: number): Polygon {
  const first = line[0]!;
  const last = line[line.length - 1]!;
  const second = line[1]!;
  const before = line[line.length - 2]!;
  const unit = (a: Pt, b: Pt) => {
    const l = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    return { x: (b.x - a.x) / l, y: (b.y - a.y) / l };
  };
  const d0 = unit(second, first);
  const d1 = unit(before, last);
  const across = unit(first, last);
  const normal = { x: -across.y, y: across.x };
  const start = { x: first.x + d0.x * reach, y: first.y + d0.y * reach };
  const end = { x: last.x + d1.x * reach, y: last.y + d1.y * reach };
  const pts = [start, ...line, end, { x: end.x + normal.x * reach, y: end.y + normal.y * reach }, { x: start.x + normal.x * reach, y: start.y + normal.y * reach }];
  return [pts.map((p) => [p.x, p.y] as [number, number])];
}

/** A split's outcome: the space that stayed (same id), the new one, and what went where, for the status bar. */
export interface SplitResult {
  kept: string;
  created: string;
  note: string;
}

/**
 * Splits a space along a drawn line (two or more points, crossing it). The
 * half holding the label point keeps the space's id, name, IPC and unique
 * flags; the other half becomes a new space of the same kind (see
 * split-halves.ts for the ruling).
 */
export function splitSpace(ed: EditableArea, id: string, line: readonly Pt[]): SplitResult {
  if (line.length < 2) throw new Error("Draw a line of at least two points to split along.");
  const key = keyOf(ed, id);
  const space = ed.model.spaces.get(key)!;
  const box = ed.model.box(key);
  const reach = 4 * (Math.hypot(box.maxX - box.minX, box.maxY - box.minY) + Math.hypot(ed.model.meta.size.width, ed.model.meta.size.height));
  const subject = toClip(ed, key);
  const side = sideOf(line, reach);
  const a = outlines(polygonClipping.intersection(subject, side), "This split");
  const b = outlines(polygonClipping.difference(subject, side), "This split");
  if (a.length === 0 || b.length === 0) throw new Error(`The line does not cut "${id}" in two.`);
  const labelPoint = space.props.label ?? defaultLabelPoint(ed.model.flat(key));
  const [keep, give] = keeperOf(a, b, labelPoint) === "a" ? [a, b] : [b, a];
  const [keepRings, giveRings] = toRings(ed, [keep, give], space.rings, new Map());
  const { give: props, note } = splitProps(space, directionOf(keep, give));
  // The new space first: setting the kept rings collects vertices no space uses, and some are the new space's.
  const created = createSpace(ed, space.kind, giveRings!, { ...props, id: uniqueId(ed, `${id}-2`) });
  setRings(ed, key, keepRings!);
  return { kept: id, created, note };
}

/**
 * Merges b into a: a's outline becomes the union of both (several outlines
 * when they do not touch: an island group), b is deleted, and b's manual
 * connections and canal roles pass to a.
 */
export function mergeSpaces(ed: EditableArea, a: string, b: string): void {
  if (a === b) throw new Error("Pick two different spaces to merge.");
  const ka = keyOf(ed, a);
  const kb = keyOf(ed, b);
  const sa = ed.model.spaces.get(ka)!;
  const sb = ed.model.spaces.get(kb)!;
  if (sa.kind !== sb.kind) throw new Error("A territory and a sea zone cannot be merged.");
  const union = outlines(polygonClipping.union(toClip(ed, ka), toClip(ed, kb)), "This merge");
  const [rings] = toRings(ed, [union], [...sa.rings, ...sb.rings], new Map());
  const swap = (s: string) => (s === b ? a : s);
  const m = ed.model.manual;
  const move = (k: string) => pairKey(...(k.split("\u0000").map(swap) as [string, string]));
  const add = [...new Set(m.add.map(move))].filter((k) => !k.split("\u0000").every((s) => s === a)).sort();
  ed.record({ kind: "manual", before: m, after: { add, remove: m.remove.filter((k) => !k.split("\u0000").includes(b)) } });
  ed.record({ kind: "canals", before: ed.model.canals, after: ed.model.canals.map((c) => ({ ...c, seaZones: c.seaZones.map(swap), controlledBy: [...new Set(c.controlledBy.map(swap))] })) });
  setRings(ed, ka, rings!);
  deleteSpace(ed, b);
}
