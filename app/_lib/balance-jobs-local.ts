import "server-only";
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Db, StoreError, saveBalanceReport } from "@/lib/db";
import type { BalanceJobView, ResolvedBalanceRun } from "./balance-job-types";

/**
 * Balance runs in the background of the single-user studio's server (SQLite,
 * no DATABASE_URL): each job is the `warbench balance` command in a child
 * process (its worker threads, its Ctrl-C handling: cancel is a SIGINT and
 * yields a partial report), so a run goes on when the tab is closed and a
 * crash in it cannot take the server down. The scenario's current revision,
 * with the game and map it names, is written to a temporary folder the command
 * reads; the report it writes is kept with that revision (lib/db). Jobs live in
 * this server process: a restart forgets running ones (their games are lost,
 * nothing is stored). One run at a time: each already uses every core.
 */
interface Job extends BalanceJobView {
  child: ChildProcess | null;
  cancelRequested: boolean;
  dir: string;
  started: number;
}

/** Finished jobs stay visible this long, so a tab opened later still sees how the run ended. */
const KEEP_FINISHED_MS = 60 * 60 * 1000;

const registry = globalThis as unknown as { warbenchBalanceJobs?: Map<string, Job> };
const jobs = (registry.warbenchBalanceJobs ??= new Map<string, Job>());

function view(job: Job): BalanceJobView {
  const { child: _child, dir: _dir, started, cancelRequested: _cancel, ...rest } = job;
  const running = job.status === "running";
  const seconds = running ? (performance.now() - started) / 1000 : job.seconds;
  const etaSeconds = running && job.done > 0 ? Math.round((seconds / job.done) * (job.total - job.done)) : null;
  return { ...rest, seconds: Math.round(seconds * 10) / 10, etaSeconds };
}

function prune(): void {
  const now = Date.now();
  for (const [id, job] of jobs) if (job.status !== "running" && now - Date.parse(job.startedAt) > KEEP_FINISHED_MS) jobs.delete(id);
}

export function get(id: string): BalanceJobView | null {
  const job = jobs.get(id);
  return job ? view(job) : null;
}

export function list(documentId: string): BalanceJobView[] {
  prune();
  return [...jobs.values()].filter((j) => j.documentId === documentId).sort((a, b) => b.started - a.started).map(view);
}

/** One run at a time on this server: each already uses every core. */
export function refuseWhileBusy(): void {
  const busy = [...jobs.values()].find((j) => j.status === "running");
  if (busy) throw new StoreError("invalid", "A balance run is already going on this server (it uses every core); wait for it or cancel it.");
}

export function start(db: Db, run: ResolvedBalanceRun): BalanceJobView {
  refuseWhileBusy();
  const { documentId, games, bots, seed, botCheck } = run;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-balance-"));
  fs.writeFileSync(path.join(dir, "game.json"), run.game.content);
  fs.writeFileSync(path.join(dir, "map.json"), run.map.content);
  fs.writeFileSync(path.join(dir, "scenario.json"), JSON.stringify({ ...run.scenario.content, game: "game.json", map: "map.json" }));
  const out = path.join(dir, "report.json");
  const job: Job = {
    id: crypto.randomUUID(),
    documentId,
    revisionNumber: run.revisionNumber,
    games,
    botCheck,
    // Balance runs have two sides (the command refuses others): greedy plays each in turn.
    total: games + 2 * botCheck,
    done: 0,
    bots,
    seed,
    status: "running",
    where: "server",
    playing: null,
    needsWorker: false,
    startedAt: new Date().toISOString(),
    seconds: 0,
    etaSeconds: null,
    reportId: null,
    error: null,
    child: null,
    cancelRequested: false,
    dir,
    started: performance.now(),
  };
  const cli = path.resolve(/*turbopackIgnore: true*/ process.cwd(), "lib", "cli", "warbench.mjs");
  const args = [cli, "balance", path.join(dir, "scenario.json"), "--games", String(games), "--bot-a", bots[0], "--bot-b", bots[1], "--seed", String(seed), "--bot-check", String(botCheck), "--out", out, "--progress-json", "--revision", String(run.revisionNumber), "--document", documentId];
  const child = spawn(process.execPath, args, { cwd: process.cwd(), stdio: ["ignore", "ignore", "pipe"] });
  job.child = child;
  jobs.set(job.id, job);

  let pending = "";
  let lastLine = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (line.startsWith("{")) {
        try {
          job.done = (JSON.parse(line) as { done: number }).done;
        } catch {
          // a torn line: the next one says the same
        }
      } else if (line.trim()) lastLine = line.trim();
    }
  });
  const finish = async (code: number | null) => {
    job.child = null;
    job.seconds = (performance.now() - job.started) / 1000;
    try {
      if ((code === 0 || code === 130) && fs.existsSync(out)) {
        const report = JSON.parse(fs.readFileSync(out, "utf8")) as { games: number; botCheck?: { sides: { games: number }[] } };
        job.done = report.games + (report.botCheck?.sides.reduce((t, s) => t + s.games, 0) ?? 0);
        if (report.games > 0) {
          const saved = await saveBalanceReport(db, { documentId, scenarioRevisionId: run.scenario.id, gameRevisionId: run.game.id, mapRevisionId: run.map.id, report });
          job.reportId = saved.id;
        }
        job.status = code === 0 ? "done" : "cancelled";
      } else if (job.cancelRequested) {
        // Stopped before the command could listen for Ctrl-C (while starting): nothing was played.
        job.status = "cancelled";
      } else {
        job.status = "failed";
        job.error = lastLine.replace(/^warbench: /, "") || `The balance run stopped (exit code ${code}).`;
      }
    } catch (error) {
      job.status = "failed";
      job.error = error instanceof Error ? error.message : String(error);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  child.on("error", (e) => {
    lastLine = e.message;
  });
  child.on("close", (code) => void finish(code));
  return view(job);
}

/** Stops a running job: the command writes a partial report of the games finished, which is kept. */
export function cancel(id: string): BalanceJobView | null {
  const job = jobs.get(id);
  if (!job) return null;
  if (job.status === "running") {
    job.cancelRequested = true;
    job.child?.kill("SIGINT");
  }
  return view(job);
}
