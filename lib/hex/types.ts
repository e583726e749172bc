/** The coordinate types of lib/hex, apart so the honeycomb bridge and the grid maths can share them. */
export type Orientation = "flat" | "pointy";
export type OffsetParity = "odd" | "even";

export interface GridSpec {
  orientation: Orientation;
  columns: number;
  rows: number;
  offset: OffsetParity;
  /** Label numbers of the first column and row (usually 1 and 1). */
  firstColumn: number;
  firstRow: number;
  /** Zero-padded digits of the column and row parts of a label. */
  columnDigits: number;
  rowDigits: number;
}

export interface OffsetCoord {
  col: number;
  row: number;
}

export interface CubeCoord {
  q: number;
  r: number;
  s: number;
}
