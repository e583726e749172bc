import type { MapEditor } from "@/lib/painter/editor";
import { indexCentre, mapExtent } from "@/lib/painter/geometry";
import { makeLocator } from "@/lib/painter/locate";
import { drawOverlays, type LintMark } from "./hex-overlays";
import { ALL_LAYERS, drawVectors, hexesNear, type Layers } from "./hex-vectors";
import { colourFor, packColour, PATTERNS } from "./terrain-patterns";

/** Tile size in pixels: small enough that rendering one never costs a frame, even at the coarsest level. */
const TILE = 128;
/** Pixels per map unit (hex circumradius) of each cached level; level 1 shows a 500×400 map whole at screen resolution. */
const LEVELS = [1, 2, 4, 8, 16, 32, 64, 128];
/**
 * How long a frame may spend rendering new tiles before showing coarser (or
 * out-of-date) ones: little while the view moves or a stroke is under way, so
 * frames keep up; more when all is still (a map just opened), so the picture
 * completes in a few frames instead of many.
 */
const TILE_BUDGET_MS = 5;
const STILL_TILE_BUDGET_MS = 14;
/** For tiles with nothing to stand in for them: a blank map is worse than one slower frame. */
const BLANK_TILE_BUDGET_MS = 100;
/** The view counts as still this long after it last changed. */
const STILL_AFTER_MS = 150;
/** Up to this level, a coarser level scaled up stands for it (levelFor). */
const COARSE_UPSCALE_MAX_LEVEL = 4;
/** Tiles kept: 2,400 of 128² RGBA is ~160 MB at most. */
const MAX_TILES = 2400;

export type { LintMark } from "./hex-overlays";

/**
 * Draws the editor's map on a canvas. The map is cached as tiles at a few
 * fixed scales; a frame blits the tiles in view (scaled), so its cost follows
 * the pixels on screen, not the hexes on the map. Painted hexes invalidate
 * only the tiles around them. Hover, selection and tool previews are drawn
 * over the tiles each frame.
 */
