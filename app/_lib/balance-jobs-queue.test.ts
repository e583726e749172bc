// The studio's balance runs on PostgreSQL go to the job queue [#31 item 2]:
// what balance-jobs.ts hands lib/balance-queue (the scenario's bundle and
// revisions, who asked), how it reads runs back, and the studio's own worker.
// The queue is a fake keeping the contract (lib/balance-queue/api.ts) in
// memory; the library is SQLite (only the queue cares where runs are kept).
import { EventEmitter } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BalanceQueue, QueueApi, QueueRunLinks, QueueRunSpec, QueueRunView } from "@/lib/balance-queue/api";
import { type Db, StoreError } from "@/lib/db";

vi.mock("server-only", () => ({}));
const spawned: string[][] = [];
vi.mock("node:child_process", async (actual) => ({
  ...(await actual<typeof import("node:child_process")>()),
  spawn: (_cmd: string, args: string[]) => {
    spawned.push(args);
    return Object.assign(new EventEmitter(), { pid: 1, kill: () => true });
  },
}));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-balance-queue-"));
let db: Db;
let jobs: typeof import("./balance-jobs");
let documentId = "";
const ann = { kind: "user" as const, user: { id: "user-ann", name: "ann", admin: false, createdAt: "" } };

/** The queue in memory: runs as the contract describes them, and what was asked of it. */
class FakeQueue {
  runs = new Map<string, QueueRunView & { spec: QueueRunSpec; links?: QueueRunLinks }>();
  cancelled: string[] = [];
  refuse: string | null = null;
  broken: Error | null = null;
  opened = 0;
  api: QueueApi = {
    openQueue: async (url) => (this.opened++, { url, stop: async () => {} }),
    submitRun: async (_db, _queue: BalanceQueue, spec, links) => {
      if (this.refuse) throw new StoreError("invalid", this.refuse);
      if (this.broken) throw this.broken;
      const id = `run-${this.runs.size + 1}`;
      const view: QueueRunView = {
        id, status: "queued", documentId: spec.documentId, games: spec.games, botCheck: spec.botCheck, bots: spec.bots, seed: spec.seed, revision: spec.revision,
        total: spec.games + 2 * spec.botCheck, done: 0, batches: 4, batchesDone: 0, playing: 0, createdAt: "2026-01-01T00:00:00.000Z",
        startedAt: null, finishedAt: null, seconds: 0, etaSeconds: null, error: null, reportId: null,
      };
      this.runs.set(id, { ...view, spec, links });
      return view;
    },
    runView: async (_db, id) => this.runs.get(id) ?? null,
    listRuns: async (_db, doc) => [...this.runs.values()].filter((r) => r.documentId === doc).reverse(),
    cancelRun: async (_db, _queue, id) => {
      this.cancelled.push(id);
      const run = this.runs.get(id)!;
      run.status = "cancelled";
      return run;
    },
    runReport: async () => null,
  };
}
let fake: FakeQueue;

beforeAll(async () => {
  process.env.DATABASE_URL = "postgresql://nobody@127.0.0.1:1/warbench";
  delete process.env.WARBENCH_DB;
  const store = await import("@/lib/db");
  db = await store.openDatabase(path.join(dir, "warbench.db"));
  const [sample] = (await store.loadSampleProjects(db)).filter((p) => p.name === "Next War sample");
  documentId = (await store.listDocuments(db, sample!.id)).find((d) => d.kind === "scenario")!.id;
  jobs = await import("./balance-jobs");
}, 60_000);

beforeEach(async () => {
  fake = new FakeQueue();
  (await import("./balance-jobs-queue")).useQueueApi(async () => fake.api);
  spawned.length = 0;
  delete process.env.WARBENCH_STUDIO_WORKER;
});

afterEach(async () => {
  (await import("./studio-worker")).studioWorker()?.emit("exit", 0);
});

