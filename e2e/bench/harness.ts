// Shared by the browser benchmarks: a studio on a throwaway database and a free port, Debian's Chromium (found or
// installed by e2e/chromium.sh, as for the end-to-end tests), and the medians printed as one JSON line per figure.
// Whatever a benchmark starts is stopped on every way out and a failure is one line (lib/bench/lifecycle.ts).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { ensureChromium } from "@/lib/bench/chromium";
import { benchLabel, noteStep, onCleanup, oneLine, runBench as run } from "@/lib/bench/lifecycle";
import { startServer } from "@/lib/bench/server";

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;

/** Prints one figure as a JSON line; `fixture` names the imported game the figure was measured on, where there is one. */
export function printer(bench: string, fixture?: string) {
  return (metric: string, value: number, unit: string) => {
    console.log(JSON.stringify({ bench, metric, ...(fixture ? { fixture } : {}), value: Math.round(value * 10) / 10, unit }));
    noteStep(`measuring after ${metric}`);
  };
}

export interface Studio {
  base: string;
  browser: Browser;
  /** A page that tolerates tsx's function-name helper in `page.evaluate` callbacks. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

const NEXT = createRequire(import.meta.url).resolve("next/dist/bin/next");

/** The id of the production build `next start` serves (NEXT_DIST_DIR, as next.config.js reads it). */
function buildId(): string {
  const dir = process.env.NEXT_DIST_DIR ?? ".next";
  try {
    return fs.readFileSync(path.join(dir, "BUILD_ID"), "utf8").trim();
  } catch {
    throw new Error(`no production build in ${dir}/ — run \`npx next build\` first (the npm run bench:* scripts do)`);
  }
}

/**
 * Starts Chromium, then the built studio with a fresh database under data/<name>, on `port` when given (refused when
 * taken) or else on a free port. Chromium comes first: when it is missing or will not start, no server is running yet.
 */
export async function startStudio(name: string, port: { value: string | undefined; variable: string } = { value: process.env.BENCH_PORT, variable: "BENCH_PORT" }): Promise<Studio> {
  const executablePath = ensureChromium(benchLabel());
  const build = buildId();
  noteStep(`launching Chromium (${executablePath})`);
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath,
      timeout: 60_000,
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"],
    });
  } catch (error) {
    throw new Error(`Chromium at ${executablePath} did not start: ${oneLine(error)}`);
  }
  // Playwright kills the browsers it launched when the process exits; closing first lets them go cleanly.
  const forgetBrowser = onCleanup(() => browser.close());

  fs.rmSync(`data/${name}`, { recursive: true, force: true });
  const server = await startServer({
    what: "studio",
    command: process.execPath,
    args: (p) => [NEXT, "start", "-H", "127.0.0.1", "-p", String(p)],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", WARBENCH_DB: `data/${name}/warbench.db` },
    port,
    startTimeoutMs: 120_000,
    // A studio serving another build than the one on disk is a stale one (and the only check where /proc cannot name the listener).
    async verify(base) {
      const served = (await fetch(`${base}/_next/static/${build}/_buildManifest.js`)).ok;
      return served ? null : `it does not serve the build in .next (${build})`;
    },
  });
  noteStep("measuring");
  let closed: Promise<void> | null = null;
  const close = () =>
    (closed ??= (async () => {
      try {
        await browser.close();
      } finally {
        forgetBrowser();
        await server.stop();
      }
    })());
  return {
    base: server.base,
    browser,
    close,
    async newPage() {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.addInitScript({ content: "window.__name = (f) => f;" });
      return page;
    },
  };
}

/** Imports a bundle through the studio's API and returns the new project's id. */
export async function importBundle(base: string, bundle: unknown): Promise<string> {
  // The request guard takes JSON bodies only on /api writes.
  const response = await fetch(`${base}/api/projects/import`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(bundle) });
  const body = (await response.json()) as { project?: { id: string }; error?: string };
  if (!body.project) throw new Error(`import failed: ${body.error ?? response.status}`);
  return body.project.id;
}

/**
 * Runs a benchmark's main: 0 when it finished; otherwise one line on stderr and a non-zero status, after stopping its
 * browser and server — also on a signal, a crash, or past BENCH_TIMEOUT_S (default 20 minutes).
 */
export function runBench(main: () => Promise<void>) {
  run(main, { timeoutS: 1200 });
}
