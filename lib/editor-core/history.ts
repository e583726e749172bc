/** A recorded difference: undo applies `before`, redo `after`. */
export interface Diff {
  before: unknown;
  after: unknown;
}

export interface Entry<C extends Diff> {
  label: string;
  changes: C[];
}

/**
 * Undo history as recorded diffs with stopping points (after tldraw's
 * HistoryManager), shared by the hex and area editors: everything between
 * `begin` and `commit` — one drag stroke — is one entry; `cancel` hands back
 * the pending diffs to revert (Escape). Repeated changes to one slot inside an
 * entry fold into one, so a long drag costs one diff per thing it touched.
 * `slotOf` names the slot a change writes (null: never folds).
 */
export class History<C extends Diff> {
  private undoStack: Entry<C>[] = [];
  private redoStack: Entry<C>[] = [];
  private pending: { label: string; changes: C[]; slots: Map<string, number> } | null = null;
  /** Bumped on every commit, undo and redo: the editor compares it with the saved mark. */
  version = 0;

  constructor(
    private readonly slotOf: (change: C) => string | null,
    private readonly limit = 500,
  ) {}

  get inProgress(): boolean {
    return this.pending !== null;
  }

  begin(label: string): void {
    if (this.pending) this.commit();
    this.pending = { label, changes: [], slots: new Map() };
  }

  record(change: C): void {
    if (!this.pending) {
      this.begin("Edit");
      this.record(change);
      this.commit();
      return;
    }
    const key = this.slotOf(change);
    const at = key === null ? undefined : this.pending.slots.get(key);
    if (at !== undefined) {
      const first = this.pending.changes[at]!;
      this.pending.changes[at] = { ...change, before: first.before };
    } else {
      if (key !== null) this.pending.slots.set(key, this.pending.changes.length);
      this.pending.changes.push(change);
    }
  }

  /** Ends the pending entry; an entry that changed nothing leaves no undo step. */
  commit(): Entry<C> | null {
    const pending = this.pending;
    this.pending = null;
    if (!pending) return null;
    const changes = pending.changes.filter((c) => !sameValue(c.before, c.after));
    if (changes.length === 0) return null;
    const entry = { label: pending.label, changes };
    this.undoStack.push(entry);
    if (this.undoStack.length > this.limit) this.undoStack.shift();
    this.redoStack = [];
    this.version++;
    return entry;
  }

  /** Drops the pending entry and returns its changes, newest first, for the caller to revert. */
  cancel(): C[] {
    const pending = this.pending;
    this.pending = null;
    return pending ? [...pending.changes].reverse() : [];
  }

  undo(): Entry<C> | null {
    if (this.pending) this.commit();
    const entry = this.undoStack.pop() ?? null;
    if (entry) {
      this.redoStack.push(entry);
      this.version++;
    }
    return entry;
  }

  redo(): Entry<C> | null {
    const entry = this.redoStack.pop() ?? null;
    if (entry) {
      this.undoStack.push(entry);
      this.version++;
    }
    return entry;
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  peekUndo(): string | null {
    return this.undoStack[this.undoStack.length - 1]?.label ?? null;
  }

  peekRedo(): string | null {
    return this.redoStack[this.redoStack.length - 1]?.label ?? null;
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object") return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
