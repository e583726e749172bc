/**
 * Where the area board draws each space's unit chips (pure, no DOM): near
 * the space's label point, never over a name on the board nor over another
 * space's chips. Labels keep their screen size at every zoom, so the layout
 * is made in screen pixels for one scale. A space whose chips find no free
 * place, or that holds more kinds of unit than a block shows, gets one count
 * badge instead ("12"); a space with no free place even for that shows none
 * (its units are listed when the pointer is over it).
 */

/** A screen rectangle: left, top, width, height. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ChipSpace {
  id: string;
  /** The label point, in screen pixels. */
  at: { x: number; y: number };
  /** How far below and above the point its own label reaches (the first places tried are just outside it). */
  labelBelow: number;
  labelAbove: number;
  /** How many chips (kinds of unit) and units it holds. */
  chips: number;
  units: number;
}

export interface ChipLayoutOptions {
  chipW: number;
  chipH: number;
  gap: number;
  perRow: number;
  /** More chips than this in one space: a count badge. */
  maxChips: number;
  badgeH: number;
  /** A badge's width for its text ("12"). */
  badgeW: (units: number) => number;
  /** How far from the label point a block may go, in screen pixels. */
  reach: number;
}

export const CHIP_LAYOUT: ChipLayoutOptions = {
  chipW: 36,
  chipH: 17,
  gap: 2,
  perRow: 3,
  maxChips: 6,
  badgeH: 16,
  badgeW: (units) => 12 + 7 * String(units).length,
  reach: 90,
};

export interface ChipPlacement {
  id: string;
  kind: "chips" | "badge";
  /** The whole block (or badge). */
  box: Rect;
  /** Each chip's rectangle, in the space's chip order (none for a badge). */
  chips: Rect[];
}

export const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Rectangles bucketed in a grid of `cell` pixels, for "is this place free?" in about constant time. */
class Grid {
  private readonly cells = new Map<string, Rect[]>();
  constructor(private readonly cell: number) {}
  private keys(r: Rect): string[] {
    const out: string[] = [];
    for (let i = Math.floor(r.x / this.cell); i <= Math.floor((r.x + r.w) / this.cell); i += 1) {
      for (let j = Math.floor(r.y / this.cell); j <= Math.floor((r.y + r.h) / this.cell); j += 1) out.push(`${i},${j}`);
    }
    return out;
  }
  add(r: Rect) {
    for (const k of this.keys(r)) {
      const list = this.cells.get(k);
      if (list) list.push(r);
      else this.cells.set(k, [r]);
    }
  }
  free(r: Rect): boolean {
    for (const k of this.keys(r)) if (this.cells.get(k)?.some((o) => overlaps(o, r))) return false;
    return true;
  }
}

/** Block offsets (centre from the label point) to try, nearest first: below the label, above it, beside it, then rings further out. */
function candidates(space: ChipSpace, w: number, h: number, reach: number): { x: number; y: number }[] {
  const below = space.labelBelow + 2 + h / 2;
  const above = -(space.labelAbove + 2 + h / 2);
  const out = [
    { x: 0, y: below },
    { x: 0, y: above },
  ];
  const step = Math.max(8, Math.min(w, h) / 2);
  for (let r = step; r <= reach; r += step) {
    const n = Math.max(8, Math.round((2 * Math.PI * r) / step));
    for (let i = 0; i < n; i += 1) {
      const a = Math.PI / 2 + (2 * Math.PI * i) / n;
      out.push({ x: Math.round(Math.cos(a) * r * 1.6), y: Math.round(Math.sin(a) * r) });
    }
  }
  return out;
}

function chipRects(box: Rect, n: number, o: ChipLayoutOptions): Rect[] {
  const rows = Math.ceil(n / o.perRow);
  const out: Rect[] = [];
  for (let i = 0; i < n; i += 1) {
    const row = Math.floor(i / o.perRow);
    const inRow = row < rows - 1 ? o.perRow : n - row * o.perRow;
    const rowW = inRow * (o.chipW + o.gap) - o.gap;
    out.push({ x: box.x + (box.w - rowW) / 2 + (i % o.perRow) * (o.chipW + o.gap), y: box.y + row * (o.chipH + o.gap), w: o.chipW, h: o.chipH });
  }
  return out;
}

