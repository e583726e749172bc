import { formatLabel, type GridSpec, gridSpecOf, labelOnGrid } from "@/lib/hex";
import type { HexMap } from "@/lib/model/map-hex";

/** Rows or columns to add (positive) or remove (negative) on each side. */
export interface Resize {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Resizes a map document without moving anything painted: every hex keeps
 * its neighbours. Adding an odd number of columns on the left of a flat-top
 * map (rows on top of a pointy-top one) flips the offset parity, or the
 * stagger would shear the map. Labels are renumbered; what falls off is dropped.
 */
export function resizeMap(doc: HexMap, by: Resize): HexMap {
  const old = gridSpecOf(doc);
  if (!old) throw new Error("The map's label format does not fit its first label.");
  const columns = old.columns + by.left + by.right;
  const rows = old.rows + by.top + by.bottom;
  if (columns < 1 || rows < 1) throw new Error("A map needs at least one column and one row.");
  if (columns > 1000 || rows > 1000) throw new Error("A map can have at most 1000 columns and 1000 rows.");
  const flip = doc.grid.orientation === "flat" ? Math.abs(by.left) % 2 === 1 : Math.abs(by.top) % 2 === 1;
  const offset = flip ? (doc.grid.offset === "odd" ? "even" : "odd") : doc.grid.offset;
  const digits = (n: number) => Math.max(2, String(n).length);
  const colDigits = Math.max(old.columnDigits, digits(columns + old.firstColumn - 1));
  const rowDigits = Math.max(old.rowDigits, digits(rows + old.firstRow - 1));
  const spec: GridSpec = { ...old, columns, rows, offset, columnDigits: colDigits, rowDigits };
  const grid: HexMap["grid"] = {
    ...doc.grid,
    columns,
    rows,
    offset,
    labelFormat: "C".repeat(colDigits) + "R".repeat(rowDigits),
    firstLabel: String(old.firstColumn).padStart(colDigits, "0") + String(old.firstRow).padStart(rowDigits, "0"),
  };

  const move = (label: string): string | null => {
    const hex = labelOnGrid(old, label);
    if (!hex) return null;
    const moved = { col: hex.col + by.left, row: hex.row + by.top };
    if (moved.col < 0 || moved.row < 0 || moved.col >= columns || moved.row >= rows) return null;
    return formatLabel(spec, moved);
  };
  const moveRows = (layerRows: string[], fill: string) => {
    const out: string[] = [];
    for (let r = 0; r < rows; r++) {
      const source = layerRows[r - by.top];
      let row = "";
      for (let c = 0; c < columns; c++) row += source?.[c - by.left] ?? fill;
      out.push(row);
    }
    return out;
  };
  const fillChar = doc.terrain.legend[0]?.char ?? "?";

  return {
    ...doc,
    grid,
    terrain: { ...doc.terrain, rows: moveRows(doc.terrain.rows, fillChar) },
    ...(doc.borders ? { borders: { ...doc.borders, rows: moveRows(doc.borders.rows, ".") } } : {}),
    hexsides: doc.hexsides.map((g) => ({
      ...g,
      sides: g.sides.flatMap((s) => {
        const [a, b] = s.split("-");
        const ma = move(a ?? "");
        const mb = move(b ?? "");
        return ma && mb ? [`${ma}-${mb}`] : [];
      }),
    })),
    roads: doc.roads.flatMap((r) => {
      const path = r.path.map(move);
      const pieces: string[][] = [[]];
      for (const p of path) {
        if (p) pieces[pieces.length - 1]!.push(p);
        else pieces.push([]);
      }
      return pieces.filter((p) => p.length >= 2).map((p) => ({ ...r, path: p }));
    }),
    features: doc.features.flatMap((f) => {
      const hex = move(f.hex);
      return hex ? [{ ...f, hex }] : [];
    }),
    seaZones: doc.seaZones.map((z) => ({ ...z, hexes: z.hexes.map(move).filter((h): h is string => h !== null) })),
    labels: doc.labels.flatMap((l) => {
      const hex = move(l.hex);
      return hex ? [{ ...l, hex }] : [];
    }),
  };
}
