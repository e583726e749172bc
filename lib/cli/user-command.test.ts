// `warbench user`: team mode's first admin comes from the command line [issue #17 item 4].
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/client";
import { runUser } from "./user-command";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-user-"));
const target = { provider: "sqlite" as const, file: path.join(dir, "library.db") };
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function run(args: string[], password = "") {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runUser(args, { out: (s) => out.push(s), err: (s) => err.push(s) }, { target, readPassword: async () => password });
  return { code, out: out.join(""), err: err.join("") };
}

describe("warbench user [#17 item 4]", () => {
  it("adds an admin, refuses a duplicate and weak passwords, lists, and changes a password", async () => {
    expect(await run(["add", "ann", "--admin"], "a long enough secret")).toMatchObject({ code: 0, out: "Added ann (admin).\n" });
    expect((await run(["add", "ann"], "a long enough secret")).code).toBe(1);
    expect(await run(["add", "bob"], "")).toMatchObject({ code: 1, err: expect.stringMatching(/at least 12/) });
    expect(await run(["add", "bob"], "password1234")).toMatchObject({ code: 1, err: expect.stringMatching(/^warbench user add: That password is too easy to guess.*\n$/) });
    expect(await run(["add", "bob"], "bob-likes-tea-2026")).toMatchObject({ code: 1, err: expect.stringMatching(/user name/) });
    expect((await run(["add", "bob"], "another long secret")).code).toBe(0);
    expect((await run(["list"])).out).toMatch(/^ann \(admin\)\t.*\nbob\t/);
    expect((await run(["passwd", "carol"], "whatever long one")).code).toBe(1);
    const db = await openDatabase(target);
    const before = (await db.user.findUnique({ where: { name: "bob" } }))!.passwordHash;
    expect((await run(["passwd", "bob"], "a new long secret")).code).toBe(0);
    expect((await db.user.findUnique({ where: { name: "bob" } }))!.passwordHash).not.toBe(before);
    await db.$disconnect();
  });

  it("refuses a name too like an existing one, and passwd finds the account by any spelling [#25 item 9]", async () => {
    for (const twin of ["Ann", "\u0430nn", "\uff41\uff4e\uff4e"]) {
      expect(await run(["add", twin], "a long enough secret")).toMatchObject({ code: 1, err: expect.stringMatching(/^warbench user add: The name ".+" is too like the existing user "ann"[^\n]*\n$/) });
    }
    expect(await run(["passwd", "ANN"], "yet another long secret")).toMatchObject({ code: 0, out: "Changed ann's password; their sessions are ended.\n" });
  });

  it("exits 2 on bad arguments", async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(["add"])).code).toBe(2);
    expect((await run(["add", "ann", "--root"])).code).toBe(2);
    expect((await run(["list", "x"])).code).toBe(2);
    expect((await run(["remove", "ann"])).code).toBe(2);
  });
});
