import { type SimTotals, addTotals, blockCount, emptyTotals, prepareOdds, simulateOdds, splitBlocks } from "../engine/rulesets/aa1942/odds";
import { type BlockRange, type OddsJob, runChunked } from "../engine/rulesets/aa1942/odds-chunks";
import { availableCores, WorkerPool } from "../workers/pool";

/**
 * Runs the battle calculator on worker threads (`warbench odds` and the aa
 * benchmark), through the one worker pool (lib/workers/pool.ts). A run of N
 * battles is cut into blocks with their own seeds (battle-sim.ts); each
 * worker fights a contiguous range of blocks, run as the studio's calculator
 * runs its pieces (odds-chunks.ts' runChunked), and the integer totals are
 * added, so the result is the same for any worker count and any cut. One range
 * per worker, as before the pool was shared, not the studio's small pieces:
 * each piece is a hand-off through this thread, and the command has no cancel
 * button that small pieces would keep quick. A worker runs the
 * odds-worker.mjs beside this module: the built one (lib/cli/dist, build.mjs)
 * in the built CLI, lib/cli's, which loads the TypeScript through tsx, under
 * the sources (tests, warbench-dev.mjs).
 */

// The job is shared with the studio's Web Worker pool (odds-chunks.ts).
export type { OddsJob };

/** One piece: blocks [from, to) of run `run` (the worker compiles a run's job once). */
export type OddsPiece = { run: number; job: OddsJob; from: number; to: number };

/** The calculator's limits: a piece is ≤ 20,000 battles (tens of ms), its heap a few MB. */
const ODDS_MEMORY_MB = 512;
const ODDS_PIECE_MS = 10 * 60_000;

/** Started workers that can run several jobs (the benchmark keeps one across runs). */
export class OddsPool {
  private nextRun = 1;

  private constructor(private readonly pool: WorkerPool<OddsPiece, SimTotals, number>) {}

  /** Starts `size` workers and waits until each has loaded the calculator (if one fails, none is left running). */
  static async start(size: number): Promise<OddsPool> {
    const pool = await WorkerPool.started<OddsPiece, SimTotals, number>({
      name: "odds",
      filename: new URL("./odds-worker.mjs", import.meta.url),
      threads: size,
      memoryMb: ODDS_MEMORY_MB,
      timeoutMs: ODDS_PIECE_MS,
      queue: 0,
    });
    return new OddsPool(pool);
  }

  get size(): number {
    return this.pool.threads;
  }

  /** Fights `job`'s blocks from `first` on across the workers; `onProgress` hears every finished block's battles. */
  run(job: OddsJob, onProgress?: (battles: number) => void, first = 0): Promise<SimTotals> {
    const run = this.nextRun++;
    // A contiguous range of the blocks left for each worker.
    const chunks = splitBlocks(blockCount(job.runs) - first, this.size)
      .map(([from, to]): BlockRange => [from + first, to + first])
      .filter(([from, to]) => to > from);
    const runChunk = (chunk: BlockRange, _lane: number, onBattles: (battles: number) => void) =>
      this.pool.run({ run, job, from: chunk[0], to: chunk[1] }, onProgress ? { onProgress: onBattles } : {});
    return runChunked({ runs: job.runs, types: job.unitTypes.length, chunks, lanes: this.size, runChunk, onProgress: onProgress && progressIn(onProgress) });
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

/** runChunked counts battles done so far; `warbench odds` hears each block's. */
function progressIn(onBattles: (battles: number) => void): (done: number) => void {
  let last = 0;
  return (done) => {
    onBattles(done - last);
    last = done;
  };
}

/**
 * How long "auto" fights in this thread before it starts workers for the rest.
 * A worker takes some 40 ms to start on an idle 2-core machine (Node, the
 * calculator's code, and the JIT warming up again), far more on a busy one,
 * while in this thread, warm, a block of small battles takes a millisecond or
 * two: most questions typed at `warbench odds` end before threads would start.
 */
export const IN_THREAD_MS = 100;

/**
 * Fights a whole job on `workers` threads (1: in this thread, no worker), or
 * "auto": in this thread block by block until `inThreadMs` have passed (one
 * block at least), then what is left on a worker per core. Blocks have their
 * own seeds, so the result is the same either way. Times the fighting itself
 * (workers are started before the clock restarts); `workers` in the answer is
 * how many threads fought.
 */
export async function runOddsJob(
  job: OddsJob,
  workers: number | "auto",
  onProgress?: (battles: number) => void,
  inThreadMs = IN_THREAD_MS,
): Promise<{ totals: SimTotals; seconds: number; workers: number }> {
  const blocks = blockCount(job.runs);
  const most = Math.max(1, Math.min(workers === "auto" ? availableCores() : workers, blocks));
  // One thread is this one; with more, "auto" first sees whether the job ends before they would have started.
  const budget = most === 1 ? Infinity : workers === "auto" ? inThreadMs : 0;
  let first = 0;
  let totals = emptyTotals(job.unitTypes.length);
  let inThread = 0;
  if (budget > 0) {
    const prepared = prepareOdds(job.unitTypes, job.request);
    if (!prepared.ok) throw new Error(prepared.problem.message);
    const started = performance.now();
    do {
      totals = addTotals(totals, simulateOdds(prepared.prepared, job.seed, job.runs, first, first + 1, onProgress));
      first += 1;
      // A single block left is fought here too: a thread would take about as long to start.
    } while (first < blocks && (blocks - first === 1 || performance.now() - started < budget));
    inThread = performance.now() - started;
    if (first === blocks) return { totals, seconds: inThread / 1000, workers: 1 };
  }
  const used = Math.min(most, blocks - first);
  const pool = await OddsPool.start(used);
  try {
    const started = performance.now();
    totals = addTotals(totals, await pool.run(job, onProgress, first));
    return { totals, seconds: (inThread + performance.now() - started) / 1000, workers: used };
  } finally {
    await pool.close();
  }
}
