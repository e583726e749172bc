import { ID_PATTERN } from "@/lib/model/fields";
import type { EditableArea } from "./editable";
import { type Canal, type MapMeta, pairKey, type Pt, type Rings, type SeaZoneProps, type SpaceKind, type SpaceState, type TerritoryProps } from "./model";
import { canonicalMeta } from "./serialize";

/**
 * The document edits, as functions over an EditableArea: each records its
 * changes (call them inside `transact` or a gesture). Refusals are thrown as
 * Error with a one-line reason; `transact` reverts whatever was done.
 */

export function addVertex(ed: EditableArea, p: Pt): number {
  const id = ed.model.newVertexId();
  ed.record({ kind: "vertex", id, before: null, after: { x: p.x, y: p.y } });
  return id;
}

export function moveVertex(ed: EditableArea, id: number, p: Pt): void {
  const before = ed.model.vertices.get(id);
  if (!before) throw new Error(`No vertex ${id}.`);
  if (before.x === p.x && before.y === p.y) return;
  ed.record({ kind: "vertex", id, before, after: { x: p.x, y: p.y } });
}

/** Drops consecutive repeats and rings too small to be outlines. */
function cleanRings(rings: Rings): number[][] {
  const out: number[][] = [];
  for (const ring of rings) {
    const r = ring.filter((v, i) => v !== ring[(i + ring.length - 1) % ring.length]);
    if (new Set(r).size >= 3) out.push(r);
  }
  return out;
}

/** Replaces a space's rings and removes the vertices no space uses any more. */
export function setRings(ed: EditableArea, key: number, rings: Rings): void {
  const before = ed.model.spaces.get(key);
  if (!before) throw new Error(`No space ${key}.`);
  ed.record({ kind: "space", key, before, after: { ...before, rings } as SpaceState });
  collect(ed, before.rings.flat());
}

export function collect(ed: EditableArea, candidates: Iterable<number>): void {
  for (const v of new Set(candidates)) {
    const p = ed.model.vertices.get(v);
    if (p && ed.model.usersOf(v).length === 0) ed.record({ kind: "vertex", id: v, before: p, after: null });
  }
}

/** Puts vertex v between a and b wherever a–b is a side, in every space: shared borders stay shared. */
export function insertOnEdge(ed: EditableArea, a: number, b: number, v: number): number {
  let n = 0;
  const users = ed.model.usersOf(a).filter((k) => ed.model.usersOf(b).includes(k));
  for (const key of users) {
    const space = ed.model.spaces.get(key)!;
    let changed = false;
    const rings = space.rings.map((ring) => {
      const out: number[] = [];
      for (let i = 0; i < ring.length; i++) {
        const p = ring[i]!;
        const q = ring[(i + 1) % ring.length]!;
        out.push(p);
        if ((p === a && q === b) || (p === b && q === a)) {
          out.push(v);
          changed = true;
          n++;
        }
      }
      return out;
    });
    if (changed) setRings(ed, key, rings);
  }
  return n;
}

/** Removes a vertex from every outline using it. Refused when a space would lose its last outline. */
export function deleteVertex(ed: EditableArea, v: number): void {
  for (const key of ed.model.usersOf(v)) {
    const space = ed.model.spaces.get(key)!;
    const rings = cleanRings(space.rings.map((r) => r.filter((x) => x !== v)));
    if (rings.length === 0) throw new Error(`"${space.props.id}" would have no outline left; delete the space instead.`);
    setRings(ed, key, rings);
  }
  collect(ed, [v]);
}

/** Whether welding `from` into `into` leaves every space using `from` an outline (a triangle dropped on itself would have none). */
export function weldKeepsOutlines(ed: EditableArea, from: number, into: number): boolean {
  return ed.model.usersOf(from).every((key) => cleanRings(ed.model.spaces.get(key)!.rings.map((r) => r.map((x) => (x === from ? into : x)))).length > 0);
}

/** Makes `from` the same vertex as `into` everywhere (a dragged vertex dropped on another). */
export function weldVertex(ed: EditableArea, from: number, into: number): void {
  if (from === into) return;
  for (const key of ed.model.usersOf(from)) {
    const space = ed.model.spaces.get(key)!;
    setRings(ed, key, cleanRings(space.rings.map((r) => r.map((x) => (x === from ? into : x)))));
  }
  collect(ed, [from]);
}

