import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase } from "./client";
import type { Db } from "./db";

/**
 * The provider the lib/db tests run on: vitest.config.ts runs them once per
 * provider, setting WARBENCH_TEST_DB to "postgresql" in that project.
 */
export const testProvider: "sqlite" | "postgresql" = process.env.WARBENCH_TEST_DB === "postgresql" ? "postgresql" : "sqlite";

/** A fresh, empty database on the run's throwaway PostgreSQL server (lib/db/pg-global-setup.ts). */
export async function throwawayPostgresUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = inject("warbenchPgUrl");
  if (!admin) throw new Error("No PostgreSQL test server: run the lib/db tests through vitest's postgresql project (vitest.config.ts).");
  const name = `wb_${randomBytes(6).toString("hex")}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * A throwaway database for one test file, on the provider under test; `close()`
 * removes it. `target` opens it again (openDatabase) or names it to a child process.
 */
export async function throwawayDb(options: { seed?: boolean } = {}): Promise<{ db: Db; target: string; close: () => Promise<void> }> {
  if (testProvider === "postgresql") {
    const { url, drop } = await throwawayPostgresUrl();
    const db = await openDatabase(url, options);
    return {
      db,
      target: url,
      close: async () => {
        await db.$disconnect();
        await drop();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-db-"));
  const file = path.join(dir, "test.db");
  const db = await openDatabase(file, options);
  return {
    db,
    target: file,
    close: async () => {
      await db.$disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A throwaway database with two clients on it, each standing for a studio
 * process [#31 item 1]: what one writes, the other must see. `close()`
 * disconnects both and removes the database.
 */
export async function twoProcesses(): Promise<{ db: Db; other: Db; close: () => Promise<void> }> {
  const opened = await throwawayDb();
  const other = await openDatabase(opened.target);
  return {
    db: opened.db,
    other,
    close: async () => {
      await other.$disconnect();
      await opened.close();
    },
  };
}
