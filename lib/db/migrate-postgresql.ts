import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { migrationsDir } from "./paths";

/** Any fixed number: the advisory lock that lets one starting server migrate while others wait. */
const MIGRATION_LOCK = 0x77617262; // "warb"

/**
 * PostgreSQL's twin of migrate(): applies the committed SQL under
 * prisma/migrations/postgresql that has not run yet, each file in its own
 * transaction with its record (PostgreSQL's DDL is transactional, so a crash
 * leaves a migration either whole or absent). Several servers starting at once
 * queue on an advisory lock instead of applying a migration twice.
 */
export async function migratePostgres(
  url: string,
  dir: string = migrationsDir("postgresql"),
): Promise<{ applied: string[]; created: boolean }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    const existing = await client.query<{ exists: boolean }>("SELECT to_regclass('\"_warbench_migrations\"') IS NOT NULL AS exists");
    const created = !existing.rows[0]?.exists;
    await client.query(
      'CREATE TABLE IF NOT EXISTS "_warbench_migrations" ("name" TEXT NOT NULL PRIMARY KEY, "appliedAt" TEXT NOT NULL)',
    );
    const done = new Set((await client.query<{ name: string }>('SELECT "name" FROM "_warbench_migrations"')).rows.map((r) => r.name));
    const pending = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !done.has(entry.name))
      .map((entry) => entry.name)
      .sort();
    for (const name of pending) {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query('INSERT INTO "_warbench_migrations" ("name", "appliedAt") VALUES ($1, $2)', [name, new Date().toISOString()]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
    return { applied: pending, created };
  } finally {
    // Closing the session also releases the advisory lock.
    await client.end();
  }
}
