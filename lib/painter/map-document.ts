import type { HexMap, MapFeature } from "@/lib/model/map-hex";
import { formatLabel } from "@/lib/hex";
import { applyChange } from "./apply-change";
import { EditableMap } from "./editable-map";
import { defaultOwner, ownerOf, withFeatureReplaced } from "./feature-edits";
import { type Change, History } from "./history";
import { HEXSIDE_BIT, type HexsideKind, ROAD_GRADE, type RoadKind } from "./layers";
import type { PaintLayer } from "./options";
import { resizeMap, type Resize } from "./resize";
import type { EditHost } from "./selection-edits";
import { toDocument } from "./serialize";

/** What changed, so the canvas redraws only that. */
export interface EditorEvent {
  hexes?: number[];
  full?: boolean;
  view?: boolean;
  ui?: boolean;
  /** The document changed for good: an edit was committed, undone or redone (lints run on it). */
  edit?: boolean;
  /** A line for the designer: why a tool did nothing. */
  notice?: string;
  /** The board picture or its placement changed (only the picture's layer is redrawn). */
  background?: boolean;
}

type Listener = (event: EditorEvent) => void;

/**
 * The map being edited and every change to it: each edit is recorded in the
 * history (one stroke, one undo step) and reported to the listeners as what
 * to redraw. MapEditor (editor.ts) adds the tools, pointer input, the view
 * and the clipboard on top.
 */
export class MapDocument implements EditHost {
  map: EditableMap;
  readonly history = new History();
  hover: number | null = null;
  selection = new Set<number>();
  /** The hex the inspector shows. */
  selectedHex: number | null = null;
  /** A reader who may not change the map: every edit is dropped before it is recorded. */
  protected viewOnly = false;
  protected hexBatch: number[] = [];
  private listeners = new Set<Listener>();
  private savedVersion = 0;
  /** The nation last chosen as a fortification's or capital's owner (placed, or set in the inspector). */
  protected lastOwner: string | null = null;

  constructor(doc: HexMap) {
    this.map = EditableMap.fromDocument(doc);
  }

  // ----- events -------------------------------------------------------------

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected emit(event: EditorEvent) {
    for (const l of this.listeners) l(event);
  }

  protected flushHexes() {
    if (this.hexBatch.length === 0) return;
    const hexes = this.hexBatch;
    this.hexBatch = [];
    this.emit({ hexes, ui: true });
  }

  // ----- edits (every one recorded) ------------------------------------------

  protected applyChange(change: Change, which: "before" | "after") {
    const effect = applyChange(this.map, change, which);
    if (effect.kind === "hexes") this.hexBatch.push(...effect.hexes);
    else if (effect.kind === "meta") this.emit({ full: true, ui: true, background: true });
    else if (effect.kind === "background") this.emit({ view: true, ui: true, background: true });
    else this.replaceMap(effect.doc);
  }

  protected record(change: Change) {
    if (this.viewOnly) return;
    // A change made outside any gesture is its own undo step, committed at once.
    const standalone = !this.history.inProgress;
    this.history.record(change);
    this.applyChange(change, "after");
    if (standalone) this.emit({ ui: true, edit: true });
  }

  private replaceMap(doc: HexMap) {
    this.map = EditableMap.fromDocument(doc);
    this.selection.clear();
    this.selectedHex = null;
    this.hover = null;
    this.hexBatch = [];
    this.emit({ full: true, ui: true, view: true });
  }

  setCell(layer: PaintLayer, index: number, value: number) {
    const before = this.map[layer][index]!;
    if (before !== value) this.record({ kind: "cell", layer, index, before, after: value });
  }

  setHexside(a: number, b: number, bits: number) {
    const key = this.map.sideKey(a, b);
    if (key < 0) return;
    const before = this.map.hexsides.get(key) ?? 0;
    if (before !== bits) this.record({ kind: "hexside", key, before, after: bits });
  }

  setRoad(a: number, b: number, kind: RoadKind | null) {
    this.setRoadGrade(a, b, kind ? ROAD_GRADE[kind] : 0);
  }

  /** A road by its grade (0 = none), as a clip holds it. */
  setRoadGrade(a: number, b: number, grade: number) {
    const key = this.map.sideKey(a, b);
    if (key < 0) return;
    const before = this.map.roads.get(key) ?? 0;
    if (before !== grade) this.record({ kind: "road", key, before, after: grade });
  }

  /** The whole features list replaced, as part of the undo step in progress (or as one of its own). */
  replaceFeatures(next: MapFeature[]) {
    this.record({ kind: "features", before: this.map.features.map((f) => ({ ...f })), after: next });
  }

