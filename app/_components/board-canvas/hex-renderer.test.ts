import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MapEditor } from "@/lib/painter/editor";
import { testMap } from "@/lib/painter/test-map";
import { MapRenderer } from "./hex-renderer";

/**
 * The renderer against a fake 2D canvas (the unit tests run in Node): every
 * context method is a no-op except the ones whose calls the tests count. Each
 * tile's render costs TILE_MS on a fake clock, so the frame budgets bite as
 * they do on a big map.
 */
const TILE_MS = 20;
let clock = 0;
let tileDraws = 0;
let fallbackDraws = 0;
let lastPixels: Uint8ClampedArray | null = null;
/** Canvases other than tiles drawn onto another (the underlay's copy). */
let copies: unknown[] = [];
/** Where each whole tile was drawn: x, y, width, height. */
let tileRects: number[][] = [];

function fakeContext(canvas: { width: number; height: number }) {
  const own: Record<string | symbol, unknown> = {
    canvas,
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
    createImageData: (w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) }),
    putImageData: (image: { data: Uint8ClampedArray }) => {
      lastPixels = image.data;
      clock += TILE_MS;
    },
    drawImage: (...args: unknown[]) => {
      const source = args[0] as { width: number };
      if (args.length === 9) fallbackDraws++;
      else if (source.width === 128) {
        tileDraws++;
        tileRects.push(args.slice(1, 5) as number[]);
      }
      else copies.push(source);
    },
  };
  return new Proxy(own, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
}

function fakeCanvas() {
  const canvas = { width: 0, height: 0, getContext: (): unknown => ctx };
  const ctx = fakeContext(canvas);
  return canvas;
}

