import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./generated/client";
import type { Db } from "./db";
import { migrate } from "./migrate";
import { databasePath } from "./paths";
import { seedSamples } from "./seed";

export type { Db } from "./db";

/** Opens (creating and migrating if need be) the SQLite database at `file`. */
export async function openDatabase(file: string, options: { seed?: boolean } = {}): Promise<Db> {
  migrate(file);
  const db = new PrismaClient({ adapter: new PrismaBetterSqlite3({ url: `file:${file}` }) });
  if (options.seed) await seedSamples(db);
  return db;
}

const globalForDb = globalThis as unknown as { warbenchDb?: Promise<Db> };

/** The app's database, opened once per server process and seeded on first start. */
export function database(): Promise<Db> {
  globalForDb.warbenchDb ??= openDatabase(databasePath(), { seed: true });
  return globalForDb.warbenchDb;
}
