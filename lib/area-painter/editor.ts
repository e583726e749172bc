import type { AreaMap } from "@/lib/model/map-area";
import { mergeSpaces, type SplitResult, splitSpace } from "./clip";
import { EditableArea } from "./editable";
import { type AreaLint, lintAreaDocument } from "./lints";
import type { EditorError } from "./editor-types";
import * as edits from "./edits";
import { defaultLabelPoint } from "./geometry";
import { type EdgeHit, nearestEdge, nearestVertex, type Snap, snapPoint, spaceAt, type VertexHit } from "./hit";
import type { Canal, Pt, SpaceKind, SpaceState } from "./model";
import { spacesUnderLine } from "./knife";
import { OutlineTool } from "./tools/draw-tool";
import { CanalTool, ConnectTool, MergeTool } from "./tools/pick-tools";
import type { AreaPointerInput, AreaTool, AreaToolHost, AreaToolId, AreaToolPreview } from "./tools/types";
import { DeleteVertexTool, InsertVertexTool, LabelTool, PanTool, SelectTool } from "./tools/vertex-tools";

/** The tools that only look: all a read-only editor offers. */
export const AREA_VIEW_TOOLS: ReadonlySet<AreaToolId> = new Set<AreaToolId>(["select", "pan"]);

/** Snap and hit radius in screen pixels; the editor turns it into map pixels by the zoom. */
export const HIT_PIXELS = 8;

export interface PointerMods {
  shift?: boolean;
  alt?: boolean;
}

/** A space as the view draws it. */
export interface SpaceView {
  id: string;
  kind: SpaceKind;
  props: SpaceState["props"];
  /** Flat outlines x1, y1, x2, y2, … in map pixels (cached; do not mutate). */
  polygons: number[][];
  /** Where its label goes: the label point, or the default one. */
  label: Pt;
}

/**
 * The headless area-map editor: the document (spaces over a shared vertex
 * pool), history, tools and selection. The view forwards pointer events in
 * map pixels and keys, tells it the zoom (`setScale`), and redraws on its
 * events; unit tests drive it the same way.
 */
export class AreaEditor extends EditableArea implements AreaToolHost {
  drawKind: SpaceKind = "territory";
  selectedSpace: string | null = null;
  selectedVertex: number | null = null;
  /** The last refused action's reason, for the status bar; cleared by the next action. */
  lastError: string | null = null;
  /** What the last action did that the designer should know (where a split put the IPC), for the status bar; cleared by the next action. */
  lastNote: string | null = null;
  private scale = 1;
  private tools: Record<AreaToolId, AreaTool>;
  private toolId: AreaToolId = "select";
  private gestureTool: AreaTool | null = null;

  constructor(doc: AreaMap) {
    super(doc);
    this.tools = {
      select: new SelectTool(this),
      draw: new OutlineTool("draw", this),
      "add-polygon": new OutlineTool("add-polygon", this),
      split: new OutlineTool("split", this),
      "insert-vertex": new InsertVertexTool(this),
      "delete-vertex": new DeleteVertexTool(this),
      merge: new MergeTool(this),
      label: new LabelTool(this),
      connect: new ConnectTool(this),
      canal: new CanalTool(this),
      pan: new PanTool(),
    };
  }

  // ----- zoom, tools, input ----------------------------------------------------

  /** Screen pixels per map pixel: snapping and hit tests stay HIT_PIXELS wide on screen. */
  setScale(scale: number) {
    if (scale > 0) this.scale = scale;
  }

  get tolerance(): number {
    return HIT_PIXELS / this.scale;
  }

  get tool(): AreaToolId {
    return this.toolId;
  }

  activeTool(): AreaTool {
    return this.tools[this.toolId];
  }

  /**
   * For a reader who may not change the map (team mode, a viewer): only the
   * select and pan tools, and every edit is refused (record drops it), so the
   * map can never differ from what was opened.
   */
  makeReadOnly() {
    this.setTool("select");
    this.viewOnly = true;
  }

