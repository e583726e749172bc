import { History } from "@/lib/editor-core/history";
import type { AreaMap } from "@/lib/model/map-area";
import { connectionsById, DerivedAdjacency, derivedById } from "./adjacency";
import { type AreaChange, AreaModel, slotOf } from "./model";
import { type ConnectionOrder, fromDocument, toDocument } from "./serialize";

/** What changed, so the view redraws only that. */
export interface AreaEditorEvent {
  /** Ids of spaces whose outline or properties changed (including removed ones). */
  spaces?: string[];
  /** Redraw everything (document replaced, map size/wrap/background, undo of many). */
  full?: boolean;
  /** Toolbar, inspector, selection, undo availability. */
  ui?: boolean;
  /** The tool's overlay (rubber band, snap marker) changed. */
  preview?: boolean;
}

type Listener = (event: AreaEditorEvent) => void;

/**
 * The area map being edited, with its history: every edit goes through
 * `record`, which applies it and keeps the diff. Edits run inside `transact`
 * (one undo step), or inside a tool's gesture (begin on pointer down, commit
 * on pointer up: one drag = one undo step).
 */
export class EditableArea {
  model: AreaModel;
  readonly history = new History<AreaChange>(slotOf);
  protected order: ConnectionOrder;
  private adjacency: DerivedAdjacency;
  private listeners = new Set<Listener>();
  private pendingSpaces = new Set<string>();
  private pendingFull = false;
  private savedVersion = 0;
  /** Set once by a read-only editor (AreaEditor.makeReadOnly); never cleared. */
  protected viewOnly = false;

  constructor(doc: AreaMap) {
    const loaded = fromDocument(doc);
    this.model = loaded.model;
    this.order = loaded.order;
    this.adjacency = new DerivedAdjacency(this.model);
  }

  get readOnly(): boolean {
    return this.viewOnly;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected emit(event: AreaEditorEvent) {
    for (const l of this.listeners) l(event);
  }

  /** Sends the geometry/props changes collected since the last flush as one event. */
  protected flush(extra: AreaEditorEvent = {}) {
    const spaces = [...this.pendingSpaces];
    const full = this.pendingFull;
    this.pendingSpaces.clear();
    this.pendingFull = false;
    if (spaces.length === 0 && !full && Object.keys(extra).length === 0) return;
    this.emit({ ...extra, ...(spaces.length > 0 ? { spaces } : {}), ...(full ? { full } : {}) });
  }

  private noteChange(change: AreaChange) {
    switch (change.kind) {
      case "vertex":
        for (const key of this.model.usersOf(change.id)) {
          const id = this.model.spaces.get(key)?.props.id;
          if (id) this.pendingSpaces.add(id);
        }
        break;
      case "space":
        if (change.before) this.pendingSpaces.add(change.before.props.id);
        if (change.after) this.pendingSpaces.add(change.after.props.id);
        break;
      case "meta":
      case "order":
        this.pendingFull = true;
        break;
      default:
        break;
    }
  }

  private applyChange(change: AreaChange, which: "before" | "after") {
    this.model.apply(change, which);
    this.noteChange(change);
  }

  /** Records and applies one change (inside the pending undo step). */
  record(change: AreaChange): void {
    // A read-only editor (a viewer's) drops every edit before it touches the model.
    if (this.viewOnly) return;
    this.history.record(change);
    this.applyChange(change, "after");
  }

  /**
   * Runs edits as one undo step. Inside a gesture they join the gesture's
   * step. If `fn` throws, what it did is reverted and the error rethrown.
   */
  transact<T>(label: string, fn: () => T): T {
    if (this.history.inProgress) return fn();
    this.history.begin(label);
    try {
      const out = fn();
      this.history.commit();
      this.flush({ ui: true });
      return out;
    } catch (err) {
      for (const change of this.history.cancel()) this.applyChange(change, "before");
      this.flush({ ui: true });
      throw err;
    }
  }

  /** Starts a gesture's undo step (tools call this on pointer down). */
  beginGesture(label: string) {
    this.history.begin(label);
  }

  /** Ends the gesture: everything since `beginGesture` becomes one undo step. */
  endGesture() {
    this.history.commit();
    this.flush({ ui: true });
  }

  /** Reverts what the gesture in progress changed (Escape). */
  revertGesture(): boolean {
    const reverted = this.history.cancel();
    for (const change of reverted) this.applyChange(change, "before");
    this.flush({ ui: true });
    return reverted.length > 0;
  }

  undo(): boolean {
    if (this.history.inProgress) this.revertGesture();
    const entry = this.history.undo();
    if (!entry) return false;
    for (const change of [...entry.changes].reverse()) this.applyChange(change, "before");
    this.flush({ ui: true });
    return true;
  }

  redo(): boolean {
    const entry = this.history.redo();
    if (!entry) return false;
    for (const change of entry.changes) this.applyChange(change, "after");
    this.flush({ ui: true });
    return true;
  }

  get dirty(): boolean {
    return this.history.version !== this.savedVersion;
  }

  markSaved(version = this.history.version) {
    this.savedVersion = version;
    this.emit({ ui: true });
  }

  /** Derived adjacency by space key (lazy: only spaces touched since the last call are re-tested). */
  derivedKeys(): Map<number, Set<number>> {
    return this.adjacency.get();
  }

  /** Spaces adjacent by shared borders (and the wrapped edge), by id. */
  derivedConnections(): Map<string, Set<string>> {
    return derivedById(this.model, this.adjacency.get());
  }

  /** The connections the document will hold: derived + manual additions − manual removals. */
  connections(): Map<string, Set<string>> {
    return connectionsById(this.model, this.adjacency.get());
  }

  /** The AreaMap being edited (fresh objects; safe to keep). */
  document(): AreaMap {
    return toDocument(this.model, this.adjacency.get(), this.order);
  }

  /** Replaces the whole document (Edit as JSON, revert to a revision) as one undo step. */
  replaceDocument(doc: AreaMap, label = "Replace document") {
    const loaded = fromDocument(doc);
    const next = loaded.model;
    const cur = this.model;
    this.transact(label, () => {
      for (const [key, s] of [...cur.spaces]) this.record({ kind: "space", key, before: s, after: null });
      for (const [id, p] of [...cur.vertices]) this.record({ kind: "vertex", id, before: p, after: null });
      // Fresh ids above the current ones, so the undo entry never confuses old and new.
      const vOffset = cur.newVertexId();
      const sOffset = cur.newSpaceKey();
      for (const [id, p] of next.vertices) this.record({ kind: "vertex", id: id + vOffset, before: null, after: p });
      for (const [key, s] of next.spaces) this.record({ kind: "space", key: key + sOffset, before: null, after: { ...s, rings: s.rings.map((r) => r.map((v) => v + vOffset)) } });
      this.record({ kind: "order", before: cur.order, after: next.order.map((k) => k + sOffset) });
      this.record({ kind: "manual", before: cur.manual, after: next.manual });
      this.record({ kind: "canals", before: cur.canals, after: next.canals });
      this.record({ kind: "meta", before: cur.meta, after: next.meta });
    });
    this.order = loaded.order;
    this.pendingFull = true;
    this.flush({ ui: true });
  }
}
