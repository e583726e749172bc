/**
 * `npm run bench:team -- --capacity`: what a team studio on PostgreSQL can
 * take, not what 50 thinking people offer. The realistic run's users,
 * documents, edits and request path (bench-team-load.ts) with no thinking
 * time: each user sends its next request as soon as the last is answered.
 * The number of concurrent users is ramped (rampUsers: 1, 2, 4, 6, 8, 12 …),
 * each step BENCH_STEP_SECONDS (6) after a BENCH_STEP_WARMUP_SECONDS (1)
 * warm-up (3 s before a ramp's first step), until the save p95 passes
 * 100 ms (or BENCH_MAX_USERS, 256, is reached); the capacity is the saves/s
 * of the best step within 100 ms.
 *
 * The users run in studio processes of their own (bench-team-studio.ts, each
 * with its own connection pool): the ramp is run with one, then with two
 * sharing the users half and half, their figures combined per step
 * (BENCH_PROCESSES, "1,2", picks the ramps). This
 * process only sets up, coordinates the steps and checks: every acknowledged
 * save of both ramps is looked up afterwards (lost_saves, exit status 1 if
 * any is lost). Each step's line on stderr has the CPU time per save of the
 * studio processes and of PostgreSQL (bench-team-cpu.ts); BENCH_PG_LOG=1 adds
 * the server's time per statement and its lock waits (bench-team-statements.ts).
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import {
  type AckedSave,
  capacityStep,
  combineStep,
  findLostSaves,
  rampGoesOn,
  rampUsers,
  readHistory,
  type StepResult,
} from "../db/bench-team-check";
import { openDatabase } from "../db/client";
import { findPostmaster, machineCpuSeconds, serverCpuSeconds } from "./bench-team-cpu";
import { type BenchDatabase, type BenchDocument, createDocuments, createUsers, envNumber, log, type SimUser } from "./bench-team-load";
import { type StatementFigures, StatementLog } from "./bench-team-statements";
import type { FromStudio, ToStudio } from "./bench-team-studio";

type PhaseDone = Extract<FromStudio, { type: "done" }>;

/** A forked studio process, asked one thing at a time. */
class Studio {
  private readonly child: ChildProcess;
  private waiting: { resolve: (message: FromStudio) => void; reject: (error: Error) => void } | null = null;

  constructor() {
    // fork() passes on this process's execArgv, so the child runs TypeScript through tsx as this one does.
    this.child = fork(fileURLToPath(new URL("./bench-team-studio.ts", import.meta.url)), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    this.child.on("message", (message: FromStudio) => {
      const waiting = this.waiting;
      this.waiting = null;
      if (message.type === "failed") waiting?.reject(new Error(`a studio process failed: ${message.message}`));
      else waiting?.resolve(message);
    });
    this.child.on("exit", (code, signal) => {
      this.waiting?.reject(new Error(`a studio process ended (${signal ?? `exit status ${code}`}) in the middle of a step`));
      this.waiting = null;
    });
  }

  ask(message: ToStudio): Promise<FromStudio> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.child.send(message);
    });
  }

  async phase(message: Extract<ToStudio, { type: "phase" }>): Promise<PhaseDone> {
    return (await this.ask(message)) as PhaseDone;
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once("exit", () => resolve()));
    this.child.send({ type: "close" } satisfies ToStudio);
    await exited;
  }
}

/** CPU seconds of the bench's PostgreSQL server and of the whole machine, where /proc tells (bench-team-cpu.ts). */
function cpuReading(postmaster: number | null) {
  return { server: postmaster === null ? null : serverCpuSeconds(postmaster), machine: machineCpuSeconds() };
}

const percent = (part: number | null, whole: number) => (part === null ? "?" : `${Math.round((100 * part) / whole)} %`);

