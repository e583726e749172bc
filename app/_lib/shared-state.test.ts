import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInTiming } from "@/lib/auth/rate-limit";
import { type Db, DbPresenceStore, DbSignInThrottle, openDatabase } from "@/lib/db";
import { MemoryPresenceStore } from "@/lib/presence/registry";
import { presenceStore, signInThrottle } from "./shared-state";

// Which store the studio uses [#31 item 1]: the database's when it runs on PostgreSQL (any number of studio
// processes share it), memory otherwise. The database here is a SQLite file standing in for the studio's: what
// is chosen depends on the studio's setting; the stores themselves are tested in lib/db (the throttle on PostgreSQL).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-shared-state-"));
let db: Db;
const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
const onPostgres = env({ DATABASE_URL: "postgresql://warbench@db.example:5432/warbench" });
const onSqlite = env({ WARBENCH_DB: path.join(dir, "warbench.db") });

beforeAll(async () => {
  db = await openDatabase(path.join(dir, "warbench.db"));
}, 60_000);
afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ann = { who: "u-ann", name: "Ann", editing: true };

describe("shared state [#31 item 1]", () => {
  it("keeps presence in the database on PostgreSQL, one store per process", async () => {
    const store = presenceStore(db, onPostgres);
    expect(store).toBeInstanceOf(DbPresenceStore);
    expect(presenceStore(db, onPostgres)).toBe(store);
    await store.checkIn("doc-1", "tab-ann-1", ann, 1_000);
    expect(await db.presenceTab.count()).toBe(1);
  });

  it("keeps presence in memory on SQLite, one registry per process, and writes nothing", async () => {
    await db.presenceTab.deleteMany();
    const store = presenceStore(db, onSqlite);
    expect(store).toBeInstanceOf(MemoryPresenceStore);
    expect(presenceStore(db, env({}))).toBe(store);
    await store.checkIn("doc-1", "tab-ann-1", ann, 1_000);
    expect(await store.checkIn("doc-1", "tab-vic-1", { ...ann, who: "u-vic", name: "Vic" }, 2_000)).toHaveLength(1);
    expect(await db.presenceTab.count()).toBe(0);
  });

  it("counts sign-ins in the database on PostgreSQL, in signInTiming's memory otherwise", async () => {
    const throttle = signInThrottle(db, onPostgres);
    expect(throttle).toBeInstanceOf(DbSignInThrottle);
    expect(signInThrottle(db, onPostgres)).toBe(throttle);
    expect(signInThrottle(db, onSqlite)).toBe(signInTiming.throttle);
    // WARBENCH_DB wins over a PostgreSQL DATABASE_URL (lib/db/paths.ts), and so does the memory store.
    expect(signInThrottle(db, env({ ...onPostgres, ...onSqlite } as Record<string, string>))).toBe(signInTiming.throttle);
  });
});
