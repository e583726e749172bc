import { onGrid } from "@/lib/hex/grid";
import { gridSpecOf } from "@/lib/hex/grid-spec";
import { formatLabel } from "@/lib/hex/labels";
import { pixelToHex } from "@/lib/hex/pixel";
import type { GridSpec } from "@/lib/hex/types";
import { type BoardMap, insidePath, isBoxZone } from "./board-map";
import type { VassalBoard, VassalHexGrid } from "./build-file";
import { toWarbenchFrame, vassalCentre, vassalRawHex } from "./hex-grid";
import { type BoardSize, vassalName, vassalNumbers } from "./numbering";

/**
 * Where a point of a board, in the board's pixels, lands on the imported map:
 * a hex (the one holding the point), an off-map box (a zone that became
 * one), or nowhere, with why. A set-up laid out on another board of the same
 * map (a part-map: VASSAL modules offer them, numbered as the whole map is)
 * reaches the imported map through VASSAL's hex names.
 */
export type Spot = { kind: "hex"; label: string } | { kind: "box"; id: string; name: string } | { kind: "none"; why: string };

export type Locate = (x: number, y: number) => Spot;

/** On the imported board itself: its zones' boxes, else the hex holding the point. */
export function onImportedBoard(board: BoardMap): Locate {
  const spec = gridSpecOf(board.map) as GridSpec;
  return (x, y) => {
    const box = board.boxes.find((b) => insidePath(b.path, x, y));
    if (box) return { kind: "box", id: box.id, name: box.name };
    const p = toWarbenchFrame(board.placement, x, y);
    const hex = pixelToHex(spec, p.x, p.y, 1);
    return onGrid(spec, hex) ? { kind: "hex", label: formatLabel(spec, hex) } : { kind: "none", why: `it stands at ${Math.round(x)},${Math.round(y)}, off the board's hexes` };
  };
}

/** The raw hex whose centre is nearest a point: the hex holding it (for regular hexes exactly). */
export function containingRawHex(grid: VassalHexGrid, x: number, y: number): { rawColumn: number; rawRow: number } {
  const guess = vassalRawHex(grid, x, y);
  let best = { d: Infinity, rawColumn: guess.rawColumn, rawRow: guess.rawRow };
  for (let c = guess.rawColumn - 1; c <= guess.rawColumn + 1; c++) {
    for (let r = guess.rawRow - 1; r <= guess.rawRow + 1; r++) {
      const centre = vassalCentre(grid, c, r);
      const d = (centre.x - x) ** 2 + (centre.y - y) ** 2;
      if (d < best.d) best = { d, rawColumn: c, rawRow: r };
    }
  }
  return { rawColumn: best.rawColumn, rawRow: best.rawRow };
}

/** On another board of the map: its box zones by name, its hexes by their VASSAL names; or why that cannot be. */
export function onOtherBoard(board: BoardMap, other: VassalBoard, otherSize: BoardSize): Locate | { why: string } {
  const grid = other.hexGrid;
  const n = grid?.numbering;
  if (!grid || !n) return { why: `the board "${other.name}" has no numbered hex grid to carry its positions over by` };
  if (!board.labels.follows) return { why: `the imported board's labels are not VASSAL's names, through which the board "${other.name}" would be read` };
  if (grid.sideways !== board.grid.sideways) return { why: `the board "${other.name}" turns its hexes the other way` };
  const spec = gridSpecOf(board.map) as GridSpec;
  const boxes = new Map(board.boxes.map((b) => [b.name, b]));
  const zones = other.zones.filter(isBoxZone);
  return (x, y) => {
    const zone = zones.find((z) => insidePath(z.path, x, y));
    if (zone) {
      const box = boxes.get(zone.name.trim());
      return box ? { kind: "box", id: box.id, name: box.name } : { kind: "none", why: `it is in the zone "${zone.name}" of the board "${other.name}", which is not a box of the imported board` };
    }
    const raw = containingRawHex(grid, x, y);
    const v = vassalNumbers(grid, n, otherSize, raw.rawColumn, raw.rawRow);
    const [along, down] = grid.sideways ? [v.row, v.column] : [v.column, v.row];
    const hex = { col: along - spec.firstColumn, row: down - spec.firstRow };
    const name = vassalName(grid, otherSize, raw.rawColumn, raw.rawRow);
    return onGrid(spec, hex) ? { kind: "hex", label: formatLabel(spec, hex) } : { kind: "none", why: `its hex ${name} of the board "${other.name}" is not on the imported board` };
  };
}
