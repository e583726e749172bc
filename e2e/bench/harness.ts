// Shared by the browser benchmarks: a studio on a throwaway database, Debian's
// Chromium, and the medians printed as one JSON line per figure.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { type Browser, chromium, type Page } from "@playwright/test";

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;

export function printer(bench: string) {
  return (metric: string, value: number, unit: string) => console.log(JSON.stringify({ bench, metric, value: Math.round(value * 10) / 10, unit }));
}

export interface Studio {
  base: string;
  browser: Browser;
  /** A page that tolerates tsx's function-name helper in `page.evaluate` callbacks. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Starts the built studio on `port` with a fresh database under data/<name>, and Chromium. */
export async function startStudio(name: string, port: number): Promise<Studio> {
  const base = `http://127.0.0.1:${port}`;
  fs.rmSync(`data/${name}`, { recursive: true, force: true });
  const server: ChildProcess = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", WARBENCH_DB: `data/${name}/warbench.db` },
    stdio: "ignore",
    detached: true,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"],
  });
  const close = async () => {
    await browser.close();
    try {
      if (server.pid) process.kill(-server.pid);
    } catch {
      // the server already exited
    }
  };
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(base)).ok) break;
      } catch {
        // not up yet
      }
      if (i >= 120) throw new Error(`the studio did not start at ${base}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    base,
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

/** Runs a benchmark's main and exits non-zero with a one-line reason on failure. */
export function runBench(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