  setTool(id: AreaToolId) {
    if (id === this.toolId) return;
    if (this.viewOnly && !AREA_VIEW_TOOLS.has(id)) return;
    this.cancelGesture();
    this.toolId = id;
    this.emit({ ui: true, preview: true });
  }

  setDrawKind(kind: SpaceKind) {
    this.drawKind = kind;
    this.emit({ ui: true });
  }

  private input(x: number, y: number, mods: PointerMods): AreaPointerInput {
    return { point: { x, y }, shift: !!mods.shift, alt: !!mods.alt };
  }

  private afterTool(tool: AreaTool) {
    const err = (tool as { lastError?: string | null }).lastError;
    if (err !== undefined) this.lastError = err;
    this.flush({ preview: true, ui: true });
  }

  /** Pointer events in map pixels. */
  pointerDown(x: number, y: number, mods: PointerMods = {}) {
    this.lastError = null;
    this.lastNote = null;
    this.gestureTool = this.activeTool();
    this.gestureTool.down(this.input(x, y, mods));
    this.afterTool(this.gestureTool);
  }

  pointerMove(x: number, y: number, mods: PointerMods = {}) {
    (this.gestureTool ?? this.activeTool()).move(this.input(x, y, mods));
    this.flush({ preview: true });
  }

  pointerUp(x: number, y: number, mods: PointerMods = {}) {
    const tool = this.gestureTool ?? this.activeTool();
    this.gestureTool = null;
    tool.up(this.input(x, y, mods));
    this.afterTool(tool);
  }

  /** Keys the tools use: Enter (finish), Backspace (take back a point), Escape (cancel). True when used. */
  key(key: string): boolean {
    if (key === "Escape") return this.cancelGesture();
    const tool = this.activeTool();
    const used = tool.key?.(key) ?? false;
    if (used) this.afterTool(tool);
    return used;
  }

  /** Escape: abandon the gesture or drawing in progress and put back what it changed. */
  cancelGesture(): boolean {
    const tool = this.activeTool();
    const hadPreview = tool.preview()?.path !== undefined || (tool.preview()?.spaces?.length ?? 0) > 0;
    this.gestureTool = null;
    tool.cancel();
    const reverted = this.revertGesture();
    this.emit({ preview: true, ui: true });
    return reverted || hadPreview;
  }

  preview(): AreaToolPreview | null {
    return this.activeTool().preview();
  }

  // ----- tool host ------------------------------------------------------------------

  snap(point: Pt, exclude?: ReadonlySet<number>): Snap {
    return snapPoint(this.model, point, this.tolerance, exclude);
  }

  spaceAt(point: Pt): string | null {
    return spaceAt(this.model, point);
  }

  kindOf(id: string): SpaceKind | null {
    return this.model.space(id)?.kind ?? null;
  }

  select(id: string | null, vertex: number | null = null) {
    this.selectedSpace = id;
    this.selectedVertex = vertex;
    this.emit({ ui: true, preview: true });
  }

  /** Runs an edit as one undo step; a refusal is returned (and kept in lastError), never thrown. */
  attempt(label: string, fn: () => void): EditorError | null {
    if (this.viewOnly) return this.refuse("This map is open read-only.");
    try {
      this.transact(label, fn);
      return null;
    } catch (err) {
      this.lastError = err instanceof Error ? err.message : String(err);
      this.emit({ ui: true });
      return { error: this.lastError };
    }
  }

  /** Turns clicked points into vertex ids: existing vertices, or new ones (put into the side they were snapped onto). */
  private placeSnaps(snaps: Snap[]): number[] {
    return snaps.map((s) => {
      if (s.kind === "vertex" && this.model.vertices.has(s.id)) return s.id;
      if (s.kind === "edge") {
        // Re-find the side: an earlier point of this outline may have split it.
        const hit = nearestEdge(this.model, s.point, 1e-6);
        const v = edits.addVertex(this, s.point);
        if (hit) edits.insertOnEdge(this, hit.a, hit.b, v);
        return v;
      }
      const again = nearestVertex(this.model, s.point, 1e-9);
      return again ? again.id : edits.addVertex(this, s.point);
    });
  }

