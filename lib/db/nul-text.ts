import type { Db } from "./db";
import { StoreError } from "./errors";

/**
 * Text with a NUL character (U+0000) [issue #25 item 7]: PostgreSQL cannot
 * store it in a text column (its driver's error reached users as a generic
 * failure) and SQLite stores it, so the two databases would hold different
 * things. Every query lib/db makes passes here first (openDatabase installs it
 * on the client, transactions included), so names, messages, statuses and any
 * text added later are refused the same way on both, with one line naming the
 * field, before anything is written; a lookup by such text finds nothing. JSON documents are not affected: they are
 * stored as JSON text, where a NUL is written escaped ("\u0000").
 */

/** How a message names each table's rows. */
const ROW_WORDS: Record<string, string> = {
  Project: "project",
  Document: "document",
  Revision: "revision",
  Playtest: "saved game",
  Asset: "asset",
  Meta: "setting",
  BalanceReport: "balance report",
  User: "user",
  Session: "session",
  Grant: "grant",
};

/** Query arguments are small trees (where, data, nested writes); deeper than this is nothing Prisma takes. */
const MAX_DEPTH = 12;

/** The key of the first string holding a NUL in a query's arguments, "" for one at the top, or null when there is none. */
export function nulField(value: unknown, key = "", depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? key : null;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return null;
  if (ArrayBuffer.isView(value) || value instanceof Date) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = nulField(item, key, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    // Prisma's operators (equals, in, set, contains…) stand for the field above them.
    const found = nulField(v, /^[a-z]+$/.test(k) && OPERATORS.has(k) && key ? key : k, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const OPERATORS = new Set(["equals", "in", "notIn", "not", "contains", "startsWith", "endsWith", "set", "lt", "lte", "gt", "gte"]);

/** The one line for a NUL in `field` of a `model` row: "The document name contains a NUL character…". */
export function nulMessage(model: string | undefined, field: string): string {
  const row = (model && ROW_WORDS[model]) ?? "stored";
  const name = field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase() || "text";
  return `The ${row} ${name} contains a NUL character (U+0000), which cannot be stored; remove it.`;
}

/** What a read finds when it looks for text with a NUL in it. */
const NOTHING_FOUND: Record<string, null | [] | 0> = { findUnique: null, findFirst: null, findMany: [], count: 0 };

/** The client with the check in front of every model query. */
export function refuseNulText(db: Db): Db {
  return db.$extends({
    name: "refuse-nul-text",
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          const field = nulField(args);
          if (field === null) return query(args);
          // No stored text holds a NUL, so a lookup by one finds nothing (an id with a NUL is a missing
          // document, a sign-in with one a wrong name), rather than failing on PostgreSQL only.
          if (operation in NOTHING_FOUND && !(operation === "count" && (args as { select?: unknown }).select)) return NOTHING_FOUND[operation];
          throw new StoreError("invalid", nulMessage(model, field));
        },
      },
    },
  }) as unknown as Db;
}
