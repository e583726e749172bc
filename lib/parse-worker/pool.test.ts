import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/model/json-input";
import { CheckerRefusal, runChecked } from "./pool";

/**
 * The file checker runs in worker threads (worker-dev.mjs here, the built
 * lib/cli/dist/parse-worker.mjs under `next start`): these run it for real.
 * A hostile file is refused with its reason; a task past its time or heap is
 * stopped and refused, and the next task gets a fresh worker; this thread
 * keeps serving while a worker parses.
 */
const encode = (text: string) => new TextEncoder().encode(text);
const bundleOf = (content: string) => `{"format":"warbench-bundle","schemaVersion":1,"project":{"name":"P"},"documents":[{"kind":"map","name":"Europe","content":${content}}]}`;
/** A map of `n` empty objects: 3 bytes each, the shape of issue #25's hostile import. */
const empties = (n: number) => `{"schemaVersion":1,"layout":"hex","x":[${"{},".repeat(n - 1)}{}]}`;
const bundleTask = (text: string): [{ kind: "bundle"; bytes: Uint8Array; anyway: boolean }, { transfer: ArrayBuffer[] }] => {
  const bytes = encode(text);
  return [{ kind: "bundle", bytes, anyway: false }, { transfer: [bytes.buffer] }];
};

/** Runs `work` while timing this thread's event loop: the longest gap between 10 ms ticks. */
async function longestStall(work: () => Promise<unknown>): Promise<{ stall: number; ticks: number }> {
  let last = performance.now();
  let stall = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
    ticks += 1;
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return { stall, ticks };
}

describe("the file checker", () => {
  it("refuses a hostile bundle with its reason, before parsing it, while this thread goes on serving", async () => {
    // 4,000,000 {} in 12 MB of text: before, parsed and checked on the request thread (~3 GB, half a minute).
    const [task, options] = bundleTask(bundleOf(empties(4_000_000)));
    let outcome: unknown;
    const { stall, ticks } = await longestStall(async () => (outcome = await runChecked(task, options)));
    expect(outcome).toMatchObject({ kind: "refused", status: 413 });
    expect((outcome as { error: string }).error).toMatch(/^\/documents\/0\/content\/x\/\d+ \(line 1, column \d+\): The map "Europe" holds more than 1,000,000 objects and arrays, over the limit of 1,000,000 for a document \[E-FILE-TOO-LARGE\]\. Nothing was imported\.$/);
    expect(ticks).toBeGreaterThan(0);
    expect(stall).toBeLessThan(200);
  }, 60_000);

  it("keeps this thread free while a worker parses and checks a large document", async () => {
    const big = empties(LIMITS.documentContainers - 10);
    let outcome: unknown;
    const { stall, ticks } = await longestStall(async () => (outcome = await runChecked({ kind: "document", bytes: encode(big) }, { what: "document" })));
    expect(outcome).toMatchObject({ kind: "ready", prepared: { size: big.length } });
    expect(ticks).toBeGreaterThan(5);
    expect(stall).toBeLessThan(200);
  }, 60_000);

  it("stops a task past its time limit, refuses it in one line, and serves the next with a new worker", async () => {
    const limits = { timeoutMs: 100, memoryMb: 1024 };
    const refusal = await runChecked({ kind: "document", bytes: encode(empties(LIMITS.documentContainers - 10)) }, { what: "document", limits }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(CheckerRefusal);
    expect(refusal).toMatchObject({ reason: "timeout", status: 413, message: "Checking this document took longer than 100 ms, the limit for one document" });
    const next = await runChecked({ kind: "document", bytes: encode('{"schemaVersion":1}') }, { what: "document", limits: { ...limits, timeoutMs: 30_000 } });
    expect(next).toMatchObject({ kind: "ready", prepared: { text: '{"schemaVersion":1}' } });
  }, 60_000);

  it("stops a task past its heap and refuses it in one line", async () => {
    const limits = { memoryMb: 96 };
    const refusal = await runChecked({ kind: "document", bytes: encode(empties(LIMITS.documentContainers - 10)) }, { what: "document", limits }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusal).toMatchObject({ reason: "memory", status: 413, message: "Checking this document needed more than 96 MB of memory, the limit for one document" });
  }, 60_000);

  it("refuses a task as busy when every worker is taken and the queue is full", async () => {
    const limits = { workers: 1, queue: 0, memoryMb: 512 };
    const slow = runChecked({ kind: "document", bytes: encode(empties(300_000)) }, { what: "document", limits });
    const refusal = await runChecked({ kind: "document", bytes: encode("{}") }, { what: "document", limits }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusal).toMatchObject({ reason: "busy", status: 503, message: "The studio is checking 1 other files already; try again in a minute" });
    expect(await slow).toMatchObject({ kind: "ready" });
  }, 60_000);
});
