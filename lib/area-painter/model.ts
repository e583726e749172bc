import type { AreaMap } from "@/lib/model/map-area";
import { type Box, boxOfFlat, EMPTY_BOX } from "@/lib/validate/area-borders";

export type Territory = AreaMap["territories"][number];
export type SeaZone = AreaMap["seaZones"][number];
export type Canal = AreaMap["canals"][number];
export type SpaceKind = "territory" | "seaZone";
export type TerritoryProps = Omit<Territory, "polygons">;
export type SeaZoneProps = Omit<SeaZone, "polygons">;
/** Everything of the map that is not a list of spaces, connections or canals. */
export type MapMeta = Omit<AreaMap, "territories" | "seaZones" | "connections" | "canals">;

export interface Pt {
  x: number;
  y: number;
}

/** Rings are lists of vertex ids into the shared pool, never coordinates. */
export type Rings = readonly (readonly number[])[];

/** A space's whole state. Immutable: every edit replaces it, so history can keep it by reference. */
export type SpaceState = { kind: "territory"; props: TerritoryProps; rings: Rings } | { kind: "seaZone"; props: SeaZoneProps; rings: Rings };

/** Manual connection edits on top of the derived ones, as sorted pair keys ("a\u0000b", a < b). */
export interface Manual {
  add: readonly string[];
  remove: readonly string[];
}

/** One recorded difference; undo applies `before`, redo `after`. null = absent. */
export type AreaChange =
  | { kind: "vertex"; id: number; before: Pt | null; after: Pt | null }
  | { kind: "space"; key: number; before: SpaceState | null; after: SpaceState | null }
  | { kind: "order"; before: readonly number[]; after: readonly number[] }
  | { kind: "manual"; before: Manual; after: Manual }
  | { kind: "canals"; before: readonly Canal[]; after: readonly Canal[] }
  | { kind: "meta"; before: MapMeta; after: MapMeta };

export function slotOf(change: AreaChange): string {
  switch (change.kind) {
    case "vertex":
      return `v:${change.id}`;
    case "space":
      return `s:${change.key}`;
    default:
      return change.kind;
  }
}

export const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
export const pairOf = (key: string) => key.split("\u0000") as [string, string];

/**
 * The editable area map: spaces whose rings index a shared vertex pool, so a
 * border drawn once is one list of vertices however many spaces use it. Only
 * `apply` changes it (the editor records each change in the history first);
 * `touched` collects the spaces whose geometry changed, for the adjacency
 * cache and the view to redo just those.
 */
export class AreaModel {
  readonly vertices = new Map<number, Pt>();
  readonly spaces = new Map<number, SpaceState>();
  /** Spaces in document order (territories and sea zones interleaved as they were added). */
  order: readonly number[] = [];
  private manualValue: Manual = { add: [], remove: [] };
  /**
   * A loaded document's connections become manual edits against the derived
   * ones only when first needed (deriving every border of a traced 54,000-vertex
   * board is the dearest part of opening it): `deferManual` leaves the work
   * here, and it runs before any change is applied, so it sees the loaded
   * geometry. It also leaves the derived adjacency it found, by space key.
   */
  private pendingManual: (() => { manual: Manual; derived: Map<number, Set<number>> }) | null = null;
  private derivedAtLoad: Map<number, Set<number>> | null = null;
  canals: readonly Canal[] = [];
  meta: MapMeta;
  /** Which spaces use each vertex, and how often (a ring may close on its first vertex). */
  private readonly users = new Map<number, Map<number, number>>();
  private readonly keyById = new Map<string, number>();
  private readonly flatCache = new Map<number, number[][]>();
  private readonly boxCache = new Map<number, Box>();
  private nextVertex = 1;
  private nextSpace = 1;
  /** Space keys whose outline changed since the last `takeTouched`. */
  private touched = new Set<number>();
  /** Set when something changed that affects every space (size, wrap). */
  metaTouched = false;

  constructor(meta: MapMeta) {
    this.meta = meta;
  }

  get manual(): Manual {
    this.settle();
    return this.manualValue;
  }

  set manual(value: Manual) {
    this.settle();
    this.manualValue = value;
  }

  deferManual(resolve: () => { manual: Manual; derived: Map<number, Set<number>> }) {
    this.pendingManual = resolve;
  }