/** One line on where the server's time went in a step (BENCH_PG_LOG=1). */
function statementLine(figures: StatementFigures, saves: number): string {
  const entries = [...figures.statements].sort((a, b) => b[1].ms - a[1].ms);
  const totalMs = entries.reduce((sum, [, entry]) => sum + entry.ms, 0);
  const count = entries.reduce((sum, [, entry]) => sum + entry.count, 0);
  const waits = figures.lockWaits.map((wait) => wait.ms).sort((a, b) => a - b);
  const relations = [...new Set(figures.lockWaits.map((wait) => wait.relation))].join(", ");
  return (
    `  server: ${(count / Math.max(1, saves)).toFixed(1)} statements and ${(totalMs / Math.max(1, saves)).toFixed(2)} ms per save; ` +
    entries
      .slice(0, 5)
      .map(([kind, entry]) => `${kind} ${entry.count}× ${(entry.ms / Math.max(1, entry.count)).toFixed(3)} ms`)
      .join(", ") +
    `; lock waits over 5 ms: ${waits.length}${waits.length > 0 ? ` (median ${waits[Math.floor(waits.length / 2)]!.toFixed(0)} ms, longest ${waits[waits.length - 1]!.toFixed(0)} ms, on ${relations}), ${(waits.reduce((a, b) => a + b, 0) / 1000).toFixed(2)} s in all` : ""}`
  );
}

interface Ramp {
  processes: number;
  steps: StepResult[];
}

/** The knobs, read before the database is made, so a wrong one leaves nothing behind. */
export interface CapacityOptions {
  stepSeconds: number;
  warmupSeconds: number;
  maxUsers: number;
  processCounts: number[];
}

/** BENCH_STEP_SECONDS, BENCH_STEP_WARMUP_SECONDS, BENCH_MAX_USERS, and BENCH_PROCESSES ("1,2"; one alone to measure it again on a quieter machine). */
export function capacityOptions(): CapacityOptions {
  const raw = process.env.BENCH_PROCESSES ?? "1,2";
  const processCounts = raw.split(",").map((part) => Number(part.trim()));
  if (processCounts.some((n) => !Number.isInteger(n) || n < 1 || n > 8)) {
    log(`BENCH_PROCESSES must list numbers of studio processes from 1 to 8, like "1,2", not "${raw}".`);
    process.exit(2);
  }
  return {
    stepSeconds: envNumber("BENCH_STEP_SECONDS", 6),
    warmupSeconds: envNumber("BENCH_STEP_WARMUP_SECONDS", 1),
    maxUsers: Math.round(envNumber("BENCH_MAX_USERS", 256)),
    processCounts,
  };
}

async function ramp(
  options: CapacityOptions,
  processes: number,
  url: string,
  documents: BenchDocument[],
  usersFor: (count: number) => Promise<SimUser[]>,
  postmaster: number | null,
  statements: StatementLog | null,
  acks: AckedSave[],
): Promise<Ramp> {
  const { stepSeconds: seconds, warmupSeconds: warmupS, maxUsers } = options;
  const studios = Array.from({ length: processes }, () => new Studio());
  const steps: StepResult[] = [];
  try {
    await Promise.all(studios.map((studio) => studio.ask({ type: "open", url, documents })));
    for (const [index, count] of rampUsers(processes, maxUsers).entries()) {
      const users = await usersFor(count);
      // Users dealt out in turn, so each process gets the same mix of documents.
      const share = (k: number) => users.filter((_, i) => i % processes === k);
      const run = async (seconds: number, seed: number) => {
        const done = await Promise.all(studios.map((studio, k) => studio.phase({ type: "phase", users: share(k), seconds, seed })));
        for (const part of done) acks.push(...part.acks);
        return done;
      };
      // Fresh processes compile their hot code during the first seconds: a longer warm-up before the first step.
      await run(index === 0 ? Math.max(3, warmupS) : warmupS, 10_000 * processes + 2 * index);
      const before = cpuReading(postmaster);
      const logFrom = statements?.mark() ?? 0;
      const parts = await run(seconds, 10_000 * processes + 2 * index + 1);
      const after = cpuReading(postmaster);
      const logTo = statements?.mark() ?? 0;
      const step = combineStep(count, parts.map((part) => part.stats));
      steps.push(step);

      const elapsed = Math.max(...parts.map((part) => part.stats.elapsedS));
      const nodeS = parts.reduce((sum, part) => sum + part.cpuS, 0);
      const serverS = before.server !== null && after.server !== null ? after.server - before.server : null;
      const machine = before.machine && after.machine ? after.machine.busy - before.machine.busy : null;
      // Work on the machine that is neither this bench nor its server (other programs): with it, the figures are lower than the machine can do.
      const others = machine === null || serverS === null ? null : Math.max(0, (machine - nodeS - serverS) / elapsed);
      const clientS = parts.reduce((sum, part) => sum + part.stats.clientMs, 0) / 1000;
      const perSave = (cpuS: number | null) => (cpuS === null || step.saves === 0 ? "?" : `${((1000 * cpuS) / step.saves).toFixed(2)} ms`);
      const attempts = step.saves + step.conflicts;
      const loads = parts.reduce((sum, part) => sum + part.stats.loadMs.length, 0);
      log(
        `bench:team --capacity: ${processes} process${processes > 1 ? "es" : ""}, ${String(count).padStart(3)} users: ` +
          `${step.savesPerS.toFixed(1)} saves/s, save p50 ${step.saveP50Ms.toFixed(1)} ms p95 ${step.saveP95Ms.toFixed(1)} ms, ` +
          `${((100 * step.conflicts) / Math.max(1, attempts)).toFixed(0)} % conflicts, ` +
          `${loads} loads, ${((attempts + loads) / elapsed).toFixed(0)} requests/s; ` +
          `CPU of one core: node ${percent(nodeS, elapsed)} (browsers' side ${percent(clientS, elapsed)}; event loop ${parts.map((part) => `${Math.round(100 * part.eventLoop)} %`).join(" + ")} busy), ` +
          `postgres ${percent(serverS, elapsed)}, other processes ${others === null ? "?" : `${others.toFixed(1)} cores`}; ` +
          `CPU per save: node ${perSave(nodeS)} (browsers' side ${perSave(clientS)}), postgres ${perSave(serverS)}`,
      );
      if (statements) log(statementLine(await statements.since(logFrom, logTo), step.saves));
      if (!rampGoesOn(step)) break;
    }
  } finally {
    await Promise.all(studios.map((studio) => studio.close()));
  }
  return { processes, steps };
}

