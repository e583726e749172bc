// Accounts and sessions in the store, on SQLite and PostgreSQL [issue #17 item 4].
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { SignInLimiter } from "@/lib/auth/rate-limit";
import { BAD_CREDENTIALS, sessionId, signIn, signOut, userForToken } from "@/lib/auth/sessions";
import { createUser, findUserByName, listUsers, setGrant, setPasswordHash } from "./accounts";
import type { Db } from "./db";
import { throwawayDb } from "./test-db";

let db: Db;
let close: () => Promise<void>;
const now = new Date("2026-11-26T08:00:00Z");
const client = "127.0.0.1";

beforeAll(async () => {
  ({ db, close } = await throwawayDb());
  await createUser(db, { name: "ann", passwordHash: await hashPassword("ann's long password"), admin: true });
  await createUser(db, { name: "bob", passwordHash: await hashPassword("bob's long password") });
});
afterAll(() => close());

describe("users [#17 item 4]", () => {
  it("lists users by name without their hashes, and refuses a second user of the same name", async () => {
    const users = await listUsers(db);
    expect(users.map((u) => [u.name, u.admin])).toEqual([["ann", true], ["bob", false]]);
    expect(JSON.stringify(users)).not.toContain("argon2");
    await expect(createUser(db, { name: "ann", passwordHash: "x" })).rejects.toThrow(/already a user named/);
    await expect(createUser(db, { name: "", passwordHash: "x" })).rejects.toThrow(/1 to 64/);
  });
});

describe("look-alike user names [#25 item 9]", () => {
  it("refuses a name too like an existing one, with a one-line reason naming both", async () => {
    for (const twin of ["Ann", "ANN", "\u0430nn", "\uff41\uff4e\uff4e", " ann "]) {
      await expect(createUser(db, { name: twin, passwordHash: "x" })).rejects.toThrow(/^(The name ".+" is too like the existing user "ann"|There is already a user named "ann")/);
    }
    expect((await listUsers(db)).map((u) => u.name)).toEqual(["ann", "bob"]);
  });

  it("finds an account by any spelling of its name: sign-in, password reset and sharing", async () => {
    expect((await findUserByName(db, "ANN"))?.name).toBe("ann");
    expect((await findUserByName(db, "\u0430nn"))?.name).toBe("ann");
    expect(await findUserByName(db, "anna")).toBeNull();
    const project = await db.project.create({ data: { id: "look-alike-project", name: "Look-alikes" } });
    expect((await setGrant(db, project.id, "BOB", "viewer")).userName).toBe("bob");
  });

  it("accounts made before names were compared keep working by their exact names; a name like both finds neither", async () => {
    // Two look-alike accounts as an older studio could have made them, straight into the table.
    const hash = await hashPassword("legacy long password");
    await db.user.create({ data: { id: "legacy-1", name: "Carol", passwordHash: hash } });
    await db.user.create({ data: { id: "legacy-2", name: "carol", passwordHash: hash } });
    expect((await findUserByName(db, "Carol"))?.id).toBe("legacy-1");
    expect((await findUserByName(db, "carol"))?.id).toBe("legacy-2");
    expect(await findUserByName(db, "CAROL")).toBeNull();
    const signedIn = await signIn(db, { name: "Carol", password: "legacy long password", client }, new SignInLimiter(), now);
    expect(signedIn.ok && signedIn.user.id).toBe("legacy-1");
  });
});

