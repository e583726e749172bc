import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "./client";
import type { Db } from "./db";

/** A throwaway SQLite database for one test file; `close()` removes it. */
export async function throwawayDb(options: { seed?: boolean } = {}): Promise<{ db: Db; file: string; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-db-"));
  const file = path.join(dir, "test.db");
  const db = await openDatabase(file, options);
  return {
    db,
    file,
    close: async () => {
      await db.$disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
