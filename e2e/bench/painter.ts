// npm run bench:painter — the map painter in headless Chromium on a 200×150 map,
// a 500×400 one (200,000 hexes, the huge_* figures) and a 700×700 one with a
// board picture under it (490,000 hexes, the xl_* figures). Starts its own
// server on a fresh database, imports the maps, then measures each figure
// several times after a warm-up and prints the medians (of p95s for frame
// times) as one JSON line each. BENCH_PAINTER_MAPS=big,huge,xl picks the maps.
import type { Page, Response } from "@playwright/test";
import { bigMap, hugeMap } from "@/lib/bench/big-map";
import { importBundle, median, p95, printer, runBench, startStudio } from "./harness";
import { createXlMap, dataEditorFirstLint, exportAndImport, painterFirstLint } from "./painter-xl";

const RUNS = 5;
const MAPS = new Set((process.env.BENCH_PAINTER_MAPS ?? "big,huge,xl").split(",").map((m) => m.trim()));
const print = printer("painter");

/**
 * Opens the map and resolves when every tile in view is drawn — over the board picture, when the map has one —
 * returns ms from navigation start.
 */
async function openToFirstPaint(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () => {
          const p = window.__warbenchPainter;
          if (!p) return requestAnimationFrame(check);
          const picture = !!p.editor.map.meta.background;
          p.renderer.onFrame = (_ms, complete) => {
            if (complete && (!picture || p.renderer.underlay)) resolve(performance.now());
          };
          p.renderer.requestFrame();
        };
        check();
      }),
  );
}

interface Figures {
  open: string;
  pan: string;
  stroke: string;
  save: string;
}

/**
 * Opens a map RUNS times after a warm-up, then pans and zooms, paints strokes and saves it; prints the medians and
 * answers the size of the revision the last save stored, as the save route reports it.
 */
async function measureMap(page: Page, url: string, names: Figures, firstSavedHex: number): Promise<number> {
  const opens: number[] = [];
  await openToFirstPaint(page, url); // warm-up
  for (let i = 0; i < RUNS; i++) opens.push(await openToFirstPaint(page, url));
  print(names.open, median(opens), "ms");

  // Pan and zoom: 240 frames of a scripted path, timing the renderer's work per frame. Each run starts as the
  // map opens — only the tiles of the whole-map view drawn — so every run renders its zoomed tiles afresh.
  const pans: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const frames = await page.evaluate(async () => {
      const { editor, renderer } = window.__warbenchPainter!;
      const times: number[] = [];
      const next = () => new Promise((r) => requestAnimationFrame(r));
      editor.fit();
      renderer.clearTiles();
      await new Promise<void>((resolve) => {
        renderer.onFrame = (_ms, complete) => {
          if (complete) resolve();
        };
        renderer.requestFrame();
      });
      renderer.onFrame = undefined;
      for (let i = 0; i < 240; i++) {
        if (i % 60 < 30) editor.setView({ ...editor.view, x: editor.view.x - 9, y: editor.view.y - 5 });
        else editor.zoom(editor.viewport.width / 2, editor.viewport.height / 2, i % 120 < 60 ? 1.04 : 0.97);
        await next();
        times.push(renderer.lastFrameMs);
      }
      return times;
    });
    if (run > 0) pans.push(p95(frames.slice(20)));
  }
  print(names.pan, median(pans), "ms");

  // A 100-hex brush stroke, zoomed in as a designer paints: per step, the input and the frame it causes.
  const strokes: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const fps = await page.evaluate(async (run) => {
      const { editor, renderer } = window.__warbenchPainter!;
      const next = () => new Promise((r) => requestAnimationFrame(r));
      editor.setView({ scale: 14, x: -200, y: -300 - run * 40 });
      editor.setTool("brush");
      editor.setOptions({ layer: "terrain", values: { ...editor.options.values, terrain: 2 + (run % 5) } });
      await next();
      await next();
      const steps: number[] = [];
      const y = 320;
      editor.pointerDown(120, y, { button: 0 });
      for (let i = 1; i <= 100; i++) {
        const t0 = performance.now();
        editor.pointerMove(120 + i * 12 * 1.5 * 0.9, y + (i % 2) * 6);
        renderer.frame();
        steps.push(performance.now() - t0);
        await next();
      }
      editor.pointerUp(120 + 100 * 12 * 1.35, y);
      return 1000 / Math.max(...steps);
    }, run);
    if (run > 0) strokes.push(fps);
  }
  print(names.stroke, median(strokes), "fps");

  const saves: number[] = [];
  let storedBytes = 0;
  const onResponse = async (response: Response) => {
    if (response.request().method() !== "POST" || !/\/api\/documents\/[^/]+\/revisions/.test(response.url())) return;
    const body = (await response.json().catch(() => null)) as { ok?: boolean; value?: { size?: number } } | null;
    if (body?.ok && typeof body.value?.size === "number") storedBytes = body.value.size;
  };
  page.on("response", onResponse);
  for (let i = 0; i <= RUNS; i++) {
    await page.evaluate((first) => {
      const { editor } = window.__warbenchPainter!;
      editor.setCell("terrain", first + (Math.floor(performance.now()) % 1000), 3);
    }, firstSavedHex);
    const ms = await page.evaluate(async () => {
      const t0 = performance.now();
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "s", ctrlKey: true }));
      await new Promise<void>((resolve) => {
        const poll = () => (document.querySelector('[data-testid="save-state"]')?.textContent === "All changes saved" ? resolve() : setTimeout(poll, 2));
        setTimeout(poll, 2);
      });
      return performance.now() - t0;
    });
    if (i > 0) saves.push(ms);
  }
  print(names.save, median(saves), "ms");
  page.off("response", onResponse);
  return storedBytes;
}

