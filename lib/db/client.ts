import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./generated/client";
import type { Db } from "./db";
import { migrate } from "./migrate";
import { databasePath } from "./paths";
import { seedSamples } from "./seed";

export type { Db } from "./db";

/** SQLite's `synchronous` levels (https://sqlite.org/pragma.html#pragma_synchronous). */
export const SYNCHRONOUS_LEVELS = ["OFF", "NORMAL", "FULL", "EXTRA"] as const;
export type Synchronous = (typeof SYNCHRONOUS_LEVELS)[number];

export interface OpenOptions {
  /** Load the sample projects into an empty library. */
  seed?: boolean;
  /**
   * `PRAGMA synchronous` on every connection. FULL, the default, syncs the WAL
   * at each commit, so an acknowledged save survives a power cut; WAL's own
   * default (NORMAL) may lose the last saves. Other levels are for measuring
   * only (lib/db/bench.ts); the app never passes this.
   */
  synchronous?: Synchronous;
}

/**
 * The adapter with the per-connection settings applied to every connection it
 * opens (Prisma opens one per client, and again after `$disconnect`):
 * `synchronous` is not stored in the file, unlike `journal_mode = WAL`, which
 * migrate() sets once.
 */
function adapterFor(file: string, synchronous: Synchronous) {
  const pragmas = `PRAGMA synchronous = ${synchronous};`;
  return new (class extends PrismaBetterSqlite3 {
    override async connect() {
      const connection = await super.connect();
      await connection.executeScript(pragmas);
      return connection;
    }
  })({ url: `file:${file}` });
}

/** Opens (creating and migrating if need be) the SQLite database at `file`. */
export async function openDatabase(file: string, options: OpenOptions = {}): Promise<Db> {
  const synchronous = options.synchronous ?? "FULL";
  if (!SYNCHRONOUS_LEVELS.includes(synchronous)) throw new Error(`Unknown synchronous level "${String(synchronous)}".`);
  migrate(file);
  const db = new PrismaClient({ adapter: adapterFor(file, synchronous) });
  if (options.seed) await seedSamples(db);
  return db;
}

const globalForDb = globalThis as unknown as { warbenchDb?: Promise<Db> };

/** The app's database, opened once per server process and seeded on first start. */
export function database(): Promise<Db> {
  globalForDb.warbenchDb ??= openDatabase(databasePath(), { seed: true });
  return globalForDb.warbenchDb;
}
