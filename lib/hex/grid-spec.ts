import type { GridSpec, OffsetParity, Orientation } from "./types";

/** What a hex map's `grid` says: its shape and how its labels are written (`firstLabel` "0101", `labelFormat` "CCRR"). */
export interface GridDescription {
  orientation: Orientation;
  columns: number;
  rows: number;
  offset: OffsetParity;
  firstLabel: string;
  labelFormat: string;
}

/** The grid spec a hex map's `grid` describes, or null if its label format is unusable. */
export function gridSpecOf(map: { grid: GridDescription }): GridSpec | null {
  const m = /^(C+)(R+)$/.exec(map.grid.labelFormat);
  if (!m) return null;
  const columnDigits = (m[1] as string).length;
  const rowDigits = (m[2] as string).length;
  const first = map.grid.firstLabel;
  if (first.length !== columnDigits + rowDigits) return null;
  return {
    orientation: map.grid.orientation,
    columns: map.grid.columns,
    rows: map.grid.rows,
    offset: map.grid.offset,
    firstColumn: Number(first.slice(0, columnDigits)),
    firstRow: Number(first.slice(columnDigits)),
    columnDigits,
    rowDigits,
  };
}
