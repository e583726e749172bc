// npm run bench:area — the area-map editor on a TripleA game imported through the studio as a modder would, in
// headless Chromium: the project's own Narrow Seas (lib/io/triplea/fixtures/narrow-seas) unless `--fixture DIR` names
// a TripleA map folder (its WW2v3-1942.xml when there, else its only game; e.g. TripleA's World War II v3). Starts its
// own server on a fresh database, times the import (`triplea_import_ms`, the XML and map files posted to the studio
// until the project exists), then opens the imported map and measures each figure after a warm-up, printing medians
// (p95 for frame times) as one JSON line each, named with the fixture. BENCH_AREA_BOARD=synthetic measures
// lib/area-painter's generated 160-space board instead.
import type { Page } from "@playwright/test";
import { syntheticAreaMap } from "@/lib/area-painter/synthetic";
import { fixtureArgument, loadTripleaFixture, type TripleaFixture } from "@/lib/bench/fixture";
import { importBundle, median, p95, printer, runBench, startStudio } from "./harness";

const RUNS = 5;
const SYNTHETIC = process.env.BENCH_AREA_BOARD === "synthetic";

/** Imports the fixture RUNS + 1 times (the first a warm-up), prints the median, returns the last project's map name and id. */
async function importFixture(base: string, fixture: TripleaFixture, print: ReturnType<typeof printer>): Promise<{ projectId: string; mapName: string }> {
  const body = JSON.stringify(fixture.body);
  const times: number[] = [];
  let last: { projectId: string; mapName: string } | null = null;
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    const response = await fetch(`${base}/api/projects/import-triplea`, { method: "POST", headers: { "content-type": "application/json" }, body });
    const answer = (await response.json()) as { project?: { id: string }; documents?: { kind: string; name: string }[]; error?: string };
    if (!answer.project) throw new Error(`TripleA import of ${fixture.xmlName} failed: ${answer.error ?? response.status}`);
    if (i > 0) times.push(performance.now() - t0);
    last = { projectId: answer.project.id, mapName: answer.documents?.find((d) => d.kind === "map")?.name ?? "map" };
  }
  print("triplea_import_ms", median(times), "ms");
  return last!;
}

/** Opens the map and resolves when every tile in view is drawn sharp; returns ms from navigation start. */
async function openToFirstPaint(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () => {
          const a = window.__warbenchArea;
          if (!a) return requestAnimationFrame(check);
          a.renderer.onFrame = (_ms, complete) => {
            if (complete) resolve(performance.now());
          };
          a.renderer.requestFrame();
        };
        check();
      }),
  );
}

async function main() {
  // Read before anything starts: a wrong --fixture is a one-line error, not a server to stop.
  const fixture = SYNTHETIC ? null : loadTripleaFixture(fixtureArgument(process.argv.slice(2)));
  const print = printer("area", fixture?.name ?? "synthetic");
  const studio = await startStudio("bench-area");
  try {
    let board: { projectId: string; mapName: string };
    if (!fixture) {
      const map = syntheticAreaMap();
      const projectId = await importBundle(studio.base, { format: "warbench-bundle", schemaVersion: 1, project: { name: "Area benchmark", description: "" }, documents: [{ kind: "map", name: "Big board", content: map }] });
      board = { projectId, mapName: "Big board" };
    } else {
      board = await importFixture(studio.base, fixture, print);
    }
    const page = await studio.newPage();
    await page.goto(`${studio.base}/projects/${board.projectId}`);
    const url = studio.base + (await page.getByRole("link", { name: board.mapName, exact: true }).getAttribute("href"));
    const size = await page.evaluate(async (u) => (await (await fetch(u)).text()).length, url);
    console.error(`area bench: ${fixture ? `TripleA ${fixture.xmlName} (${fixture.dir})` : "synthetic 160-space board"}, page ${size} B`);

    const opens: number[] = [];
    await openToFirstPaint(page, url); // warm-up
    for (let i = 0; i < RUNS; i++) opens.push(await openToFirstPaint(page, url));
    print("area_open_ms", median(opens), "ms");

    // Pan past the wrapped edge and zoom in and out: 300 frames, the renderer's work per frame.
    const frames = await page.evaluate(async () => {
      const { view, renderer } = window.__warbenchArea!;
      const next = () => new Promise((r) => requestAnimationFrame(r));
      const times: number[] = [];
      view.fit();
      await next();
      for (let i = 0; i < 300; i++) {
        if (i % 100 < 60) view.pan(-14, i % 2 ? 3 : -3);
        else view.zoomAt(view.width / 2, view.height / 2, i % 100 < 80 ? 1.03 : 1 / 1.03);
        await next();
        times.push(renderer.lastFrameMs);
      }
      return times;
    });
    print("area_pan_frame_p95_ms", p95(frames.slice(10)), "ms");

    // Drag a vertex where four spaces meet for 100 pointer moves at a working zoom: the input and the frame it causes.
    const drags: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const worst = await page.evaluate(async (run) => {
        const { editor, view, renderer } = window.__warbenchArea!;
        const next = () => new Promise((r) => requestAnimationFrame(r));
        // A vertex where three or more spaces meet, a different one each run.
        // (Fewer users where a board has no such corners: the busiest vertices it has.)
        const all = [...editor.model.vertices.keys()];
        const most = Math.min(3, Math.max(...all.map((v) => editor.model.usersOf(v).length)));
        const shared = all.filter((v) => editor.model.usersOf(v).length >= most);
        const corner = editor.model.point(shared[(Math.floor(shared.length / 2) + run * 7) % shared.length]!);
        view.set({ scale: 1.5, x: view.width / 2 - corner.x * 1.5, y: view.height / 2 - corner.y * 1.5 });
        editor.setTool("select");
        await next();
        await next();
        const steps: number[] = [];
        editor.pointerDown(corner.x, corner.y);
        for (let i = 1; i <= 100; i++) {
          const t0 = performance.now();
          editor.pointerMove(corner.x + Math.sin(i / 10) * 40, corner.y + Math.cos(i / 13) * 30);
          renderer.frame();
          steps.push(performance.now() - t0);
          await next();
        }
        editor.pointerUp(corner.x + Math.sin(10) * 40, corner.y + Math.cos(100 / 13) * 30);
        editor.undo();
        steps.sort((a, b) => a - b);
        return steps[Math.floor(steps.length * 0.95)]!;
      }, run);
      if (run > 0) drags.push(worst);
    }
    print("vertex_drag_frame_p95_ms", median(drags), "ms");
  } finally {
    await studio.close();
  }
}

runBench(main);