export function uniqueId(ed: EditableArea, base: string): string {
  const taken = (id: string) => ed.model.keyOf(id) !== undefined || ed.model.canals.some((c) => c.id === id) || ed.model.meta.nations.some((n) => n.id === id);
  if (!taken(base)) return base;
  for (let i = 2; ; i++) if (!taken(`${base}-${i}`)) return `${base}-${i}`;
}

export function createSpace(ed: EditableArea, kind: SpaceKind, rings: Rings, props: Partial<TerritoryProps & SeaZoneProps> = {}): string {
  const clean = cleanRings(rings);
  if (clean.length === 0) throw new Error("An outline needs at least three points.");
  const count = [...ed.model.spaces.values()].filter((s) => s.kind === kind).length + 1;
  const id = props.id && ed.model.keyOf(props.id) === undefined ? props.id : uniqueId(ed, kind === "territory" ? `territory-${count}` : `sz-${count}`);
  const key = ed.model.newSpaceKey();
  const state: SpaceState =
    kind === "territory"
      ? { kind, props: { ...props, id, name: props.name ?? `Territory ${count}`, ipc: props.ipc ?? 0 } as TerritoryProps, rings: clean }
      : { kind, props: { ...props, id, name: props.name ?? `Sea zone ${count}` } as SeaZoneProps, rings: clean };
  ed.record({ kind: "space", key, before: null, after: state });
  ed.record({ kind: "order", before: ed.model.order, after: [...ed.model.order, key] });
  return id;
}

export function addRing(ed: EditableArea, id: string, ring: readonly number[]): void {
  const key = keyOf(ed, id);
  const space = ed.model.spaces.get(key)!;
  const clean = cleanRings([ring]);
  if (clean.length === 0) throw new Error("An outline needs at least three points.");
  setRings(ed, key, [...space.rings, ...clean]);
}

export function keyOf(ed: EditableArea, id: string): number {
  const key = ed.model.keyOf(id);
  if (key === undefined) throw new Error(`No territory or sea zone "${id}".`);
  return key;
}

const withoutSpace = (canals: readonly Canal[], id: string): Canal[] =>
  canals.filter((c) => !c.seaZones.includes(id)).map((c) => ({ ...c, controlledBy: c.controlledBy.filter((t) => t !== id) })).filter((c) => c.controlledBy.length > 0);

/** Deletes a space with its manual connections and the canals it is part of. */
export function deleteSpace(ed: EditableArea, id: string): void {
  const key = keyOf(ed, id);
  const space = ed.model.spaces.get(key)!;
  const m = ed.model.manual;
  const mine = (k: string) => k.split("\u0000").includes(id);
  if (m.add.some(mine) || m.remove.some(mine)) ed.record({ kind: "manual", before: m, after: { add: m.add.filter((k) => !mine(k)), remove: m.remove.filter((k) => !mine(k)) } });
  const canals = withoutSpace(ed.model.canals, id);
  if (canals.length !== ed.model.canals.length || canals.some((c, i) => c.controlledBy.length !== ed.model.canals[i]?.controlledBy.length)) {
    ed.record({ kind: "canals", before: ed.model.canals, after: canals });
  }
  ed.record({ kind: "order", before: ed.model.order, after: ed.model.order.filter((k) => k !== key) });
  ed.record({ kind: "space", key, before: space, after: null });
  collect(ed, space.rings.flat());
}

export type SpacePatch = Partial<Omit<TerritoryProps, "id">> & Partial<Omit<SeaZoneProps, "id">>;

/** Sets properties; `undefined` values remove optional ones (false flags are dropped too, as the samples omit them). */
export function setProps(ed: EditableArea, id: string, patch: SpacePatch): void {
  const key = keyOf(ed, id);
  const space = ed.model.spaces.get(key)!;
  const allowed = space.kind === "territory" ? ["name", "originalOwner", "ipc", "victoryCity", "industrialComplex", "capital", "neutral", "impassable", "label"] : ["name", "number", "label"];
  const props: Record<string, unknown> = { ...space.props };
  for (const [k, v] of Object.entries(patch)) {
    if (!allowed.includes(k)) throw new Error(`A ${space.kind === "territory" ? "territory" : "sea zone"} has no "${k}".`);
    if (v === undefined || v === false || v === "") delete props[k];
    else props[k] = v;
  }
  if (typeof props.name !== "string" || props.name.trim() === "") throw new Error("A space needs a name.");
  if (props.ipc !== undefined && (!Number.isInteger(props.ipc) || (props.ipc as number) < 0 || (props.ipc as number) > 99)) throw new Error("IPC is a whole number from 0 to 99.");
  if (props.originalOwner !== undefined && !ed.model.meta.nations.some((n) => n.id === props.originalOwner)) throw new Error(`Unknown nation "${String(props.originalOwner)}".`);
  ed.record({ kind: "space", key, before: space, after: { ...space, props } as SpaceState });
}

