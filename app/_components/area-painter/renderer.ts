import { defaultLabelPoint } from "@/lib/area-painter/geometry";
import type { Box } from "@/lib/validate/area-borders";
import { type DrawnSpace, PAPER, type SceneModel, type SpaceCache, drawSpaces, fillOf, labelBox, pathOf } from "../board-canvas/area-spaces";
import { OutlineLevels } from "./simplify";
import type { AreaView } from "../board-canvas/area-view";

/** Small enough that one tile, rendered and rasterised, fits a frame's budget on the traced 1942 board without a GPU. */
const TILE = 256;
/** Time a frame may spend rendering tiles that scrolled into view; the rest show the overview until the next frame. */
const TILE_BUDGET_MS = 7;
const MAX_TILES = 1040;
const OVERVIEW_PX = 2048;

interface Level {
  s: number;
  tiles: Map<string, HTMLCanvasElement>;
}

/** What the shell draws over the map each frame (connections, handles, the tool's preview, lint marks), in map pixels. */
export type OverlayDraw = (ctx: CanvasRenderingContext2D, s: number) => void;

const unionInto = (into: Box, b: Box) => {
  into.minX = Math.min(into.minX, b.minX);
  into.minY = Math.min(into.minY, b.minY);
  into.maxX = Math.max(into.maxX, b.maxX);
  into.maxY = Math.max(into.maxY, b.maxY);
};
const touches = (a: Box, b: Box) => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

/**
 * Draws the area map. The spaces are rendered once into tiles at a zoom
 * level (scale rounded to half-octaves) and blitted on every pan and zoom; an
 * edit re-renders only the region of the spaces it changed. Tiles not yet
 * rendered show a low-resolution overview of the whole map until their turn.
 * Horizontal wrap draws the map again beside itself.
 */
