import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInProcess } from "@/lib/cli/run-in-process";
import { openDatabase } from "./client";
import { libraryDigest } from "./copy-library";
import { fillLibrary } from "./library-fixture";
import { throwawayPostgresUrl } from "./test-db";

// `warbench db copy` across providers: SQLite → PostgreSQL → SQLite gives the
// same library back, byte for byte (run by the "postgresql" vitest project only).
let dir: string;
let pgUrl: string;
const drops: (() => Promise<void>)[] = [];

const cli = runInProcess;

async function digestOf(target: string) {
  const db = await openDatabase(target);
  try {
    return await libraryDigest(db);
  } finally {
    await db.$disconnect();
  }
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-copy-"));
  const db = await openDatabase(path.join(dir, "source.db"));
  await fillLibrary(db);
  await db.$disconnect();
  const pgDb = await throwawayPostgresUrl();
  drops.push(pgDb.drop);
  pgUrl = pgDb.url;
});
afterAll(async () => {
  for (const drop of drops) await drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("warbench db copy between SQLite and PostgreSQL", () => {
  it("moves a library to PostgreSQL and back unchanged", async () => {
    const there = await cli("db", "copy", "--from", path.join(dir, "source.db"), "--to", pgUrl);
    expect(there.err).toBe("");
    expect(there.code).toBe(0);
    expect(there.out).toMatch(/2 Project, 3 Document, 5 Revision, 1 Asset, 1 Playtest, 1 BalanceReport, 1 Meta, 1 User, 1 Grant; counts and SHA-256 of every table verified/);
    const back = await cli("db", "copy", `--from=${pgUrl}`, `--to=file:${path.join(dir, "back.db")}`);
    expect(back.code).toBe(0);
    const original = await digestOf(path.join(dir, "source.db"));
    expect(await digestOf(pgUrl)).toEqual(original);
    expect(await digestOf(path.join(dir, "back.db"))).toEqual(original);
  });

  it("refuses a non-empty target unless --force, in one line with a non-zero exit", async () => {
    const refused = await cli("db", "copy", "--from", path.join(dir, "source.db"), "--to", pgUrl);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^warbench db copy: The target library is not empty \(2 Project, .*\); pass --force to replace it\.\n$/);
    const forced = await cli("db", "copy", "--from", path.join(dir, "source.db"), "--to", pgUrl, "--force");
    expect(forced.code).toBe(0);
  });

  it("says in one line what is wrong with a source or a server", async () => {
    const missing = await cli("db", "copy", "--from", path.join(dir, "nope.db"), "--to", pgUrl);
    expect(missing).toMatchObject({ code: 1, err: `warbench db copy: ${path.join(dir, "nope.db")} holds no Warbench library.\n` });
    expect(fs.existsSync(path.join(dir, "nope.db"))).toBe(false);
    const down = await cli("db", "copy", "--from", "postgresql://warbench:secret@127.0.0.1:1/x", "--to", path.join(dir, "t.db"));
    expect(down.code).toBe(1);
    expect(down.err).toBe("warbench db copy: Cannot connect to PostgreSQL (postgresql://warbench:***@127.0.0.1:1/x): connection refused. Is the server running and listening there?\n");
    const noDb = new URL(pgUrl);
    noDb.pathname = "/no_such_database";
    const absent = await cli("db", "copy", "--from", path.join(dir, "source.db"), "--to", noDb.toString());
    expect(absent.code).toBe(1);
    expect(absent.err).toMatch(/^warbench db copy: PostgreSQL has no such database \(.*no_such_database\): create it first \(createdb\)\.\n$/);
  });

  it("refuses bad arguments with its usage and exit 2", async () => {
    for (const args of [["db"], ["db", "move"], ["db", "copy", "--from", "a.db"], ["db", "copy", "--from", "a.db", "--to", "a.db"], ["db", "copy", "--from", "a.db", "--to", "b.db", "--fast"]]) {
      const run = await cli(...args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.out).toBe("");
    }
  });
});
