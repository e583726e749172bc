import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./generated/client";
import type { Db } from "./db";
import { migrate } from "./migrate";
import { refuseNulText } from "./nul-text";
import { type DatabaseTarget, databaseTarget, parseTarget } from "./paths";
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
  /** Told every SQL statement Prisma sends (tests that bound what a request costs); the app never passes this. */
  onStatement?: (sql: string) => void;
}

/** Prisma's query log, for OpenOptions.onStatement: on when asked for, since logging costs every query. */
const statementLog = (options: OpenOptions) => (options.onStatement ? { log: [{ emit: "event" as const, level: "query" as const }] } : {});

function listen(db: Db, options: OpenOptions): void {
  const onStatement = options.onStatement;
  if (onStatement) (db as unknown as { $on(event: "query", listener: (e: { query: string }) => void): void }).$on("query", (e) => onStatement(e.query));
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

/**
 * PostgreSQL through Prisma's pg adapter, on the client generated for it
 * (lib/db/generate-clients.mjs). Loaded only when asked for, so a SQLite studio
 * never loads pg. Both clients come from one schema, so the PostgreSQL one has
 * the SQLite one's API and is used as a Db.
 */
async function openPostgres(url: string, options: OpenOptions): Promise<Db> {
  const [{ PrismaPg }, { PrismaClient: PgClient }, { migratePostgres }] = await Promise.all([
    import("@prisma/adapter-pg"),
    import("./generated/pg/client"),
    import("./migrate-postgresql"),
  ]);
  await migratePostgres(url);
  const db = new PgClient({ adapter: new PrismaPg({ connectionString: url }), ...statementLog(options) }) as unknown as Db;
  listen(db, options);
  return db;
}

/**
 * Opens (creating and migrating if need be) a library: a SQLite file path, or a
 * `postgresql://` URL (see parseTarget), or a target from databaseTarget().
 */
export async function openDatabase(target: string | DatabaseTarget, options: OpenOptions = {}): Promise<Db> {
  const resolved = typeof target === "string" ? parseTarget(target) : target;
  let db: Db;
  if (resolved.provider === "postgresql") {
    db = await openPostgres(resolved.url, options);
  } else {
    const synchronous = options.synchronous ?? "FULL";
    if (!SYNCHRONOUS_LEVELS.includes(synchronous)) throw new Error(`Unknown synchronous level "${String(synchronous)}".`);
    migrate(resolved.file);
    db = new PrismaClient({ adapter: adapterFor(resolved.file, synchronous), ...statementLog(options) }) as unknown as Db;
    listen(db, options);
  }
  // Text with U+0000 is refused on both databases alike, before any query (lib/db/nul-text.ts).
  db = refuseNulText(db);
  if (options.seed) await seedSamples(db);
  return db;
}

const globalForDb = globalThis as unknown as { warbenchDb?: Promise<Db> };

/** The app's database (databaseTarget()), opened once per server process and seeded on first start. */
export function database(): Promise<Db> {
  globalForDb.warbenchDb ??= openDatabase(databaseTarget(), { seed: true });
  return globalForDb.warbenchDb;
}