afterAll(async () => {
  delete process.env.DATABASE_URL;
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

const input = (games = 20) => ({ documentId, games, bots: ["greedy", "random"] as [string, string], seed: 7, botCheck: 2 });

describe("a studio on PostgreSQL submits balance runs to the queue", () => {
  it("sends the scenario's current revision as a bundle with its revisions and who asked", async () => {
    const job = await jobs.startBalanceJob(db, input(), ann);
    expect(job).toMatchObject({ status: "queued", where: "queue", documentId, revisionNumber: 1, games: 20, botCheck: 2, total: 24, bots: ["greedy", "random"], seed: 7, needsWorker: false });
    const run = fake.runs.get(job.id)!;
    expect(run.spec).toMatchObject({ seed: 7, games: 20, bots: ["greedy", "random"], botCheck: 2, revision: 1, documentId });
    expect(run.spec.game.ruleset).toBe("nextwar");
    expect((run.spec.game.bundle as { scenario: { sides: unknown[] } }).scenario.sides).toHaveLength(2);
    expect(run.links).toMatchObject({ documentId, createdById: "user-ann" });
    expect(run.links?.scenarioRevisionId).toMatch(/\S/);
    expect(run.links?.gameRevisionId).not.toBe(run.links?.mapRevisionId);
    expect(fake.opened).toBe(1);
  });

  it("starts one worker of its own for all its runs, and none with WARBENCH_STUDIO_WORKER=off", async () => {
    await jobs.startBalanceJob(db, input(), ann);
    await jobs.startBalanceJob(db, input(), ann);
    expect(spawned).toHaveLength(1);
    expect(spawned[0]!.slice(1)).toEqual(["worker", "--idle-exit", "120"]);
    expect(spawned[0]![0]).toMatch(/lib[/\\]cli[/\\]warbench\.mjs$/);
    (await import("./studio-worker")).studioWorker()?.emit("exit", 0);
    process.env.WARBENCH_STUDIO_WORKER = "off";
    const waiting = await jobs.startBalanceJob(db, input(), ann);
    expect(spawned).toHaveLength(1);
    expect(waiting).toMatchObject({ status: "queued", needsWorker: true });
  });

  it("a run going after a restart gets a worker when followed", async () => {
    const job = await jobs.startBalanceJob(db, input(), ann);
    (await import("./studio-worker")).studioWorker()?.emit("exit", 0);
    expect(await jobs.getBalanceJob(db, job.id)).toMatchObject({ id: job.id, status: "queued" });
    expect(spawned).toHaveLength(2);
    fake.runs.get(job.id)!.status = "done";
    (await import("./studio-worker")).studioWorker()?.emit("exit", 0);
    await jobs.getBalanceJob(db, job.id);
    expect(spawned).toHaveLength(2);
  });

  it("runs side by side: no 'one run at a time' on the queue", async () => {
    const both = await Promise.all([jobs.startBalanceJob(db, input(), ann), jobs.startBalanceJob(db, input(), ann)]);
    expect(both.map((j) => j.status)).toEqual(["queued", "queued"]);
    expect(await jobs.listBalanceJobs(db, documentId)).toHaveLength(2);
    // Requests racing to be first share one pg-boss.
    expect(fake.opened).toBe(1);
  });

  it("reads a run's progress from the queue: workers playing, elapsed, ETA", async () => {
    const job = await jobs.startBalanceJob(db, input(), ann);
    Object.assign(fake.runs.get(job.id)!, { status: "running", done: 12, playing: 2, seconds: 6.04, etaSeconds: 6.2 });
    expect(await jobs.getBalanceJob(db, job.id)).toMatchObject({ status: "running", done: 12, total: 24, playing: 2, seconds: 6, etaSeconds: 6 });
    // The revision played comes back from the queue, so a run followed from another tab or process names it too.
    expect(await jobs.listBalanceJobs(db, documentId)).toMatchObject([{ id: job.id, revisionNumber: 1 }]);
  });

  it("a command-line run (no scenario) is no run of the studio's", async () => {
    const job = await jobs.startBalanceJob(db, input(), ann);
    fake.runs.get(job.id)!.documentId = null;
    expect(await jobs.getBalanceJob(db, job.id)).toBeNull();
    await expect(jobs.cancelBalanceJob(db, job.id)).rejects.toThrow(jobs.noSuchBalanceJob(job.id).message);
    await expect(jobs.cancelBalanceJob(db, "no-such-run")).rejects.toThrow(jobs.noSuchBalanceJob("no-such-run").message);
    expect(fake.cancelled).toEqual([]);
  });

  it("cancels a going run on the queue; an ended one is left as it is", async () => {
    const job = await jobs.startBalanceJob(db, input(), ann);
    expect(await jobs.cancelBalanceJob(db, job.id)).toMatchObject({ id: job.id, status: "cancelled" });
    expect(await jobs.cancelBalanceJob(db, job.id)).toMatchObject({ status: "cancelled" });
    expect(fake.cancelled).toEqual([job.id]);
  });

  it("the queue's refusal of a scenario is its reason, once, and nothing is started", async () => {
    fake.refuse = "balance runs need a scenario of two sides (this one has 3)";
    await expect(jobs.startBalanceJob(db, input(), ann)).rejects.toMatchObject({ code: "invalid", message: "Balance runs need a scenario of two sides (this one has 3)." });
    expect(spawned).toEqual([]);
  });

  it("a queue that cannot be reached is no fault of the scenario's: its error goes on to the server's log", async () => {
    fake.broken = new Error("connect ECONNREFUSED 127.0.0.1:1");
    await expect(jobs.startBalanceJob(db, input(), ann)).rejects.toBe(fake.broken);
    expect(spawned).toEqual([]);
  });

  it("checks the input as on the single-user studio", async () => {
    await expect(jobs.startBalanceJob(db, { ...input(), games: 0 }, ann)).rejects.toMatchObject({ code: "invalid" });
    await expect(jobs.startBalanceJob(db, { ...input(), bots: ["greedy", "clever"] }, ann)).rejects.toThrow('Unknown bot "clever"');
    expect(fake.runs.size).toBe(0);
  });
});
