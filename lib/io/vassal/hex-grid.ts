import type { OffsetCoord, Orientation, OffsetParity } from "@/lib/hex/types";
import type { VassalHexGrid } from "./build-file";

/**
 * VASSAL's HexGrid geometry, as its Java source defines it, and its placement
 * in Warbench's frame (hex 0,0's centre at the origin, circumradius 1).
 *
 * VASSAL (not sideways): columns of flat-topped hexes `dx` apart, the raw
 * column 0 centred at x = x0; in even raw columns row 0 is centred at y = y0,
 * rows `dy` apart, and odd raw columns sit dy/2 lower. `sideways` swaps x and
 * y before and after the same arithmetic (pointy-topped rows). Numbering with
 * `stagger` counts an odd column's rows from one further on, so that column's
 * row n sits half a hex above the even columns' row n: the lines of rows
 * Warbench uses here are those numbered rows ("line rows"), which makes the
 * labels follow VASSAL's.
 */
export interface GridPlacement {
  orientation: Orientation;
  offset: OffsetParity;
  columns: number;
  rows: number;
  /** The raw VASSAL column of Warbench's first column (not sideways) or first row (sideways). */
  firstRawColumn: number;
  /** The line row of Warbench's first row (not sideways) or first column (sideways). */
  firstLineRow: number;
  /** Where the board picture goes in Warbench's frame (the hex map's `background` placement). */
  x: number;
  y: number;
  scale: number;
  aspect: number;
}

const odd = (n: number) => Math.abs(n % 2) === 1;

/** Whether the numbering staggers (it is on by default; no numbering, no stagger). */
const staggered = (grid: VassalHexGrid) => grid.numbering?.stagger === true;

/** The line row of a raw (column, row): the row the numbering counts. */
export function lineRowOf(grid: VassalHexGrid, rawColumn: number, rawRow: number): number {
  return rawRow + (staggered(grid) && odd(rawColumn) ? 1 : 0);
}

export function rawRowOf(grid: VassalHexGrid, rawColumn: number, lineRow: number): number {
  return lineRow - (staggered(grid) && odd(rawColumn) ? 1 : 0);
}

/** A hex's centre in board pixels, unrounded (VASSAL rounds it to whole pixels when it snaps a piece). */
export function vassalCentre(grid: VassalHexGrid, rawColumn: number, rawRow: number): { x: number; y: number } {
  const a = grid.x0 + rawColumn * grid.dx;
  const b = grid.y0 + rawRow * grid.dy + (odd(rawColumn) ? grid.dy / 2 : 0);
  return grid.sideways ? { x: b, y: a } : { x: a, y: b };
}

/** The raw column and row VASSAL names a point by (HexGridNumbering.getRawColumn / getRawRow). */
export function vassalRawHex(grid: VassalHexGrid, x: number, y: number): { rawColumn: number; rawRow: number } {
  const [a, b] = grid.sideways ? [y, x] : [x, y];
  const rawColumn = Math.floor((a - grid.x0) / grid.dx + 0.5);
  const rawRow = odd(rawColumn) ? Math.round((b - grid.y0 - grid.dy / 2) / grid.dy) : Math.round((b - grid.y0) / grid.dy);
  return { rawColumn, rawRow };
}

/** The Warbench hex standing for a raw VASSAL hex under a placement. */
export function warbenchHexOf(grid: VassalHexGrid, place: GridPlacement, rawColumn: number, rawRow: number): OffsetCoord {
  const along = rawColumn - place.firstRawColumn;
  const across = lineRowOf(grid, rawColumn, rawRow) - place.firstLineRow;
  return grid.sideways ? { col: across, row: along } : { col: along, row: across };
}

/** The raw VASSAL hex a Warbench hex stands for. */
export function rawHexOf(grid: VassalHexGrid, place: GridPlacement, hex: OffsetCoord): { rawColumn: number; rawRow: number } {
  const [along, across] = grid.sideways ? [hex.row, hex.col] : [hex.col, hex.row];
  const rawColumn = place.firstRawColumn + along;
  return { rawColumn, rawRow: rawRowOf(grid, rawColumn, place.firstLineRow + across) };
}

/** A board pixel in Warbench's frame through the placement (rotation 0). */
export function toWarbenchFrame(place: Pick<GridPlacement, "x" | "y" | "scale" | "aspect">, px: number, py: number): { x: number; y: number } {
  return { x: px * place.scale + place.x, y: py * place.scale * place.aspect + place.y };
}

/**
 * The Warbench grid over a picture `width` × `height`: every hex at least
 * three quarters on the picture (its centre a quarter of a hex inside each
 * edge), so a sliver cut by the picture's edge is not a hex; and the
 * picture's placement so that each hex's centre in Warbench's frame is its
 * centre in the picture.
 */
export function placeGrid(grid: VassalHexGrid, width: number, height: number): GridPlacement {
  // In VASSAL's own (possibly swapped) frame: a runs along the columns, b down them.
  const [spanA, spanB] = grid.sideways ? [height, width] : [width, height];
  const marginA = grid.dx / 3;
  const marginB = grid.dy / 4;
  const firstRawColumn = Math.ceil((marginA - grid.x0) / grid.dx) + 0;
  const lastRawColumn = Math.floor((spanA - marginA - grid.x0) / grid.dx);
  let firstLineRow = Infinity;
  let lastLineRow = -Infinity;
  for (const c of [firstRawColumn, firstRawColumn + 1]) {
    const shift = odd(c) ? grid.dy / 2 : 0;
    const lo = Math.ceil((marginB - grid.y0 - shift) / grid.dy);
    const hi = Math.floor((spanB - marginB - grid.y0 - shift) / grid.dy);
    firstLineRow = Math.min(firstLineRow, lineRowOf(grid, c, lo));
    lastLineRow = Math.max(lastLineRow, lineRowOf(grid, c, hi));
  }
  const columnsAlong = Math.max(1, lastRawColumn - firstRawColumn + 1);
  const linesAcross = Math.max(1, lastLineRow - firstLineRow + 1);
  // Which raw columns sit half a hex further down (right, sideways) at the same line row.
  const lowerIsOdd = !staggered(grid);
  const firstIsLower = odd(firstRawColumn) === lowerIsOdd;
  const offset: OffsetParity = firstIsLower ? "even" : "odd";
  const along = 1.5 / grid.dx;
  const across = Math.sqrt(3) / grid.dy;
  const origin = vassalCentre(grid, firstRawColumn, rawRowOf(grid, firstRawColumn, firstLineRow));
  const [scaleX, scaleY] = grid.sideways ? [across, along] : [along, across];
  return {
    orientation: grid.sideways ? "pointy" : "flat",
    offset,
    columns: grid.sideways ? linesAcross : columnsAlong,
    rows: grid.sideways ? columnsAlong : linesAcross,
    firstRawColumn,
    firstLineRow,
    x: -origin.x * scaleX,
    y: -origin.y * scaleY,
    scale: scaleX,
    aspect: scaleY / scaleX,
  };
}
