// Team mode access control, table-driven [issue #17 item 5]: every role against
// the real server actions and route handlers, on a throwaway library. Viewers
// read, playtest and export; editors save; owners rename, trash and share;
// admins do everything; a user without a grant (guessing ids) gets "not found",
// and a request without a valid session is asked to sign in again.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-access-"));
process.env.WARBENCH_DB = path.join(dir, "warbench.db");
process.env.WARBENCH_AUTH = "on";

// The session cookie the next call carries (null: none).
let cookie: string | null = null;
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "warbench_session" && cookie ? { value: cookie } : undefined) }),
  headers: async () => new Headers(),
}));

type Who = "owner" | "editor" | "viewer" | "outsider" | "admin" | "anonymous";
type Need = "read" | "edit" | "own";
type Outcome = "allowed" | "forbidden" | "not-found" | "sign-in";

let db: Db;
let store: typeof import("@/lib/db");
let library: typeof import("./library");
let starters: typeof import("./starters");
let saves: typeof import("./save-routes-kit");
let context: typeof import("./editor-context");
let sharing: typeof import("./sharing");
let users: typeof import("./users");
let presence: typeof import("./presence");
let exportRoute: typeof import("../api/projects/[projectId]/export/route");
let assetRoute: typeof import("../api/projects/[projectId]/assets/[sha256]/route");
const tokens = new Map<Who, string>();
let project = "";
let doc = "";
let asset = "";
let outsiderDoc = "";
let annex = "";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==", "base64");

