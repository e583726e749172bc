/**
 * `npm run bench:team`: issue #17's load test. Simulated users (BENCH_USERS,
 * 50) of a team studio on PostgreSQL over loopback open, edit and save ten
 * documents of real sizes (the Next War sample's game, map and scenario, and
 * two 200×150 maps) for BENCH_SECONDS (60) after a short warm-up
 * (BENCH_WARMUP_SECONDS, 5), each request going the way the studio's server
 * actions go (bench-team-load.ts). Five users share each document, so saves
 * from stale bases happen; each conflict is counted, the document reloaded,
 * the edit made again and saved, until it lands.
 *
 * Then every acknowledged save (warm-up included) is checked against the
 * stored histories (bench-team-check.ts): lost_saves must be 0, else the exit
 * status is 1. Prints one JSON line per figure on stdout, the rest on stderr.
 *
 * `npm run bench:team -- --capacity` measures what the server can take
 * instead: the same users without thinking time, ramped until saves slow down
 * (bench-team-capacity.ts).
 *
 * DATABASE_URL=postgresql://… runs against that server, in a database of its
 * own it creates and drops (or, without the right to create one, in the named
 * database only if it has no tables); otherwise on a throwaway server
 * (pg-test-server.mjs), stopped at the end, on Ctrl-C too. Not part of the
 * test command.
 */
import { performance } from "node:perf_hooks";
import { type AckedSave, findLostSaves, percentile, readHistory } from "../db/bench-team-check";
import { openDatabase } from "../db/client";
import { capacityOptions, runCapacity } from "./bench-team-capacity";
import { createDocuments, createUsers, envNumber, log, phase, withBenchDatabase } from "./bench-team-load";

/**
 * Between opening and saving: the painter autosaves 4 s after the last stroke,
 * the data editor 8 s after the last keystroke, so a designer at work saves
 * every few seconds. (At 0.2-1.5 s, three in four saves hit a newer revision and
 * the figures measure the pile-up, not the store.)
 */
const THINK_MS = { min: 2000, max: 8000 };

/** BENCH_SECONDS, BENCH_USERS, BENCH_WARMUP_SECONDS: read before the database is made, so a wrong one leaves nothing behind. */
function realisticOptions() {
  const SECONDS = envNumber("BENCH_SECONDS", 60);
  return {
    SECONDS,
    USERS: Math.round(envNumber("BENCH_USERS", 50)),
    WARMUP_SECONDS: envNumber("BENCH_WARMUP_SECONDS", Math.min(5, Math.ceil(SECONDS / 5))),
  };
}

async function runRealistic(url: string, { SECONDS, USERS, WARMUP_SECONDS }: ReturnType<typeof realisticOptions>) {
  const db = await openDatabase(url);
  const setupStart = performance.now();
  const { projectId, documents } = await createDocuments(db);
  const users = await createUsers(db, projectId, documents, USERS);
  log(
    `bench:team: ${users.length} users, ${documents.length} documents (${documents.map((d) => `${d.kind} ${Math.round(d.bytes / 1000)} KB`).join(", ")}); set up in ${Math.round(performance.now() - setupStart)} ms`,
  );

  const acks: AckedSave[] = [];
  log(`bench:team: warm-up ${WARMUP_SECONDS} s`);
  await phase(db, users, documents, { seconds: WARMUP_SECONDS, seed: 1, think: THINK_MS }, acks);
  log(`bench:team: measuring ${SECONDS} s`);
  const busyBefore = performance.eventLoopUtilization();
  const stats = await phase(db, users, documents, { seconds: SECONDS, seed: 2, think: THINK_MS }, acks);
  // The studio is one Node process too: how busy its one thread was says whether the figures measure PostgreSQL or Node.
  const busy = performance.eventLoopUtilization(busyBefore).utilization;

  const history = await readHistory(db, documents.map((d) => d.id));
  const lost = findLostSaves(acks, history);
  await db.$disconnect();
  for (const { save, reason } of lost.slice(0, 10)) log(`bench:team: LOST ${save.revisionId} of ${save.documentId} by ${save.author}: ${reason}`);

  const attempts = stats.saves + stats.conflicts;
  log(
    `bench:team: ${stats.saves} saves in ${stats.elapsedS.toFixed(1)} s, ${stats.conflicts} conflicts (${((100 * stats.conflicts) / Math.max(1, attempts)).toFixed(1)} % of save attempts), ` +
      `save median ${percentile(stats.saveMs, 50).toFixed(1)} ms, ${stats.loadMs.length} loads (median ${percentile(stats.loadMs, 50).toFixed(1)} ms, p95 ${percentile(stats.loadMs, 95).toFixed(1)} ms); ` +
      `event loop ${(100 * busy).toFixed(0)} % busy; ${acks.length} acknowledged saves checked (warm-up included)`,
  );
  const line = (metric: string, value: number, unit: string) => console.log(JSON.stringify({ bench: "team", metric, value, unit }));
  const round = (value: number) => Math.round(value * 10) / 10;
  line("saves_per_s", round(stats.saves / stats.elapsedS), "1/s");
  line("save_p95_ms", round(percentile(stats.saveMs, 95)), "ms");
  line("conflicts", stats.conflicts, "count");
  line("lost_saves", lost.length, "count");
  if (lost.length > 0) process.exitCode = 1;
}

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== "--capacity");
if (unknown.length > 0) {
  log(`bench:team: unknown argument "${unknown[0]}" (the only one is --capacity).`);
  process.exit(2);
}
if (args.includes("--capacity")) {
  const options = capacityOptions();
  await withBenchDatabase((database) => runCapacity(database, options));
} else {
  const options = realisticOptions();
  await withBenchDatabase((database) => runRealistic(database.url, options));
}
