import { BORDER_TOLERANCE, boxesTouch, deriveBorderAdjacency, meetAcrossWrap, outlinesShareBorder } from "@/lib/validate/area-borders";
import { type AreaModel, pairKey, pairOf } from "./model";

/**
 * Adjacency derived from shared borders, kept up to date lazily: edits only
 * mark spaces touched (in the model), and the next query re-tests just those
 * against the spaces whose boxes reach them. A vertex drag therefore costs
 * nothing until someone asks, then a few spaces' worth of side tests.
 */
export class DerivedAdjacency {
  private pairs = new Map<number, Set<number>>();
  private ready = false;

  constructor(private readonly model: AreaModel) {}

  /** Space key -> adjacent space keys (symmetric). */
  get(): Map<number, Set<number>> {
    // Taken first: it may derive the loaded geometry (and so must run before `takeTouched` tells what changed since).
    const atLoad = this.ready ? null : this.model.takeDerivedAtLoad();
    const { spaces, meta } = this.model.takeTouched();
    if (atLoad && !meta) {
      this.pairs = atLoad;
      this.ready = true;
      for (const key of spaces) this.refresh(key);
    } else if (!this.ready || meta) this.rebuild();
    else for (const key of spaces) this.refresh(key);
    return this.pairs;
  }

  private rebuild() {
    const m = this.model;
    const list = [...m.spaces.keys()].map((key) => ({ id: String(key), polygons: m.flat(key) }));
    const derived = deriveBorderAdjacency(list, m.meta.size.width, m.meta.wrap.horizontal);
    this.pairs = new Map([...derived].map(([k, set]) => [Number(k), new Set([...set].map(Number))]));
    this.ready = true;
  }

  private refresh(key: number) {
    const m = this.model;
    for (const other of this.pairs.get(key) ?? []) this.pairs.get(other)?.delete(key);
    this.pairs.delete(key);
    if (!m.spaces.has(key)) return;
    const mine = new Set<number>();
    this.pairs.set(key, mine);
    const box = m.box(key);
    const flat = m.flat(key);
    const width = m.meta.size.width;
    const wraps = m.meta.wrap.horizontal && (box.minX <= BORDER_TOLERANCE || box.maxX >= width - BORDER_TOLERANCE);
    for (const other of m.spaces.keys()) {
      if (other === key) continue;
      const otherBox = m.box(other);
      let adjacent = false;
      if (boxesTouch(box, otherBox, BORDER_TOLERANCE)) {
        const theirs = m.flat(other);
        adjacent = flat.some((p) => theirs.some((q) => outlinesShareBorder(p, q)));
      }
      if (!adjacent && wraps && (otherBox.minX <= BORDER_TOLERANCE || otherBox.maxX >= width - BORDER_TOLERANCE)) {
        adjacent = meetAcrossWrap({ id: "a", polygons: flat }, { id: "b", polygons: m.flat(other) }, width);
      }
      if (adjacent) {
        mine.add(other);
        let set = this.pairs.get(other);
        if (!set) this.pairs.set(other, (set = new Set()));
        set.add(key);
      }
    }
  }
}

/** Derived adjacency by space id. */
export function derivedById(model: AreaModel, derived: Map<number, Set<number>>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, space] of model.ordered()) {
    out.set(space.props.id, new Set([...(derived.get(key) ?? [])].map((k) => model.spaces.get(k)?.props.id).filter((id): id is string => id !== undefined)));
  }
  return out;
}

/** The document's adjacency: derived, plus manual additions, minus manual removals. Symmetric. */
export function connectionsById(model: AreaModel, derived: Map<number, Set<number>>): Map<string, Set<string>> {
  const out = derivedById(model, derived);
  for (const key of model.manual.add) {
    const [a, b] = pairOf(key);
    if (!out.has(a) || !out.has(b) || a === b) continue;
    out.get(a)!.add(b);
    out.get(b)!.add(a);
  }
  for (const key of model.manual.remove) {
    const [a, b] = pairOf(key);
    out.get(a)?.delete(b);
    out.get(b)?.delete(a);
  }
  return out;
}

/** The manual edits that make `derived` into `wanted` (both by id). */
export function manualFor(derived: Map<string, Set<string>>, wanted: Map<string, Set<string>>): { add: string[]; remove: string[] } {
  const add = new Set<string>();
  const remove = new Set<string>();
  for (const [a, set] of wanted) for (const b of set) if (!derived.get(a)?.has(b)) add.add(pairKey(a, b));
  for (const [a, set] of derived) for (const b of set) if (!wanted.get(a)?.has(b) && !wanted.get(b)?.has(a)) remove.add(pairKey(a, b));
  return { add: [...add].sort(), remove: [...remove].sort() };
}