export class MapRenderer {
  layers: Layers = { ...ALL_LAYERS };
  lints: LintMark[] = [];
  private tiles = new Map<string, HTMLCanvasElement>();
  /** Tiles whose hexes changed: still shown as stand-ins, re-rendered when in view and time allows. */
  private stale = new Set<string>();
  /** Canvases of dropped tiles, reused: a stroke re-renders tiles many times a second. */
  private pool: HTMLCanvasElement[] = [];
  /** One tile's pixels, reused for every tile. */
  private image: ImageData | null = null;
  private background = { colour: "", at: -Infinity };
  /** The recent cost of rendering one tile at each level (ms, a moving average), for the frame budget. */
  private tileCost = new Map<number, number>();
  private frameRequested = false;
  private colours: Uint32Array = new Uint32Array(0);
  private darkColours: Uint32Array = new Uint32Array(0);
  private patterns: ((x: number, y: number) => boolean)[] = [];
  private zoneColours: Uint32Array = new Uint32Array(0);
  private locate: (x: number, y: number) => number;
  private unsubscribe: () => void;
  /** Filled by each frame: how long it took, for the benchmark and the status bar. */
  lastFrameMs = 0;
  private lastView = { scale: 0, x: 0, y: 0 };
  private viewChangedAt = -Infinity;
  onFrame?: (ms: number, complete: boolean) => void;
  private markPictured: () => void = () => undefined;
  /** Resolves at the first frame that shows every tile in view: work that can wait (the lint check) starts after it. */
  readonly pictured = new Promise<void>((resolve) => (this.markPictured = resolve));

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly editor: MapEditor,
  ) {
    this.locate = makeLocator(editor.map.spec);
    this.refreshPalette();
    this.unsubscribe = editor.subscribe((event) => {
      if (event.full) {
        this.locate = makeLocator(editor.map.spec);
        this.refreshPalette();
        this.dropTiles();
      } else if (event.hexes) this.invalidateHexes(event.hexes);
      if (event.background) this.underlayCache = null;
      if (event.full || event.hexes || event.view) this.requestFrame();
    });
  }

  dispose() {
    this.unsubscribe();
    this.tiles.clear();
    this.stale.clear();
    this.pool = [];
  }

  setLayers(layers: Layers) {
    this.layers = layers;
    this.dropTiles();
    this.requestFrame();
  }

  /** Forgets every rendered tile (the benchmark starts each run as a freshly opened map would). */
  clearTiles() {
    this.dropTiles();
    this.requestFrame();
  }

  private dropTiles() {
    for (const tile of this.tiles.values()) this.recycle(tile);
    this.tiles.clear();
    this.stale.clear();
  }

  private recycle(tile: HTMLCanvasElement) {
    if (this.pool.length < 64) this.pool.push(tile);
  }

  setLints(lints: LintMark[]) {
    this.lints = lints;
    this.requestFrame();
  }

  /**
   * The painter's board picture (map-painter's underlay): drawn over the
   * canvas background and under the terrain, which then shows at
   * `terrainAlpha` so the picture can be traced through it.
   */
  underlay: ((ctx: CanvasRenderingContext2D) => void) | null = null;
  private terrainAlpha = 1;
  /**
   * The underlay as drawn at one view, kept while the view stays (a brush
   * stroke, a still map): each frame then copies it pixel for pixel instead
   * of scaling a picture of millions of pixels again.
   */
  private underlayCache: { canvas: HTMLCanvasElement; view: string; draw: (ctx: CanvasRenderingContext2D) => void; drawn: boolean } | null = null;

  setUnderlay(draw: ((ctx: CanvasRenderingContext2D) => void) | null, terrainAlpha: number) {
    this.underlay = draw;
    this.underlayCache = null;
    if (terrainAlpha !== this.terrainAlpha) {
      this.terrainAlpha = terrainAlpha;
      this.refreshPalette();
      // The picture arrives after the map is drawn: the opaque tiles stand in while they are rendered again
      // faded, a frame's budget at a time, instead of a blank map and frames of a tenth of a second.
      for (const key of this.tiles.keys()) this.stale.add(key);
    }
    this.requestFrame();
  }

  private refreshPalette() {
    const meta = this.editor.map.meta;
    const alpha = this.terrainAlpha;
    const n = meta.terrainTypes.length + 1;
    this.colours = new Uint32Array(n);
    this.darkColours = new Uint32Array(n);
    this.patterns = [() => false];
    this.colours[0] = packColour("#c8c8c8", 1, alpha);
    this.darkColours[0] = packColour("#a0a0a0", 1, alpha);
    meta.terrainTypes.forEach((t, i) => {
      this.colours[i + 1] = packColour(t.colour, 1, alpha);
      this.darkColours[i + 1] = packColour(t.colour, 0.72, alpha);
      this.patterns[i + 1] = PATTERNS[t.terrainClass] ?? PATTERNS.clear;
    });
    this.zoneColours = new Uint32Array(meta.seaZones.length + 1);
    meta.seaZones.forEach((_, i) => {
      const probe = document.createElement("canvas").getContext("2d")!;
      probe.fillStyle = colourFor(i);
      this.zoneColours[i + 1] = packColour(String(probe.fillStyle));
    });
  }

  requestFrame() {
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame(() => {
      this.frameRequested = false;
      this.frame();
    });
  }

  private invalidateHexes(hexes: number[]) {
    const spec = this.editor.map.spec;
    for (const level of LEVELS) {
      const span = TILE / level;
      const seen = new Set<string>();
      for (const h of hexes) {
        const c = indexCentre(spec, h);
        // A hex's drawing (sides, roads to its neighbours, its name) reaches about 1.6 units out.
        const tx0 = Math.floor((c.x - 1.6) / span);
        const tx1 = Math.floor((c.x + 1.6) / span);
        const ty0 = Math.floor((c.y - 1.6) / span);
        const ty1 = Math.floor((c.y + 1.6) / span);
        for (let tx = tx0; tx <= tx1; tx++) {
          for (let ty = ty0; ty <= ty1; ty++) {
            const key = `${level}:${tx}:${ty}`;
            if (seen.has(key)) continue;
            seen.add(key);
            if (this.tiles.has(key)) this.stale.add(key);
          }
        }
      }
    }
  }

  private levelFor(scale: number): number {
    const dpr = window.devicePixelRatio || 1;
    const wanted = scale * dpr;
    const sharp = LEVELS.find((l) => l >= wanted * 0.95) ?? LEVELS[LEVELS.length - 1]!;
    // Level of detail: with hexes a few pixels across, the next coarser level scaled up by at most 1.5× looks
    // the same and needs a quarter of the tiles (a 500×400 map opens on 36 tiles instead of 132).
    const coarser = sharp / 2;
    return sharp <= COARSE_UPSCALE_MAX_LEVEL && coarser >= LEVELS[0]! && wanted <= coarser * 1.5 ? coarser : sharp;
  }

  private renderTile(level: number, tx: number, ty: number, into?: HTMLCanvasElement): HTMLCanvasElement {
    let canvas = into ?? this.pool.pop();
    if (!canvas) {
      canvas = document.createElement("canvas");
      canvas.width = TILE;
      canvas.height = TILE;
    }
    return this.renderArea(level, tx * TILE, ty * TILE, TILE, TILE, canvas);
  }

  /** Renders a w×h pixel area of the map at `level` pixels per unit, starting at pixel (ox, oy). */
  renderArea(level: number, ox: number, oy: number, w: number, h: number, into?: HTMLCanvasElement): HTMLCanvasElement {
    const canvas = into ?? document.createElement("canvas");
    if (!into) {
      canvas.width = w;
      canvas.height = h;
    }
    const ctx = contextOf(canvas);
    const map = this.editor.map;
    let image: ImageData;
    if (w === TILE && h === TILE) {
      this.image ??= ctx.createImageData(TILE, TILE);
      image = this.image;
    } else image = ctx.createImageData(w, h);
    const pixels = new Uint32Array(image.data.buffer);
    const { terrain, seaZone } = map;
    const showTerrain = this.layers.terrain;
    const showZones = this.layers.seaZones;
    const inv = 1 / level;
    let p = 0;
    for (let y = 0; y < h; y++) {
      const my = (oy + y + 0.5) * inv;
      for (let x = 0; x < w; x++, p++) {
        const i = this.locate((ox + x + 0.5) * inv, my);
        if (i < 0) {
          pixels[p] = 0;
          continue;
        }
        const t = showTerrain ? terrain[i]! : 0;
        let colour = this.patterns[t]!(ox + x, oy + y) ? this.darkColours[t]! : this.colours[t]!;
        const z = showZones ? seaZone[i]! : 0;
        if (z) colour = blend(colour, this.zoneColours[z]!);
        pixels[p] = colour;
      }
    }
    ctx.putImageData(image, 0, 0);
    const x0 = ox * inv;
    const y0 = oy * inv;
    const x1 = (ox + w) * inv;
    const y1 = (oy + h) * inv;
    ctx.setTransform(level, 0, 0, level, -ox, -oy);
    ctx.globalAlpha = 1;
    drawVectors(ctx, map, hexesNear(map.spec, x0 - 1, y0 - 1, x1 + 1, y1 + 1), this.layers, level);
    return canvas;
  }

  /** The canvas background from the theme, read at most once a second: reading styles each frame forces a style pass. */
  private backgroundColour(now: number): string {
    if (now - this.background.at > 1000) this.background = { colour: getComputedStyle(this.canvas).getPropertyValue("--canvas-bg") || "#e9ebe5", at: now };
    return this.background.colour;
  }

  /** Draws one frame; returns whether every tile in view was at the wanted level. */
  frame(): boolean {
    const started = performance.now();
    const { canvas, editor } = this;
    const dpr = window.devicePixelRatio || 1;
    const width = editor.viewport.width;
    const height = editor.viewport.height;
    if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
    }
    const ctx = contextOf(canvas);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = this.backgroundColour(started);
    ctx.fillRect(0, 0, width, height);
    this.drawUnderlay(ctx, width, height, dpr);
    ctx.imageSmoothingEnabled = true;

    const view = editor.view;
    const level = this.levelFor(view.scale);
    if (view.scale !== this.lastView.scale || view.x !== this.lastView.x || view.y !== this.lastView.y) {
      this.lastView = { ...view };
      this.viewChangedAt = started;
    }
    const still = started - this.viewChangedAt > STILL_AFTER_MS && !editor.gestureInProgress;
    const complete = this.drawLevel(ctx, level, started, still ? STILL_TILE_BUDGET_MS : TILE_BUDGET_MS);

    drawOverlays(ctx, this.editor, this.lints);
    this.lastFrameMs = performance.now() - started;
    this.onFrame?.(this.lastFrameMs, complete);
    if (complete) this.markPictured();
    else this.requestFrame();
    return complete;
  }

  /**
   * The underlay: straight from the picture while the view moves; at the
   * second frame of one view, once into a canvas of the viewport's size, then
   * copied from it until the view, the picture or its placement changes.
   */
  private drawUnderlay(ctx: CanvasRenderingContext2D, width: number, height: number, dpr: number) {
    const draw = this.underlay;
    if (!draw) return;
    const v = this.editor.view;
    const view = `${v.scale}:${v.x}:${v.y}:${width}:${height}:${dpr}`;
    const cache = this.underlayCache;
    if (cache?.view !== view || cache.draw !== draw) {
      this.underlayCache = { canvas: cache?.canvas ?? document.createElement("canvas"), view, draw, drawn: false };
      draw(ctx);
      return;
    }
    if (!cache.drawn) {
      cache.canvas.width = Math.round(width * dpr);
      cache.canvas.height = Math.round(height * dpr);
      const own = contextOf(cache.canvas);
      own.setTransform(dpr, 0, 0, dpr, 0, 0);
      draw(own);
      cache.drawn = true;
    }
    ctx.drawImage(cache.canvas, 0, 0, width, height);
  }

  private drawLevel(ctx: CanvasRenderingContext2D, level: number, started: number, budget: number): boolean {
    const { editor } = this;
    const view = editor.view;
    const span = TILE / level;
    const extent = mapExtent(editor.map.spec);
    const mx0 = Math.max(0, -view.x / view.scale);
    const my0 = Math.max(0, -view.y / view.scale);
    const mx1 = Math.min(extent.width, (editor.viewport.width - view.x) / view.scale);
    const my1 = Math.min(extent.height, (editor.viewport.height - view.y) / view.scale);
    let complete = true;
    let rendered = 0;
    const size = span * view.scale;
    for (let ty = Math.floor(my0 / span); ty * span < my1; ty++) {
      for (let tx = Math.floor(mx0 / span); tx * span < mx1; tx++) {
        const key = `${level}:${tx}:${ty}`;
        let tile = this.tiles.get(key);
        const sx = tx * span * view.scale + view.x;
        const sy = ty * span * view.scale + view.y;
        // Where nothing at all would show (no coarser tile either, as on opening), a frame may take longer.
        const blank = !tile && !this.hasFallback(level, tx, ty);
        if ((!tile || this.stale.has(key)) && this.mayRenderTile(level, performance.now() - started, blank ? BLANK_TILE_BUDGET_MS : budget, rendered)) {
          const t0 = performance.now();
          tile = this.renderTile(level, tx, ty, tile);
          this.noteTileCost(level, performance.now() - t0);
          this.tiles.set(key, tile);
          this.stale.delete(key);
          rendered++;
        }
        if (tile) {
          // An out-of-date tile stands in until there is time to render it again.
          if (this.stale.has(key)) complete = false;
          drawSnapped(ctx, tile, sx, sy, size);
        } else {
          complete = false;
          this.drawFallback(ctx, level, tx, ty, sx, sy, size);
        }
      }
    }
    this.trimCache();
    return complete;
  }

  /**
   * Whether another tile fits in this frame's budget: the first one does if any
   * budget is left (so the picture always progresses), later ones only if the
   * level's usual tile cost still fits, so a frame does not overrun by a tile.
   */
  private mayRenderTile(level: number, spent: number, budget: number, rendered: number): boolean {
    if (spent >= budget) return false;
    return rendered === 0 || spent + (this.tileCost.get(level) ?? 0) <= budget;
  }

  private hasFallback(level: number, tx: number, ty: number): boolean {
    for (const coarse of LEVELS) {
      if (coarse >= level) return false;
      const ratio = level / coarse;
      if (this.tiles.has(`${coarse}:${Math.floor(tx / ratio)}:${Math.floor(ty / ratio)}`)) return true;
    }
    return false;
  }

  private noteTileCost(level: number, ms: number) {
    const was = this.tileCost.get(level);
    this.tileCost.set(level, was === undefined ? ms : was * 0.8 + ms * 0.2);
  }

  /**
   * While a tile is not rendered yet, show the part of a coarser cached tile
   * that covers it (out of date or not); with none, the background shows until
   * a later frame renders it. Nothing is rendered here: that would break the budget.
   */
  private drawFallback(ctx: CanvasRenderingContext2D, level: number, tx: number, ty: number, sx: number, sy: number, size: number) {
    for (const coarse of [...LEVELS].reverse()) {
      if (coarse >= level) continue;
      const ratio = level / coarse;
      const ctx0 = Math.floor(tx / ratio);
      const cty0 = Math.floor(ty / ratio);
      const tile = this.tiles.get(`${coarse}:${ctx0}:${cty0}`);
      if (!tile) continue;
      const part = TILE / ratio;
      const x0 = Math.round(sx);
      const y0 = Math.round(sy);
      ctx.drawImage(tile, (tx - ctx0 * ratio) * part, (ty - cty0 * ratio) * part, part, part, x0, y0, Math.round(sx + size) - x0, Math.round(sy + size) - y0);
      return;
    }
  }

  private trimCache() {
    // Keep memory bounded, dropping the tiles rendered longest ago.
    if (this.tiles.size <= MAX_TILES) return;
    const drop = this.tiles.size - Math.floor(MAX_TILES * 0.85);
    let n = 0;
    for (const [key, tile] of this.tiles) {
      if (n++ >= drop) break;
      this.tiles.delete(key);
      this.stale.delete(key);
      this.recycle(tile);
    }
  }

}