export class AreaRenderer {
  private readonly ctx: CanvasRenderingContext2D;
  private caches = new Map<number, SpaceCache>();
  /** Outlines simplified for each zoom bucket the tiles are drawn at (dragged spaces are drawn exact). */
  private readonly paths = new OutlineLevels(pathOf);
  private ordered: SpaceCache[] = [];
  private lastOrder: readonly number[] | null = null;
  private lastMeta: SceneModel["meta"] | null = null;
  private colours = new Map<string, string>();
  private level: Level | null = null;
  private older: Level | null = null;
  private overview: { canvas: HTMLCanvasElement; s: number } | null = null;
  private picture: HTMLImageElement | null = null;
  private pictureAsset: string | null = null;
  private pending = 0;
  private disposed = false;
  overlay: OverlayDraw | null = null;
  /** The last frame's cost in ms, for the benchmark. */
  lastFrameMs = 0;
  onFrame: ((ms: number, complete: boolean) => void) | null = null;
  labels = true;
  /**
   * Spaces being dragged: kept out of the tiles and drawn over them every
   * frame, so a drag re-rasterises three or four outlines instead of every
   * tile they cross. Asked each frame (the shell reads the editor's gesture).
   */
  liveKeys: (() => ReadonlySet<number> | null) | null = null;
  private live: ReadonlySet<number> = new Set();
  /** Everywhere the live spaces have been since they went live: re-rendered when they land. */
  private liveRegion: Box | null = null;
  /** The map region the last frame re-rendered (tests and the benchmark look). */
  lastDirty: Box | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly model: SceneModel,
    private readonly view: AreaView,
    private readonly pictureUrl: (asset: string) => string,
  ) {
    this.ctx = canvas.getContext("2d")!;
  }

  dispose() {
    this.disposed = true;
    cancelAnimationFrame(this.pending);
  }

  requestFrame() {
    if (this.pending || this.disposed) return;
    this.pending = requestAnimationFrame(() => {
      this.pending = 0;
      this.frame();
    });
  }

  /** Forget every rendered tile (the picture loaded, the labels were switched). */
  invalidate() {
    this.level = null;
    this.older = null;
    this.overview = null;
    this.requestFrame();
  }

  /** Draws one frame now; returns whether every tile in view was sharp. */
  frame(): boolean {
    const t0 = performance.now();
    const dpr = window.devicePixelRatio || 1;
    const { width, height } = this.view;
    if (this.canvas.width !== Math.round(width * dpr) || this.canvas.height !== Math.round(height * dpr)) {
      this.canvas.width = Math.round(width * dpr);
      this.canvas.height = Math.round(height * dpr);
    }
    const dirty = this.sync();
    this.lastDirty = dirty;
    const { x, y, scale } = this.view.state;
    const s = scale * dpr;
    const levelScale = Math.pow(2, Math.ceil(Math.log2(s) * 2) / 2);
    if (!this.level || this.level.s !== levelScale) {
      // Keep the previous level's tiles: zooming back and forth across a level boundary stays sharp.
      const previous = this.level;
      this.level = this.older?.s === levelScale ? this.older : { s: levelScale, tiles: new Map() };
      this.older = previous;
    }
    // Nothing drawn yet (the first frame): nothing to patch.
    if (dirty && (this.level.tiles.size > 0 || this.overview)) this.patch(dirty);
    else if (dirty) this.older = null;
    if (!this.overview) this.renderOverview();

    const ctx = this.ctx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = "#5d6670";
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    const W = this.model.meta.size.width;
    const copies = this.view.wrap ? range(Math.floor(-x / (W * scale)) - 1, Math.ceil((width - x) / (W * scale))) : [0];
    let complete = true;
    for (const k of copies) {
      const ox = (x + k * W * scale) * dpr;
      const oy = y * dpr;
      if (ox > this.canvas.width || ox + W * s < 0) continue;
      complete = this.blitCopy(ox, oy, s, t0) && complete;
      if (this.live.size > 0) {
        ctx.save();
        ctx.setTransform(s, 0, 0, s, ox, oy);
        drawSpaces(ctx, this.ordered.filter((c) => this.live.has(c.key!)), s, { labels: this.labels, dx: -ox, dy: -oy });
        ctx.restore();
      }
      if (this.overlay) {
        ctx.save();
        ctx.setTransform(s, 0, 0, s, ox, oy);
        this.overlay(ctx, s);
        ctx.restore();
      }
    }
    this.lastFrameMs = performance.now() - t0;
    this.onFrame?.(this.lastFrameMs, complete);
    if (!complete) this.requestFrame();
    return complete;
  }

  /** Resolves when the background picture (if any) can be drawn. */
  async ready(): Promise<void> {
    this.sync();
    await this.picture?.decode().catch(() => undefined);
  }

  /** Renders the whole map into `ctx` at scale `s` (PNG export). */
  renderWhole(ctx: CanvasRenderingContext2D, s: number) {
    this.sync();
    const { width, height } = this.model.meta.size;
    this.renderRegion(ctx, { minX: 0, minY: 0, maxX: width, maxY: height }, s, 0, 0);
  }

  private blitCopy(ox: number, oy: number, s: number, t0: number): boolean {
    const ctx = this.ctx;
    const level = this.level!;
    const k = s / level.s;
    const { width: W, height: H } = this.model.meta.size;
    ctx.save();
    ctx.beginPath();
    ctx.rect(ox, oy, W * s, H * s);
    ctx.clip();
    const span = TILE / level.s;
    const i0 = Math.max(0, Math.floor(-ox / s / span));
    const i1 = Math.min(Math.ceil(W / span) - 1, Math.floor((this.canvas.width - ox) / s / span));
    const j0 = Math.max(0, Math.floor(-oy / s / span));
    const j1 = Math.min(Math.ceil(H / span) - 1, Math.floor((this.canvas.height - oy) / s / span));
    const key = (i: number, j: number) => `${i},${j}`;
    let missing = false;
    for (let j = j0; j <= j1 && !missing; j++) for (let i = i0; i <= i1 && !missing; i++) missing = !level.tiles.has(key(i, j));
    // Blurry but whole is better than holes while the sharp tiles render.
    if (missing && this.overview) ctx.drawImage(this.overview.canvas, ox, oy, W * s, H * s);
    let complete = true;
    for (let j = j0; j <= j1; j++) {
      for (let i = i0; i <= i1; i++) {
        let tile = level.tiles.get(key(i, j));
        // Drawn as soon as rendered: the canvas rasterises a tile when it is first copied, so the budget
        // must count that copy, or a zoom past a level boundary spends it recording and pays tens of ms after.
        if (!tile && performance.now() - t0 < TILE_BUDGET_MS) tile = this.renderTile(level, i, j);
        if (tile) ctx.drawImage(tile, ox + i * TILE * k, oy + j * TILE * k, TILE * k, TILE * k);
        else complete = false;
      }
    }
    ctx.restore();
    return complete;
  }

  private renderTile(level: Level, i: number, j: number): HTMLCanvasElement {
    const tile = document.createElement("canvas");
    tile.width = TILE;
    tile.height = TILE;
    const span = TILE / level.s;
    this.renderRegion(tile.getContext("2d")!, { minX: i * span, minY: j * span, maxX: (i + 1) * span, maxY: (j + 1) * span }, level.s, i * TILE, j * TILE);
    if (level.tiles.size >= MAX_TILES) level.tiles.delete(level.tiles.keys().next().value!);
    level.tiles.set(`${i},${j}`, tile);
    return tile;
  }

  /** Paints map region `box` into `ctx`, where map (0,0) lands at (-dx, -dy) at scale `s`. */
  private renderRegion(ctx: CanvasRenderingContext2D, box: Box, s: number, dx: number, dy: number) {
    ctx.save();
    ctx.setTransform(s, 0, 0, s, -dx, -dy);
    ctx.beginPath();
    ctx.rect(box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY);
    ctx.clip();
    ctx.fillStyle = PAPER;
    ctx.fillRect(box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY);
    const bg = this.model.meta.background;
    if (bg && this.picture?.complete && this.picture.naturalWidth > 0) {
      const { width, height } = this.model.meta.size;
      const fx = this.picture.naturalWidth / width;
      const fy = this.picture.naturalHeight / height;
      const x0 = Math.max(0, box.minX);
      const y0 = Math.max(0, box.minY);
      const x1 = Math.min(width, box.maxX);
      const y1 = Math.min(height, box.maxY);
      if (x1 > x0 && y1 > y0) {
        ctx.globalAlpha = bg.opacity;
        ctx.drawImage(this.picture, x0 * fx, y0 * fy, (x1 - x0) * fx, (y1 - y0) * fy, x0, y0, x1 - x0, y1 - y0);
        ctx.globalAlpha = 1;
      }
    }
    const inside = this.ordered.filter((c) => !this.live.has(c.key!) && (touches(c.box, box) || (this.labels && touches(labelBox(c, s), box))));
    drawSpaces(ctx, inside, s, { labels: this.labels, dx, dy, pathOf: (c) => this.paths.get(c.key!, c.flat, s) });
    ctx.restore();
  }

  private renderOverview() {
    const { width, height } = this.model.meta.size;
    const s = Math.min(OVERVIEW_PX / width, OVERVIEW_PX / height, 1);
    const canvas = document.createElement("canvas");
    canvas.width = Math.ceil(width * s);
    canvas.height = Math.ceil(height * s);
    this.renderRegion(canvas.getContext("2d")!, { minX: 0, minY: 0, maxX: width, maxY: height }, s, 0, 0);
    this.overview = { canvas, s };
  }

  /**
   * Re-renders `dirty` once, at the current level, and copies it into the
   * tiles it crosses and the overview; other levels are dropped. Drawing the
   * spaces once rather than once per tile matters: stroking outlines is the
   * dearest part of a drag frame without a GPU.
   */
  private patch(dirty: Box) {
    this.older = null;
    const level = this.level!;
    const s = level.s;
    const x0 = Math.floor(dirty.minX * s);
    const y0 = Math.floor(dirty.minY * s);
    const w = Math.ceil(dirty.maxX * s) - x0;
    const h = Math.ceil(dirty.maxY * s) - y0;
    if (w <= 0 || h <= 0) return;
    const scratch = this.scratchOf(w, h);
    const sctx = scratch.getContext("2d")!;
    this.renderRegion(sctx, { minX: x0 / s, minY: y0 / s, maxX: (x0 + w) / s, maxY: (y0 + h) / s }, s, x0, y0);
    for (const [key, tile] of level.tiles) {
      const [i, j] = key.split(",").map(Number) as [number, number];
      if (x0 >= (i + 1) * TILE || x0 + w <= i * TILE || y0 >= (j + 1) * TILE || y0 + h <= j * TILE) continue;
      tile.getContext("2d")!.drawImage(scratch, 0, 0, w, h, x0 - i * TILE, y0 - j * TILE, w, h);
    }
    if (this.overview) {
      const k = this.overview.s / s;
      this.overview.canvas.getContext("2d")!.drawImage(scratch, 0, 0, w, h, x0 * k, y0 * k, w * k, h * k);
    }
  }

  private scratch: HTMLCanvasElement | null = null;

  private scratchOf(w: number, h: number): HTMLCanvasElement {
    if (!this.scratch || this.scratch.width < w || this.scratch.height < h) {
      this.scratch = document.createElement("canvas");
      this.scratch.width = Math.max(w, this.scratch?.width ?? 0, 256);
      this.scratch.height = Math.max(h, this.scratch?.height ?? 0, 256);
    }
    return this.scratch;
  }

  /** Brings the per-space caches up to date; returns the map region whose drawing changed, or null. */
  private sync(): Box | null {
    const model = this.model;
    const meta = model.meta;
    if (meta !== this.lastMeta) {
      const before = this.lastMeta;
      this.lastMeta = meta;
      this.colours = new Map(meta.nations.map((n) => [n.id, n.colour]));
      this.loadPicture(meta.background?.asset ?? null);
      this.view.setMap(meta.size, meta.wrap.horizontal);
      // Size, nations, picture or its opacity: every fill may change.
      if (before) {
        this.caches.clear();
        this.paths.clear();
        this.level = null;
        this.older = null;
        this.overview = null;
      }
    }
    const s = this.level?.s ?? 1;
    const dirty: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    const nextLive = this.liveKeys?.() ?? new Set<number>();
    const liveChanged = nextLive.size !== this.live.size || [...nextLive].some((k) => !this.live.has(k));
    if (liveChanged) {
      // Going live or landing: the tiles under these spaces must be drawn without them, or with them again.
      for (const k of [...this.live, ...nextLive]) {
        const c = this.caches.get(k);
        if (c) this.growLive(c, s);
      }
      if (this.liveRegion) unionInto(dirty, this.liveRegion);
      this.liveRegion = null;
      for (const k of nextLive) {
        const c = this.caches.get(k);
        if (c) this.growLive(c, s);
      }
      this.live = nextLive;
    }
    const withPicture = !!meta.background;
    const seen = new Set<number>();
    const ordered: SpaceCache[] = [];
    for (const key of model.order) {
      const space = model.spaces.get(key);
      if (!space) continue;
      seen.add(key);
      const flat = model.flat(key);
      let cache = this.caches.get(key);
      if (!cache || cache.flat !== flat || cache.space !== space) {
        const live = this.live.has(key);
        if (cache && !live) {
          unionInto(dirty, cache.box);
          unionInto(dirty, labelBox(cache, s));
        }
        cache = this.build(space as DrawnSpace, flat, key, withPicture);
        this.caches.set(key, cache);
        if (live) this.growLive(cache, s);
        else {
          unionInto(dirty, cache.box);
          unionInto(dirty, labelBox(cache, s));
        }
      }
      ordered.push(cache);
    }
    for (const [key, cache] of this.caches) {
      if (seen.has(key)) continue;
      this.caches.delete(key);
      this.paths.delete(key);
      unionInto(dirty, cache.box);
      unionInto(dirty, labelBox(cache, s));
    }
    // A reorder changes which fill lies on top where outlines overlap.
    if (model.order !== this.lastOrder && this.lastOrder !== null) for (const c of ordered) unionInto(dirty, c.box);
    this.lastOrder = model.order;
    this.ordered = ordered;
    if (dirty.minX > dirty.maxX) return null;
    const pad = 3 / s;
    return { minX: dirty.minX - pad, minY: dirty.minY - pad, maxX: dirty.maxX + pad, maxY: dirty.maxY + pad };
  }

  private growLive(c: SpaceCache, s: number) {
    const region = this.liveRegion ?? { ...c.box };
    unionInto(region, c.box);
    unionInto(region, labelBox(c, s));
    this.liveRegion = region;
  }

  private build(space: DrawnSpace, flat: number[][], key: number, withPicture: boolean): SpaceCache {
    const box = { ...this.model.box(key) };
    const label = space.props.label ?? (flat.length ? defaultLabelPoint(flat) : { x: 0, y: 0 });
    let path: Path2D | null = null;
    // The exact outline is drawn only while the space is dragged: built then.
    return {
      key,
      flat,
      space,
      get path() {
        return (path ??= pathOf(flat));
      },
      box,
      label,
      fill: fillOf(space, this.colours, withPicture),
    };
  }

  private loadPicture(asset: string | null) {
    if (asset === this.pictureAsset) return;
    this.pictureAsset = asset;
    this.picture = null;
    if (!asset) return;
    const img = new Image();
    img.onload = () => {
      if (this.pictureAsset === asset) this.invalidate();
    };
    img.src = this.pictureUrl(asset);
    this.picture = img;
  }
}

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i <= b; i++) out.push(i);
  return out;
}
