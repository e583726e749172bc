import { formatLabel } from "@/lib/hex";
import type { HexMap, MapFeature } from "@/lib/model/map-hex";
import { neighbours, hexIndex } from "@/lib/hex";
import { copyHexes, type HexClip, pasteTargets } from "./clipboard";
import { EditableMap } from "./editable-map";
import { hexCentre, indexAtPoint, mapExtent } from "./geometry";
import { type Change, History } from "./history";
import { HEXSIDE_BIT, type HexsideKind, NONE, ROAD_GRADE, type RoadKind } from "./layers";
import { resizeMap, type Resize } from "./resize";
import { toDocument } from "./serialize";
import { BrushTool, EyedropperTool, FillTool, LineTool, RectTool } from "./tools/paint-tools";
import { HexsideTool, RoadTool } from "./tools/edge-tools";
import { FeatureTool } from "./tools/feature-tool";
import { PanTool, SelectTool } from "./tools/select-tool";
import type { PointerInput, Tool, ToolHost, ToolId } from "./tools/types";
import type { EditorOptions, PaintLayer } from "./options";

export type { EditorOptions, FeatureKind, PaintLayer } from "./options";
import { centreOn, fitView, type ScreenRect, toMap, type View, zoomAt } from "./view";

/** The tools that only look: all a read-only editor offers. */
export const VIEW_TOOLS: ReadonlySet<ToolId> = new Set<ToolId>(["select", "pan"]);

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
}

type Listener = (event: EditorEvent) => void;

/**
 * The headless map editor: the document being edited, the history, the
 * tools and the view. React and the canvas only read it and forward input;
 * unit tests drive it with pointer events alone.
 */
export class MapEditor implements ToolHost {
  map: EditableMap;
  readonly history = new History();
  options: EditorOptions = {
    layer: "terrain",
    values: { terrain: 1, nation: 1, seaZone: 1 },
    brushSize: 1,
    hexsideKind: "minor-river",
    roadKind: "primary",
    roadErase: false,
    featureKind: "city",
    selectMode: "box",
  };
  view: View = { scale: 20, x: 0, y: 0 };
  viewport = { width: 800, height: 600 };
  /** Boxes floating over the canvas (minimap, status label) that Fit keeps the map clear of. */
  readonly covered = new Map<string, ScreenRect>();
  hover: number | null = null;
  selection = new Set<number>();
  /** The hex the inspector shows. */
  selectedHex: number | null = null;
  private tools: Record<ToolId, Tool>;
  private toolId: ToolId = "brush";
  private previousTool: ToolId = "brush";
  private panning: { sx: number; sy: number; view: View } | null = null;
  private gestureTool: Tool | null = null;
  private listeners = new Set<Listener>();
  private savedVersion = 0;
  private hexBatch: number[] = [];
  private viewOnly = false;

  constructor(doc: HexMap) {
    this.map = EditableMap.fromDocument(doc);
    this.tools = {
      brush: new BrushTool(this),
      line: new LineTool(this),
      fill: new FillTool(this),
      rect: new RectTool(this),
      eyedropper: new EyedropperTool(this),
      hexside: new HexsideTool(this),
      road: new RoadTool(this),
      feature: new FeatureTool(this),
      select: new SelectTool(this),
      pan: new PanTool(),
    };
  }

