/**
 * `npm run bench:db`: how long `saveRevision` takes on SQLite. Opens a
 * throwaway database, creates a 200×150 map (the painter benchmark's map) and a
 * small one, saves each many times after a warm-up, and prints the median as
 * one JSON line per metric. Not part of the test command.
 *
 * WARBENCH_SQLITE_SYNCHRONOUS=NORMAL (or OFF, EXTRA) measures another
 * `PRAGMA synchronous` than the app's FULL; only this script reads it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { bigMap } from "@/lib/bench/big-map";
import { newHexMap } from "@/lib/painter/new-map";
import { SYNCHRONOUS_LEVELS, type Synchronous, openDatabase } from "./client";
import { createDocument } from "./documents";
import { createProject } from "./projects";
import { saveRevision } from "./revisions";

const WARMUP = 5;
const RUNS = { big: 31, small: 101 };

const requested = (process.env.WARBENCH_SQLITE_SYNCHRONOUS ?? "FULL").toUpperCase();
if (!(SYNCHRONOUS_LEVELS as readonly string[]).includes(requested)) {
  console.error(`WARBENCH_SQLITE_SYNCHRONOUS must be one of ${SYNCHRONOUS_LEVELS.join(", ")}, not "${requested}".`);
  process.exit(2);
}
const synchronous = requested as Synchronous;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-bench-db-"));
try {
  const db = await openDatabase(path.join(dir, "bench.db"), { synchronous });
  const project = await createProject(db, { name: "Benchmark" });
  const big = bigMap();
  const small = newHexMap({ name: "Small map", orientation: "flat", columns: 10, rows: 8, offset: "odd", firstLabel: "0101" });

  /** Median time of `runs` saves after the warm-up; each save changes the name, as an edit would. */
  async function medianSave(content: { name: string }, runs: number): Promise<{ ms: number; bytes: number }> {
    const doc = await createDocument(db, project.id, { kind: "map", name: content.name, content });
    let base = doc.currentRevisionId;
    let bytes = 0;
    const times: number[] = [];
    for (let i = 0; i < WARMUP + runs; i += 1) {
      const edited = { ...content, name: `${content.name} ${i}` };
      const start = performance.now();
      const saved = await saveRevision(db, { documentId: doc.id, baseRevisionId: base, content: edited });
      const elapsed = performance.now() - start;
      base = saved.id;
      bytes = saved.size;
      if (i >= WARMUP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    return { ms: times[Math.floor(times.length / 2)] as number, bytes };
  }

  const bigResult = await medianSave(big, RUNS.big);
  const smallResult = await medianSave(small, RUNS.small);
  await db.$disconnect();
  console.error(`synchronous=${synchronous}; map revisions of ${bigResult.bytes} B and ${smallResult.bytes} B`);
  const line = (metric: string, ms: number) =>
    console.log(JSON.stringify({ bench: "db", metric, value: Math.round(ms * 100) / 100, unit: "ms" }));
  line("save_ms", bigResult.ms);
  line("save_small_ms", smallResult.ms);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
