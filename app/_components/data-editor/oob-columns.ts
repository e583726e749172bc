import { type OobRow, UNIT_NUMBER_FIELDS } from "@/lib/editor-intel";

/** The OOB grid's layout and what its cells accept. */
export const ROW_HEIGHT = 28;
export const OVERSCAN = 8;

export type Column = { key: keyof OobRow; label: string; numeric?: boolean; width: number; title?: string };
export const COLUMNS: Column[] = [
  { key: "id", label: "Id", width: 130 },
  { key: "type", label: "Type", width: 90 },
  { key: "name", label: "Name", width: 180 },
  { key: "nation", label: "Nation", width: 90 },
  { key: "formation", label: "Formation", width: 100 },
  { key: "attack", label: "AS", numeric: true, width: 44, title: "Attack strength" },
  { key: "defence", label: "DS", numeric: true, width: 44, title: "Defence strength" },
  { key: "er", label: "ER", numeric: true, width: 44, title: "Efficiency rating" },
  { key: "ma", label: "MA", numeric: true, width: 44, title: "Movement allowance" },
  { key: "sp", label: "SP", numeric: true, width: 44, title: "Stacking points" },
  { key: "steps", label: "Steps", numeric: true, width: 50 },
  { key: "range", label: "Rng", numeric: true, width: 44, title: "Range: an HQ's support value and range [18.2.1], a helicopter's or ship's range [2.4.3]" },
  // The reduced side, which the lints ask of a 2-step unit (W-UNIT-NO-REDUCED-SIDE) [#26 item 10].
  { key: "reducedAttack", label: "rAS", numeric: true, width: 44, title: "Attack strength on the reduced side" },
  { key: "reducedDefence", label: "rDS", numeric: true, width: 44, title: "Defence strength on the reduced side" },
  { key: "setup", label: "Setup", width: 110, title: "Setup hex, or turn and entry of a reinforcement" },
];
/** A row's full width: the checkbox, the columns, the show-in-JSON button. */
export const ROW_WIDTH = 30 + COLUMNS.reduce((sum, c) => sum + c.width, 0) + 40;
export const BULK_FIELDS = ["er", "attack", "defence", "ma", "sp", "steps", "nation", "formation", "type"] as const;

export function compare(a: OobRow, b: OobRow, key: keyof OobRow): number {
  const x = a[key];
  const y = b[key];
  if (x === y) return a.index - b.index;
  if (x === undefined || x === "") return 1;
  if (y === undefined || y === "") return -1;
  if (typeof x === "number" && typeof y === "number") return x - y;
  return String(x).localeCompare(String(y), undefined, { numeric: true });
}

/** A typed cell value to what the document stores: numbers as numbers, blank removes an optional field. */
export function fieldValue(key: string, raw: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  const text = raw.trim();
  if ((UNIT_NUMBER_FIELDS as readonly string[]).includes(key)) {
    if (text === "") return { ok: true, value: undefined };
    const n = Number(text);
    return Number.isInteger(n) ? { ok: true, value: n } : { ok: false, reason: `${key.toUpperCase()} must be a whole number` };
  }
  if (text === "" && (key === "formation")) return { ok: true, value: undefined };
  return text === "" ? { ok: false, reason: `${key} cannot be empty` } : { ok: true, value: text };
}