beforeEach(() => {
  clock = 0;
  copies = [];
  tileRects = [];
  vi.stubGlobal("window", { devicePixelRatio: 1 });
  vi.stubGlobal("document", { createElement: () => fakeCanvas() });
  vi.stubGlobal("getComputedStyle", () => ({ getPropertyValue: () => "#e9ebe5" }));
  vi.stubGlobal("requestAnimationFrame", () => 0);
  vi.spyOn(performance, "now").mockImplementation(() => clock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A 40×30 map fitted into 800×600: dozens of tiles in view. */
function setUp() {
  const editor = new MapEditor(testMap("flat", 40, 30));
  editor.setViewport(800, 600);
  editor.fit();
  const renderer = new MapRenderer(fakeCanvas() as unknown as HTMLCanvasElement, editor);
  return { editor, renderer };
}

/** Frames until one shows every tile in view at its level; answers how many it took. */
function frameUntilComplete(renderer: MapRenderer, max = 500): number {
  for (let n = 1; n <= max; n++) {
    clock += 1000;
    if (renderer.frame()) return n;
  }
  throw new Error(`no complete frame in ${max}`);
}

/** One frame's tile draws (whole tiles and coarser stand-ins). */
function countDraws(renderer: MapRenderer): { tiles: number; fallbacks: number; complete: boolean } {
  tileDraws = 0;
  fallbackDraws = 0;
  clock += 1000;
  const complete = renderer.frame();
  return { tiles: tileDraws, fallbacks: fallbackDraws, complete };
}

describe("MapRenderer and the board picture", () => {
  it("keeps the drawn tiles on screen when the picture arrives, rendering them again faded a budget at a time", () => {
    const { renderer } = setUp();
    frameUntilComplete(renderer);
    const inView = countDraws(renderer).tiles;
    expect(inView).toBeGreaterThan(10);

    const underlay = vi.fn();
    renderer.setUnderlay(underlay, 0.4);
    const first = countDraws(renderer);
    // Every tile still shows (out of date), none left blank; only a budget's worth is rendered again this frame.
    expect(first.tiles).toBe(inView);
    expect(first.fallbacks).toBe(0);
    expect(first.complete).toBe(false);
    expect(underlay).toHaveBeenCalled();

    // The tiles come back faded, each frame drawing them all, until the picture under them is complete.
    let frames = 1;
    for (let f = countDraws(renderer); !f.complete; f = countDraws(renderer), frames++) expect(f.tiles).toBe(inView);
    expect(frames).toBeGreaterThan(1);
    // Terrain pixels carry the terrain alpha now (0.4 of 255), so the picture shows through.
    expect(lastPixels![3]).toBe(Math.round(0.4 * 255));
  });

  it("re-renders nothing when the picture comes with the alpha the tiles already have", () => {
    const { renderer } = setUp();
    renderer.setUnderlay(null, 0.4);
    frameUntilComplete(renderer);
    const calls = countDraws(renderer);
    expect(calls.complete).toBe(true);
    renderer.setUnderlay(() => undefined, 0.4);
    const before = clock;
    expect(countDraws(renderer)).toEqual(calls);
    // No tile rendered: the fake clock only moved by the frame's own step.
    expect(clock - before).toBe(1000);
  });

  it("scales the picture again only when the view, the picture or its placement changes; a still view copies it", () => {
    const { editor, renderer } = setUp();
    frameUntilComplete(renderer);
    const underlay = vi.fn();
    renderer.setUnderlay(underlay, 1);
    const frames = (n: number) => {
      for (let i = 0; i < n; i++) countDraws(renderer);
    };
    // The first frame at a view draws from the picture; the second draws it once more, into the copy; then only copies.
    frames(6);
    expect(underlay).toHaveBeenCalledTimes(2);
    expect(copies.length).toBe(5);
    expect(copies.every((c) => c === copies[0])).toBe(true);
    // A brush stroke at that view repaints tiles, not the picture.
    editor.setTool("brush");
    editor.pointerDown(400, 300, { button: 0 });
    editor.pointerMove(430, 300);
    frames(3);
    editor.pointerUp(430, 300);
    expect(underlay).toHaveBeenCalledTimes(2);

    // Panning draws from the picture each frame.
    for (let i = 1; i <= 3; i++) {
      editor.setView({ ...editor.view, x: editor.view.x - 10 * i });
      frames(1);
    }
    expect(underlay).toHaveBeenCalledTimes(5);
    // The placement moved (same view): drawn again, then copied again.
    frames(2);
    expect(underlay).toHaveBeenCalledTimes(6);
    const bg = { asset: "a".repeat(64), width: 100, height: 100, x: 0, y: 0, scale: 1, rotation: 0 as const, opacity: 0.5 };
    editor.setBackground("Move the picture", bg);
    frames(3);
    expect(underlay).toHaveBeenCalledTimes(8);
    // A new picture (or none) starts over.
    const other = vi.fn();
    renderer.setUnderlay(other, 1);
    frames(3);
    expect(other).toHaveBeenCalledTimes(2);
    expect(underlay).toHaveBeenCalledTimes(8);
  });
});

describe("tiles on screen", () => {
  it("meet their neighbours exactly, on whole pixels: no gap, and no overlap that would show as a seam where the terrain is see-through", () => {
    const { editor, renderer } = setUp();
    editor.setView({ scale: 37.3, x: 13.37, y: 7.71 });
    frameUntilComplete(renderer);
    const last = new Map<string, number[]>();
    for (const r of tileRects) last.set(`${r[0]},${r[1]}`, r);
    const rects = [...last.values()];
    expect(rects.length).toBeGreaterThan(4);
    for (const r of rects) for (const v of r) expect(Number.isInteger(v), `${r}`).toBe(true);
    const lefts = new Set(rects.map((r) => r[0]));
    const tops = new Set(rects.map((r) => r[1]));
    let neighbours = 0;
    for (const [x, y, w, h] of rects as [number, number, number, number][]) {
      if (lefts.has(x + w)) neighbours++;
      if (tops.has(y + h)) neighbours++;
      // The next tile to the right starts exactly where this one ends (never inside it).
      for (const [x2, y2] of rects as [number, number][]) if (y2 === y && x2 > x) expect(x2).toBeGreaterThanOrEqual(x + w);
    }
    expect(neighbours).toBeGreaterThan(2);
  });
});