beforeAll(async () => {
  store = await import("@/lib/db");
  [sharing, users, presence] = await Promise.all([import("./sharing"), import("./users"), import("./presence")]);
  [library, starters, saves, context, exportRoute, assetRoute] = await Promise.all([
    import("./library"),
    import("./starters"),
    import("./save-routes-kit"),
    import("./editor-context"),
    import("../api/projects/[projectId]/export/route"),
    import("../api/projects/[projectId]/assets/[sha256]/route"),
  ]);
  db = await store.database();
  const { hashPassword } = await import("@/lib/auth/password");
  const { signIn } = await import("@/lib/auth/sessions");
  const { SignInLimiter } = await import("@/lib/auth/rate-limit");
  const hash = await hashPassword("a long test password");
  for (const who of ["owner", "editor", "viewer", "outsider", "admin"] as const) {
    await store.createUser(db, { name: who, passwordHash: hash, admin: who === "admin" });
    const result = await signIn(db, { name: who, password: "a long test password", client: "test" }, new SignInLimiter(), new Date());
    if (!result.ok) throw new Error(result.error);
    tokens.set(who, result.token);
  }
  const p = await store.createProject(db, { name: "Theatre" });
  project = p.id;
  for (const who of ["owner", "editor", "viewer"] as const) await store.setGrant(db, project, who, who);
  annex = (await store.createProject(db, { name: "Annex" })).id;
  for (const who of ["owner", "editor", "viewer"] as const) await store.setGrant(db, annex, who, who);
  doc = (await store.createDocument(db, project, { kind: "game", name: "game", content: { schemaVersion: 1 } })).id;
  asset = (await store.putAsset(db, project, new Uint8Array(PNG))).sha256;
  const theirs = await store.createProject(db, { name: "Outsider's" });
  await store.setGrant(db, theirs.id, "outsider", "owner");
  outsiderDoc = (await store.createDocument(db, theirs.id, { kind: "game", name: "theirs", content: { schemaVersion: 1 } })).id;
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

const current = async () => (await store.openDocument(db, doc)).document.currentRevisionId;

function outcome(result: { ok: boolean; error?: string } | Response): Outcome {
  if (result instanceof Response) {
    if (result.ok) return "allowed";
    return ({ 404: "not-found", 403: "forbidden", 401: "sign-in" } as Record<number, Outcome>)[result.status] ?? (`status ${result.status}` as Outcome);
  }
  if (result.ok) return "allowed";
  if (/^No (project|document|revision|playtest|such page)/.test(result.error!)) return "not-found";
  if (/does not allow/.test(result.error!)) return "forbidden";
  if (/sign in again/.test(result.error!)) return "sign-in";
  return result.error as Outcome;
}

/** Each entry point with the need it takes; every call leaves the library as it found it, or as good. */
const table: [name: string, need: Need, call: () => Promise<{ ok: boolean; error?: string } | Response>][] = [
  ["loadDocument", "read", () => library.loadDocument(doc)],
  ["loadScenarioContext", "read", () => context.loadScenarioContext(project, {})],
  ["GET export", "read", () => exportRoute.GET(new Request("http://127.0.0.1/"), { params: Promise.resolve({ projectId: project }) })],
  ["GET asset", "read", () => assetRoute.GET(new Request("http://127.0.0.1/"), { params: Promise.resolve({ projectId: project, sha256: asset }) })],
  ["startPlaytest", "read", async () => saves.startPlaytest({ scenarioRevisionId: (await current())!, seed: 1 })],
  ["duplicateProject", "read", () => library.duplicateProject(project)],
  ["presence checkIn", "read", () => presence.checkIn(doc, "access-table-tab")],
  ["saveDocument", "edit", async () => saves.saveDocument({ documentId: doc, baseRevisionId: await current(), content: JSON.stringify({ schemaVersion: 1, n: Math.random() }) })],
  ["renameDocument", "edit", () => library.renameDocument(doc, "game")],
  ["duplicateDocument", "edit", () => library.duplicateDocument(doc)],
  ["createDocument", "edit", () => saves.createDocument(project, { kind: "map", name: "map", content: JSON.stringify({ schemaVersion: 1 }) })],
  ["copyDocumentToProject", "edit", () => starters.copyDocumentToProject(doc, annex, false)],
  ["trashDocument + restoreDocument", "edit", async () => {
    const trashed = await library.trashDocument(doc);
    return trashed.ok ? library.restoreDocument(doc) : trashed;
  }],
  ["updateProject", "own", () => library.updateProject(project, { name: "Theatre" })],
  ["trashProject + restoreProject", "own", async () => {
    const trashed = await library.trashProject(project);
    return trashed.ok ? library.restoreProject(project) : trashed;
  }],
  ["listShares", "own", () => sharing.listShares(project)],
  ["shareProject (viewer stays viewer)", "own", () => sharing.shareProject(project, "viewer", "viewer")],
  ["purgeDocument", "own", async () => {
    const spare = await store.createDocument(db, project, { kind: "map", name: "spare", content: { schemaVersion: 1 } });
    await store.trashDocument(db, spare.id);
    return library.purgeDocument(spare.id);
  }],
];

const RANK: Record<Need, number> = { read: 0, edit: 1, own: 2 };
const ROLE_RANK = { viewer: 0, editor: 1, owner: 2 } as const;

function expected(who: Who, need: Need): Outcome {
  if (who === "anonymous") return "sign-in";
  if (who === "admin") return "allowed";
  if (who === "outsider") return "not-found";
  return ROLE_RANK[who] >= RANK[need] ? "allowed" : "forbidden";
}

const cases = table.flatMap(([name, need, call]) =>
  (["owner", "editor", "viewer", "outsider", "admin", "anonymous"] as const).map((who) => [name, who, need, expected(who, need), call] as const),
);

describe("team mode access control [#17 item 5]", () => {
  it.each(cases)("%s as %s (%s) → %s", async (_name, who, _need, want, call) => {
    cookie = who === "anonymous" ? null : tokens.get(who)!;
    expect(outcome(await call())).toBe(want);
  });

  it("the last owner cannot be removed or demoted", async () => {
    cookie = tokens.get("owner")!;
    const owner = (await store.findUserByName(db, "owner"))!;
    expect(await sharing.unshareProject(project, owner.id)).toMatchObject({ ok: false, error: expect.stringMatching(/at least one owner/) });
    expect(await sharing.shareProject(project, "owner", "editor")).toMatchObject({ ok: false, error: expect.stringMatching(/at least one owner/) });
  });

  it("only admins add users and reset passwords; to anyone else the Users page does not exist", async () => {
    for (const who of ["owner", "viewer"] as const) {
      cookie = tokens.get(who)!;
      expect(outcome(await users.addUser({ name: `by-${who}`, password: "a long test password", admin: true }))).toBe("not-found");
      expect(outcome(await users.resetPassword({ name: "viewer", password: "another long password" }))).toBe("not-found");
    }
    cookie = tokens.get("admin")!;
    expect(await users.addUser({ name: "newbie", password: "short", admin: false })).toMatchObject({ ok: false, error: expect.stringMatching(/at least 12/) });
    expect((await users.addUser({ name: "newbie", password: "a long test password", admin: false })).ok).toBe(true);
    expect((await users.resetPassword({ name: "newbie", password: "another long password" })).ok).toBe(true);
  });

  it("a document page under another project's id is not found in team mode (it would read that project's game and map)", async () => {
    const access = await import("@/lib/auth/access");
    const editor = { kind: "user" as const, user: (await store.listUsers(db)).find((u) => u.name === "editor")! };
    await expect(access.checkDocumentIn(db, editor, project, doc, "read")).resolves.toBeUndefined();
    await expect(access.checkDocumentIn(db, editor, annex, doc, "read")).rejects.toThrow(/^No document/);
    await expect(access.checkDocumentIn(db, access.LOCAL, annex, doc, "read")).resolves.toBeUndefined(); // the single-user studio as before
  });

  it("a forged or ended session is no session", async () => {
    cookie = "A".repeat(43);
    expect(outcome(await library.loadDocument(doc))).toBe("sign-in");
  });

  it("an editor guessing another project's document id is told it does not exist, and copying it in is refused", async () => {
    cookie = tokens.get("editor")!;
    expect(await library.loadDocument(outsiderDoc)).toEqual({ ok: false, error: `No document with id "${outsiderDoc}".` });
    expect(outcome(await starters.copyDocumentToProject(outsiderDoc, project, false))).toBe("not-found");
    expect(outcome(await starters.createGame(project, { name: "stolen", copyFrom: outsiderDoc }))).toBe("not-found");
  });

  it("lists only the projects a user has a grant on; a project they create is theirs; saves name their author", async () => {
    cookie = tokens.get("viewer")!;
    const picked = await starters.listPickable(["game"]);
    const names = picked.ok ? picked.value.map((p) => p.name) : [];
    expect(names).toContain("Theatre");
    expect(names).not.toContain("Outsider's");
    const created = await library.createProject("Viewer's own");
    if (!created.ok) throw new Error(created.error);
    expect(await store.grantRole(db, (await store.findUserByName(db, "viewer"))!.id, created.value.id)).toBe("owner");
    cookie = tokens.get("editor")!;
    const saved = await saves.saveDocument({ documentId: doc, baseRevisionId: await current(), content: JSON.stringify({ schemaVersion: 1, by: "editor" }) });
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.value.author).toBe("editor");
  });

  it("presence shows each member who else has the document open and whether they may edit; outsiders learn nothing [#17 item 6]", async () => {
    // A document of its own: the table above has checked in on `doc` as everyone.
    const doc = (await store.createDocument(db, project, { kind: "map", name: "presence", content: { schemaVersion: 1 } })).id;
    cookie = tokens.get("viewer")!;
    expect((await presence.checkIn(doc, "viewer-tab-1")).ok).toBe(true);
    cookie = tokens.get("editor")!;
    const seen = await presence.checkIn(doc, "editor-tab-1");
    if (!seen.ok) throw new Error(seen.error);
    expect(seen.value).toContainEqual(expect.objectContaining({ name: "viewer", editing: false, self: false }));
    cookie = tokens.get("viewer")!;
    const back = await presence.checkIn(doc, "viewer-tab-1");
    expect(back.ok && back.value).toContainEqual(expect.objectContaining({ name: "editor", editing: true }));
    expect(outcome(await presence.checkIn(doc, "<script>"))).toMatch(/presence id/);
    await presence.leave(doc, "viewer-tab-1");
    cookie = tokens.get("editor")!;
    const after = await presence.checkIn(doc, "editor-tab-1");
    expect(after.ok && after.value).toEqual([]);
    cookie = tokens.get("outsider")!;
    expect(outcome(await presence.checkIn(doc, "outsider-tab-1"))).toBe("not-found");
  });

  it("a save conflict names the colleague whose revision came first [#17 item 6]", async () => {
    cookie = tokens.get("editor")!;
    const base = await current();
    cookie = tokens.get("owner")!;
    expect((await saves.saveDocument({ documentId: doc, baseRevisionId: base, content: JSON.stringify({ schemaVersion: 1, by: "owner first" }) })).ok).toBe(true);
    cookie = tokens.get("editor")!;
    const late = await saves.saveDocument({ documentId: doc, baseRevisionId: base, content: JSON.stringify({ schemaVersion: 1, by: "editor late" }) });
    expect(late).toMatchObject({ ok: false, error: expect.stringMatching(/^owner saved this document since you opened it/), conflict: { currentRevisionAuthor: "owner" } });
    cookie = tokens.get("owner")!;
    expect(await saves.saveDocument({ documentId: doc, baseRevisionId: base, content: "{}" })).toMatchObject({ ok: false, error: expect.stringMatching(/^You saved this document in another tab/) });
  });
});