  finishOutline(purpose: "draw" | "add-polygon" | "split", snaps: Snap[]): EditorError | null {
    if (purpose === "split") {
      const line = snaps.map((s) => s.point);
      const candidates = spacesUnderLine(this.model, line, this.selectedSpace);
      if (candidates.length === 0) return this.refuse("Draw the line across a space.");
      return this.splitFirst(candidates.slice(0, 3), line);
    }
    if (purpose === "add-polygon") {
      const id = this.selectedSpace;
      if (!id) return this.refuse("Select the space to add an outline to first.");
      return this.attempt("Add outline", () => edits.addRing(this, id, this.placeSnaps(snaps)));
    }
    return this.attempt(this.drawKind === "territory" ? "Draw territory" : "Draw sea zone", () => {
      this.select(edits.createSpace(this, this.drawKind, [this.placeSnaps(snaps)]));
    });
  }

  /**
   * Splits the first of `candidates` the line cuts in two (the space it runs
   * through most, from the knife), as one undo step; the note says where the
   * IPC and unique flags went.
   */
  private splitFirst(candidates: readonly string[], line: readonly Pt[]): EditorError | null {
    let done: SplitResult | null = null;
    const err = this.attempt("Split space", () => {
      let refusal: unknown = null;
      for (const id of candidates) {
        try {
          done = splitSpace(this, id, line);
          break;
        } catch (e) {
          // "Does not cut" is found before anything is recorded, so the next candidate starts clean.
          if (!(e instanceof Error && e.message.includes("does not cut"))) throw e;
          refusal ??= e;
        }
      }
      if (!done) throw refusal;
      this.select(done.created);
    });
    this.lastNote = err || !done ? null : (done as SplitResult).note;
    return err;
  }

  private refuse(error: string): EditorError {
    this.lastError = error;
    return { error };
  }

  dragVertex(id: number, to: Pt) {
    if (this.viewOnly) return;
    edits.moveVertex(this, id, to);
    this.flush({ preview: true });
  }

  dropVertex(id: number) {
    if (this.viewOnly) return;
    const p = this.model.vertices.get(id);
    if (!p) return;
    const onto = nearestVertex(this.model, p, this.tolerance, new Set([id]));
    // A weld that would leave a space no outline is not made: the vertex stays where it was dropped.
    if (onto && edits.weldKeepsOutlines(this, id, onto.id)) {
      edits.moveVertex(this, id, onto.point);
      edits.weldVertex(this, id, onto.id);
      if (this.selectedVertex === id) this.selectedVertex = onto.id;
    }
  }

  insertVertexAt(point: Pt): number | null {
    const hit = nearestEdge(this.model, point, this.tolerance);
    if (!hit) return null;
    const v = edits.addVertex(this, hit.point);
    edits.insertOnEdge(this, hit.a, hit.b, v);
    this.selectedVertex = v;
    return v;
  }

  deleteVertexAt(point: Pt): EditorError | null {
    const hit = nearestVertex(this.model, point, this.tolerance);
    if (!hit) return null;
    return this.attempt("Delete vertex", () => edits.deleteVertex(this, hit.id));
  }

  mergeSpaces(a: string, b: string): EditorError | null {
    return this.attempt("Merge spaces", () => mergeSpaces(this, a, b));
  }

  dragLabel(id: string, to: Pt) {
    if (this.viewOnly) return;
    edits.setProps(this, id, { label: { x: Math.round(to.x), y: Math.round(to.y) } });
    this.flush({ preview: true });
  }

  toggleConnection(a: string, b: string): EditorError | null {
    const on = !(this.connections().get(a)?.has(b) ?? false);
    return this.attempt(on ? "Connect" : "Disconnect", () => edits.setConnected(this, a, b, on));
  }

  createCanal(seaZones: [string, string], controlledBy: string[]): EditorError | null {
    const id = edits.uniqueId(this, "canal");
    const names = seaZones.map((z) => this.model.space(z)?.props.name ?? z);
    return this.attempt("Add canal", () => edits.setCanal(this, { id, name: `Canal ${names.join("–")}`, seaZones, controlledBy }));
  }

