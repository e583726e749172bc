import type { MapFinding } from "./lint-map";

/** What the runner needs of the editor: the state to check (a document or a snapshot) and its change events. */
export interface LintSource<S> {
  snapshot(): S;
  subscribe(listener: (event: { edit?: boolean }) => void): () => void;
}

/**
 * Keeps a map's findings in step with the document: one check when the map
 * opens and one after every committed edit (a stroke's end, an undo, an
 * inspector change), never mid-stroke and never on a timer that a busy
 * designer can outrun. One check is in flight at a time; edits made meanwhile
 * ask for one more check of the newest document when it answers, so the
 * findings shown are never older than the last answer.
 */
export class LintRunner<S> {
  private inFlight = false;
  private again = false;
  private disposed = false;
  private unsubscribe: (() => void) | null = null;
  /** How many checks were asked for (for tests and the benchmark). */
  checks = 0;

  constructor(
    private readonly source: LintSource<S>,
    private readonly check: (state: S) => Promise<MapFinding[]>,
    private readonly show: (findings: MapFinding[]) => void,
  ) {}

  start() {
    this.unsubscribe = this.source.subscribe((event) => {
      if (event.edit) this.run();
    });
    this.run();
  }

  dispose() {
    this.disposed = true;
    this.unsubscribe?.();
  }

  private run() {
    if (this.disposed) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = true;
    this.checks++;
    const done = (findings: MapFinding[] | null) => {
      this.inFlight = false;
      if (this.disposed) return;
      // A newer edit is waiting: its answer is the one worth showing.
      if (this.again) {
        this.again = false;
        this.run();
        return;
      }
      if (findings) this.show(findings);
    };
    let answer: Promise<MapFinding[]>;
    try {
      answer = this.check(this.source.snapshot());
    } catch (error) {
      answer = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    answer.then(done, () => done(null));
  }
}