const contexts = new WeakMap<HTMLCanvasElement, CanvasRenderingContext2D>();

/** A canvas's 2D context, looked up once: tiles are drawn into hundreds of times a second. */
function contextOf(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  let ctx = contexts.get(canvas);
  if (!ctx) {
    ctx = canvas.getContext("2d")!;
    contexts.set(canvas, ctx);
  }
  return ctx;
}

function blend(base: number, over: number): number {
  // 30 % of the zone colour over the terrain, channel by channel.
  const mix = (shift: number) => Math.round(((base >>> shift) & 255) * 0.7 + ((over >>> shift) & 255) * 0.3) << shift;
  return ((255 << 24) | mix(16) | mix(8) | mix(0)) >>> 0;
}

/**
 * A tile drawn from its left and top edges rounded to the pixel to its right
 * and bottom edges rounded the same way, so neighbours meet exactly: no gap
 * between them, and no overlap either, which would show as a darker seam
 * where the terrain is drawn see-through over a board picture.
 */
function drawSnapped(ctx: CanvasRenderingContext2D, tile: CanvasImageSource, sx: number, sy: number, size: number) {
  const x0 = Math.round(sx);
  const y0 = Math.round(sy);
  ctx.drawImage(tile, x0, y0, Math.round(sx + size) - x0, Math.round(sy + size) - y0);
}
