// The checks every save of a signed-in user makes, statement by statement, on SQLite and PostgreSQL [#31]:
// the session with its user in one statement, the access check in one, each read afresh on every
// request — a session ended or a grant removed or lowered counts from the very next request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDocument, documentRole, type Actor } from "@/lib/auth/access";
import { hashPassword } from "@/lib/auth/password";
import { SignInLimiter } from "@/lib/auth/rate-limit";
import { sessionId, signIn, signOut, userForToken } from "@/lib/auth/sessions";
import { createUser, documentAccess, insertSession, removeGrant, setGrant, type UserSummary } from "./accounts";
import { openDatabase } from "./client";
import type { Db } from "./db";
import { createDocument } from "./documents";
import { createProject } from "./projects";
import { saveRevision } from "./revisions";
import { throwawayDb } from "./test-db";

let db: Db;
let close: () => Promise<void>;
const statements: string[] = [];
const now = new Date("2026-11-27T08:00:00Z");
let token = "";
let user: UserSummary;
let admin: UserSummary;
let project = "";
let doc = "";

/** The SQL statements `work` sends. */
async function counted<T>(work: () => Promise<T>): Promise<{ value: T; sql: string[] }> {
  statements.length = 0;
  const value = await work();
  return { value, sql: [...statements] };
}

const currentRevision = async () => (await db.document.findUnique({ where: { id: doc } }))?.currentRevisionId;
const actorOf = (u: UserSummary): Actor => ({ kind: "user", user: u });
const refusal = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: Error & { code?: string }) => `${error.code}: ${error.message}`);

beforeAll(async () => {
  const made = await throwawayDb();
  close = made.close;
  await made.db.$disconnect();
  db = await openDatabase(made.target, { onStatement: (sql) => statements.push(sql) });
  const hash = await hashPassword("a long test password");
  await createUser(db, { name: "cleo", passwordHash: hash });
  admin = await createUser(db, { name: "root", passwordHash: hash, admin: true });
  const signedIn = await signIn(db, { name: "cleo", password: "a long test password", client: "test" }, new SignInLimiter(), now);
  if (!signedIn.ok) throw new Error(signedIn.error);
  token = signedIn.token;
  user = signedIn.user;
  project = (await createProject(db, { name: "Theatre" })).id;
  doc = (await createDocument(db, project, { kind: "game", name: "game", content: { schemaVersion: 1 } })).id;
  await setGrant(db, project, "cleo", "editor");
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
  await close();
});

describe("the session and access checks of a save [#31]", () => {
  it("finds the session's user in one statement, and an unknown token in one", async () => {
    const found = await counted(() => userForToken(db, token, now));
    expect(found.value).toEqual(user);
    expect(found.sql).toHaveLength(1);
    const unknown = await counted(() => userForToken(db, "A".repeat(43), now));
    expect(unknown.value).toBeNull();
    expect(unknown.sql).toHaveLength(1);
  });

  it("refuses an expired session and ends it; a session signed out is refused on the next request", async () => {
    const id = sessionId("B".repeat(43));
    await insertSession(db, { id, userId: user.id, expiresAt: new Date(now.getTime() + 1000) });
    expect(await userForToken(db, "B".repeat(43), new Date(now.getTime() + 999))).toEqual(user);
    expect(await userForToken(db, "B".repeat(43), new Date(now.getTime() + 1000))).toBeNull();
    // Ended, not just refused: it stays refused for a clock set back.
    expect(await userForToken(db, "B".repeat(43), now)).toBeNull();

    const other = await signIn(db, { name: "cleo", password: "a long test password", client: "test" }, new SignInLimiter(), now);
    if (!other.ok) throw new Error(other.error);
    expect(await userForToken(db, other.token, now)).toEqual(user);
    await signOut(db, other.token);
    expect(await userForToken(db, other.token, now)).toBeNull();
  });

  it("checks access to a document in one statement, with the same answers as before", async () => {
    const allowed = await counted(() => checkDocument(db, actorOf(user), doc, "edit"));
    expect(allowed.value).toBe(project);
    expect(allowed.sql).toHaveLength(1);
    expect(await refusal(checkDocument(db, actorOf(user), doc, "own"))).toBe(
      "forbidden: Your role on this project (editor) does not allow you to manage (rename, trash or share) it; ask one of its owners.",
    );
    expect(await refusal(checkDocument(db, actorOf(user), "no-such-doc", "read"))).toBe('not-found: No document with id "no-such-doc".');
    expect(await refusal(checkDocument(db, actorOf(user), "nul\u0000id", "read"))).toBe('not-found: No document with id "nul\u0000id".');
    // Admins need no grant; the local studio looks nothing up.
    expect(await checkDocument(db, actorOf(admin), doc, "own")).toBe(project);
    expect((await counted(() => checkDocument(db, { kind: "local" }, doc, "own"))).sql).toHaveLength(0);
  });

  it("gives the role it found, so a request that needs it (presence: may this visitor edit?) does not ask again", async () => {
    await setGrant(db, project, "cleo", "viewer");
    const viewer = await counted(() => documentRole(db, actorOf(user), doc, "read"));
    expect(viewer.value).toEqual({ projectId: project, role: "viewer" });
    expect(viewer.sql).toHaveLength(1);
    await setGrant(db, project, "cleo", "editor");
    expect(await documentRole(db, actorOf(user), doc, "read")).toEqual({ projectId: project, role: "editor" });
    expect(await documentRole(db, actorOf(admin), doc, "read")).toEqual({ projectId: project, role: "owner" });
    expect(await documentRole(db, { kind: "local" }, doc, "own")).toEqual({ projectId: null, role: "owner" });
  });

  it("a grant lowered or removed refuses the very next check, naming nothing of the project", async () => {
    const actor = actorOf(user);
    expect(await checkDocument(db, actor, doc, "edit")).toBe(project);
    await setGrant(db, project, "cleo", "viewer");
    expect(await refusal(checkDocument(db, actor, doc, "edit"))).toBe(
      "forbidden: Your role on this project (viewer) does not allow you to change it; ask one of its owners.",
    );
    expect(await checkDocument(db, actor, doc, "read")).toBe(project);
    await removeGrant(db, project, user.id);
    expect(await refusal(checkDocument(db, actor, doc, "read"))).toBe(`not-found: No document with id "${doc}".`);
    expect(await documentAccess(db, doc, user.id)).toEqual({ projectId: project, role: null });
    await setGrant(db, project, "cleo", "editor");
    expect(await checkDocument(db, actor, doc, "edit")).toBe(project);
  });

  it("a whole save: one statement for the session, one for the access check, then the save's own", async () => {
    const base = (await saveRevision(db, { documentId: doc, baseRevisionId: (await currentRevision()) ?? null, content: '{"schemaVersion":1}' })).id;
    const save = await counted(async () => {
      const found = await userForToken(db, token, now);
      await checkDocument(db, actorOf(found!), doc, "edit");
      return saveRevision(db, { documentId: doc, baseRevisionId: base, content: '{"schemaVersion":1,"n":2}', author: found!.name });
    });
    expect(save.value.author).toBe("cleo");
    expect(save.sql.filter((sql) => !/^(BEGIN|COMMIT)/i.test(sql.trim()))).toHaveLength(4);
  });
});