export async function runCapacity(database: BenchDatabase, options: CapacityOptions): Promise<void> {
  const db = await openDatabase(database.url);
  const { projectId, documents } = await createDocuments(db);
  const users: SimUser[] = [];
  // Signing users in costs an argon2 hash each: made as the ramp first needs them, outside the steps, and kept for the second ramp.
  const usersFor = async (count: number) => {
    if (users.length < count) users.push(...(await createUsers(db, projectId, documents, count - users.length, users.length)));
    return users.slice(0, count);
  };
  const postmaster = database.localPort === null ? null : findPostmaster(database.localPort);
  log(
    `bench:team --capacity: ${documents.length} documents (${documents.map((d) => `${d.kind} ${Math.round(d.bytes / 1000)} KB`).join(", ")}); ` +
      `save p95 limit 100 ms; ${postmaster === null ? "the server's CPU time is not readable" : `server CPU read from /proc (postmaster ${postmaster})`}`,
  );

  const statements = process.env.BENCH_PG_LOG === "1" && postmaster !== null ? await StatementLog.start(database.url, postmaster, log) : null;
  if (statements) log("bench:team --capacity: BENCH_PG_LOG=1: every statement logged, which slows the server: these figures are for finding where time goes, not the capacity");

  const acks: AckedSave[] = [];
  const ramps: Ramp[] = [];
  for (const processes of options.processCounts) ramps.push(await ramp(options, processes, database.url, documents, usersFor, postmaster, statements, acks));

  const history = await readHistory(db, documents.map((d) => d.id));
  const lost = findLostSaves(acks, history);
  await db.$disconnect();
  for (const { save, reason } of lost.slice(0, 10)) log(`bench:team: LOST ${save.revisionId} of ${save.documentId} by ${save.author}: ${reason}`);
  log(`bench:team --capacity: ${acks.length} acknowledged saves checked (warm-ups included)`);

  const line = (metric: string, value: number, unit: string, processes?: number) =>
    console.log(JSON.stringify({ bench: "team", metric, value, unit, ...(processes === undefined ? {} : { processes }) }));
  const round = (value: number) => Math.round(value * 10) / 10;
  for (const { processes, steps } of ramps) {
    const best = capacityStep(steps);
    if (!best) log(`bench:team --capacity: with ${processes} process(es) not even the first step kept the save p95 within 100 ms`);
    line("capacity_saves_per_s", round(best?.savesPerS ?? 0), "saves/s", processes);
    line("capacity_users", best?.users ?? 0, "users", processes);
    line("capacity_save_p95_ms", round(best?.saveP95Ms ?? 0), "ms", processes);
  }
  line("lost_saves", lost.length, "count");
  if (lost.length > 0) process.exitCode = 1;
}
