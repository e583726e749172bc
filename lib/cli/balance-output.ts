import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import cliProgress from "cli-progress";
import { botCheckLines, botCheckWarning } from "../balance/bot-check";
import { heatmapSvg } from "../balance/heatmap";
import { reportHtml } from "../balance/html";
import type { BalanceReport } from "@/lib/model/balance-report";

/**
 * What `warbench balance` prints and writes, in-process and with --queue
 * alike: the report's files, the summary lines, the progress bar, errors.
 */
export type Io = { out: (s: string) => void; err: (s: string) => void; isTTY?: boolean };

/** Where a report goes: --out (else stdout) and --html, whose map is the scenario's. */
export type Outputs = { out: string | undefined; html: string | undefined; map: Parameters<typeof heatmapSvg>[1] };

/** Writes the report's JSON text (as is: the same bytes in-process and from the queue), its page, and the summary lines. */
export function writeReport(io: Io, json: string, report: BalanceReport, outputs: Outputs, run: { played: number; seconds: number; stopped: boolean }): void {
  if (outputs.out) fs.writeFileSync(outputs.out, json);
  else io.out(json);
  if (outputs.html) fs.writeFileSync(outputs.html, reportHtml(report, { chartJs: chartJsSource(), mapSvg: heatmapSvg(report, outputs.map) }));
  for (const line of botCheckLines(report)) io.err(`${line.text}\n`);
  const warning = botCheckWarning(report);
  if (warning) io.err(`warning: ${warning}\n`);
  const checked = run.played - report.games;
  io.err(
    `${summary(report)}; ${report.games} games${checked > 0 ? ` and ${checked} bot-check games` : ""} in ${run.seconds.toFixed(1)} s (${(run.played / Math.max(run.seconds, 1e-9)).toFixed(1)} games/s)${run.stopped ? "; stopped: partial report" : ""}\n`,
  );
}

/** "blue (greedy) wins 41.2% (38.1–44.3), red (greedy) 55.0% (51.9–58.1), no winner 3.8%". */
export function summary(report: BalanceReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const sides = report.wins.map((w, i) => {
    const bot = report.sides.find((s) => s.id === w.side)?.bot;
    return `${w.side} (${bot})${i === 0 ? " wins" : ""} ${pct(w.rate)} (${(w.low * 100).toFixed(1)}–${(w.high * 100).toFixed(1)})`;
  });
  return `${sides.join(", ")}, no winner ${pct(report.draws.rate)}`;
}

/** The bar and ETA on a terminal (cli-progress), JSON lines when asked, else nothing. */
export function makeProgress(io: Io, total: number, json: boolean): { update: (done: number, force?: boolean) => void; stop: () => void } {
  if (json) {
    let last = 0;
    const started = performance.now();
    return {
      update: (done, force) => {
        const now = performance.now();
        if (!force && now - last < 250 && done < total) return;
        last = now;
        io.err(`${JSON.stringify({ done, total, seconds: Math.round((now - started) / 100) / 10 })}\n`);
      },
      stop: () => {},
    };
  }
  if (!io.isTTY) return { update: () => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    { format: "{bar} {percentage}% | {value}/{total} games | ETA {eta_formatted} | {duration_formatted}", stream: process.stderr, hideCursor: true, etaBuffer: 50, fps: 5 },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { update: (done) => bar.update(done), stop: () => bar.stop() };
}

/** chart.js's UMD build, for the standalone page (the package's exports map names only its modules, so by path). */
export function chartJsSource(): string {
  const main = createRequire(import.meta.url).resolve("chart.js");
  return fs.readFileSync(path.join(path.dirname(main), "chart.umd.min.js"), "utf8");
}

export function fail(io: Io, message: string, code: number): number {
  io.err(`warbench: ${message}\n`);
  return code;
}
