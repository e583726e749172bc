// A worker's idle lanes take turns at polling the queue [#31 item 2]: the
// database sees one idle worker's fetches at one rate, whatever its
// --concurrency, and work found by one lane reaches the others at once.
import { describe, expect, it } from "vitest";
import { PollTurn } from "./poll-turn";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** As queue-worker.ts's pause: cut short when the worker stops. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** `lanes` lanes polling a queue as queue-worker.ts does: fetch, and pause `pauseMs` after an empty answer, holding the turn. */
function lanes(count: number, pauseMs: number, take: () => string | undefined, signal: AbortSignal) {
  const turn = new PollTurn();
  const got: string[][] = Array.from({ length: count }, () => []);
  /** When each job was taken. */
  const at: number[] = [];
  let fetches = 0;
  /** Which lane made each fetch. */
  const order: number[] = [];
  const lane = async (i: number) => {
    while (!signal.aborted) {
      const job = await turn.run(signal, async () => {
        fetches += 1;
        order.push(i);
        const found = take();
        if (found === undefined) await pause(pauseMs, signal);
        return found;
      });
      if (job !== undefined) {
        got[i]!.push(job);
        at.push(performance.now());
        // Playing the batch: the lane is not idle meanwhile.
        await sleep(50);
      }
    }
  };
  const all = Promise.all(Array.from({ length: count }, (_, i) => lane(i)));
  return { got, at, order, fetches: () => fetches, all };
}

describe("idle lanes take turns at polling", () => {
  it("four idle lanes poll as often as one would, not four times as often", async () => {
    const stop = new AbortController();
    const run = lanes(4, 20, () => undefined, stop.signal);
    await sleep(400);
    stop.abort();
    await run.all;
    // One lane alone: about 400 / 20 = 20 fetches; each lane polling on its own would make about 80.
    expect(run.fetches()).toBeGreaterThanOrEqual(3);
    expect(run.fetches()).toBeLessThanOrEqual(24);
  });

  it("the turn goes round the idle lanes in order: none is left out, none barges in", async () => {
    const stop = new AbortController();
    const run = lanes(3, 10, () => undefined, stop.signal);
    await sleep(150);
    stop.abort();
    await run.all;
    expect(run.order.length).toBeGreaterThanOrEqual(4);
    expect(run.order).toEqual(run.order.map((_, k) => k % 3));
  });

  it("work found by one lane reaches the other idle lanes at once, not a pause later", async () => {
    const stop = new AbortController();
    const jobs: string[] = [];
    const run = lanes(4, 1_000, () => jobs.shift(), stop.signal);
    // Let every lane go idle: one holds the turn in its 1 s pause, three wait.
    await sleep(30);
    jobs.push("a", "b", "c", "d");
    // The pausing lane finds nothing until its pause ends; then the four batches go to the four lanes one fetch apart,
    // not one pause apart.
    const until = performance.now() + 5_000;
    while (run.got.some((g) => g.length === 0) && performance.now() < until) await sleep(5);
    expect(run.got.map((g) => g.length)).toEqual([1, 1, 1, 1]);
    expect(run.at.length).toBe(4);
    expect(Math.max(...run.at) - Math.min(...run.at)).toBeLessThan(500);
    stop.abort();
    await run.all;
  });

  it("a stopped worker's lanes leave at once, and the waiting ones without polling", async () => {
    const stop = new AbortController();
    const run = lanes(3, 10_000, () => undefined, stop.signal);
    await sleep(20);
    // One lane polled and is in its pause; the two others wait their turn.
    expect(run.fetches()).toBe(1);
    const started = performance.now();
    stop.abort();
    await run.all;
    expect(run.fetches()).toBe(1);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
