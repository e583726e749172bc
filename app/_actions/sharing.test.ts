// Share… must not tell an owner which account names exist [issue #25 item 8]. An owner who is not an admin
// may add only people who already share a project with them (WARBENCH_SHARE_WITH=colleagues, the default);
// anyone else, existing or not, gets the same answer. WARBENCH_SHARE_WITH=anyone is the admin's choice to
// let owners add any account by name, which tells them which names exist.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-sharing-"));
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
let store: typeof import("@/lib/db");
let sharing: typeof import("./sharing");
const tokens = new Map<string, string>();
let mine = "";
let shared = "";

beforeAll(async () => {
  store = await import("@/lib/db");
  sharing = await import("./sharing");
  db = await store.database();
  const { hashPassword } = await import("@/lib/auth/password");
  const { signIn } = await import("@/lib/auth/sessions");
  const { SignInLimiter } = await import("@/lib/auth/rate-limit");
  const hash = await hashPassword("a long test password");
  for (const name of ["olive", "colleague", "stranger", "admin"]) {
    await store.createUser(db, { name, passwordHash: hash, admin: name === "admin" });
    const result = await signIn(db, { name, password: "a long test password", client: "test" }, new SignInLimiter(), new Date());
    if (!result.ok) throw new Error(result.error);
    tokens.set(name, result.token);
  }
  // Olive owns two projects; on one of them she works with "colleague". "stranger" shares nothing with her.
  mine = (await store.createProject(db, { name: "Olive's own" })).id;
  await store.setGrant(db, mine, "olive", "owner");
  shared = (await store.createProject(db, { name: "Joint" })).id;
  await store.setGrant(db, shared, "olive", "owner");
  await store.setGrant(db, shared, "colleague", "editor");
  await store.setGrant(db, (await store.createProject(db, { name: "Stranger's" })).id, "stranger", "owner");
}, 60_000);

afterEach(() => {
  delete process.env.WARBENCH_SHARE_WITH;
});

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

const as = (name: string) => {
  cookie = tokens.get(name)!;
};
/** The answer with the name typed replaced, so answers for two names compare. */
const shape = (result: { ok: boolean; error?: string }, name: string) => (result.ok ? "ok" : result.error!.replaceAll(`"${name}"`, '"NAME"'));

describe("sharing does not enumerate account names [#25 item 8]", () => {
  it("an owner gets the same answer for a name that exists and one that does not", async () => {
    as("olive");
    const existing = await sharing.shareProject(mine, "stranger", "viewer");
    const missing = await sharing.shareProject(mine, "no-such-person", "viewer");
    expect(existing.ok).toBe(false);
    expect(shape(existing, "stranger")).toBe(shape(missing, "no-such-person"));
    expect(existing.ok ? "" : existing.error).not.toContain("\n");
    expect(await store.grantRole(db, (await store.findUserByName(db, "stranger"))!.id, mine)).toBeNull();
  });

  it("however the name is spelled", async () => {
    as("olive");
    const lookAlike = await sharing.shareProject(mine, "STRANGER", "viewer");
    const missing = await sharing.shareProject(mine, "STRANGEST", "viewer");
    expect(shape(lookAlike, "STRANGER")).toBe(shape(missing, "STRANGEST"));
  });

  it("an owner adds someone they already share a project with, by any spelling of the name", async () => {
    as("olive");
    const added = await sharing.shareProject(mine, "Colleague", "viewer");
    expect(added.ok && added.value.map((g) => [g.userName, g.role])).toEqual([
      ["olive", "owner"],
      ["colleague", "viewer"],
    ]);
  });

  it("an admin adds anyone, and is told when there is no such user", async () => {
    as("admin");
    expect((await sharing.shareProject(mine, "stranger", "viewer")).ok).toBe(true);
    expect(await sharing.shareProject(mine, "no-such-person", "viewer")).toEqual({ ok: false, error: 'No user named "no-such-person".' });
    await store.removeGrant(db, mine, (await store.findUserByName(db, "stranger"))!.id);
  });

  it("WARBENCH_SHARE_WITH=anyone lets owners add any account (the admin's choice); a bad value is a one-line error", async () => {
    as("olive");
    process.env.WARBENCH_SHARE_WITH = "anyone";
    expect((await sharing.shareProject(mine, "stranger", "viewer")).ok).toBe(true);
    process.env.WARBENCH_SHARE_WITH = "everybody";
    expect(await sharing.shareProject(mine, "stranger", "viewer")).toEqual({
      ok: false,
      error: 'WARBENCH_SHARE_WITH is "colleagues" (the default) or "anyone", not "everybody".',
    });
  });
});
