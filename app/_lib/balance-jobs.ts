import "server-only";
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BALANCE_BOTS } from "@/lib/balance/play";
import { type Db, StoreError, openDocument, resolveReference, revisionNumber, saveBalanceReport } from "@/lib/db";

/**
 * Balance runs in the background of the studio's server: each job is the
 * `warbench balance` command in a child process (its worker threads, its
 * Ctrl-C handling: cancel is a SIGINT and yields a partial report), so a run
 * goes on when the tab is closed and a crash in it cannot take the server
 * down. The scenario's current revision, with the game and map it names, is
 * written to a temporary folder the command reads; the report it writes is
 * kept with that revision (lib/db). Jobs live in this server process: a
 * restart forgets running ones (their games are lost, nothing is stored).
 * One run at a time: each already uses every core.
 */
export type BalanceJobStatus = "running" | "done" | "cancelled" | "failed";

export interface BalanceJobView {
  id: string;
  documentId: string;
  revisionNumber: number;
  games: number;
  /** Bot-check games per side (greedy against random; 0: none), played after the games. */
  botCheck: number;
  /** Games in all: the run's and the check's (the progress counts both). */
  total: number;
  done: number;
  bots: [string, string];
  seed: number;
  status: BalanceJobStatus;
  startedAt: string;
  seconds: number;
  /** The stored report, once there is one (done, or cancelled after some games). */
  reportId: string | null;
  error: string | null;
}

interface Job extends BalanceJobView {
  child: ChildProcess | null;
  cancelRequested: boolean;
  dir: string;
  started: number;
}

export const MAX_STUDIO_GAMES = 100_000;
/** Finished jobs stay visible this long, so a tab opened later still sees how the run ended. */
const KEEP_FINISHED_MS = 60 * 60 * 1000;

const registry = globalThis as unknown as { warbenchBalanceJobs?: Map<string, Job> };
const jobs = (registry.warbenchBalanceJobs ??= new Map<string, Job>());

function view(job: Job): BalanceJobView {
  const { child: _child, dir: _dir, started, cancelRequested: _cancel, ...rest } = job;
  const seconds = job.status === "running" ? (performance.now() - started) / 1000 : job.seconds;
  return { ...rest, seconds: Math.round(seconds * 10) / 10 };
}

function prune(): void {
  const now = Date.now();
  for (const [id, job] of jobs) if (job.status !== "running" && now - Date.parse(job.startedAt) > KEEP_FINISHED_MS) jobs.delete(id);
}

export function getBalanceJob(id: string): BalanceJobView | null {
  const job = jobs.get(id);
  return job ? view(job) : null;
}

/** The jobs of one scenario, newest first (running or finished within the hour). */
export function listBalanceJobs(documentId: string): BalanceJobView[] {
  prune();
  return [...jobs.values()].filter((j) => j.documentId === documentId).sort((a, b) => b.started - a.started).map(view);
}

/** Starts a run of the scenario's current revision; refused while another run is going. */
export async function startBalanceJob(db: Db, input: { documentId: string; games: number; bots: [string, string]; seed: number; botCheck?: number }): Promise<BalanceJobView> {
  const { documentId, games, bots, seed } = input;
  const botCheck = input.botCheck ?? 0;
  if (!Number.isInteger(games) || games < 1 || games > MAX_STUDIO_GAMES) throw new StoreError("invalid", `Games must be a whole number from 1 to ${MAX_STUDIO_GAMES}.`);
  if (!Number.isInteger(botCheck) || botCheck < 0 || botCheck > MAX_STUDIO_GAMES) throw new StoreError("invalid", `Bot-check games must be a whole number from 0 to ${MAX_STUDIO_GAMES}.`);
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 31 - 1 - Math.max(games, botCheck)) throw new StoreError("invalid", "The seed must be a whole number from 0 to 2147483647 less the number of games.");
  // The bots `warbench balance` plays: those every registered ruleset knows (lib/balance/play asks the registry).
  for (const b of bots) if (!BALANCE_BOTS.includes(b)) throw new StoreError("invalid", `Unknown bot "${b}" (${BALANCE_BOTS.join(", ")}).`);
  const busy = [...jobs.values()].find((j) => j.status === "running");
  if (busy) throw new StoreError("invalid", "A balance run is already going on this server (it uses every core); wait for it or cancel it.");

  const open = await openDocument(db, documentId);
  if (open.document.kind !== "scenario" || !open.revision) throw new StoreError("invalid", "Balance runs play scenarios; this document is not one (or has no saved revision).");
  let scenario: Record<string, unknown>;
  try {
    scenario = JSON.parse(open.revision.content) as Record<string, unknown>;
  } catch {
    throw new StoreError("invalid", "The scenario's saved text is not JSON.");
  }
  const [game, map] = await Promise.all([
    resolveReference(db, open.project.id, "game", String(scenario.game ?? "")),
    resolveReference(db, open.project.id, "map", String(scenario.map ?? "")),
  ]);
  if (!game?.revision || !map?.revision) throw new StoreError("invalid", `The scenario's ${!game?.revision ? `game "${String(scenario.game)}"` : `map "${String(scenario.map)}"`} is not in this project.`);
  const number = await revisionNumber(db, documentId, open.revision.id);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-balance-"));
  fs.writeFileSync(path.join(dir, "game.json"), game.revision.content);
  fs.writeFileSync(path.join(dir, "map.json"), map.revision.content);
  fs.writeFileSync(path.join(dir, "scenario.json"), JSON.stringify({ ...scenario, game: "game.json", map: "map.json" }));
  const out = path.join(dir, "report.json");
  const job: Job = {
    id: crypto.randomUUID(),
    documentId,
    revisionNumber: number,
    games,
    botCheck,
    // Balance runs have two sides (the command refuses others): greedy plays each in turn.
    total: games + 2 * botCheck,
    done: 0,
    bots,
    seed,
    status: "running",
    startedAt: new Date().toISOString(),
    seconds: 0,
    reportId: null,
    error: null,
    child: null,
    cancelRequested: false,
    dir,
    started: performance.now(),
  };
  const cli = path.resolve(/*turbopackIgnore: true*/ process.cwd(), "lib", "cli", "warbench.mjs");
  const args = [cli, "balance", path.join(dir, "scenario.json"), "--games", String(games), "--bot-a", bots[0], "--bot-b", bots[1], "--seed", String(seed), "--bot-check", String(botCheck), "--out", out, "--progress-json", "--revision", String(number), "--document", documentId];
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
          const saved = await saveBalanceReport(db, { documentId, scenarioRevisionId: open.revision!.id, gameRevisionId: game.revision!.id, mapRevisionId: map.revision!.id, report });
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

/**
 * The one answer for a run that is not there for the asker: an unknown id, and
 * a run of a project they have no grant on [#25 item 10], word for word alike
 * (never naming its scenario), in the action and the progress route.
 */
export function noSuchBalanceJob(id: string): StoreError {
  return new StoreError("not-found", `No balance run "${id}" on this server (it may have finished over an hour ago, or the server restarted).`);
}

/** Stops a running job: the command writes a partial report of the games finished, which is kept. */
export function cancelBalanceJob(id: string): BalanceJobView {
  const job = jobs.get(id);
  if (!job) throw noSuchBalanceJob(id);
  if (job.status === "running") {
    job.cancelRequested = true;
    job.child?.kill("SIGINT");
  }
  return view(job);
}
