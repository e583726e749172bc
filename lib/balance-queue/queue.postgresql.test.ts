import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mergeBatches } from "@/lib/balance/batches";
import type { AnyBundle } from "@/lib/balance/play";
import type { GameRecord } from "@/lib/balance/record";
import { loadAnyBundle } from "@/lib/cli/engine-bundle";
import { runInProcess } from "@/lib/cli/run-in-process";
import { type Db, balanceRunBatches, landedBatches, openDatabase } from "@/lib/db";
import { throwawayPostgresUrl } from "@/lib/db/test-db";
import type { QueueRunView } from "./api";
import { cancelRun, openQueue, runReport, runView, submitRun } from "./index";
import { BATCH_QUEUE, type QueueHandle, batchJobId } from "./queue";

/*
 * The queue end to end on a throwaway PostgreSQL: worker PROCESSES of the
 * built CLI (lib/cli/warbench.mjs, `npm run build:cli`) play the batches, as
 * on other machines. Batches submitted here get a 3 s time limit and
 * maintenance runs every second, so a killed worker's batch comes back within
 * seconds (and a slow batch may be played twice, which must change nothing).
 */
const NEXTWAR = "lib/samples/nextwar-sample/scenario.json";
const bin = path.resolve(import.meta.dirname, "..", "cli", "warbench.mjs");
const loaded = loadAnyBundle(NEXTWAR);
if (!loaded.ok) throw new Error(loaded.error);
const game: AnyBundle = { ruleset: loaded.ruleset.id, bundle: loaded.bundle };

let url: string;
let drop: () => Promise<void>;
let db: Db;
let queue: QueueHandle;
const children: ChildProcess[] = [];
const saved = { DATABASE_URL: process.env.DATABASE_URL, WARBENCH_BATCH_SECONDS: process.env.WARBENCH_BATCH_SECONDS };

beforeAll(async () => {
  ({ url, drop } = await throwawayPostgresUrl());
  db = await openDatabase(url);
  queue = await openQueue(url, { batchSeconds: 3, maintenanceSeconds: 1 });
  // `balance --queue` run in this process reads these; its batches get a limit no busy machine reaches, so none is
  // played twice there.
  process.env.DATABASE_URL = url;
  process.env.WARBENCH_BATCH_SECONDS = "120";
});

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  process.env.DATABASE_URL = saved.DATABASE_URL;
  process.env.WARBENCH_BATCH_SECONDS = saved.WARBENCH_BATCH_SECONDS;
  await queue?.stop();
  await db?.$disconnect();
  await drop?.();
});

type Worker = { child: ChildProcess; log: () => string; exited: Promise<number | null> };