  // ----- events -------------------------------------------------------------

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: EditorEvent) {
    for (const l of this.listeners) l(event);
  }

  private flushHexes() {
    if (this.hexBatch.length === 0) return;
    const hexes = this.hexBatch;
    this.hexBatch = [];
    this.emit({ hexes, ui: true });
  }

  // ----- tools ---------------------------------------------------------------

  get tool(): ToolId {
    return this.toolId;
  }

  setTool(id: ToolId) {
    if (id === this.toolId) return;
    if (this.viewOnly && !VIEW_TOOLS.has(id)) return;
    this.cancelGesture();
    if (id === "eyedropper") this.previousTool = this.toolId;
    this.toolId = id;
    this.emit({ ui: true, view: true });
  }

  activeTool(): Tool {
    return this.tools[this.toolId];
  }

  /**
   * For a reader who may not change the map (team mode, a viewer): only the
   * select and pan tools, and every edit is dropped before it is recorded, so
   * the map can never differ from what was opened.
   */
  makeReadOnly() {
    this.setTool("select");
    this.viewOnly = true;
  }

  get readOnly(): boolean {
    return this.viewOnly;
  }

  setOptions(patch: Partial<EditorOptions>) {
    this.options = { ...this.options, ...patch, values: { ...this.options.values, ...patch.values } };
    this.emit({ ui: true, view: true });
  }

  // ----- pointer input (screen pixels relative to the canvas) -----------------

  private input(sx: number, sy: number, mods: { shift?: boolean; alt?: boolean }): PointerInput {
    const point = toMap(this.view, sx, sy);
    return { point, hex: indexAtPoint(this.map.spec, point), shift: !!mods.shift, alt: !!mods.alt };
  }

  pointerDown(sx: number, sy: number, mods: { button?: number; shift?: boolean; alt?: boolean; space?: boolean } = {}) {
    if (mods.button === 1 || mods.space || this.toolId === "pan") {
      this.panning = { sx, sy, view: this.view };
      return;
    }
    if (mods.button !== undefined && mods.button !== 0) return;
    this.gestureTool = this.activeTool();
    this.gestureTool.down(this.input(sx, sy, mods));
    this.flushHexes();
    this.emit({ view: true });
  }

  pointerMove(sx: number, sy: number, mods: { shift?: boolean; alt?: boolean } = {}) {
    if (this.panning) {
      const p = this.panning;
      this.setView({ ...p.view, x: p.view.x + sx - p.sx, y: p.view.y + sy - p.sy });
      return;
    }
    const input = this.input(sx, sy, mods);
    const hoverChanged = input.hex !== this.hover;
    this.hover = input.hex;
    (this.gestureTool ?? this.activeTool()).move(input);
    this.flushHexes();
    if (hoverChanged || this.gestureTool) this.emit({ view: true, ui: hoverChanged });
  }

  pointerUp(sx: number, sy: number, mods: { shift?: boolean; alt?: boolean } = {}) {
    if (this.panning) {
      this.panning = null;
      return;
    }
    const tool = this.gestureTool;
    this.gestureTool = null;
    tool?.up(this.input(sx, sy, mods));
    this.flushHexes();
    this.emit({ view: true, ui: true });
  }

  pointerLeave() {
    this.hover = null;
    this.emit({ view: true, ui: true });
  }

  get gestureInProgress(): boolean {
    return this.gestureTool !== null || this.history.inProgress;
  }

  /** Escape: abandon the stroke in progress and put back what it changed. */
  cancelGesture(): boolean {
    const tool = this.gestureTool;
    this.gestureTool = null;
    this.panning = null;
    tool?.cancel();
    const reverted = this.history.cancel();
    for (const change of reverted) this.applyChange(change, "before");
    this.flushHexes();
    if (tool || reverted.length > 0) this.emit({ view: true, ui: true });
    return tool !== null || reverted.length > 0;
  }

  /** Called by tools when their gesture ends: the pending changes become one undo step. */
  endGesture() {
    const entry = this.history.commit();
    this.emit({ ui: true, edit: entry !== null });
  }

  // ----- view ------------------------------------------------------------------

  setViewport(width: number, height: number) {
    this.viewport = { width, height };
    this.emit({ view: true });
  }

  /** Tells Fit where a box floats over the canvas (null: it is gone). */
  setCovered(id: string, rect: ScreenRect | null) {
    if (rect) this.covered.set(id, rect);
    else this.covered.delete(id);
  }

  setView(view: View) {
    this.view = view;
    this.emit({ view: true });
  }

  zoom(sx: number, sy: number, factor: number) {
    this.setView(zoomAt(this.view, sx, sy, factor));
  }

  fit() {
    this.setView(fitView(mapExtent(this.map.spec), this.viewport.width, this.viewport.height, 16, [...this.covered.values()]));
  }

  centreOnHex(index: number) {
    this.setView(centreOn(this.view, hexCentre(this.map.spec, { col: index % this.map.spec.columns, row: Math.floor(index / this.map.spec.columns) }), this.viewport.width, this.viewport.height));
  }

  // ----- edits (every one recorded) -------------------------------------------------

  private applyChange(change: Change, which: "before" | "after") {
    const value = change[which];
    switch (change.kind) {
      case "cell":
        this.map[change.layer][change.index] = value as number;
        this.hexBatch.push(change.index);
        break;
      case "hexside": {
        if (value) this.map.hexsides.set(change.key, value as number);
        else this.map.hexsides.delete(change.key);
        this.hexBatch.push(...this.map.sideHexes(change.key));
        break;
      }
      case "road": {
        if (value) this.map.roads.set(change.key, value as number);
        else this.map.roads.delete(change.key);
        this.hexBatch.push(...this.map.sideHexes(change.key));
        break;
      }
      case "features": {
        const touched = new Set([...change.before, ...change.after].map((f) => f.hex));
        this.map.features = (value as MapFeature[]).map((f) => ({ ...f }));
        for (const label of touched) {
          const i = this.indexOfLabel(label);
          if (i !== null) this.hexBatch.push(i);
        }
        break;
      }
      case "meta":
        this.map.meta = value as EditableMap["meta"];
        this.emit({ full: true, ui: true });
        break;
      case "document":
        this.replaceMap(value as HexMap);
        break;
    }
  }

  private record(change: Change) {
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

  /** Paints the current target (layer and value) on these hexes. */
  paintCells(indices: number[]) {
    const { layer } = this.options;
    const value = this.options.values[layer];
    for (const i of indices) this.setCell(layer, i, value);
  }

  setHexside(a: number, b: number, bits: number) {
    const key = this.map.sideKey(a, b);
    if (key < 0) return;
    const before = this.map.hexsides.get(key) ?? 0;
    if (before !== bits) this.record({ kind: "hexside", key, before, after: bits });
  }

  setRoad(a: number, b: number, kind: RoadKind | null) {
    const key = this.map.sideKey(a, b);
    if (key < 0) return;
    const before = this.map.roads.get(key) ?? 0;
    const after = kind ? ROAD_GRADE[kind] : 0;
    if (before !== after) this.record({ kind: "road", key, before, after });
  }

  private setFeatures(label: string, next: MapFeature[]) {
    const before = this.map.features.map((f) => ({ ...f }));
    this.history.begin(label);
    this.record({ kind: "features", before, after: next });
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

  /** The nation last chosen as a fortification's or capital's owner (placed, or set in the inspector). */
  private lastOwner: string | null = null;

  /**
   * The owner a new fortification or capital on a hex gets [#26 item 3]: the
   * hex's own nation, else the one last used, else the map's first; null when
   * the map has no nations (a feature owned by a made-up id would be invalid).
   */
  defaultOwner(index: number): string | null {
    const nations = this.map.meta.nations;
    const own = nations[(this.map.nation[index] ?? 0) - 1]?.id;
    if (own) return own;
    if (this.lastOwner && nations.some((n) => n.id === this.lastOwner)) return this.lastOwner;
    return nations[0]?.id ?? null;
  }

  placeFeature(index: number) {
    const hex = this.labelOf(index);
    const kind = this.options.featureKind;
    const owned = kind === "fortification" || kind === "capital";
    const owner = this.defaultOwner(index);
    if (owned && owner === null) {
      this.emit({ notice: `A ${kind} belongs to a nation, and this map has none yet: add its nations first (Map settings, or the offer above the map).` });
      return;
    }
    if (owned) this.lastOwner = owner;
    const feature: MapFeature =
      kind === "port"
        ? { kind, hex, capacity: 2 }
        : kind === "fortification"
          ? { kind, hex, originalOwner: owner! }
          : kind === "capital"
            ? { kind, hex, nation: owner! }
            : { kind, hex };
    if (this.map.features.some((f) => f.hex === hex && f.kind === kind)) return;
    this.setFeatures(`Place ${kind}`, [...this.map.features, feature]);
    this.selectHex(index);
  }

  moveFeatures(from: number, to: number) {
    const a = this.labelOf(from);
    const b = this.labelOf(to);
    this.setFeatures("Move features", this.map.features.map((f) => (f.hex === a ? { ...f, hex: b } : f)));
  }

  /** Replaces the n-th feature of a hex (inspector edits); null deletes it. */
  updateFeature(index: number, n: number, next: MapFeature | null) {
    const hex = this.labelOf(index);
    const owner = next?.kind === "fortification" ? next.originalOwner : next?.kind === "capital" ? next.nation : null;
    if (owner) this.lastOwner = owner;
    let seen = -1;
    const out: MapFeature[] = [];
    for (const f of this.map.features) {
      if (f.hex === hex && ++seen === n) {
        if (next) out.push({ ...next, hex });
      } else out.push(f);
    }
    this.setFeatures(next ? "Edit feature" : "Delete feature", out);
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

  resize(by: Resize) {
    const before = this.document();
    const after = resizeMap(before, by);
    this.history.begin("Resize map");
    this.record({ kind: "document", before, after });
    this.endGesture();
  }

  /** The connected hexes sharing `start`'s value in a layer (fill and magic wand). */
  regionOf(start: number, layer: PaintLayer = this.options.layer): number[] {
    const values = this.map[layer];
    const target = values[start];
    const spec = this.map.spec;
    const seen = new Uint8Array(this.map.cells);
    const out: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      out.push(i);
      for (const n of neighbours(spec, { col: i % spec.columns, row: Math.floor(i / spec.columns) })) {
        const j = hexIndex(spec, n);
        if (!seen[j] && values[j] === target) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    return out;
  }

  /** Eyedropper: takes the hex's value of the current layer, then returns to the previous tool. */
  pickFrom(index: number) {
    const layer = this.options.layer;
    this.setOptions({ values: { ...this.options.values, [layer]: this.map[layer][index] ?? NONE } });
    this.setTool(this.previousTool === "eyedropper" ? "brush" : this.previousTool);
  }

  // ----- selection and clipboard ---------------------------------------------

  selectHex(index: number | null) {
    this.selectedHex = index;
    this.emit({ ui: true, view: true });
  }

  setSelection(hexes: number[], additive = false) {
    if (!additive) this.selection.clear();
    for (const h of hexes) this.selection.add(h);
    this.emit({ ui: true, view: true });
  }

  copySelection(): HexClip | null {
    return copyHexes(this.map, [...this.selection]);
  }

  /** Pastes a clip with its first hex at `anchor`; terrain and nations resolve by id, unknown ids are skipped. */
  paste(clip: HexClip, anchor: number): number {
    if (clip.orientation !== this.map.spec.orientation) throw new Error(`Hexes copied from a ${clip.orientation}-top map cannot be pasted on a ${this.map.spec.orientation}-top map.`);
    const targets = pasteTargets(this.map.spec, clip, anchor);
    const terrainIndex = new Map(this.map.meta.terrainTypes.map((t, i) => [t.id, i + 1]));
    const nationIndex = new Map(this.map.meta.nations.map((n, i) => [n.id, i + 1]));
    this.history.begin("Paste");
    let pasted = 0;
    const features = this.map.features.filter((f) => !targets.some((t) => t !== null && this.labelOf(t) === f.hex));
    clip.cells.forEach((cell, n) => {
      const at = targets[n];
      if (at === null || at === undefined) return;
      pasted++;
      if (cell.terrain && terrainIndex.has(cell.terrain)) this.setCell("terrain", at, terrainIndex.get(cell.terrain)!);
      this.setCell("nation", at, cell.nation ? (nationIndex.get(cell.nation) ?? NONE) : NONE);
      for (const f of cell.features) features.push({ ...f, hex: this.labelOf(at) } as MapFeature);
    });
    for (const side of clip.sides) {
      const a = targets[side.from];
      const b = targets[side.to];
      if (a === null || b === null || a === undefined || b === undefined) continue;
      const key = this.map.sideKey(a, b);
      // Pasted at another column parity, two hexes that touched may no longer do so.
      if (key < 0) continue;
      this.setHexside(a, b, side.hexside);
      const before = this.map.roads.get(key) ?? 0;
      if (before !== side.road) this.record({ kind: "road", key, before, after: side.road });
    }
    this.record({ kind: "features", before: this.map.features.map((f) => ({ ...f })), after: features });
    this.endGesture();
    this.flushHexes();
    this.setSelection(targets.filter((t): t is number => t !== null));
    return pasted;
  }

  /** Clears features, roads, hexsides and nation in the selection (terrain stays: every hex has one). */
  deleteSelectionContents() {
    const hexes = [...this.selection];
    if (hexes.length === 0) return;
    const inside = this.selection;
    this.history.begin("Delete contents");
    const spec = this.map.spec;
    for (const i of hexes) {
      this.setCell("nation", i, NONE);
      for (const n of neighbours(spec, { col: i % spec.columns, row: Math.floor(i / spec.columns) })) {
        const j = hexIndex(spec, n);
        if (!inside.has(j) && j < i) continue;
        this.setHexside(i, j, 0);
        const key = this.map.sideKey(i, j);
        const before = this.map.roads.get(key) ?? 0;
        if (before) this.record({ kind: "road", key, before, after: 0 });
      }
    }
    const labels = new Set(hexes.map((i) => this.labelOf(i)));
    this.record({ kind: "features", before: this.map.features.map((f) => ({ ...f })), after: this.map.features.filter((f) => !labels.has(f.hex)) });
    this.endGesture();
    this.flushHexes();
  }

  // ----- undo, saving ---------------------------------------------------------------

  undo(): boolean {
    if (this.gestureInProgress) this.cancelGesture();
    const entry = this.history.undo();
    if (!entry) return false;
    for (const change of [...entry.changes].reverse()) this.applyChange(change, "before");
    this.flushHexes();
    this.emit({ ui: true, view: true, edit: true });
    return true;
  }

  redo(): boolean {
    const entry = this.history.redo();
    if (!entry) return false;
    for (const change of entry.changes) this.applyChange(change, "after");
    this.flushHexes();
    this.emit({ ui: true, view: true, edit: true });
    return true;
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
