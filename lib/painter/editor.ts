import type { HexMap } from "@/lib/model/map-hex";
import { copyHexes, type HexClip } from "./clipboard";
import { isOwnedKind, newFeature } from "./feature-edits";
import { hexCentre, indexAtPoint, mapExtent } from "./geometry";
import { NONE } from "./layers";
import { MapDocument } from "./map-document";
import type { EditorOptions, PaintLayer } from "./options";
import { regionOf } from "./region";
import { clearContents, pasteClip } from "./selection-edits";
import { BrushTool, EyedropperTool, FillTool, LineTool, RectTool } from "./tools/paint-tools";
import { HexsideTool, RoadTool } from "./tools/edge-tools";
import { FeatureTool } from "./tools/feature-tool";
import { PanTool, SelectTool } from "./tools/select-tool";
import type { PointerInput, Tool, ToolHost, ToolId } from "./tools/types";
import { centreOn, fitView, type ScreenRect, toMap, type View, zoomAt } from "./view";

export type { EditorOptions, FeatureKind, PaintLayer } from "./options";
/** The tools that only look: all a read-only editor offers. */
export const VIEW_TOOLS: ReadonlySet<ToolId> = new Set<ToolId>(["select", "pan"]);

export type { EditorEvent } from "./map-document";

/**
 * The headless map editor: the document being edited with its history
 * (map-document.ts), the tools and the view. React and the canvas only read
 * it and forward input; unit tests drive it with pointer events alone.
 */
export class MapEditor extends MapDocument implements ToolHost {
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
  private tools: Record<ToolId, Tool>;
  private toolId: ToolId = "brush";
  private previousTool: ToolId = "brush";
  private panning: { sx: number; sy: number; view: View } | null = null;
  private gestureTool: Tool | null = null;

  constructor(doc: HexMap) {
    super(doc);
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

  // ----- edits with the tools' options -------------------------------------------

  /** Paints the current target (layer and value) on these hexes. */
  paintCells(indices: number[]) {
    const { layer } = this.options;
    const value = this.options.values[layer];
    for (const i of indices) this.setCell(layer, i, value);
  }

  placeFeature(index: number) {
    const hex = this.labelOf(index);
    const kind = this.options.featureKind;
    const owned = isOwnedKind(kind);
    const owner = this.defaultOwner(index);
    if (owned && owner === null) {
      this.emit({ notice: `A ${kind} belongs to a nation, and this map has none yet: add its nations first (Map settings, or the offer above the map).` });
      return;
    }
    if (owned) this.lastOwner = owner;
    const feature = newFeature(kind, hex, owner);
    if (this.map.features.some((f) => f.hex === hex && f.kind === kind)) return;
    this.setFeatures(`Place ${kind}`, [...this.map.features, feature]);
    this.selectHex(index);
  }

  /** The connected hexes sharing `start`'s value in a layer (fill and magic wand). */
  regionOf(start: number, layer: PaintLayer = this.options.layer): number[] {
    return regionOf(this.map, start, layer);
  }

  /** Eyedropper: takes the hex's value of the current layer, then returns to the previous tool. */
  pickFrom(index: number) {
    const layer = this.options.layer;
    this.setOptions({ values: { ...this.options.values, [layer]: this.map[layer][index] ?? NONE } });
    this.setTool(this.previousTool === "eyedropper" ? "brush" : this.previousTool);
  }

  // ----- clipboard ---------------------------------------------------------------

  copySelection(): HexClip | null {
    return copyHexes(this.map, [...this.selection]);
  }

  /** Pastes a clip with its first hex at `anchor`; terrain and nations resolve by id, unknown ids are skipped. */
  paste(clip: HexClip, anchor: number): number {
    if (clip.orientation !== this.map.spec.orientation) throw new Error(`Hexes copied from a ${clip.orientation}-top map cannot be pasted on a ${this.map.spec.orientation}-top map.`);
    this.history.begin("Paste");
    const { pasted, targets } = pasteClip(this, clip, anchor);
    this.endGesture();
    this.flushHexes();
    this.setSelection(targets.filter((t): t is number => t !== null));
    return pasted;
  }

  /** Clears features, roads, hexsides and nation in the selection (terrain stays: every hex has one). */
  deleteSelectionContents() {
    const hexes = [...this.selection];
    if (hexes.length === 0) return;
    this.history.begin("Delete contents");
    clearContents(this, hexes);
    this.endGesture();
    this.flushHexes();
  }

  // ----- undo --------------------------------------------------------------------

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
}