async function main() {
  const studio = await startStudio("bench-painter");
  const BASE = studio.base;
  try {
    const bundle = {
      format: "warbench-bundle",
      schemaVersion: 1,
      project: { name: "Benchmark", description: "" },
      documents: [
        { kind: "map", name: "Big map", content: bigMap() },
        { kind: "map", name: "Huge map", content: hugeMap() },
      ],
    };
    const projectId = await importBundle(BASE, bundle);
    const xl = MAPS.has("xl") ? await createXlMap(BASE, projectId, "XL map") : null;
    const page = await studio.newPage();
    await page.goto(`${BASE}/projects/${projectId}`);
    const urlOf = async (name: string) => BASE + (await page.getByRole("link", { name, exact: true }).getAttribute("href"));
    const urls = { big: await urlOf("Big map"), huge: await urlOf("Huge map"), xl: xl ? await urlOf("XL map") : "" };

    // 200×150 (30,000 hexes).
    if (MAPS.has("big")) {
      const stored = await measureMap(page, urls.big, { open: "open_to_first_paint_ms", pan: "pan_zoom_frame_p95_ms", stroke: "stroke_min_fps", save: "save_ms" }, 5000);
      print("revision_bytes", stored, "bytes");
    }

    // 500×400 (200,000 hexes): a frame's cost must follow the pixels on screen, not the hexes on the map.
    if (MAPS.has("huge")) {
      const stored = await measureMap(page, urls.huge, { open: "huge_open_ms", pan: "huge_pan_frame_p95_ms", stroke: "huge_stroke_min_fps", save: "huge_save_ms" }, 100_000);
      print("huge_revision_bytes", stored, "bytes");
    }

    // 700×700 (490,000 hexes) with a 3500×3500 board picture under the terrain.
    if (xl) {
      const stored = await measureMap(page, urls.xl, { open: "xl_open_ms", pan: "xl_pan_frame_p95_ms", stroke: "xl_stroke_min_fps", save: "xl_save_ms" }, 250_000);
      // Each save stores the whole document as compact JSON: about the size of the document as created.
      print("xl_revision_bytes", stored, "bytes");
      print("xl_created_bytes", xl.documentBytes, "bytes");
      print("xl_picture_bytes", xl.pictureBytes, "bytes");
      // The same document through every other check a designer meets: each must finish, and find it clean.
      const lint = await painterFirstLint(page, urls.xl);
      if (!/^0 errors/i.test(lint.count)) throw new Error(`the painter's check of the XL map says "${lint.count}"`);
      print("xl_first_lint_ms", lint.ms, "ms");
      const json = await dataEditorFirstLint(page, urls.xl);
      if (!/(^|\D)0 errors/i.test(json.summary)) throw new Error(`the data editor's check of the XL map says "${json.summary}"`);
      print("xl_json_first_lint_ms", json.ms, "ms");
      const bundle = await exportAndImport(BASE, projectId);
      print("xl_export_ms", bundle.exportMs, "ms");
      print("xl_export_bytes", bundle.bytes, "bytes");
      print("xl_import_ms", bundle.importMs, "ms");
    }
  } finally {
    await studio.close();
  }
}

runBench(main);
