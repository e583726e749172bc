import type { AreaMap } from "@/lib/model/map-area";
import { derivedById, connectionsById } from "./adjacency";
import { type AreaModel as Model, AreaModel, type MapMeta, type Pt, type SpaceState } from "./model";
import { manualFor } from "./adjacency";
import { deriveBorderAdjacency } from "@/lib/validate/area-borders";

// The schema's key order, so a document saved by the editor diffs cleanly against its source.
const META_KEYS = ["$schema", "schemaVersion", "name", "description", "layout", "size", "background", "wrap", "nations"] as const;
const TERRITORY_KEYS = ["id", "name", "originalOwner", "ipc", "victoryCity", "industrialComplex", "capital", "neutral", "impassable", "polygons", "label"];
const SEA_KEYS = ["id", "name", "number", "polygons", "label"];

export function ordered<T extends object>(obj: T, keys: readonly string[]): T {
  const src = obj as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of keys) if (src[k] !== undefined) out[k] = src[k];
  for (const k of Object.keys(src)) if (!(k in out) && src[k] !== undefined) out[k] = src[k];
  return out as T;
}

export const canonicalMeta = (meta: MapMeta): MapMeta => ordered(meta, META_KEYS);

/** Where connection lists were in the loaded document, so saving keeps their order. */
export interface ConnectionOrder {
  from: Map<string, number>;
  to: Map<string, Map<string, number>>;
}

/**
 * Builds the editable model. Vertices with equal coordinates become one
 * vertex; with `weld` > 0 so do vertices closer than that (for traced or
 * imported maps whose borders almost meet — this moves them, so the
 * document no longer round-trips exactly).
 */
export function fromDocument(doc: AreaMap, weld = 0): { model: Model; order: ConnectionOrder } {
  const { territories, seaZones, connections, canals, ...meta } = doc;
  const model = new AreaModel(meta);
  const exact = new Map<string, number>();
  const cell = weld > 0 ? weld : 1;
  const grid = new Map<string, number[]>();
  const vertexAt = (x: number, y: number): number => {
    if (weld > 0) {
      const cx = Math.floor(x / cell);
      const cy = Math.floor(y / cell);
      for (let i = -1; i <= 1; i++)
        for (let j = -1; j <= 1; j++)
          for (const v of grid.get(`${cx + i},${cy + j}`) ?? []) {
            const p = model.vertices.get(v)!;
            if (Math.hypot(p.x - x, p.y - y) <= weld) return v;
          }
    } else {
      const hit = exact.get(`${x},${y}`);
      if (hit !== undefined) return hit;
    }
    const id = model.newVertexId();
    model.apply({ kind: "vertex", id, before: null, after: { x, y } satisfies Pt }, "after");
    if (weld > 0) {
      const k = `${Math.floor(x / cell)},${Math.floor(y / cell)}`;
      const list = grid.get(k);
      if (list) list.push(id);
      else grid.set(k, [id]);
    } else exact.set(`${x},${y}`, id);
    return id;
  };
  const ringsOf = (polygons: number[][]) => polygons.map((flat) => Array.from({ length: flat.length >> 1 }, (_, i) => vertexAt(flat[2 * i]!, flat[2 * i + 1]!)));
  const keys: number[] = [];
  const add = (state: SpaceState) => {
    const key = model.newSpaceKey();
    model.apply({ kind: "space", key, before: null, after: state }, "after");
    keys.push(key);
  };
  for (const { polygons, ...props } of territories) add({ kind: "territory", props, rings: ringsOf(polygons) });
  for (const { polygons, ...props } of seaZones) add({ kind: "seaZone", props, rings: ringsOf(polygons) });
  model.apply({ kind: "order", before: [], after: keys }, "after");
  model.apply({ kind: "canals", before: [], after: canals }, "after");

  const wanted = new Map<string, Set<string>>();
  const join = (a: string, b: string) => {
    if (!wanted.has(a)) wanted.set(a, new Set());
    wanted.get(a)!.add(b);
  };
  for (const c of connections) for (const to of c.to) join(c.from, to);
  // Derived on first need, not here: opening a big board draws it before deriving every border.
  model.deferManual(() => {
    const byKey = deriveBorderAdjacency(
      [...model.ordered()].map(([key]) => ({ id: String(key), polygons: model.flat(key) })),
      meta.size.width,
      meta.wrap.horizontal,
    );
    const derived = new Map([...byKey].map(([k, set]) => [Number(k), new Set([...set].map(Number))]));
    return { manual: manualFor(derivedById(model, derived), wanted), derived };
  });
  model.takeTouched();
  const order: ConnectionOrder = { from: new Map(), to: new Map() };
  connections.forEach((c, i) => {
    if (!order.from.has(c.from)) order.from.set(c.from, i);
    const to = order.to.get(c.from) ?? new Map<string, number>();
    c.to.forEach((t, j) => to.has(t) || to.set(t, j));
    order.to.set(c.from, to);
  });
  return { model, order };
}

/** The document, with connections = derived + manual, listed from both ends. */
export function toDocument(model: Model, derived: Map<number, Set<number>>, order?: ConnectionOrder): AreaMap {
  const territories: AreaMap["territories"] = [];
  const seaZones: AreaMap["seaZones"] = [];
  const rank = new Map<string, number>();
  for (const [key, s] of model.ordered()) {
    rank.set(s.props.id, rank.size);
    // Copies of the model's cached outlines: the document's arrays are the caller's to keep.
    const polygons = model.flat(key).map((r) => r.slice());
    if (s.kind === "territory") territories.push(ordered({ ...s.props, polygons }, TERRITORY_KEYS));
    else seaZones.push(ordered({ ...s.props, polygons }, SEA_KEYS));
  }
  // Hinted entries first, in the order they were loaded; new ones after, in space order.
  const big = 1e9;
  const by = (hint: Map<string, number> | undefined) => (a: string, b: string) =>
    (hint?.get(a) ?? big + rank.get(a)!) - (hint?.get(b) ?? big + rank.get(b)!);
  const adjacency = connectionsById(model, derived);
  const connections = [...adjacency]
    .filter(([, set]) => set.size > 0)
    .map(([from, set]) => ({ from, to: [...set].sort(by(order?.to.get(from))) }))
    .sort((a, b) => by(order?.from)(a.from, b.from));
  return { ...canonicalMeta(model.meta), territories, seaZones, connections, canals: model.canals.map((c) => ({ ...c })) };
}

export { derivedById };
