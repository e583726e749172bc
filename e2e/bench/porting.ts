// npm run bench:porting — porting a game into Warbench: the VASSAL import of the real module in ../shared
// (vassal_import_ms: 7.7 MB, 3,000 pictures), the Tiled import of a 200×150 map (tiled_import_ms), and opening the
// painter on the imported board with its picture under the grid (trace_open_ms, headless Chromium). Each figure is
// the median of several runs after a warm-up, printed as one JSON line. Not part of the test command: it reads the
// real module beside the repository, which users do not have.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { bigMap } from "@/lib/bench/big-map";
import { exportTiled } from "@/lib/io/tiled/export";
import { importTiled } from "@/lib/io/tiled/import";
import { importVassal } from "@/lib/io/vassal/import";
import { median, printer, runBench, startStudio } from "./harness";

const RUNS = 5;
const print = printer("porting");
const MODULE = path.resolve(process.env.WARBENCH_SHARED ?? "../shared", "fixtures/vassal/the-longest-day.vmod");

async function timed<T>(run: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

async function vassalImport(bytes: Uint8Array) {
  const runs: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const { ms, value } = await timed(() => importVassal(bytes, { fileName: "the-longest-day.vmod" }));
    if (!value.ok) throw new Error(`the module was refused: ${value.reason}`);
    if (i > 0) runs.push(ms);
  }
  print("vassal_import_ms", median(runs), "ms");
}

function tiledImport() {
  const text = new TextDecoder().decode(exportTiled(bigMap(200, 150), "tmx", "bench").files.find((f) => f.name.endsWith(".tmx"))!.bytes);
  const runs: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now();
    const result = importTiled(text, { format: "tmx", fileName: "bench.tmx" });
    const ms = performance.now() - started;
    if (!result.ok) throw new Error(`the Tiled map was refused: ${result.reason}`);
    if (i > 0) runs.push(ms);
  }
  print("tiled_import_ms", median(runs), "ms");
}

/** Opens the painter and resolves when every tile in view is drawn over the loaded board picture; ms from navigation start. */
async function openTraced(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () => {
          const p = window.__warbenchPainter;
          // The renderer takes the picture as its underlay once it has loaded and decoded (use-picture.ts).
          if (!p || !p.renderer.underlay) return requestAnimationFrame(check);
          p.renderer.onFrame = (_ms, complete) => {
            if (complete) resolve(performance.now());
          };
          p.renderer.requestFrame();
        };
        check();
      }),
  );
}

async function traceOpen(bytes: Uint8Array) {
  const studio = await startStudio("bench-porting");
  try {
    const response = await fetch(`${studio.base}/api/projects/import-vassal?fileName=the-longest-day.vmod`, { method: "POST", headers: { "content-type": "application/octet-stream" }, body: bytes as BodyInit });
    const body = (await response.json()) as { projectId?: string; documents?: { id: string; kind: string }[]; error?: string };
    if (!body.projectId || !body.documents) throw new Error(`the studio refused the module: ${body.error ?? response.status}`);
    const map = body.documents.find((d) => d.kind === "map");
    if (!map) throw new Error("the import made no map");
    const page = await studio.newPage();
    const url = `${studio.base}/projects/${body.projectId}/documents/${map.id}`;
    await openTraced(page, url); // warm-up: the server's first render and the picture's first decode
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await openTraced(page, url));
    print("trace_open_ms", median(runs), "ms");
  } finally {
    await studio.close();
  }
}

runBench(async () => {
  if (!fs.existsSync(MODULE)) throw new Error(`${MODULE} is missing: bench:porting measures the real module in ../shared/fixtures (set WARBENCH_SHARED to its folder)`);
  const bytes = new Uint8Array(fs.readFileSync(MODULE));
  await vassalImport(bytes);
  tiledImport();
  await traceOpen(bytes);
});