  protected setFeatures(label: string, next: MapFeature[]) {
    this.history.begin(label);
    this.replaceFeatures(next);
    this.endGesture();
    this.flushHexes();
  }

  labelOf(index: number): string {
    return formatLabel(this.map.spec, { col: index % this.map.spec.columns, row: Math.floor(index / this.map.spec.columns) });
  }

  indexOfLabel(label: string): number | null {
    return this.map.indexOfLabel(label);
  }

  featuresAtIndex(index: number): MapFeature[] {
    return this.map.featuresAt(this.labelOf(index));
  }

  /** The owner a new fortification or capital on this hex gets (feature-edits.ts). */
  defaultOwner(index: number): string | null {
    return defaultOwner(this.map, index, this.lastOwner);
  }

  moveFeatures(from: number, to: number) {
    const a = this.labelOf(from);
    const b = this.labelOf(to);
    this.setFeatures("Move features", this.map.features.map((f) => (f.hex === a ? { ...f, hex: b } : f)));
  }

  /** Replaces the n-th feature of a hex (inspector edits); null deletes it. */
  updateFeature(index: number, n: number, next: MapFeature | null) {
    const owner = ownerOf(next);
    if (owner) this.lastOwner = owner;
    this.setFeatures(next ? "Edit feature" : "Delete feature", withFeatureReplaced(this.map.features, this.labelOf(index), n, next));
  }

  deleteFeaturesAt(indices: number[]) {
    const labels = new Set(indices.map((i) => this.labelOf(i)));
    const out = this.map.features.filter((f) => !labels.has(f.hex));
    if (out.length !== this.map.features.length) this.setFeatures("Delete features", out);
  }

  /** Edits the map-wide parts (name, terrain types, nations, sea zones, edges, labels) as one undo step. */
  updateMeta(label: string, next: EditableMap["meta"]) {
    this.history.begin(label);
    this.record({ kind: "meta", before: this.map.meta, after: next });
    this.endGesture();
  }

  /** Replaces every hex of one terrain type with another, as one undo step. */
  replaceTerrain(from: number, to: number): number {
    this.history.begin("Replace terrain");
    let n = 0;
    for (let i = 0; i < this.map.cells; i++) {
      if (this.map.terrain[i] === from) {
        this.setCell("terrain", i, to);
        n++;
      }
    }
    this.endGesture();
    this.flushHexes();
    return n;
  }

  /**
   * The board picture placed, moved, changed or removed (undefined) as one
   * undo step. With `live`, a slider or a drag is under way: its changes
   * fold into one step that `endGesture` (on release) commits.
   */
  setBackground(label: string, next: HexMap["background"], live = false) {
    if (this.viewOnly) return;
    if (!this.history.inProgress) this.history.begin(label);
    this.record({ kind: "background", before: this.map.meta.background, after: next });
    if (!live) this.endGesture();
  }

  /** Paints one terrain on many hexes as one undo step (terrain traced from the picture). */
  paintTerrain(label: string, hexes: readonly number[], terrain: number) {
    if (this.viewOnly || hexes.length === 0) return;
    this.history.begin(label);
    for (const i of hexes) this.setCell("terrain", i, terrain);
    this.endGesture();
    this.flushHexes();
  }

  resize(by: Resize) {
    const before = this.document();
    const after = resizeMap(before, by);
    this.history.begin("Resize map");
    this.record({ kind: "document", before, after });
    this.endGesture();
  }

  /** Replaces the whole document (an imported map) as one undo step. */
  replaceDocument(label: string, after: HexMap) {
    const before = this.document();
    this.history.begin(label);
    this.record({ kind: "document", before, after });
    this.endGesture();
  }

  // ----- selection ------------------------------------------------------------

  selectHex(index: number | null) {
    this.selectedHex = index;
    this.emit({ ui: true, view: true });
  }

  setSelection(hexes: number[], additive = false) {
    if (!additive) this.selection.clear();
    for (const h of hexes) this.selection.add(h);
    this.emit({ ui: true, view: true });
  }

  // ----- history, saving -------------------------------------------------------

  /** Called by tools when their gesture ends: the pending changes become one undo step. */
  endGesture() {
    const entry = this.history.commit();
    this.emit({ ui: true, edit: entry !== null });
  }

  get dirty(): boolean {
    return this.history.version !== this.savedVersion;
  }

  markSaved(version = this.history.version) {
    this.savedVersion = version;
    this.emit({ ui: true });
  }

  document(): HexMap {
    return toDocument(this.map);
  }

  hasHexsideKind(a: number, b: number, kind: HexsideKind): boolean {
    return (this.map.hexsideBits(a, b) & HEXSIDE_BIT[kind]) !== 0;
  }
}
