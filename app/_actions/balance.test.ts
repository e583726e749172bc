// A balance run of a project one has no grant on is no balance run [#25 item 10]:
// cancelBalance and the progress route answer exactly as for an unknown id,
// never naming the scenario's document. Team mode on a throwaway library.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-balance-access-"));
process.env.WARBENCH_DB = path.join(dir, "warbench.db");
process.env.WARBENCH_AUTH = "on";

let cookie: string | null = null;
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "warbench_session" && cookie ? { value: cookie } : undefined) }),
  headers: async () => new Headers(),
}));

let db: Db;
let balance: typeof import("./balance");
let jobRoute: typeof import("../api/balance/jobs/[jobId]/route");
const tokens = new Map<string, string>();
let documentId = "";
const JOB = "job-of-the-theatre";

beforeAll(async () => {
  const store = await import("@/lib/db");
  balance = await import("./balance");
  jobRoute = await import("../api/balance/jobs/[jobId]/route");
  db = await store.database();
  const { hashPassword } = await import("@/lib/auth/password");
  const { signIn } = await import("@/lib/auth/sessions");
  const { SignInLimiter } = await import("@/lib/auth/rate-limit");
  const hash = await hashPassword("a long test password");
  for (const who of ["editor", "outsider"]) {
    await store.createUser(db, { name: who, passwordHash: hash });
    const result = await signIn(db, { name: who, password: "a long test password", client: "test" }, new SignInLimiter(), new Date());
    if (!result.ok) throw new Error(result.error);
    tokens.set(who, result.token);
  }
  const project = await store.createProject(db, { name: "Theatre" });
  await store.setGrant(db, project.id, "editor", "editor");
  documentId = (await store.createDocument(db, project.id, { kind: "scenario", name: "Scenario", content: { schemaVersion: 1 } })).id;
  // A finished run in the server's registry (app/_lib/balance-jobs-local.ts): starting a real one would spawn the CLI.
  const jobs = ((globalThis as unknown as { warbenchBalanceJobs?: Map<string, unknown> }).warbenchBalanceJobs ??= new Map());
  jobs.set(JOB, {
    id: JOB, documentId, revisionNumber: 1, games: 10, botCheck: 0, total: 10, done: 10, bots: ["greedy", "random"], seed: 1,
    status: "done", where: "server", playing: null, needsWorker: false, startedAt: new Date().toISOString(), seconds: 1, etaSeconds: null, reportId: null, error: null,
    child: null, cancelRequested: false, dir, started: performance.now(),
  });
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("someone else's balance run is no balance run [#25 item 10]", () => {
  it("cancelBalance answers a non-member as for an unknown id, without the scenario's document id", async () => {
    cookie = tokens.get("outsider")!;
    const unknown = await balance.cancelBalance("no-such-job");
    const theirs = await balance.cancelBalance(JOB);
    expect(unknown.ok).toBe(false);
    expect(theirs).toEqual({ ok: false, error: (unknown as { error: string }).error.replace("no-such-job", JOB) });
    expect(JSON.stringify(theirs)).not.toContain(documentId);
  });

  it("the progress route does too, word for word", async () => {
    cookie = tokens.get("outsider")!;
    const get = (id: string) => jobRoute.GET(new Request("http://127.0.0.1/"), { params: Promise.resolve({ jobId: id }) });
    const unknown = await get("no-such-job");
    const theirs = await get(JOB);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ error: ((await unknown.json()) as { error: string }).error.replace("no-such-job", JOB) });
  });

  it("a member still sees and cancels the run", async () => {
    cookie = tokens.get("editor")!;
    expect(await balance.cancelBalance(JOB)).toMatchObject({ ok: true, value: { id: JOB, documentId, status: "done" } });
  });
});
