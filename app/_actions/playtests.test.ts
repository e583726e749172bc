// Saved games belong to whoever started them [#25 item 4]: viewers playtest,
// but only a game's creator, the project's owners and admins change it; its
// name and status have limits. Team mode on a throwaway library, through the
// real server actions (as app/_actions/access.test.ts does).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-playtest-owner-"));
process.env.WARBENCH_DB = path.join(dir, "warbench.db");
process.env.WARBENCH_AUTH = "on";

let cookie: string | null = null;
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "warbench_session" && cookie ? { value: cookie } : undefined) }),
  headers: async () => new Headers(),
}));

type Who = "owner" | "editor" | "viewer" | "vic" | "outsider" | "admin";
let db: Db;
let store: typeof import("@/lib/db");
let playtests: typeof import("./save-routes-kit");
const tokens = new Map<Who, string>();
const ids = new Map<Who, string>();
let revision = "";

beforeAll(async () => {
  store = await import("@/lib/db");
  playtests = await import("./save-routes-kit");
  db = await store.database();
  const { hashPassword } = await import("@/lib/auth/password");
  const { signIn } = await import("@/lib/auth/sessions");
  const { SignInLimiter } = await import("@/lib/auth/rate-limit");
  const hash = await hashPassword("a long test password");
  for (const who of ["owner", "editor", "viewer", "vic", "outsider", "admin"] as const) {
    ids.set(who, (await store.createUser(db, { name: who, passwordHash: hash, admin: who === "admin" })).id);
    const result = await signIn(db, { name: who, password: "a long test password", client: "test" }, new SignInLimiter(), new Date());
    if (!result.ok) throw new Error(result.error);
    tokens.set(who, result.token);
  }
  const project = await store.createProject(db, { name: "Theatre" });
  await store.setGrant(db, project.id, "owner", "owner");
  await store.setGrant(db, project.id, "editor", "editor");
  await store.setGrant(db, project.id, "viewer", "viewer");
  await store.setGrant(db, project.id, "vic", "viewer");
  revision = (await store.createDocument(db, project.id, { kind: "scenario", name: "Scenario", content: { schemaVersion: 1 } })).currentRevisionId!;
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

const as = (who: Who) => (cookie = tokens.get(who)!);

async function gameOf(who: Who, input: Record<string, unknown> = {}) {
  as(who);
  const started = await playtests.startPlaytest({ scenarioRevisionId: revision, seed: 7, actions: [{ type: "end-phase" }], ...input });
  if (!started.ok) throw new Error(started.error);
  return started.value;
}

describe("a saved game belongs to whoever started it [#25 item 4]", () => {
  it("records the viewer who starts a game, whatever the request says", async () => {
    const game = await gameOf("viewer", { createdById: ids.get("vic") });
    expect(game).toMatchObject({ createdById: ids.get("viewer"), createdBy: "viewer" });
  });

  it("another viewer or an editor may not rewrite it; its creator, the project's owners and admins may; an outsider is told it does not exist", async () => {
    const game = await gameOf("viewer");
    const rewrite = { actions: [], status: "finished", name: "mine now" };
    for (const who of ["vic", "editor"] as const) {
      as(who);
      expect(await playtests.savePlaytest(game.id, rewrite)).toEqual({
        ok: false,
        error: "This saved game is viewer's: only they and the project's owners may change it. Play on from it to save your moves as a game of your own.",
      });
    }
    as("outsider");
    expect(await playtests.savePlaytest(game.id, rewrite)).toEqual({ ok: false, error: `No playtest with id "${game.id}".` });
    expect(await store.getPlaytest(db, game.id)).toMatchObject({ name: "", status: "in-progress", actionCount: 1 });
    for (const who of ["viewer", "owner", "admin"] as const) {
      as(who);
      const saved = await playtests.savePlaytest(game.id, { actions: [{ type: "end-phase" }, { type: "end-phase" }], status: "in-progress" });
      expect(saved).toMatchObject({ ok: true, value: { actionCount: 2 } });
    }
  });

  it("a game saved before creators were recorded is changed only by the project's owners and admins", async () => {
    const old = await store.createPlaytest(db, { scenarioRevisionId: revision, seed: 3 });
    as("viewer");
    expect(await playtests.savePlaytest(old.id, { actions: [] })).toMatchObject({ ok: false, error: expect.stringMatching(/^This saved game is not yours: only/) });
    as("owner");
    expect((await playtests.savePlaytest(old.id, { actions: [] })).ok).toBe(true);
  });

  it("a 40 MB status or an over-long name is refused in one line and nothing is stored", async () => {
    as("viewer");
    const before = (await store.listPlaytests(db, (await store.getRevision(db, revision)).documentId)).length;
    expect(await playtests.startPlaytest({ scenarioRevisionId: revision, seed: 1, status: "x".repeat(40 * 1024 * 1024) })).toEqual({ ok: false, error: "The saved game is over the 32 MB the studio takes in one save; it was not saved." });
    expect(await playtests.startPlaytest({ scenarioRevisionId: revision, seed: 1, status: "x".repeat(100_000) })).toEqual({ ok: false, error: 'A saved game\'s status is "in-progress" or "finished".' });
    expect(await playtests.startPlaytest({ scenarioRevisionId: revision, seed: 1, name: "n".repeat(5000) })).toEqual({ ok: false, error: "A saved game's name is at most 200 characters; this one has 5000." });
    expect((await store.listPlaytests(db, (await store.getRevision(db, revision)).documentId)).length).toBe(before);
    const game = await gameOf("viewer");
    expect(await playtests.savePlaytest(game.id, { actions: [], status: "x".repeat(40 * 1024 * 1024) })).toEqual({ ok: false, error: "The saved game is over the 32 MB the studio takes in one save; it was not saved." });
    expect(await playtests.savePlaytest(game.id, { actions: [], status: "x".repeat(1024 * 1024) })).toEqual({ ok: false, error: 'A saved game\'s status is "in-progress" or "finished".' });
    expect((await store.getPlaytest(db, game.id)).status).toBe("in-progress");
  });
});
