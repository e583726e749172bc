import type { RunSettings } from "../balance/batches";
import type { AnyBundle } from "../balance/play";
import type { QueueRunView } from "../balance-queue/api";
import { balanceReportSchema } from "@/lib/model/balance-report";
import { type Io, type Outputs, fail, makeProgress, writeReport } from "./balance-output";
import { queueDatabase } from "./queue-url";

/** How often the run is looked at while following it. */
const FOLLOW_MS = 500;

/**
 * `warbench balance --queue`: the run goes on the job queue of DATABASE_URL's
 * database, `warbench worker` processes play it, and this follows it (the bar
 * with its ETA, or --progress-json lines) and writes the same report, byte for
 * byte, as the run in this process would. Ctrl-C cancels the run: the batches
 * landed so far make a partial report (exit 130).
 */
export async function runQueued(
  run: { game: AnyBundle; settings: RunSettings; batchSize: number | undefined; progressJson: boolean },
  io: Io,
  outputs: Outputs,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number> {
  const database = queueDatabase(env, "balance --queue");
  if ("error" in database) return fail(io, `${database.error}, or run without --queue`, 2);
  const [{ cancelRun, openQueue, runReport, runView, submitRun }, { openDatabase }] = await Promise.all([import("../balance-queue"), import("@/lib/db")]);
  let db: Awaited<ReturnType<typeof openDatabase>>;
  let queue: Awaited<ReturnType<typeof openQueue>>;
  try {
    db = await openDatabase(database.url);
  } catch (error) {
    return fail(io, `${database.name}: ${error instanceof Error ? error.message : String(error)}`, 1);
  }
  try {
    queue = await openQueue(database.url);
  } catch (error) {
    await db.$disconnect();
    return fail(io, `the job queue on ${database.name}: ${error instanceof Error ? error.message : String(error)}`, 1);
  }
  let cancelled = false;
  let view: QueueRunView | null = null;
  const interrupt = () => void (cancelled = true);
  process.on("SIGINT", interrupt);
  process.on("SIGTERM", interrupt);
  const started = performance.now();
  try {
    view = await submitRun(db, queue, { game: run.game, ...run.settings, batchSize: run.batchSize });
    io.err(`warbench: run ${view.id} queued: ${view.total} games in ${view.batches} batches; workers (warbench worker) on ${database.name} play it\n`);
    const progress = makeProgress(io, view.total, run.progressJson);
    let cancelling = false;
    while (view.status === "queued" || view.status === "running") {
      if (cancelled && !cancelling) {
        cancelling = true;
        view = await cancelRun(db, queue, view.id);
        continue;
      }
      await new Promise((r) => setTimeout(r, FOLLOW_MS));
      view = (await runView(db, view.id)) ?? view;
      progress.update(view.done);
    }
    progress.update(view.done, true);
    progress.stop();
    if (view.status === "failed") return fail(io, view.error ?? "the run failed", 1);
    const json = await runReport(db, view.id);
    if (json === null) return fail(io, `run ${view.id} ended (${view.status}) without a report`, 1);
    const report = balanceReportSchema.parse(JSON.parse(json));
    const seconds = (performance.now() - started) / 1000;
    writeReport(io, json, report, outputs, { played: view.batchesDone === view.batches ? view.total : countPlayed(report), seconds, stopped: view.status === "cancelled" });
    return view.status === "cancelled" ? 130 : 0;
  } catch (error) {
    return fail(io, error instanceof Error ? error.message : String(error), 1);
  } finally {
    process.off("SIGINT", interrupt);
    process.off("SIGTERM", interrupt);
    await queue.stop();
    await db.$disconnect();
  }
}

/** Games in a partial report: its own and the bot check's. */
function countPlayed(report: { games: number; botCheck?: { sides: { games: number }[] } }): number {
  return report.games + (report.botCheck?.sides.reduce((t, s) => t + s.games, 0) ?? 0);
}
