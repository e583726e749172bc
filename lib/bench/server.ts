// A benchmark's own server: on a free port (or the one asked for, refused when taken), stopped with everything it
// spawned on every way out (lib/bench/lifecycle.ts), and checked to be the one answering before anything is measured.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { noteStep, onCleanup } from "./lifecycle";
import { describeListeners, freePort, groupListensOn, portFree } from "./ports";

const GUARD = path.join(import.meta.dirname, "server-guard.mjs");

export interface ServerOptions {
  /** What the server is, in messages ("the studio"). */
  what: string;
  command: string;
  args: (port: number) => string[];
  env?: NodeJS.ProcessEnv;
  /** The port asked for (an environment variable's text), with the variable's name for messages; unset: a free one. */
  port?: { value: string | undefined; variable: string };
  host?: string;
  /** Answers 2xx here once ready. */
  readyPath?: string;
  startTimeoutMs?: number;
  /**
   * A check that the answering server is the one wanted, e.g. that it serves the build on disk (the only check where
   * /proc cannot say which process listens, i.e. not on Linux). Returns why it is not, or null.
   */
  verify?: (base: string) => Promise<string | null>;
}

export interface Server {
  base: string;
  port: number;
  pid: number;
  /** Stops the server and every process it started; resolves when they are gone. */
  stop(): Promise<void>;
}

/** Parses a port variable's text: a bad value is an error, not silently another port. */
export function parsePort(value: string, variable: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${variable}=${value} is not a port number`);
  return port;
}

/** The message for a port asked for but taken. */
export async function takenPortReason(port: number, variable: string, host = "127.0.0.1"): Promise<string | null> {
  if (await portFree(port, host)) return null;
  const who = describeListeners(port);
  return `port ${port} (${variable}) is already taken${who.length ? ` by ${who.join(", ")}` : ""} — maybe a server left over from an earlier run; stop it, or unset ${variable} to use a free port`;
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the server and resolves once it answers on its port and is ours; on any failure nothing is left running. */
export async function startServer(options: ServerOptions): Promise<Server> {
  const host = options.host ?? "127.0.0.1";
  let port: number;
  if (options.port?.value) {
    port = parsePort(options.port.value, options.port.variable);
    const taken = await takenPortReason(port, options.port.variable, host);
    if (taken) throw new Error(taken);
  } else {
    port = await freePort(host);
  }
  const base = `http://${host}:${port}`;

  noteStep(`starting ${options.what} on port ${port}`);
  // Detached: the guard leads a process group of its own, so one signal reaches the server and all its children.
  const child: ChildProcess = spawn(process.execPath, [GUARD, options.command, ...options.args(port)], {
    env: options.env ?? process.env,
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
  });
  const pgid = child.pid;
  if (pgid === undefined) throw new Error(`${options.what} could not be started (${options.command})`);
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) tail.push(line.trim());
    tail.splice(0, Math.max(0, tail.length - 20));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  // The guard's stdin is how it notices we are gone; errors on it only mean that it has gone first.
  child.stdin?.on("error", () => {});
  let exited: string | null = null;
  const gone = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exited = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    }),
  );

  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      try {
        process.kill(-pgid, "SIGTERM");
      } catch {
        // already gone
      }
      for (let waited = 0; alive(pgid) && waited < 5000; waited += 100) await delay(100);
      if (alive(pgid)) {
        try {
          process.kill(-pgid, "SIGKILL");
        } catch {
          // gone meanwhile
        }
        for (let waited = 0; alive(pgid) && waited < 2000; waited += 50) await delay(50);
      }
      await Promise.race([gone, delay(1000)]);
      unregister();
    })());
  const unregister = onCleanup(stop, () => {
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {
      // already gone
    }
  });

  try {
    const startTimeoutMs = options.startTimeoutMs ?? 60_000;
    const started = Date.now();
    noteStep(`waiting for ${options.what} at ${base}`);
    for (;;) {
      if (exited) throw new Error(`${options.what} exited (${exited}) before answering at ${base}${tail.length ? `: ${tail.at(-1)}` : ""}`);
      let ok = false;
      try {
        ok = (await fetch(base + (options.readyPath ?? "/"), { signal: AbortSignal.timeout(5000) })).ok;
      } catch {
        // not listening yet
      }
      if (ok) {
        // A server that answers is not necessarily ours: a stale one may hold the port (see takenPortReason).
        if (exited) continue;
        const ours = groupListensOn(pgid, port);
        if (ours === false) throw new Error(`something other than the ${options.what} this run started answers at ${base}${describeListeners(port).length ? ` (${describeListeners(port).join(", ")})` : ""}; not measuring it`);
        if (options.verify) {
          const wrong = await options.verify(base);
          if (wrong) throw new Error(`the server answering at ${base} is not the ${options.what} this run started: ${wrong}`);
        }
        return { base, port, pid: pgid, stop };
      }
      if (Date.now() - started > startTimeoutMs) throw new Error(`${options.what} did not answer at ${base} within ${Math.round(startTimeoutMs / 1000)} s${tail.length ? ` (last said: ${tail.at(-1)})` : ""}`);
      await delay(250);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
