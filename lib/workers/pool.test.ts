import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { TestTask } from "./pool-test-worker";
import { PoolError, type PoolOptions, WorkerPool } from "./pool";

/**
 * The one worker pool (piscina with a heap cap, a time limit per task, a
 * bounded queue, progress and clear errors), run for real on
 * pool-test-worker.ts through tsx.
 */
const started: WorkerPool<TestTask, unknown, number>[] = [];
const FILENAME = new URL("./pool-test-worker.mjs", import.meta.url);

function pool(options: Partial<PoolOptions> = {}): WorkerPool<TestTask, unknown, number> {
  const p = new WorkerPool<TestTask, unknown, number>({ name: "test", filename: FILENAME, threads: 1, memoryMb: 256, timeoutMs: 30_000, queue: 4, ...options });
  started.push(p);
  return p;
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e);

afterEach(async () => {
  await Promise.all(started.splice(0).map((p) => p.destroy()));
});

describe("the worker pool", () => {
  it("runs tasks and answers their results; workerData reaches every worker", async () => {
    const p = pool({ threads: 2, warm: true, workerData: { scenario: "halvard" } });
    await p.ready();
    expect(await Promise.all([p.run({ kind: "echo", value: [1, "two"] }), p.run({ kind: "shared" })])).toEqual([[1, "two"], { scenario: "halvard" }]);
  });

  it("hands every progress report to onProgress, in order, before the task settles", async () => {
    const p = pool();
    const heard: number[] = [];
    const result = await p.run({ kind: "count", to: 500 }, { onProgress: (n) => heard.push(n) });
    expect(result).toBe(500);
    expect(heard).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  });

  it("hands a result's buffers back without a copy", async () => {
    const bytes = (await pool().run({ kind: "bytes", size: 1024 })) as Uint8Array;
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.byteLength).toBe(1024);
    expect(bytes[1023]).toBe(7);
  });

  it("refuses a task past its time limit and runs the next on a new worker", async () => {
    const p = pool();
    const e = await refusal(p.run({ kind: "spin", ms: 5_000 }, { timeoutMs: 200 }));
    expect(e).toBeInstanceOf(PoolError);
    expect(e).toMatchObject({ reason: "timeout", message: "the test task took longer than 200 ms, its limit" });
    expect(await p.run({ kind: "echo", value: "after" })).toBe("after");
  });

  it("refuses a task past its heap in one line, and runs the next", async () => {
    const p = pool({ memoryMb: 64 });
    expect(await refusal(p.run({ kind: "grow" }))).toMatchObject({ reason: "memory", message: "the test task needed more than 64 MB of memory, its limit" });
    expect(await p.run({ kind: "echo", value: 1 })).toBe(1);
  });

  it("passes on what a task threw as failed, with its message", async () => {
    expect(await refusal(pool().run({ kind: "throw", message: "no such unit" }))).toMatchObject({ reason: "failed", message: "no such unit" });
  });

  it("keeps at most `queue` tasks waiting and refuses one more as busy; the waiting ones run in turn", async () => {
    const p = pool({ threads: 1, queue: 1 });
    const running = p.run({ kind: "spin", ms: 300 });
    const waiting = p.run({ kind: "echo", value: "waited" });
    expect(await refusal(p.run({ kind: "echo", value: "no room" }))).toMatchObject({ reason: "busy", message: "the test pool is full: 1 tasks running and 1 waiting" });
    expect(await Promise.all([running, waiting])).toEqual([300, "waited"]);
  });

  it("stops a running task and a waiting one when their signal aborts", async () => {
    const p = pool({ threads: 1 });
    const stop = new AbortController();
    const running = refusal(p.run({ kind: "spin", ms: 10_000 }, { signal: stop.signal }));
    const waiting = refusal(p.run({ kind: "echo", value: 1 }, { signal: stop.signal }));
    setTimeout(() => stop.abort(), 100);
    expect(await running).toMatchObject({ reason: "stopped" });
    expect(await waiting).toMatchObject({ reason: "stopped" });
    expect(await p.run({ kind: "echo", value: "still here" })).toBe("still here");
  });

  it("says so when its workers cannot load their code, and refuses every task after", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-pool-"));
    const broken = path.join(dir, "broken.mjs");
    fs.writeFileSync(broken, 'throw new Error("the worker module is broken");\n');
    try {
      const p = pool({ filename: broken, warm: true });
      const e = await refusal(p.ready());
      expect(e).toMatchObject({ reason: "failed" });
      expect((e as Error).message).toMatch(/^the test workers could not start: .*the worker module is broken/);
      expect(p.isBroken).toBe(true);
      expect(await refusal(p.run({ kind: "echo", value: 1 }))).toBe(e);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
