import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { migratePostgres } from "./migrate-postgresql";
import { throwawayPostgresUrl } from "./test-db";

// PostgreSQL's side of lib/db/migrate.test.ts (run by the "postgresql" vitest project only).
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

async function freshUrl(): Promise<string> {
  const { url, drop } = await throwawayPostgresUrl();
  drops.push(drop);
  return url;
}

async function tables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename COLLATE \"C\"");
    return rows.rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

describe("migratePostgres", () => {
  it("creates the schema once and is a no-op on the next start", async () => {
    const url = await freshUrl();
    const first = await migratePostgres(url);
    expect(first.created).toBe(true);
    expect(first.applied).toEqual(["0001_init", "0002_playtest_documents", "0003_assets", "0004_balance_reports", "0005_immutable_revisions", "0006_accounts", "0007_playtest_creator", "0008_scale_out", "0009_balance_run_settings"]);
    expect(await migratePostgres(url)).toEqual({ applied: [], created: false });
    expect(await tables(url)).toEqual(["Asset", "BalanceBatch", "BalanceReport", "BalanceRun", "Document", "Grant", "Meta", "Playtest", "PresenceTab", "Project", "Revision", "Session", "SignInAccount", "SignInFailure", "User", "_warbench_migrations"]);
  });

  it("applies each migration once when several servers start together", async () => {
    const url = await freshUrl();
    const runs = await Promise.all([migratePostgres(url), migratePostgres(url), migratePostgres(url)]);
    expect(runs.flatMap((r) => r.applied).sort()).toEqual(["0001_init", "0002_playtest_documents", "0003_assets", "0004_balance_reports", "0005_immutable_revisions", "0006_accounts", "0007_playtest_creator", "0008_scale_out", "0009_balance_run_settings"]);
  });

  it("matches the Prisma schema for every model, with dates to the millisecond and bytes intact", async () => {
    const db = await openDatabase(await freshUrl());
    try {
      const at = new Date("2024-02-29T23:59:58.123Z");
      await db.project.create({ data: { id: "p", name: "P", createdAt: at, updatedAt: at } });
      expect((await db.project.findUniqueOrThrow({ where: { id: "p" } })).createdAt.toISOString()).toBe(at.toISOString());
      const playtest = await db.playtest.create({ data: { id: "t1", scenarioRevisionId: "r1", seed: 2 ** 31 - 1, actions: "[]" } });
      expect(playtest).toMatchObject({ status: "in-progress", seed: 2 ** 31 - 1, name: "", gameRevisionId: null });
      const bytes = Buffer.from([0, 255, 1, 254, 0x89, 0x50]);
      await db.asset.create({ data: { projectId: "p", sha256: "s", contentType: "image/png", size: bytes.length, data: bytes } });
      const asset = await db.asset.findUniqueOrThrow({ where: { projectId_sha256: { projectId: "p", sha256: "s" } } });
      expect(Buffer.from(asset.data).equals(bytes)).toBe(true);
      await db.document.create({ data: { id: "d", projectId: "p", kind: "scenario", name: "S", schemaVersion: 1 } });
      const report = await db.balanceReport.create({
        data: { id: "b", documentId: "d", scenarioRevisionId: "r", revisionNumber: 1, games: 10, bots: "greedy,random", seed: 1, report: "{}" },
      });
      expect(report.partial).toBe(false);
      await db.meta.create({ data: { key: "k", value: "v" } });
      expect(await db.meta.findUnique({ where: { key: "k" } })).toEqual({ key: "k", value: "v" });
    } finally {
      await db.$disconnect();
    }
  });
});