/** Starts `warbench worker` and waits until it takes batches; `ipc`: with a channel to this process, as a studio starts its own. */
async function startWorker(concurrency: number, options: { ipc?: boolean } = {}): Promise<Worker> {
  const child = spawn(process.execPath, [bin, "worker", "--concurrency", String(concurrency)], {
    env: { ...process.env, DATABASE_URL: url, WARBENCH_QUEUE_MAINTENANCE_SECONDS: "1" },
    stdio: options.ipc ? ["ignore", "ignore", "pipe", "ipc"] : ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  let log = "";
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await until(() => log.includes("ready: waiting for batches") || child.exitCode !== null, 30_000, () => log);
  expect(log).toContain("ready: waiting for batches");
  return { child, log: () => log, exited };
}

async function stopWorker(w: Worker): Promise<number | null> {
  w.child.kill("SIGTERM");
  return w.exited;
}

async function until(ok: () => boolean | Promise<boolean>, ms: number, what: () => string = () => ""): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms ${what()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function ended(id: string, ms = 60_000, what: () => string = () => ""): Promise<QueueRunView> {
  let view: QueueRunView | null = null;
  await until(
    async () => {
      view = await runView(db, id);
      return view !== null && view.status !== "queued" && view.status !== "running";
    },
    ms,
    () => `${JSON.stringify(view)} ${what()}`,
  );
  return view as unknown as QueueRunView;
}

/** The run's pg-boss jobs: state and retries, by batch. */
async function jobs(runId: string, batches: number): Promise<{ state: string; retry_count: number }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids = Array.from({ length: batches }, (_, b) => batchJobId(runId, b));
    const { rows } = await client.query("SELECT id, state, retry_count FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[])", [BATCH_QUEUE, ids]);
    return ids.map((id) => rows.find((r) => r.id === id) as { state: string; retry_count: number });
  } finally {
    await client.end();
  }
}

const settings = { seed: 5, bots: ["greedy", "greedy"], revision: null, documentId: null };

describe("balance runs on the job queue", () => {
  it("the report is byte-identical in-process, on one worker process and on two", async () => {
    const args = ["balance", NEXTWAR, "--games", "24", "--bot-check", "1", "--seed", "5"];
    const inProcess = await runInProcess(...args, "--workers", "1");
    expect(inProcess.code).toBe(0);
    const one = await startWorker(1);
    const queued1 = await runInProcess(...args, "--queue", "--batch-size", "3");
    expect(queued1.err).toMatch(/run .* queued: 26 games in 9 batches/);
    expect(queued1.code).toBe(0);
    expect(queued1.out).toBe(inProcess.out);
    expect(await stopWorker(one)).toBe(0);
    expect(one.log().match(/ batch \d+\/9: /g)).toHaveLength(9);

    const [a, b] = await Promise.all([startWorker(1), startWorker(1)]);
    const queued2 = await runInProcess(...args, "--queue", "--batch-size", "3");
    expect(queued2.code).toBe(0);
    expect(queued2.out).toBe(inProcess.out);
    await Promise.all([stopWorker(a!), stopWorker(b!)]);
    const played = [a!, b!].map((w) => (w.log().match(/ batch \d+\/9: /g) ?? []).length);
    expect(played[0]! + played[1]!).toBe(9);
    expect(Math.min(...played)).toBeGreaterThan(0);
  }, 180_000);

  it("a worker killed mid-batch: its batch is retried by another worker, counted once, the report unchanged", async () => {
    // Batches of 20 games (a few seconds each): long enough for a progress write (every second) before the kill.
    const inProcess = await runInProcess("balance", NEXTWAR, "--games", "40", "--seed", "5", "--workers", "2");
    const doomed = await startWorker(1);
    const run = await submitRun(db, queue, { game, ...settings, games: 40, botCheck: 0, batchSize: 20 });
    // Progress written and the batch not landed: the worker is in the middle of it.
    await until(async () => (await balanceRunBatches(db, run.id)).some((b) => !b.landed && b.done > 0), 60_000, () => doomed.log());
    doomed.child.kill("SIGKILL");
    await doomed.exited;
    const survivor = await startWorker(1);
    const view = await ended(run.id, 60_000, () => survivor.log());
    expect(view).toMatchObject({ status: "done", done: 40, batchesDone: 2 });
    expect(view).toMatchObject({ total: 40, batches: 2, playing: 0, etaSeconds: null, error: null });
    expect(view.seconds).toBeGreaterThan(0);
    expect(await runReport(db, run.id)).toBe(inProcess.out);
    const states = await balanceRunBatches(db, run.id);
    expect(Math.max(...states.map((b) => b.attempts))).toBeGreaterThanOrEqual(2);
    const records = mergeBatches((await landedBatches(db, run.id)).map((b) => ({ batch: b, records: JSON.parse(b.records) as GameRecord[] })));
    expect(records.map((r) => r.index)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(survivor.log()).toMatch(/batch \d\/2: /);
    expect(await stopWorker(survivor)).toBe(0);
  }, 180_000);

  it("a scenario that fails to play fails the run once, with its reason, and nothing is retried", async () => {
    const run = await submitRun(db, queue, { game, ...settings, games: 12, botCheck: 0, batchSize: 2 });
    // What the workers read becomes a game of a ruleset no worker knows: every game of it throws.
    const spec = JSON.parse((await db.balanceRun.findUnique({ where: { id: run.id } }))!.spec);
    spec.game.ruleset = "no-such-ruleset";
    await db.balanceRun.update({ where: { id: run.id }, data: { spec: JSON.stringify(spec) } });
    const [a, b] = await Promise.all([startWorker(1), startWorker(1)]);
    const view = await ended(run.id);
    expect(view.status).toBe("failed");
    expect(view.error).toMatch(/^game \d+ \(seed \d+\): .*no-such-ruleset/);
    expect(await runReport(db, run.id)).toBeNull();
    await until(async () => (await jobs(run.id, 6)).every((j) => j.state === "completed" || j.state === "cancelled"), 10_000);
    expect((await jobs(run.id, 6)).map((j) => j.retry_count)).toEqual([0, 0, 0, 0, 0, 0]);
    await Promise.all([stopWorker(a!), stopWorker(b!)]);
    const failures = [a!, b!].map((w) => (w.log().match(/: failed: /g) ?? []).length);
    expect(failures[0]! + failures[1]!).toBe(1);
  }, 180_000);

  it("a studio's own worker stops once the studio is gone (its channel closes), and its batch is played by another", async () => {
    const orphan = await startWorker(1, { ipc: true });
    const run = await submitRun(db, queue, { game, ...settings, games: 12, botCheck: 0, batchSize: 6 });
    await until(() => /batch \d\/2: /.test(orphan.log()), 60_000, orphan.log);
    // What the worker sees when the studio process that started it exits.
    orphan.child.disconnect();
    const code = await Promise.race([orphan.exited, new Promise<string>((resolve) => setTimeout(() => resolve("still running after 15 s"), 15_000))]);
    expect(code).toBe(0);
    expect(orphan.log()).toContain("warbench worker: stopped");
    const other = await startWorker(1);
    const view = await ended(run.id);
    expect(view).toMatchObject({ status: "done", batchesDone: 2 });
    expect(JSON.parse((await runReport(db, run.id))!)).toMatchObject({ games: 12 });
    expect(await stopWorker(other)).toBe(0);
  }, 180_000);

  it("cancelling keeps a partial report of the landed batches and drops the rest", async () => {
    const worker = await startWorker(1);
    const run = await submitRun(db, queue, { game, ...settings, games: 24, botCheck: 0, batchSize: 3 });
    let running: QueueRunView | null = null;
    await until(async () => ((running = await runView(db, run.id))?.batchesDone ?? 0) >= 2, 60_000);
    // On its way: an ETA from the rate so far.
    expect(running).toMatchObject({ status: "running", total: 24, batches: 8 });
    expect(running!.etaSeconds).toEqual(expect.any(Number));
    const view = await cancelRun(db, queue, run.id);
    expect(view.status).toBe("cancelled");
    expect((await cancelRun(db, queue, run.id)).status).toBe("cancelled");
    const report = JSON.parse((await runReport(db, run.id))!);
    expect(report).toMatchObject({ partial: true, gamesRequested: 24 });
    expect(report.games).toBe(view.batchesDone * 3);
    expect(report.games).toBeLessThan(24);
    await until(async () => (await jobs(run.id, 8)).every((j) => j.state === "completed" || j.state === "cancelled"), 10_000);
    expect((await runView(db, run.id))?.status).toBe("cancelled");
    expect(await stopWorker(worker)).toBe(0);
  }, 180_000);
});
