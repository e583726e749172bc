/**
 * A light, whole-map hex drawing (terrain fills only) for the balance heat
 * map, which shows the entire map at once under its colours rather than the
 * painter's pannable, tiled view.
 */
import { type GridSpec, type OffsetCoord, hexToPixel } from "@/lib/hex";

export interface Layout {
  spec: GridSpec;
  size: number;
  /** Pixel position of hex 0,0's centre. */
  originX: number;
  originY: number;
  width: number;
  height: number;
}

export function layoutFor(spec: GridSpec, size: number): Layout {
  const flat = spec.orientation === "flat";
  const w = flat ? size * (1.5 * (spec.columns - 1) + 2) : Math.sqrt(3) * size * (spec.columns + 0.5);
  const h = flat ? Math.sqrt(3) * size * (spec.rows + 0.5) : size * (1.5 * (spec.rows - 1) + 2);
  // hexToPixel's origin is hex 0,0's centre in cube space; offset grids can push column/row 0 up or left by half a hex.
  let minX = Infinity;
  let minY = Infinity;
  for (const hex of [{ col: 0, row: 0 }, { col: 1, row: 0 }, { col: 0, row: 1 }]) {
    const p = hexToPixel(spec, hex, size);
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
  }
  const originX = (flat ? size : (Math.sqrt(3) / 2) * size) - minX + 2;
  const originY = (flat ? (Math.sqrt(3) / 2) * size : size) - minY + 2;
  return { spec, size, originX, originY, width: Math.ceil(w + 4), height: Math.ceil(h + 4) };
}

export function centre(layout: Layout, hex: OffsetCoord): { x: number; y: number } {
  const p = hexToPixel(layout.spec, hex, layout.size);
  return { x: p.x + layout.originX, y: p.y + layout.originY };
}

export function hexPath(ctx: CanvasRenderingContext2D, layout: Layout, hex: OffsetCoord, scale = 1) {
  const { x, y } = centre(layout, hex);
  const r = layout.size * scale;
  const start = layout.spec.orientation === "flat" ? 0 : Math.PI / 6;
  ctx.beginPath();
  for (let i = 0; i < 6; i += 1) {
    const a = start + (i * Math.PI) / 3;
    const px = x + r * Math.cos(a);
    const py = y + r * Math.sin(a);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
}

export function prepare(canvas: HTMLCanvasElement, width: number, height: number): CanvasRenderingContext2D | null {
  const dpr = Math.min(2, window.devicePixelRatio || 1);
  if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
  }
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, width, height);
  return ctx;
}

/** Terrain: a fill per hex; outlines only when hexes are big enough to read them. */
export function drawTerrain(ctx: CanvasRenderingContext2D, layout: Layout, colours: (string | undefined)[], dark: boolean) {
  const { spec } = layout;
  ctx.lineWidth = 0.6;
  ctx.strokeStyle = dark ? "rgba(0,0,0,0.45)" : "rgba(0,0,0,0.18)";
  const outline = layout.size >= 8 && spec.columns * spec.rows <= 20000;
  for (let row = 0; row < spec.rows; row += 1) {
    for (let col = 0; col < spec.columns; col += 1) {
      hexPath(ctx, layout, { col, row });
      ctx.fillStyle = colours[row * spec.columns + col] ?? (dark ? "#2a2e33" : "#dddddd");
      ctx.fill();
      if (outline) ctx.stroke();
    }
  }
}