describe("sessions [#17 item 4]", () => {
  it("signs in with the right password, stores only the token's hash, and the token finds the user", async () => {
    const result = await signIn(db, { name: "bob", password: "bob's long password", client }, new SignInLimiter(), now);
    if (!result.ok) throw new Error(result.error);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.session.findUnique({ where: { id: result.token } })).toBeNull();
    expect(await db.session.findUnique({ where: { id: sessionId(result.token) } })).not.toBeNull();
    expect((await userForToken(db, result.token, now))?.name).toBe("bob");
  });

  it("says the same for a wrong name as for a wrong password (no user enumeration)", async () => {
    const limiter = new SignInLimiter();
    const wrongPassword = await signIn(db, { name: "bob", password: "not bob's password", client }, limiter, now);
    const wrongName = await signIn(db, { name: "nobody", password: "bob's long password", client }, limiter, now);
    expect(wrongPassword).toEqual({ ok: false, error: BAD_CREDENTIALS });
    expect(wrongName).toEqual({ ok: false, error: BAD_CREDENTIALS });
  });

  it("rotates the session on sign-in: the token the browser came with is ended (no fixation)", async () => {
    const limiter = new SignInLimiter();
    const first = await signIn(db, { name: "bob", password: "bob's long password", client }, limiter, now);
    if (!first.ok) throw new Error(first.error);
    const second = await signIn(db, { name: "bob", password: "bob's long password", client, previousToken: first.token }, limiter, now);
    if (!second.ok) throw new Error(second.error);
    expect(second.token).not.toBe(first.token);
    expect(await userForToken(db, first.token, now)).toBeNull();
    expect((await userForToken(db, second.token, now))?.name).toBe("bob");
  });

  it("after failures a try waits before its password is checked, and the right password still signs in [#25 item 3]", async () => {
    const limiter = new SignInLimiter();
    const holds: number[] = [];
    const sleep = async (ms: number) => void holds.push(ms);
    for (let i = 0; i < 8; i++) {
      expect(await signIn(db, { name: "ann", password: "wrong password!", client: `203.0.113.${i}` }, limiter, now, sleep)).toEqual({ ok: false, error: BAD_CREDENTIALS });
    }
    expect((await signIn(db, { name: "ann", password: "ann's long password", client: "192.0.2.1" }, limiter, now, sleep)).ok).toBe(true);
    expect(holds.length).toBeGreaterThan(0);
    expect(Math.max(...holds)).toBeLessThanOrEqual(30_000);
  });

  it("slows a name down the same whether or not it is an account: the wait tells nothing [#25 items 3, 8]", async () => {
    const waits = async (name: string) => {
      const limiter = new SignInLimiter();
      const holds: number[] = [];
      for (const spelled of [name, name.toUpperCase(), name, name.toUpperCase(), name, name.toUpperCase(), `${name}`]) {
        await signIn(db, { name: spelled, password: "wrong password!", client: null }, limiter, now, async (ms) => void holds.push(ms));
      }
      return holds;
    };
    expect(await waits("bob")).toEqual(await waits("zed"));
    expect((await waits("bob")).length).toBeGreaterThan(0);
  });

  it("refuses a client address after 30 failures, with the right password too; other addresses sign in [#25 item 3]", async () => {
    const limiter = new SignInLimiter();
    const sleep = async () => undefined;
    for (let i = 0; i < 30; i++) await signIn(db, { name: `nobody-${i}`, password: "wrong password!", client }, limiter, now, sleep);
    const blocked = await signIn(db, { name: "ann", password: "ann's long password", client }, limiter, now, sleep);
    expect(blocked).toEqual({ ok: false, error: "Too many failed sign-ins from your address; try again in 600 s.", retryAfter: 600 });
    expect((await signIn(db, { name: "ann", password: "ann's long password", client: "10.0.0.9" }, limiter, now, sleep)).ok).toBe(true);
  });

  it("ends a session on sign-out, at expiry, and all of a user's sessions when the password is reset", async () => {
    const limiter = new SignInLimiter();
    const a = await signIn(db, { name: "bob", password: "bob's long password", client }, limiter, now);
    const b = await signIn(db, { name: "bob", password: "bob's long password", client }, limiter, now);
    if (!a.ok || !b.ok) throw new Error("sign-in failed");
    await signOut(db, a.token);
    expect(await userForToken(db, a.token, now)).toBeNull();
    expect(await userForToken(db, b.token, new Date(b.expiresAt.getTime() + 1))).toBeNull();
    const c = await signIn(db, { name: "bob", password: "bob's long password", client }, limiter, now);
    if (!c.ok) throw new Error(c.error);
    await setPasswordHash(db, "bob", await hashPassword("bob's new long password"));
    expect(await userForToken(db, c.token, now)).toBeNull();
    expect((await signIn(db, { name: "bob", password: "bob's long password", client }, limiter, now)).ok).toBe(false);
    expect((await signIn(db, { name: "bob", password: "bob's new long password", client }, limiter, now)).ok).toBe(true);
  });

  it("ignores a cookie that is not a token", async () => {
    expect(await userForToken(db, "' OR 1=1 --", now)).toBeNull();
    expect(await userForToken(db, undefined, now)).toBeNull();
  });
});
