import { formatLabel } from "@/lib/hex/labels";
import type { GridSpec } from "@/lib/hex/types";
import type { VassalHexGrid, VassalNumbering } from "./build-file";
import { type GridPlacement, rawHexOf } from "./hex-grid";

/**
 * VASSAL's hex names (HexGridNumbering / RegularGridNumbering) and how they
 * become Warbench labels. A Warbench label is the column number then the row
 * number, zero-padded to fixed widths, counting right and down from
 * `firstLabel`; VASSAL's names are that only when both parts are numbers,
 * the horizontal part comes first (vertical first for a sideways grid, whose
 * "columns" run down the board), neither counts backwards, no name is
 * negative, and the zero-padding keeps every name the same width. Otherwise
 * Warbench numbers the hexes itself and the report says how to read them.
 */
export interface LabelChoice {
  firstLabel: string;
  labelFormat: string;
  /** Whether every hex's Warbench label is its VASSAL name (apart from a separator). */
  follows: boolean;
  /** What the report says about the labels. */
  note: string;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** One part of a VASSAL name (RegularGridNumbering.getName(int, char, int)). */
export function namePart(value: number, type: "N" | "A", leading: number): string {
  let out = value < 0 ? "-" : "";
  let n = Math.abs(value);
  if (type === "A") {
    do {
      out += ALPHABET.charAt(n % 26);
      n -= 26;
    } while (n >= 0);
    return out;
  }
  let lead = leading;
  while (lead > 0 && n < 10 ** lead--) out += "0";
  return out + String(n);
}

export interface BoardSize {
  width: number;
  height: number;
}

/**
 * The column and row numbers VASSAL gives a raw hex (getColumn / getRow, with
 * the offsets added). Counting backwards uses VASSAL's own board measure:
 * its columns by the height of a hex and its rows by the width (sic).
 */
export function vassalNumbers(grid: VassalHexGrid, n: VassalNumbering, size: BoardSize, rawColumn: number, rawRow: number): { column: number; row: number } {
  const maxRows = Math.floor(size.height / grid.dx + 0.5);
  const maxColumns = Math.floor(size.width / grid.dy + 0.5);
  let column = rawColumn;
  if (n.vDescend && grid.sideways) column = maxRows - column;
  if (n.hDescend && !grid.sideways) column = maxColumns - column;
  let row = rawRow;
  if (n.vDescend && !grid.sideways) row = maxRows - row;
  if (n.hDescend && grid.sideways) row = maxColumns - row;
  if (n.stagger && Math.abs(rawColumn % 2) === 1) {
    const descending = grid.sideways ? n.hDescend : n.vDescend;
    row += descending ? -1 : 1;
  }
  return { column: column + n.hOff, row: row + n.vOff };
}

/** A hex's VASSAL name ($gridLocation$). */
export function vassalName(grid: VassalHexGrid, size: BoardSize, rawColumn: number, rawRow: number): string {
  const n = grid.numbering;
  if (!n) return `${rawColumn},${rawRow}`;
  const { column, row } = vassalNumbers(grid, n, size, rawColumn, rawRow);
  const col = namePart(column, n.hType, n.hLeading);
  const r = namePart(row, n.vType, n.vLeading);
  return n.first === "H" ? `${col}${n.sep}${r}` : `${r}${n.sep}${col}`;
}

const digits = (n: number) => String(Math.abs(n)).length;

function specOf(place: GridPlacement, firstColumn: number, firstRow: number, columnDigits: number, rowDigits: number): GridSpec {
  return { orientation: place.orientation, offset: place.offset, columns: place.columns, rows: place.rows, firstColumn, firstRow, columnDigits, rowDigits };
}

function plainChoice(place: GridPlacement, why: string, example: (spec: GridSpec) => string): LabelChoice {
  const columnDigits = Math.max(2, digits(place.columns));
  const rowDigits = Math.max(2, digits(place.rows));
  const spec = specOf(place, 1, 1, columnDigits, rowDigits);
  return {
    firstLabel: formatLabel(spec, { col: 0, row: 0 }),
    labelFormat: `${"C".repeat(columnDigits)}${"R".repeat(rowDigits)}`,
    follows: false,
    note: `${why}: Warbench numbers the hexes itself from ${formatLabel(spec, { col: 0, row: 0 })} at the top left (${example(spec)})`,
  };
}

/** The Warbench grid labels for a placed VASSAL grid, checked hex by hex against VASSAL's names. */
export function chooseLabels(grid: VassalHexGrid, place: GridPlacement, size: BoardSize): LabelChoice {
  const n = grid.numbering;
  const corner = rawHexOf(grid, place, { col: 0, row: 0 });
  const far = rawHexOf(grid, place, { col: place.columns - 1, row: place.rows - 1 });
  const example = (spec: GridSpec) => {
    const sample = `VASSAL ${vassalName(grid, size, corner.rawColumn, corner.rawRow)} is ${formatLabel(spec, { col: 0, row: 0 })}, ${vassalName(grid, size, far.rawColumn, far.rawRow)} is ${formatLabel(spec, { col: place.columns - 1, row: place.rows - 1 })}`;
    return sample;
  };
  if (!n) return plainChoice(place, "the grid has no numbering", example);
  if (n.hType !== "N" || n.vType !== "N") return plainChoice(place, "VASSAL names the hexes with letters, which Warbench labels cannot hold", example);
  const horizontalFirst = n.first === "H";
  // Warbench's label is the x part then the y part; a sideways grid's VASSAL "column" runs down the board.
  if (horizontalFirst === grid.sideways) return plainChoice(place, "VASSAL writes the row number before the column number", example);
  let first: { column: number; row: number } | null = null;
  let maxColumn = -Infinity;
  let maxRow = -Infinity;
  const numbersAt = (col: number, row: number) => {
    const raw = rawHexOf(grid, place, { col, row });
    const v = vassalNumbers(grid, n, size, raw.rawColumn, raw.rawRow);
    // Warbench's x part comes from VASSAL's column (not sideways) or row (sideways).
    return grid.sideways ? { x: v.row, y: v.column } : { x: v.column, y: v.row };
  };
  for (let col = 0; col < place.columns; col += 1) {
    for (let row = 0; row < place.rows; row += 1) {
      const v = numbersAt(col, row);
      if (!first) first = { column: v.x, row: v.y };
      if (v.x !== first.column + col || v.y !== first.row + row) return plainChoice(place, "VASSAL's numbering counts backwards or skips, which Warbench labels cannot follow", example);
      maxColumn = Math.max(maxColumn, v.x);
      maxRow = Math.max(maxRow, v.y);
    }
  }
  if (!first || first.column < 0 || first.row < 0) return plainChoice(place, "VASSAL's numbering goes below zero at the picture's edge", example);
  const [xLeading, yLeading] = grid.sideways ? [n.vLeading, n.hLeading] : [n.hLeading, n.vLeading];
  const columnDigits = Math.max(xLeading + 1, 1);
  const rowDigits = Math.max(yLeading + 1, 1);
  if (digits(maxColumn) > columnDigits || digits(maxRow) > rowDigits || columnDigits > 4 || rowDigits > 4 || columnDigits + rowDigits < 2) {
    return plainChoice(place, "VASSAL's names change width partway (its zero-padding is too short for the largest numbers)", example);
  }
  const spec = specOf(place, first.column, first.row, columnDigits, rowDigits);
  const sep = n.sep ? ` without VASSAL's separator "${n.sep.slice(0, 10)}"` : "";
  return {
    firstLabel: formatLabel(spec, { col: 0, row: 0 }),
    labelFormat: `${"C".repeat(columnDigits)}${"R".repeat(rowDigits)}`,
    follows: true,
    note: `hex labels are VASSAL's hex names${sep} (${example(spec)})`,
  };
}
