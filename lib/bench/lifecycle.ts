// How a browser benchmark ends: whatever it started (a studio server, a browser) is stopped on every way out —
// done, failed, timed out, interrupted, crashed — and a failure is one line on stderr with a non-zero status. A
// benchmark once died with its browser unlaunched and left its server holding the port; the next run drove that
// stale server and hung for 20 minutes without a word.

/** A failure whose one line is already on stderr (a helper script said it): nothing to add. */
export class Reported extends Error {}

interface Cleanup {
  run: () => Promise<void> | void;
  /** Synchronous last resort when the process exits with the cleanup still pending (e.g. SIGKILL the group). */
  kill?: () => void;
}

const cleanups = new Set<Cleanup>();
let step = "starting";

/** Registers what to stop on the way out; returns the function that unregisters it (once it stopped by itself). */
export function onCleanup(run: Cleanup["run"], kill?: Cleanup["kill"]): () => void {
  const entry = { run, kill };
  cleanups.add(entry);
  return () => void cleanups.delete(entry);
}

/** What the benchmark is doing now, named in the message when the time limit ends it. */
export function noteStep(what: string) {
  step = what;
}

/** Runs every registered cleanup, the latest first, each given at most `capMs`. */
export async function cleanUp(capMs = 10_000) {
  for (const entry of [...cleanups].reverse()) {
    cleanups.delete(entry);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([entry.run(), new Promise<void>((resolve) => (timer = setTimeout(resolve, capMs)))]);
    } catch {
      // stopping is best effort; the exit handler's kill is the backstop
    } finally {
      clearTimeout(timer);
    }
    entry.kill?.();
  }
}

/** The seconds a benchmark may run (BENCH_TIMEOUT_S), or the default; a bad value is an error, not silently ignored. */
export function timeLimitSeconds(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`BENCH_TIMEOUT_S=${value} is not a number of seconds`);
  return seconds;
}

/** An error's first line: Playwright's carry a call log after it. */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim().split("\n")[0] ?? text;
}

/** The label messages start with, from the script's name: e2e/bench/painter.ts is "bench:painter". */
export function benchLabel(script = process.argv[1] ?? "bench"): string {
  const base = script.replace(/^.*[\\/]/, "").replace(/\.[cm]?[jt]s$/, "");
  return /[\\/]bench[\\/]/.test(script) ? `bench:${base}` : base;
}

export interface RunOptions {
  label?: string;
  /** Default time limit when BENCH_TIMEOUT_S is unset. */
  timeoutS?: number;
}

/**
 * Runs a benchmark's main to the end, then stops what it started and exits: 0 when it finished, 1 with a one-line
 * reason when it failed or ran past its time limit (BENCH_TIMEOUT_S), 128 + n on a signal.
 */
export function runBench(main: () => Promise<void>, options: RunOptions = {}) {
  const label = options.label ?? benchLabel();
  let finishing = false;
  const deadline: { timer?: NodeJS.Timeout } = {};
  const finish = async (code: number, reason?: string) => {
    if (finishing) {
      // A second signal while stopping: stop waiting.
      if (code !== 0 && reason?.startsWith("interrupted")) process.exit(code);
      return;
    }
    finishing = true;
    clearTimeout(deadline.timer);
    if (reason) console.error(`${label}: ${reason}`);
    await cleanUp();
    process.exit(code);
  };
  process.on("exit", () => {
    for (const entry of cleanups) entry.kill?.();
  });
  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]] as const) {
    process.on(signal, () => void finish(code, `interrupted (${signal}) while ${step}; stopped what it started`));
  }
  process.on("uncaughtException", (error) => void finish(1, oneLine(error)));
  process.on("unhandledRejection", (error) => void finish(1, oneLine(error)));
  let limit: number;
  try {
    limit = timeLimitSeconds(process.env.BENCH_TIMEOUT_S, options.timeoutS ?? 1200);
  } catch (error) {
    void finish(1, oneLine(error));
    return;
  }
  deadline.timer = setTimeout(() => void finish(1, `gave up after ${limit} s (BENCH_TIMEOUT_S) while ${step}; stopped its server and browser`), limit * 1000);
  main().then(
    () => finish(0),
    (error: unknown) => finish(1, error instanceof Reported ? undefined : oneLine(error)),
  );
}
