import { type GridSpec, type OffsetCoord, onGrid } from "./grid";

/**
 * Hex labels as printed on the map: column number then row number, each
 * zero-padded (`0512` = column 5, row 12). Parsing is strict so that a typo
 * never lands on another hex.
 */
export function formatLabel(spec: GridSpec, { col, row }: OffsetCoord): string {
  return pad(col + spec.firstColumn, spec.columnDigits) + pad(row + spec.firstRow, spec.rowDigits);
}

function pad(n: number, digits: number): string {
  return String(n).padStart(digits, "0");
}

/** The 0-based coordinate a label names, or null when it is not a label of this format. */
export function parseLabel(spec: GridSpec, label: string): OffsetCoord | null {
  if (label.length !== spec.columnDigits + spec.rowDigits || !/^[0-9]+$/.test(label)) return null;
  const col = Number(label.slice(0, spec.columnDigits)) - spec.firstColumn;
  const row = Number(label.slice(spec.columnDigits)) - spec.firstRow;
  return { col, row };
}

/** The coordinate a label names if it is on the map, else null. */
export function labelOnGrid(spec: GridSpec, label: string): OffsetCoord | null {
  const hex = parseLabel(spec, label);
  return hex && onGrid(spec, hex) ? hex : null;
}

/** Whether a string has the shape of a label of this grid (on the map or not). */
export function looksLikeLabel(spec: GridSpec, label: string): boolean {
  return parseLabel(spec, label) !== null;
}