  /** The adjacency derived from the loaded geometry (once; null after, or if never deferred). */
  takeDerivedAtLoad(): Map<number, Set<number>> | null {
    this.settle();
    const out = this.derivedAtLoad;
    this.derivedAtLoad = null;
    return out;
  }

  private settle() {
    const resolve = this.pendingManual;
    if (!resolve) return;
    this.pendingManual = null;
    const { manual, derived } = resolve();
    this.manualValue = manual;
    this.derivedAtLoad = derived;
  }

  newVertexId(): number {
    return this.nextVertex++;
  }

  newSpaceKey(): number {
    return this.nextSpace++;
  }

  keyOf(id: string): number | undefined {
    return this.keyById.get(id);
  }

  space(id: string): SpaceState | undefined {
    const key = this.keyById.get(id);
    return key === undefined ? undefined : this.spaces.get(key);
  }

  /** The spaces using a vertex. */
  usersOf(vertex: number): number[] {
    return [...(this.users.get(vertex)?.keys() ?? [])];
  }

  point(vertex: number): Pt {
    const p = this.vertices.get(vertex);
    if (!p) throw new Error(`No vertex ${vertex}`);
    return p;
  }

  /** A space's outlines as flat coordinate lists (cached until its geometry changes). */
  flat(key: number): number[][] {
    let out = this.flatCache.get(key);
    if (!out) {
      const space = this.spaces.get(key);
      out = (space?.rings ?? []).map((ring) => {
        const flat = new Array<number>(2 * ring.length);
        for (let i = 0; i < ring.length; i++) {
          const p = this.point(ring[i]!);
          flat[2 * i] = p.x;
          flat[2 * i + 1] = p.y;
        }
        return flat;
      });
      this.flatCache.set(key, out);
    }
    return out;
  }

  box(key: number): Box {
    let out = this.boxCache.get(key);
    if (!out) {
      out = { ...EMPTY_BOX };
      for (const f of this.flat(key)) boxOfFlat(f, out);
      this.boxCache.set(key, out);
    }
    return out;
  }

  takeTouched(): { spaces: Set<number>; meta: boolean } {
    const out = { spaces: this.touched, meta: this.metaTouched };
    this.touched = new Set();
    this.metaTouched = false;
    return out;
  }

  private touch(key: number) {
    this.touched.add(key);
    this.flatCache.delete(key);
    this.boxCache.delete(key);
  }

  apply(change: AreaChange, which: "before" | "after"): void {
    this.settle();
    switch (change.kind) {
      case "vertex": {
        const value = change[which];
        if (value) this.vertices.set(change.id, value);
        else this.vertices.delete(change.id);
        if (change.id >= this.nextVertex) this.nextVertex = change.id + 1;
        for (const key of this.users.get(change.id)?.keys() ?? []) this.touch(key);
        break;
      }
      case "space":
        this.setSpace(change.key, change[which]);
        break;
      case "order":
        this.order = change[which];
        break;
      case "manual":
        this.manual = change[which];
        break;
      case "canals":
        this.canals = change[which];
        break;
      case "meta":
        this.meta = change[which];
        this.metaTouched = true;
        break;
    }
  }

  private setSpace(key: number, next: SpaceState | null) {
    const prev = this.spaces.get(key);
    if (prev) {
      this.keyById.delete(prev.props.id);
      this.countUses(key, prev.rings, -1);
    }
    if (next) {
      this.spaces.set(key, next);
      this.keyById.set(next.props.id, key);
      this.countUses(key, next.rings, +1);
    } else this.spaces.delete(key);
    if (key >= this.nextSpace) this.nextSpace = key + 1;
    this.touch(key);
  }

  private countUses(key: number, rings: Rings, by: 1 | -1) {
    for (const ring of rings) {
      for (const v of ring) {
        let m = this.users.get(v);
        if (!m) this.users.set(v, (m = new Map()));
        const n = (m.get(key) ?? 0) + by;
        if (n > 0) m.set(key, n);
        else m.delete(key);
        if (m.size === 0) this.users.delete(v);
      }
    }
  }

  /** Spaces in order, with their ids. */
  *ordered(): Generator<[number, SpaceState]> {
    for (const key of this.order) {
      const s = this.spaces.get(key);
      if (s) yield [key, s];
    }
  }
}
