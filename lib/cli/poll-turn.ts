/**
 * Turns at asking the queue for work, shared by a worker's idle lanes: one
 * lane asks (and waits out the pause after an empty answer) while the others
 * wait their turn, so an idle worker polls the database at one rate whatever
 * its --concurrency, not once per lane [#31 item 2: docs/hosting.md, balance
 * workers]. A lane that is given work hands the turn on at once, so the next
 * idle lane asks straight away: a run's batches still reach every lane within
 * a query of each other.
 */
export class PollTurn {
  private busy = false;
  /** Lanes waiting for the turn, first come first served; the turn is handed to the first directly, so nobody barges in. */
  private readonly waiting: (() => void)[] = [];

  /** Runs `poll` when it is this caller's turn; undefined, without polling, once `signal` is aborted. */
  async run<T>(signal: AbortSignal, poll: () => Promise<T>): Promise<T | undefined> {
    if (signal.aborted) return undefined;
    if (this.busy) {
      const given = await new Promise<boolean>((resolve) => {
        const give = () => {
          signal.removeEventListener("abort", leave);
          resolve(true);
        };
        const leave = () => {
          const at = this.waiting.indexOf(give);
          if (at >= 0) this.waiting.splice(at, 1);
          resolve(false);
        };
        this.waiting.push(give);
        signal.addEventListener("abort", leave, { once: true });
      });
      if (!given) return undefined;
    } else {
      this.busy = true;
    }
    try {
      return signal.aborted ? undefined : await poll();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    }
  }
}