  // ----- commands (each one undo step; refusals come back as { error }) ---------------------

  createSpaceFromPolygon(kind: SpaceKind, points: Pt[], props: edits.SpacePatch & { id?: string } = {}): string | EditorError {
    let id = "";
    const err = this.attempt(kind === "territory" ? "Draw territory" : "Draw sea zone", () => {
      id = edits.createSpace(this, kind, [this.placeSnaps(points.map((p) => this.snap(p)))], props);
    });
    return err ?? id;
  }
  addPolygon = (id: string, points: Pt[]) => this.attempt("Add outline", () => edits.addRing(this, id, this.placeSnaps(points.map((p) => this.snap(p)))));
  setSpaceProps = (id: string, patch: edits.SpacePatch) => this.attempt("Edit properties", () => edits.setProps(this, id, patch));
  renameSpace = (id: string, next: string) =>
    this.attempt("Rename", () => {
      edits.renameSpace(this, id, next);
      if (this.selectedSpace === id) this.selectedSpace = next;
    });
  deleteSpace = (id: string) => {
    const name = this.model.space(id)?.props.name ?? id;
    const err = this.attempt("Delete space", () => {
      edits.deleteSpace(this, id);
      if (this.selectedSpace === id) this.selectedSpace = null;
    });
    if (!err) this.lastNote = `Deleted “${name}”. Ctrl+Z undoes it.`;
    return err;
  };
  setLabel = (id: string, at: Pt | null) => this.attempt(at ? "Move label" : "Reset label", () => edits.setProps(this, id, { label: at ?? undefined }));
  setMapSettings = (patch: edits.MetaPatch) => this.attempt("Map settings", () => edits.setMeta(this, patch));
  setConnected = (a: string, b: string, on: boolean) => this.attempt(on ? "Connect" : "Disconnect", () => edits.setConnected(this, a, b, on));
  setCanal = (canal: Canal) => this.attempt("Edit canal", () => edits.setCanal(this, canal));
  deleteCanal = (id: string) => this.attempt("Delete canal", () => edits.deleteCanal(this, id));
  moveVertex = (id: number, to: Pt) => this.attempt("Move vertex", () => edits.moveVertex(this, id, to));
  deleteVertex = (id: number) => this.attempt("Delete vertex", () => edits.deleteVertex(this, id));
  insertVertex = (a: number, b: number, at: Pt) => this.attempt("Insert vertex", () => edits.insertOnEdge(this, a, b, edits.addVertex(this, at)));
  split = (id: string, line: Pt[]) => this.splitFirst([id], line);
  merge = (a: string, b: string) => this.mergeSpaces(a, b);

  /** Deletes the selected vertex, else the selected space. */
  deleteSelection(): EditorError | null {
    if (this.selectedVertex !== null && this.model.vertices.has(this.selectedVertex)) {
      const v = this.selectedVertex;
      this.selectedVertex = null;
      return this.deleteVertex(v);
    }
    return this.selectedSpace ? this.deleteSpace(this.selectedSpace) : null;
  }

  // ----- queries for the view ---------------------------------------------------------

  spaceIds(): string[] {
    return [...this.model.ordered()].map(([, s]) => s.props.id);
  }

  spaceView(id: string): SpaceView | null {
    const key = this.model.keyOf(id);
    const s = key === undefined ? undefined : this.model.spaces.get(key);
    if (key === undefined || !s) return null;
    const polygons = this.model.flat(key);
    return { id, kind: s.kind, props: s.props, polygons, label: s.props.label ?? defaultLabelPoint(polygons) };
  }

  /** The map's lints with the space each is about (debounce: it clips neighbouring outlines). */
  lints(): AreaLint[] {
    return lintAreaDocument(this.document());
  }

  hitVertex(point: Pt): VertexHit | null {
    return nearestVertex(this.model, point, this.tolerance);
  }

  hitEdge(point: Pt): EdgeHit | null {
    return nearestEdge(this.model, point, this.tolerance);
  }
}
