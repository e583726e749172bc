import { Worker } from "node:worker_threads";
import { type AnyBundle, playRecorded } from "../balance/play";
import type { GameRecord } from "../balance/record";

/**
 * Plays a balance run's games across worker_threads. Game i always plays
 * seed seed0 + i, whichever worker takes it, and the report sorts records by
 * game, so the result does not depend on the worker count. Games go out in
 * small batches as workers come free (games differ in length), and
 * `stop()` ends the run at once: the games finished so far are kept and the
 * ones being played are dropped. Workers load TypeScript through
 * balance-worker.mjs (tsx), like the odds pool.
 */
export type BalanceToWorker = { games: number[]; seed0: number };
export type BalanceFromWorker =
  | { kind: "ready" }
  | { kind: "record"; record: GameRecord }
  | { kind: "idle" }
  | { kind: "error"; index: number; message: string };

export interface BalanceRun {
  /** Resolves with the finished games (in any order) and whether the run was stopped before the end. */
  done: Promise<{ records: GameRecord[]; stopped: boolean }>;
  /** Stops the run: no new games start, the ones being played are dropped. */
  stop(): void;
}

export function runBalanceGames(opts: {
  game: AnyBundle;
  bots: readonly string[];
  seed0: number;
  games: number;
  workers: number;
  onRecord?: (record: GameRecord, done: number) => void;
}): BalanceRun {
  const { game, bots, seed0, games } = opts;
  const workers = Math.max(1, Math.min(opts.workers, games));
  const records: GameRecord[] = [];
  let stopped = false;
  let finish: () => void = () => {};
  let fail: (e: Error) => void = () => {};
  const done = new Promise<{ records: GameRecord[]; stopped: boolean }>((resolve, reject) => {
    finish = () => resolve({ records, stopped });
    fail = reject;
  });
  const add = (r: GameRecord) => {
    records.push(r);
    opts.onRecord?.(r, records.length);
  };

  if (workers === 1) {
    // In this thread, a game at a time, yielding between games so a stop (Ctrl-C) is heard.
    let i = 0;
    const next = () => {
      if (stopped || i >= games) return finish();
      try {
        add(playRecorded(game, i, seed0 + i, bots));
      } catch (error) {
        return fail(new Error(`game ${i} (seed ${seed0 + i}): ${error instanceof Error ? error.message : String(error)}`));
      }
      i += 1;
      setImmediate(next);
    };
    setImmediate(next);
    return { done, stop: () => void (stopped = true) };
  }

  // Batches small enough to keep every worker busy to the end, large enough to keep messages few.
  const batch = Math.max(1, Math.min(8, Math.floor(games / (workers * 8))));
  let nextGame = 0;
  let failed = false;
  const pool: Worker[] = [];
  let idle = 0;
  let ended = false;
  const end = (error?: Error) => {
    if (ended) return;
    ended = true;
    for (const w of pool) void w.terminate();
    pool.length = 0;
    if (error) fail(error);
    else finish();
  };
  const give = (w: Worker) => {
    if (stopped || failed) return;
    if (nextGame >= games) {
      idle += 1;
      if (idle === workers) end();
      return;
    }
    const list: number[] = [];
    while (list.length < batch && nextGame < games) list.push(nextGame++);
    w.postMessage({ games: list, seed0 } satisfies BalanceToWorker);
  };
  for (let k = 0; k < workers; k += 1) {
    const w = new Worker(new URL("./balance-worker.mjs", import.meta.url), { workerData: { game, bots: [...bots] } });
    pool.push(w);
    w.on("message", (m: BalanceFromWorker) => {
      if (stopped || failed) return;
      if (m.kind === "record") add(m.record);
      else if (m.kind === "ready" || m.kind === "idle") give(w);
      else {
        failed = true;
        end(new Error(`game ${m.index} (seed ${seed0 + m.index}): ${m.message}`));
      }
    });
    w.on("error", (e) => {
      if (stopped || failed) return;
      failed = true;
      end(e);
    });
  }
  return {
    done,
    stop: () => {
      if (stopped || failed || ended) return;
      stopped = true;
      end();
    },
  };
}