/** Renames a space and every reference to it (manual connections, canals). */
export function renameSpace(ed: EditableArea, id: string, next: string): void {
  if (id === next) return;
  if (!ID_PATTERN.test(next)) throw new Error(`"${next}" is not a valid id (letters, digits, _ . -; starting with a letter or digit).`);
  if (ed.model.keyOf(next) !== undefined) throw new Error(`"${next}" is already used.`);
  const key = keyOf(ed, id);
  const space = ed.model.spaces.get(key)!;
  ed.record({ kind: "space", key, before: space, after: { ...space, props: { ...space.props, id: next } } as SpaceState });
  const swap = (k: string) => {
    const [a, b] = k.split("\u0000") as [string, string];
    return a === id || b === id ? pairKey(a === id ? next : a, b === id ? next : b) : k;
  };
  const m = ed.model.manual;
  ed.record({ kind: "manual", before: m, after: { add: m.add.map(swap).sort(), remove: m.remove.map(swap).sort() } });
  const rename = (s: string) => (s === id ? next : s);
  ed.record({ kind: "canals", before: ed.model.canals, after: ed.model.canals.map((c) => ({ ...c, seaZones: c.seaZones.map(rename), controlledBy: c.controlledBy.map(rename) })) });
}

/** Connects or disconnects two spaces by hand, on top of what their borders say. */
export function setConnected(ed: EditableArea, a: string, b: string, on: boolean): void {
  keyOf(ed, a);
  keyOf(ed, b);
  if (a === b) throw new Error("A space cannot be connected to itself.");
  const k = pairKey(a, b);
  const derived = ed.derivedConnections().get(a)?.has(b) ?? false;
  const m = ed.model.manual;
  const add = new Set(m.add);
  const remove = new Set(m.remove);
  add.delete(k);
  remove.delete(k);
  if (on && !derived) add.add(k);
  if (!on && derived) remove.add(k);
  ed.record({ kind: "manual", before: m, after: { add: [...add].sort(), remove: [...remove].sort() } });
}

/**
 * Adds or replaces a canal (by id). Its sea zones are connected by hand when
 * their borders do not already join them, since the canal is the passage.
 */
export function setCanal(ed: EditableArea, canal: Canal): void {
  const [a, b] = canal.seaZones;
  for (const z of canal.seaZones) if (ed.model.space(z)?.kind !== "seaZone") throw new Error(`"${z}" is not a sea zone.`);
  for (const t of canal.controlledBy) if (ed.model.space(t)?.kind !== "territory") throw new Error(`"${t}" is not a territory.`);
  if (a === b || canal.controlledBy.length === 0) throw new Error("A canal joins two sea zones and is held by at least one territory.");
  if (!ID_PATTERN.test(canal.id)) throw new Error(`"${canal.id}" is not a valid id.`);
  const exists = ed.model.canals.some((c) => c.id === canal.id);
  const canals = exists ? ed.model.canals.map((c) => (c.id === canal.id ? canal : c)) : [...ed.model.canals, canal];
  ed.record({ kind: "canals", before: ed.model.canals, after: canals });
  if (!ed.connections().get(a!)?.has(b!)) setConnected(ed, a!, b!, true);
}

export function deleteCanal(ed: EditableArea, id: string): void {
  ed.record({ kind: "canals", before: ed.model.canals, after: ed.model.canals.filter((c) => c.id !== id) });
}

export type MetaPatch = Partial<Pick<MapMeta, "name" | "description" | "size" | "wrap" | "nations">> & { background?: MapMeta["background"] | null };

/** Map settings: size, wrap, background (null removes it) and opacity, name, nations. */
export function setMeta(ed: EditableArea, patch: MetaPatch): void {
  const next: Record<string, unknown> = { ...ed.model.meta };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === undefined) delete next[k];
    else next[k] = v;
  }
  const meta = next as MapMeta;
  if (!Number.isInteger(meta.size.width) || !Number.isInteger(meta.size.height) || meta.size.width < 1 || meta.size.height < 1) throw new Error("The map size is whole pixels, at least 1×1.");
  if (meta.background && !(meta.background.opacity >= 0 && meta.background.opacity <= 1)) throw new Error("Opacity is from 0 to 1.");
  ed.record({ kind: "meta", before: ed.model.meta, after: canonicalMeta(meta) });
}
