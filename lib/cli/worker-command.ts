import { availableCores } from "../workers/pool";
import { parseOptions } from "./engine-bundle";
import { queueDatabase } from "./queue-url";
import { WORKER_USAGE } from "./usage";

type Io = { out: (s: string) => void; err: (s: string) => void };

/**
 * `warbench worker`: plays balance batches from the queue on DATABASE_URL
 * until stopped (or idle for --idle-exit seconds). Ctrl-C or SIGTERM (or,
 * for a worker a studio started, the studio going away) stops taking batches
 * and hands the ones being played back to the queue, where another worker
 * takes them at once; exit 0.
 */
export async function runWorkerCommand(args: readonly string[], io: Io, env: Readonly<Record<string, string | undefined>> = process.env): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    io.out(WORKER_USAGE);
    return 0;
  }
  const opts = parseOptions(args, ["concurrency", "idle-exit"], []);
  if (opts.error) return usage(io, opts.error);
  if (opts.positional.length > 0) return usage(io, `worker takes no file (got "${opts.positional[0]}")`);
  const concurrencyText = opts.values.get("concurrency");
  const concurrency = concurrencyText === undefined ? availableCores() : Number(concurrencyText);
  if (concurrencyText !== undefined && (!/^[0-9]+$/.test(concurrencyText) || concurrency < 1 || concurrency > 256)) return usage(io, "--concurrency must be an integer from 1 to 256");
  const idleText = opts.values.get("idle-exit");
  if (idleText !== undefined && !/^[0-9]+(\.[0-9]+)?$/.test(idleText)) return usage(io, "--idle-exit must be a number of seconds");
  const database = queueDatabase(env, "worker");
  if ("error" in database) {
    io.err(`warbench: ${database.error}.\n`);
    return 2;
  }
  const stop = new AbortController();
  // A second Ctrl-C does not wait for the threads and the database to close.
  const interrupt = () => (stop.signal.aborted ? process.exit(130) : stop.abort());
  process.on("SIGINT", interrupt);
  process.on("SIGTERM", interrupt);
  // A studio's own worker (app/_lib/studio-worker.ts) is started with an IPC channel: when the studio stops, or dies,
  // the channel closes, and the worker stops as on Ctrl-C instead of waiting out --idle-exit. The channel alone must
  // not keep it running.
  const orphaned = () => stop.abort();
  if (process.channel) {
    process.on("disconnect", orphaned);
    process.channel.unref();
  }
  io.err(`warbench worker: ${concurrency} at once, on ${database.name}; Ctrl-C stops\n`);
  try {
    const { runWorker } = await import("./queue-worker");
    await runWorker({
      url: database.url,
      concurrency,
      signal: stop.signal,
      log: (line) => io.err(`${line}\n`),
      idleExitMs: idleText === undefined ? undefined : Number(idleText) * 1000,
    });
  } catch (error) {
    io.err(`warbench: worker: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    process.off("SIGINT", interrupt);
    process.off("SIGTERM", interrupt);
    process.off("disconnect", orphaned);
  }
  io.err(`warbench worker: stopped\n`);
  return 0;
}

function usage(io: Io, message: string): number {
  io.err(`warbench: ${message}.\n${WORKER_USAGE}`);
  return 2;
}
