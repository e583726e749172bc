import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import type { Db } from "./db";
import { createDocument } from "./documents";
import { migrate } from "./migrate";
import { createProject } from "./projects";
import { saveRevision } from "./revisions";
import { throwawayDb } from "./test-db";

describe("migrate", () => {
  it("creates a new database once and is a no-op on the next start", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-migrate-"));
    const file = path.join(dir, "nested", "w.db");
    const first = migrate(file);
    expect(first.created).toBe(true);
    expect(first.applied).toEqual(["0001_init", "0002_playtest_documents", "0003_assets", "0004_balance_reports", "0005_immutable_revisions", "0006_accounts", "0007_playtest_creator", "0008_scale_out", "0009_balance_run_settings"]);
    expect(migrate(file)).toEqual({ applied: [], created: false });
    const sqlite = new Database(file);
    const tables = sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name").all() as { name: string }[];
    sqlite.close();
    expect(tables.map((t) => t.name)).toEqual(["Asset", "BalanceBatch", "BalanceReport", "BalanceRun", "Document", "Grant", "Meta", "Playtest", "PresenceTab", "Project", "Revision", "Session", "SignInAccount", "SignInFailure", "User", "_warbench_migrations"]);
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

/** A pragma's value on the connection Prisma uses. */
async function pragma(db: Db, name: string): Promise<string | number> {
  const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`PRAGMA ${name}`);
  const value = rows[0]?.[name];
  return typeof value === "bigint" ? Number(value) : (value as string | number);
}

describe("openDatabase", () => {
  it("runs in WAL mode with synchronous FULL on Prisma's connection, also after transactions and a reconnect", async () => {
    const { db, close } = await throwawayDb();
    expect(await pragma(db, "journal_mode")).toBe("wal");
    expect(await pragma(db, "synchronous")).toBe(2); // FULL: every commit syncs the WAL
    const project = await createProject(db, { name: "Durable" });
    const doc = await createDocument(db, project.id, { kind: "map", name: "Map", content: { schemaVersion: 1 } });
    await saveRevision(db, { documentId: doc.id, baseRevisionId: doc.currentRevisionId, content: { schemaVersion: 1, n: 2 } });
    expect(await pragma(db, "synchronous")).toBe(2);
    expect(await db.$transaction(async (tx) => pragma(tx as Db, "synchronous"))).toBe(2);
    await db.$disconnect();
    expect(await pragma(db, "synchronous")).toBe(2);
    await close();
  });

  it("takes another synchronous level for measurements only", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-migrate-"));
    const db = await openDatabase(path.join(dir, "w.db"), { synchronous: "NORMAL" });
    expect(await pragma(db, "synchronous")).toBe(1);
    await db.$disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
