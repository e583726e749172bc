import { type SimTotals, addTotals, blockCount, emptyTotals } from "./battle-sim";
import type { OddsMethod, OddsRequest } from "./odds";
import type { UnitTypeAbilities } from "./units";

/**
 * Running one calculator job as many small pieces, for a pool that must show
 * progress and stop at once (the studio's Web Workers). A piece is a range of
 * blocks (battle-sim.ts: each block has its own seed, totals are integers), so
 * the totals are the same however the blocks are cut and whichever worker
 * fights which piece: the same numbers as `warbench odds` for the same seed
 * and runs. Pure: the pool supplies `runChunk` (a worker, or this thread).
 */

/** What a worker needs to fight any piece of a run. */
export interface OddsJob {
  unitTypes: UnitTypeAbilities[];
  request: OddsRequest;
  seed: number;
  runs: number;
  /** "auto" (the studio's and the CLI's default): the exact answer where the battle allows it, else these runs; absent: sample. */
  method?: OddsMethod | "auto";
}

/** Blocks [from, to) of a run. */
export type BlockRange = readonly [from: number, to: number];

/** Pieces per worker: more than one so a worker that finishes early takes another (cores are rarely equal in a browser). */
const PIECES_PER_WORKER = 4;
/** The most blocks in one piece: a piece is what cancel and progress wait for at worst (~20,000 battles, tens of ms). */
export const MAX_PIECE_BLOCKS = 20;

/** Cuts the blocks of a run of `runs` battles into contiguous pieces for `workers` workers, in order. */
export function planChunks(runs: number, workers: number, maxBlocks = MAX_PIECE_BLOCKS): BlockRange[] {
  const blocks = blockCount(runs);
  const size = Math.max(1, Math.min(maxBlocks, Math.ceil(blocks / (Math.max(1, workers) * PIECES_PER_WORKER))));
  const out: BlockRange[] = [];
  for (let from = 0; from < blocks; from += size) out.push([from, Math.min(blocks, from + size)]);
  return out;
}

/** Thrown (rejected) when a run is cancelled. */
export class CalculationCancelled extends Error {
  constructor() {
    super("the calculation was cancelled");
    this.name = "CalculationCancelled";
  }
}

export interface ChunkedRun {
  runs: number;
  /** Unit types in the game (the length of the survivor arrays). */
  types: number;
  chunks: readonly BlockRange[];
  /** Pieces fought at the same time; lane i of `runChunk` is always one at a time. */
  lanes: number;
  /** Fights one piece on lane `lane`, reporting each finished block's battles to `onBattles`. */
  runChunk: (chunk: BlockRange, lane: number, onBattles: (battles: number) => void) => Promise<SimTotals>;
  /** Battles fought so far, of `runs`. */
  onProgress?: (done: number, runs: number) => void;
  signal?: AbortSignal;
}

/**
 * Fights every piece, each lane taking the next piece when its last one ends,
 * and adds the totals. Rejects with CalculationCancelled once `signal` aborts
 * (no further piece starts; stopping the piece in flight is the pool's job),
 * or with the first piece's error.
 */
export function runChunked(run: ChunkedRun): Promise<SimTotals> {
  const { chunks, signal } = run;
  const totals = emptyTotals(run.types);
  let next = 0;
  let done = 0;
  return new Promise<SimTotals>((resolve, reject) => {
    let settled = false;
    let busy = 0;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      reject(error);
    };
    const onAbort = () => fail(new CalculationCancelled());
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const start = (lane: number) => {
      if (settled) return;
      if (next >= chunks.length) {
        if (busy === 0) {
          settled = true;
          signal?.removeEventListener("abort", onAbort);
          resolve(totals);
        }
        return;
      }
      const chunk = chunks[next++]!;
      busy += 1;
      const onBattles = (battles: number) => {
        if (settled) return;
        done += battles;
        run.onProgress?.(done, run.runs);
      };
      run.runChunk(chunk, lane, onBattles).then(
        (part) => {
          busy -= 1;
          if (settled) return;
          addTotals(totals, part);
          start(lane);
        },
        (error: unknown) => {
          busy -= 1;
          fail(error);
        },
      );
    };
    const lanes = Math.max(1, Math.min(run.lanes, chunks.length));
    if (chunks.length === 0) return start(0);
    for (let lane = 0; lane < lanes; lane += 1) start(lane);
  });
}
