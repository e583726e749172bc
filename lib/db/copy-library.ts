import { createHash } from "node:crypto";
import fs from "node:fs";
import Database from "better-sqlite3";
import pg from "pg";
import type { Db } from "./db";
import type { Tx } from "./document-copy";
import { StoreError } from "./errors";
import { type DatabaseTarget, describeTarget } from "./paths";

/**
 * Every table of a library, parents before children (the order rows are
 * inserted in), with the columns that identify a row. The migrations table is
 * not copied: each database records its own.
 */
const TABLES = [
  { name: "Project", model: "project", key: ["id"], page: 500 },
  { name: "Document", model: "document", key: ["id"], page: 500 },
  { name: "Revision", model: "revision", key: ["id"], page: 20 },
  { name: "Asset", model: "asset", key: ["projectId", "sha256"], page: 5 },
  { name: "Playtest", model: "playtest", key: ["id"], page: 50 },
  { name: "BalanceReport", model: "balanceReport", key: ["id"], page: 50 },
  { name: "Meta", model: "meta", key: ["key"], page: 500 },
  // Team mode's accounts and grants travel with the library; sessions do not (everyone signs in again).
  { name: "User", model: "user", key: ["id"], page: 500 },
  { name: "Grant", model: "grant", key: ["userId", "projectId"], page: 500 },
] as const;

type Table = (typeof TABLES)[number];
type Row = Record<string, unknown>;

/** The few calls made on every model, typed once (each model's own types differ only in their rows). */
interface AnyModel {
  findMany(args: { orderBy: Record<string, "asc">[]; take: number; skip?: number; cursor?: Row }): Promise<Row[]>;
  createMany(args: { data: Row[] }): Promise<{ count: number }>;
  deleteMany(args?: object): Promise<{ count: number }>;
  count(): Promise<number>;
}
const model = (db: Db | Tx, table: Table) => (db as unknown as Record<string, AnyModel>)[table.model]!;

/** Every row of a table, a page at a time, in key order. */
async function* rowsOf(db: Db | Tx, table: Table): AsyncGenerator<Row[]> {
  let cursor: Row | undefined;
  for (;;) {
    const page = await model(db, table).findMany({
      orderBy: table.key.map((k) => ({ [k]: "asc" as const })),
      take: table.page,
      ...(cursor ? { skip: 1, cursor: keyCursor(table, cursor) } : {}),
    });
    if (page.length === 0) return;
    yield page;
    cursor = page[page.length - 1];
    if (page.length < table.page) return;
  }
}

function keyCursor(table: Table, row: Row): Row {
  if (table.key.length === 1) return { [table.key[0]]: row[table.key[0]] };
  return { [table.key.join("_")]: Object.fromEntries(table.key.map((k) => [k, row[k]])) };
}

/** A row as provider-independent text: keys sorted, dates as ISO strings, bytes as base64. */
function canonical(row: Row): string {
  const value = (v: unknown) => (v instanceof Date ? v.toISOString() : v instanceof Uint8Array ? `base64:${Buffer.from(v).toString("base64")}` : v);
  return JSON.stringify(Object.keys(row).sort().map((k) => [k, value(row[k])]));
}

export interface TableDigest {
  table: string;
  rows: number;
  /** SHA-256 over every row's canonical text, in key order compared as plain strings (no collation). */
  sha256: string;
}

/** Counts and content hashes of every table: equal digests mean equal libraries, whatever the provider. */
export async function libraryDigest(db: Db | Tx): Promise<TableDigest[]> {
  const digests: TableDigest[] = [];
  for (const table of TABLES) {
    const rows: [string, string][] = [];
    for await (const page of rowsOf(db, table)) {
      for (const row of page) {
        rows.push([JSON.stringify(table.key.map((k) => row[k])), createHash("sha256").update(canonical(row)).digest("hex")]);
      }
    }
    rows.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const hash = createHash("sha256");
    for (const [key, rowHash] of rows) hash.update(`${key}\t${rowHash}\n`);
    digests.push({ table: table.name, rows: rows.length, sha256: hash.digest("hex") });
  }
  return digests;
}

