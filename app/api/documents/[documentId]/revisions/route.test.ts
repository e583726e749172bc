// The save route in team mode, request after request [#31]: nothing about a session or a grant is kept
// from one request to the next, so a grant lowered or removed, a sign-out and an expiry each refuse the
// very next save with the status and message they always had; a hostile body is refused the same way.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-save-route-"));
process.env.WARBENCH_DB = path.join(dir, "warbench.db");
process.env.WARBENCH_AUTH = "on";

// The session cookie the next request carries.
let cookie: string | null = null;
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "warbench_session" && cookie ? { value: cookie } : undefined) }),
  headers: async () => new Headers(),
}));

let db: Db;
let store: typeof import("@/lib/db");
let route: typeof import("./route");
let sessions: typeof import("@/lib/auth/sessions");
let project = "";
let doc = "";
let userId = "";

beforeAll(async () => {
  store = await import("@/lib/db");
  route = await import("./route");
  sessions = await import("@/lib/auth/sessions");
  db = await store.database();
  const { hashPassword } = await import("@/lib/auth/password");
  userId = (await store.createUser(db, { name: "dana", passwordHash: await hashPassword("a long test password") })).id;
  project = (await store.createProject(db, { name: "Theatre" })).id;
  doc = (await store.createDocument(db, project, { kind: "game", name: "game", content: { schemaVersion: 1 } })).id;
  await store.setGrant(db, project, "dana", "editor");
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function signInDana(): Promise<string> {
  const { SignInLimiter } = await import("@/lib/auth/rate-limit");
  const result = await sessions.signIn(db, { name: "dana", password: "a long test password", client: "test" }, new SignInLimiter(), new Date());
  if (!result.ok) throw new Error(result.error);
  return result.token;
}

/** POSTs a save from the current revision; the answer's status and its error (or "saved"). */
async function save(body = JSON.stringify({ schemaVersion: 1, n: Math.random() })): Promise<[number, string]> {
  const base = (await store.openDocument(db, doc)).document.currentRevisionId ?? "";
  const request = new Request(`http://127.0.0.1/api/documents/${doc}/revisions?base=${base}`, { method: "POST", body });
  const response = await route.POST(request, { params: Promise.resolve({ documentId: doc }) });
  const result = (await response.json()) as { ok: boolean; error?: string; value?: { author: string } };
  return [response.status, result.ok ? `saved by ${result.value!.author}` : result.error!];
}

describe("POST /api/documents/:id/revisions in team mode [#31]", () => {
  it("a grant lowered to viewer, then removed, refuses the very next save; given back, saves land again", async () => {
    cookie = await signInDana();
    expect(await save()).toEqual([200, "saved by dana"]);
    await store.setGrant(db, project, "dana", "viewer");
    expect(await save()).toEqual([403, "Your role on this project (viewer) does not allow you to change it; ask one of its owners."]);
    await store.removeGrant(db, project, userId);
    expect(await save()).toEqual([404, `No document with id "${doc}".`]);
    await store.setGrant(db, project, "dana", "editor");
    expect(await save()).toEqual([200, "saved by dana"]);
  });

  it("a session signed out, or past its expiry, refuses the very next save", async () => {
    cookie = await signInDana();
    expect(await save()).toEqual([200, "saved by dana"]);
    await sessions.signOut(db, cookie);
    expect(await save()).toEqual([401, "Your session has ended: sign in again."]);

    cookie = await signInDana();
    expect(await save()).toEqual([200, "saved by dana"]);
    await db.session.updateMany({ where: { id: sessions.sessionId(cookie) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await save()).toEqual([401, "Your session has ended: sign in again."]);
    cookie = null;
    expect(await save()).toEqual([401, "Your session has ended: sign in again."]);
  });

  it("a hostile body is refused with its one-line reason, and nothing is saved", async () => {
    cookie = await signInDana();
    const before = (await store.openDocument(db, doc)).document.currentRevisionId;
    expect(await save('{"a":{"__proto__":{"admin":true}}}')).toEqual([400, 'The key "__proto__" is not allowed in a document (line 1, column 19); it was not saved.']);
    expect(await save(JSON.stringify('{"schemaVersion":1}'))).toEqual([400, "A document must be a JSON object; it was not saved."]);
    expect(await save('{"a":1e999}')).toEqual([400, "A number is too large for JSON to hold (it would be stored as null) (at /a); it was not saved."]);
    expect((await store.openDocument(db, doc)).document.currentRevisionId).toBe(before);
  });
});
