// Without DATABASE_URL the studio's balance runs stay in this server process as
// before [#31 item 2]: one at a time, read from its registry, never the queue.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db";

vi.mock("server-only", () => ({}));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-balance-local-"));
let db: Db;
let jobs: typeof import("./balance-jobs");
const registry = globalThis as unknown as { warbenchBalanceJobs?: Map<string, unknown> };

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  process.env.WARBENCH_DB = path.join(dir, "warbench.db");
  const store = await import("@/lib/db");
  db = await store.openDatabase(process.env.WARBENCH_DB);
  jobs = await import("./balance-jobs");
  // The queue must never be asked on SQLite.
  (await import("./balance-jobs-queue")).useQueueApi(async () => {
    throw new Error("the queue was asked");
  });
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

const running = (documentId: string) => ({
  id: `job-${documentId}`, documentId, revisionNumber: 1, games: 10, botCheck: 0, total: 10, done: 4, bots: ["greedy", "greedy"], seed: 1,
  status: "running", where: "server", playing: null, needsWorker: false, startedAt: new Date().toISOString(), seconds: 0, etaSeconds: null,
  reportId: null, error: null, child: null, cancelRequested: false, dir, started: performance.now() - 2000,
});

describe("balance runs on the single-user studio", () => {
  it("are read from this server's registry, with the time left at the rate so far", async () => {
    expect(jobs.onQueue()).toBe(false);
    (registry.warbenchBalanceJobs ??= new Map()).set("job-a", running("a"));
    const job = await jobs.getBalanceJob(db, "job-a");
    expect(job).toMatchObject({ id: "job-a", status: "running", where: "server", playing: null, done: 4 });
    expect(job!.etaSeconds).toBeGreaterThanOrEqual(3);
    expect(await jobs.listBalanceJobs(db, "a")).toHaveLength(1);
    expect(await jobs.getBalanceJob(db, "job-b")).toBeNull();
  });

  it("go one at a time: a second is refused while one runs, before anything is read", async () => {
    (registry.warbenchBalanceJobs ??= new Map()).set("job-a", running("a"));
    await expect(jobs.startBalanceJob(db, { documentId: "not-even-a-document", games: 10, bots: ["greedy", "greedy"], seed: 1 })).rejects.toThrow(
      "A balance run is already going on this server",
    );
  });

  it("an unknown run cannot be cancelled", async () => {
    await expect(jobs.cancelBalanceJob(db, "job-z")).rejects.toThrow(jobs.noSuchBalanceJob("job-z").message);
  });
});
