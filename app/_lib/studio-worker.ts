import "server-only";
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

/**
 * The studio's own balance worker (team studio on PostgreSQL): a
 * `warbench worker --idle-exit 120` child of this server process, started when
 * a run is submitted or followed, so a team with one machine needs nothing
 * more; it leaves after two minutes without a batch, or as soon as this
 * server stops (its IPC channel closes: lib/cli/worker-command.ts), handing the
 * batches it was playing back to the queue. Workers on other machines
 * (`npx warbench worker`) join the same queue. WARBENCH_STUDIO_WORKER=off keeps
 * the studio from playing at all (its machine only serves pages).
 */
const IDLE_EXIT_SECONDS = 120;

const registry = globalThis as unknown as { warbenchStudioWorker?: { child: ChildProcess | null } };
const slot = (registry.warbenchStudioWorker ??= { child: null });

export const studioWorkerOff = (env: NodeJS.ProcessEnv = process.env) => env.WARBENCH_STUDIO_WORKER?.trim().toLowerCase() === "off";

/** Starts the worker unless one of this process is there (or it is turned off); true when this studio plays. */
export function ensureStudioWorker(spawnWorker: (args: string[]) => ChildProcess = defaultSpawn): boolean {
  if (studioWorkerOff()) return false;
  if (slot.child) return true;
  const cli = path.resolve(/*turbopackIgnore: true*/ process.cwd(), "lib", "cli", "warbench.mjs");
  const child = spawnWorker([cli, "worker", "--idle-exit", String(IDLE_EXIT_SECONDS)]);
  slot.child = child;
  const gone = () => {
    if (slot.child === child) slot.child = null;
  };
  child.on("exit", gone);
  // A worker that cannot start says so in the server's log; the next run tries again.
  child.on("error", (error) => {
    console.error(`warbench worker: ${error.message}`);
    gone();
  });
  return true;
}

/** For tests: the worker child of this process, if any. */
export function studioWorker(): ChildProcess | null {
  return slot.child;
}

// Its log lines (batches taken, retried) go to the server's log; its stdout says nothing the studio needs. The IPC
// channel says nothing either: it closes when this server goes, and the worker then stops. Unreferenced, it keeps
// the server from exiting no more than the child does.
const defaultSpawn = (args: string[]) => {
  const child = spawn(process.execPath, args, { cwd: process.cwd(), env: process.env, stdio: ["ignore", "ignore", "inherit", "ipc"] });
  child.channel?.unref();
  return child;
};
