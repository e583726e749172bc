import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { migrate } from "./migrate";

describe("migrate", () => {
  it("creates a new database once and is a no-op on the next start", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-migrate-"));
    const file = path.join(dir, "nested", "w.db");
    const first = migrate(file);
    expect(first.created).toBe(true);
    expect(first.applied).toEqual(["0001_init", "0002_playtest_documents"]);
    expect(migrate(file)).toEqual({ applied: [], created: false });
    const sqlite = new Database(file);
    const tables = sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name").all() as { name: string }[];
    sqlite.close();
    expect(tables.map((t) => t.name)).toEqual(["Document", "Meta", "Playtest", "Project", "Revision", "_warbench_migrations"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("matches the Prisma schema for every model, Playtest included", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-migrate-"));
    const db = await openDatabase(path.join(dir, "w.db"));
    const saved = await db.playtest.create({ data: { id: "p1", scenarioRevisionId: "r1", seed: 42, actions: "[]" } });
    expect(saved).toMatchObject({ status: "in-progress", seed: 42, name: "" });
    expect(saved.updatedAt).toBeInstanceOf(Date);
    await db.meta.create({ data: { key: "k", value: "v" } });
    expect(await db.meta.findUnique({ where: { key: "k" } })).toEqual({ key: "k", value: "v" });
    await db.$disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
