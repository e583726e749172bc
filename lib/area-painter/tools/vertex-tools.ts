import type { AreaPointerInput, AreaTool, AreaToolHost, AreaToolPreview } from "./types";

/**
 * Select: click a space to select it; drag a vertex to move it (in every
 * space that uses it; one drag = one undo step). Dropping it on another
 * vertex makes them one.
 */
export class SelectTool implements AreaTool {
  readonly id = "select";
  private dragging: number | null = null;
  private hover: number | null = null;
  constructor(private readonly host: AreaToolHost) {}

  down(input: AreaPointerInput) {
    const snap = this.host.snap(input.point);
    if (snap.kind === "vertex") {
      this.dragging = snap.id;
      this.host.beginGesture("Move vertex");
      this.host.select(this.host.selectedSpace, snap.id);
      return;
    }
    this.host.select(this.host.spaceAt(input.point));
  }

  move(input: AreaPointerInput) {
    if (this.dragging !== null) this.host.dragVertex(this.dragging, input.point);
    else {
      const snap = this.host.snap(input.point);
      this.hover = snap.kind === "vertex" ? snap.id : null;
    }
  }

  up(input: AreaPointerInput) {
    if (this.dragging === null) return;
    const id = this.dragging;
    this.host.dragVertex(id, input.point);
    this.dragging = null;
    this.host.dropVertex(id);
    this.host.endGesture();
  }

  cancel() {
    this.dragging = null;
  }

  preview(): AreaToolPreview | null {
    const vertex = this.dragging ?? this.hover;
    return vertex === null ? null : { vertex };
  }
}

/** Insert vertex: click a side to put a vertex on it (in both spaces sharing it), and drag to place it. */
export class InsertVertexTool implements AreaTool {
  readonly id = "insert-vertex";
  private dragging: number | null = null;
  constructor(private readonly host: AreaToolHost) {}

  down(input: AreaPointerInput) {
    this.host.beginGesture("Insert vertex");
    this.dragging = this.host.insertVertexAt(input.point);
    if (this.dragging === null) this.host.endGesture();
  }

  move(input: AreaPointerInput) {
    if (this.dragging !== null) this.host.dragVertex(this.dragging, input.point);
  }

  up(input: AreaPointerInput) {
    if (this.dragging === null) return;
    const id = this.dragging;
    this.host.dragVertex(id, input.point);
    this.dragging = null;
    this.host.dropVertex(id);
    this.host.endGesture();
  }

  cancel() {
    this.dragging = null;
  }

  preview(): AreaToolPreview | null {
    return this.dragging === null ? { hint: "Click a side to add a vertex" } : { vertex: this.dragging };
  }
}

/** Delete vertex: click a vertex to remove it from every outline using it. */
export class DeleteVertexTool implements AreaTool {
  readonly id = "delete-vertex";
  lastError: string | null = null;
  constructor(private readonly host: AreaToolHost) {}
  down(input: AreaPointerInput) {
    this.lastError = this.host.deleteVertexAt(input.point)?.error ?? null;
  }
  move() {}
  up() {}
  cancel() {}
  preview(): AreaToolPreview | null {
    return { hint: "Click a vertex to delete it" };
  }
}

/** Label: drag inside a space to move where its name and IPC are drawn. */
export class LabelTool implements AreaTool {
  readonly id = "label";
  private space: string | null = null;
  constructor(private readonly host: AreaToolHost) {}
  down(input: AreaPointerInput) {
    this.space = this.host.spaceAt(input.point) ?? this.host.selectedSpace;
    if (!this.space) return;
    this.host.beginGesture("Move label");
    this.host.dragLabel(this.space, input.point);
  }
  move(input: AreaPointerInput) {
    if (this.space) this.host.dragLabel(this.space, input.point);
  }
  up(input: AreaPointerInput) {
    if (!this.space) return;
    this.host.dragLabel(this.space, input.point);
    this.space = null;
    this.host.endGesture();
  }
  cancel() {
    this.space = null;
  }
  preview(): AreaToolPreview | null {
    return this.space ? { spaces: [this.space] } : { hint: "Drag inside a space to move its label" };
  }
}

/** Pan: the view drags the map; nothing to edit. */
export class PanTool implements AreaTool {
  readonly id = "pan";
  down() {}
  move() {}
  up() {}
  cancel() {}
  preview(): AreaToolPreview | null {
    return null;
  }
}