/** Rows per table, zero counts included. */
export async function libraryCounts(db: Db): Promise<{ table: string; rows: number }[]> {
  return Promise.all(TABLES.map(async (table) => ({ table: table.name, rows: await model(db, table).count() })));
}

/**
 * Copies a whole library into another (SQLite or PostgreSQL, either way) in one
 * transaction on the target, then checks inside that transaction that every
 * table's row count and content hash equal the source's: on any difference, or
 * any failure, the target is left as it was. A target holding anything is
 * refused unless `force`, which empties it first (in the same transaction).
 * The source should not change meanwhile (stop the studio using it).
 */
export async function copyLibrary(from: Db, to: Db, options: { force?: boolean } = {}): Promise<TableDigest[]> {
  const occupied = (await libraryCounts(to)).filter((c) => c.rows > 0);
  if (occupied.length > 0 && !options.force) {
    const what = occupied.map((c) => `${c.rows} ${c.table}`).join(", ");
    throw new StoreError("invalid", `The target library is not empty (${what}); pass --force to replace it.`);
  }
  const expected = await libraryDigest(from);
  await to.$transaction(
    async (tx) => {
      for (const table of [...TABLES].reverse()) await model(tx, table).deleteMany({});
      for (const table of TABLES) {
        for await (const page of rowsOf(from, table)) await model(tx, table).createMany({ data: page });
      }
      const copied = await libraryDigest(tx);
      const differs = expected.find((e, i) => e.rows !== copied[i]?.rows || e.sha256 !== copied[i]?.sha256);
      if (differs) {
        const got = copied.find((c) => c.table === differs.table);
        throw new StoreError(
          "invalid",
          `The copy did not verify: table ${differs.table} has ${got?.rows ?? 0} rows (hash ${got?.sha256.slice(0, 12)}) against ${differs.rows} (hash ${differs.sha256.slice(0, 12)}) in the source; the target is unchanged. Was the source in use?`,
        );
      }
    },
    // One transaction for the whole library: give it time (a large library moves many MB).
    { maxWait: 60_000, timeout: 60 * 60_000 },
  );
  return expected;
}

/**
 * Whether a target already holds a Warbench library (its migrations table), so
 * a mistyped `--from` is reported instead of created empty. Connection errors
 * are thrown as they come (see describeDatabaseError).
 */
export async function libraryExists(target: DatabaseTarget): Promise<boolean> {
  if (target.provider === "sqlite") {
    if (!fs.existsSync(target.file)) return false;
    const sqlite = new Database(target.file, { readonly: true, fileMustExist: true });
    try {
      return sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_warbench_migrations'").get() !== undefined;
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const found = await client.query<{ exists: boolean }>("SELECT to_regclass('\"_warbench_migrations\"') IS NOT NULL AS exists");
    return found.rows[0]?.exists === true;
  } finally {
    await client.end();
  }
}

/** One line for an error met while opening or copying a library: the cause a user can act on, not a stack. */
export function describeDatabaseError(error: unknown, target?: DatabaseTarget): string {
  const where = target ? ` (${describeTarget(target)})` : "";
  const e = error as { code?: unknown; message?: unknown; address?: unknown; port?: unknown };
  const code = typeof e?.code === "string" ? e.code : undefined;
  if (error instanceof StoreError) return error.message;
  if (code === "ECONNREFUSED") return `Cannot connect to PostgreSQL${where}: connection refused. Is the server running and listening there?`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `Cannot connect to PostgreSQL${where}: unknown host.`;
  if (code === "28P01" || code === "28000") return `PostgreSQL refused the login${where}: check the user and password in the URL.`;
  if (code === "3D000") return `PostgreSQL has no such database${where}: create it first (createdb).`;
  if (code === "SQLITE_NOTADB") return `Not a SQLite database${where}.`;
  const message = typeof e?.message === "string" ? e.message : String(error);
  const line = message.split("\n").map((l) => l.trim()).find((l) => l.length > 0) ?? "unknown error";
  return `${line}${where}`;
}
