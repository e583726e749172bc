import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrationsDir } from "./paths";

/**
 * Applies the committed migration SQL that has not run yet, each in its own
 * transaction, and records it. Prisma's own `migrate deploy` would first
 * download a native schema engine, which these offline machines cannot do.
 */
export function migrate(file: string, dir: string = migrationsDir()): { applied: string[]; created: boolean } {
  const created = !fs.existsSync(file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  try {
    sqlite.pragma("journal_mode = WAL");
    sqlite.exec(
      'CREATE TABLE IF NOT EXISTS "_warbench_migrations" ("name" TEXT NOT NULL PRIMARY KEY, "appliedAt" TEXT NOT NULL)',
    );
    const done = new Set(
      (sqlite.prepare('SELECT "name" FROM "_warbench_migrations"').all() as { name: string }[]).map((r) => r.name),
    );
    const pending = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !done.has(entry.name))
      .map((entry) => entry.name)
      .sort();
    const record = sqlite.prepare('INSERT INTO "_warbench_migrations" ("name", "appliedAt") VALUES (?, ?)');
    for (const name of pending) {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      sqlite.transaction(() => {
        sqlite.exec(sql);
        record.run(name, new Date().toISOString());
      })();
    }
    return { applied: pending, created };
  } finally {
    sqlite.close();
  }
}