/**
 * Lays out every space's chips: the busiest spaces first, each at the
 * nearest free place around its label point for its block of chips, else a
 * count badge. No two results overlap and none covers a label in `labels`.
 * On a map that wraps round, `period` is its width on screen: the copies
 * beside each other keep clear of each other's names and chips too.
 */
export function layoutChips(spaces: readonly ChipSpace[], labels: readonly Rect[], o: ChipLayoutOptions = CHIP_LAYOUT, period?: number, bounds?: { minY: number; maxY: number }): ChipPlacement[] {
  const grid = new Grid(64);
  const block = (r: Rect) => {
    grid.add(r);
    if (period) for (const dx of [-period, period]) grid.add({ ...r, x: r.x + dx });
  };
  for (const l of labels) block(l);
  const order = spaces.filter((s) => s.chips > 0).sort((a, b) => b.units - a.units || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const out: ChipPlacement[] = [];
  const fit = (s: ChipSpace, w: number, h: number): Rect | null => {
    for (const c of candidates(s, w, h, o.reach)) {
      const r = { x: Math.round(s.at.x + c.x - w / 2), y: Math.round(s.at.y + c.y - h / 2), w, h };
      if (bounds && (r.y < bounds.minY || r.y + h > bounds.maxY)) continue;
      if (grid.free(r)) return r;
    }
    return null;
  };
  for (const s of order) {
    if (s.chips <= o.maxChips) {
      const cols = Math.min(o.perRow, s.chips);
      const rows = Math.ceil(s.chips / o.perRow);
      const box = fit(s, cols * (o.chipW + o.gap) - o.gap, rows * (o.chipH + o.gap) - o.gap);
      if (box) {
        block(box);
        out.push({ id: s.id, kind: "chips", box, chips: chipRects(box, s.chips, o) });
        continue;
      }
    }
    const badge = fit(s, o.badgeW(s.units), o.badgeH);
    if (badge) {
      block(badge);
      out.push({ id: s.id, kind: "badge", box: badge, chips: [] });
    }
  }
  return out;
}

/**
 * Which names to write when they would run into each other (far out, where
 * names are wider than their spaces): the most important first — `rank`,
 * higher first — and each one that does not touch a name already taken. The
 * others are read in the hover tip. Returns the ids taken.
 */
export function pickLabels(labels: readonly { id: string; box: Rect; rank: number }[], period?: number): Set<string> {
  const grid = new Grid(64);
  const taken = new Set<string>();
  const order = [...labels].sort((a, b) => b.rank - a.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const l of order) {
    const copies = period ? [l.box, { ...l.box, x: l.box.x - period }, { ...l.box, x: l.box.x + period }] : [l.box];
    if (!copies.every((r) => grid.free(r))) continue;
    for (const r of copies) grid.add(r);
    taken.add(l.id);
  }
  return taken;
}

/**
 * Where a badge of `w`×`h` centred on one of `candidates` (in order of
 * preference) covers none of `avoid` (the names): the first such centre, else
 * the first candidate. A canal's open/closed badge sits between its two sea
 * zones, where a name often is [#26 item 9].
 */
export function placeBadge(candidates: readonly { x: number; y: number }[], w: number, h: number, avoid: readonly Rect[]): { x: number; y: number } | null {
  const box = (c: { x: number; y: number }): Rect => ({ x: c.x - w / 2, y: c.y - h / 2, w, h });
  return candidates.find((c) => !avoid.some((r) => overlaps(box(c), r))) ?? candidates[0] ?? null;
}

/** Centres to try for a badge between two points: the middle, then above and below it, then along the line. */
export function badgeCandidates(a: { x: number; y: number }, b: { x: number; y: number }, step: number): { x: number; y: number }[] {
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const along = [1 / 3, 2 / 3, 1 / 4, 3 / 4].map((t) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }));
  return [mid, ...[1, -1, 2, -2, 3, -3].map((k) => ({ x: mid.x, y: mid.y + k * step })), ...along];
}
