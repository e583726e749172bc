import type { Report } from "../report";
import { IdMaker } from "../triplea/ids";
import type { HexMap } from "@/lib/model/map-hex";
import { DEFAULT_TERRAIN_TYPES, newHexMap } from "@/lib/painter/new-map";
import type { VassalBoard, VassalHexGrid, VassalZone } from "./build-file";
import { type GridPlacement, placeGrid } from "./hex-grid";
import { type LabelChoice, chooseLabels } from "./numbering";
import { reinforcementTurn } from "./reinforcement-turn";

/** The terrain every hex of an imported map starts as, to paint over the picture. */
export const DEFAULT_IMPORT_TERRAIN = "clear";
export const IMPORT_TERRAINS: readonly string[] = DEFAULT_TERRAIN_TYPES.map((t) => t.id);

export interface BoardPicture {
  sha256: string;
  width: number;
  height: number;
}

/** A zone that became an off-map box: its outline (board pixels), to find the pieces standing in it. */
export interface ZoneBox {
  id: string;
  name: string;
  path: { x: number; y: number }[];
}

export interface BoardMap {
  /** The VASSAL board it was made from. */
  source: VassalBoard;
  map: HexMap;
  grid: VassalHexGrid;
  placement: GridPlacement;
  labels: LabelChoice;
  boxes: ZoneBox[];
  size: { width: number; height: number };
}

export interface BoardMapOptions {
  name: string;
  terrain: string;
  nations: HexMap["nations"];
  /** How strongly the picture shows under the terrain at first. */
  opacity?: number;
}

/**
 * A Board with a hex grid as a Warbench hex map: the grid covering the
 * picture, the picture placed under it hex for hex, every hex one terrain,
 * the board's zones as off-map boxes (a zone that snaps to the hex grid is
 * part of the map and stays hexes).
 */
export function boardToMap(board: VassalBoard, grid: VassalHexGrid, picture: BoardPicture, o: BoardMapOptions, report: Report): BoardMap {
  const size = { width: picture.width, height: picture.height };
  const placement = placeGrid(grid, size.width, size.height);
  const labels = chooseLabels(grid, placement, size);
  const blank = newHexMap({ name: o.name, orientation: placement.orientation, columns: placement.columns, rows: placement.rows, offset: placement.offset, firstLabel: "0101" });
  const boxes = zoneBoxes(board, report);
  const map: HexMap = {
    ...blank,
    description: `Ported from the VASSAL board "${board.name}": the board picture lies under the grid, hex for hex. Terrain is not in a VASSAL module (it is pixels): every hex starts as ${o.terrain}; paint over the picture.`.slice(0, 20000),
    grid: { ...blank.grid, firstLabel: labels.firstLabel, labelFormat: labels.labelFormat },
    background: {
      asset: picture.sha256,
      width: size.width,
      height: size.height,
      x: placement.x,
      y: placement.y,
      scale: placement.scale,
      ...(Math.abs(placement.aspect - 1) > 1e-9 ? { aspect: placement.aspect } : {}),
      rotation: 0,
      opacity: o.opacity ?? 0.8,
    },
    ...(boxes.length > 0 ? { offMapBoxes: boxes.map((b) => ({ id: b.id, name: b.name })) } : {}),
    terrain: { legend: [{ char: "c", value: o.terrain }], rows: Array.from({ length: placement.rows }, () => "c".repeat(placement.columns)) },
    nations: o.nations,
  };
  report.info(board.where, `the hex grid (dx ${round(grid.dx)}, dy ${round(grid.dy)}, origin ${grid.x0},${grid.y0}${grid.sideways ? ", sideways" : ""}) became a ${placement.columns}×${placement.rows} ${placement.orientation}-top map covering the ${size.width}×${size.height} picture`);
  report.info(board.where, labels.note);
  report.info(board.where, `terrain is not in a VASSAL module: every hex starts as "${o.terrain}" (choose another with the terrain option); paint the terrain over the picture`);
  return { source: board, map, grid, placement, labels, boxes, size };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function zoneBoxes(board: VassalBoard, report: Report): ZoneBox[] {
  const ids = new IdMaker("box");
  const out: ZoneBox[] = [];
  board.zones.forEach((zone: VassalZone, i) => {
    const where = `${board.where} zone "${zone.name || `#${i + 1}`}"`;
    if (zone.path.length < 3) {
      report.warn(where, "the zone has no outline: not carried over");
      return;
    }
    if (!isBoxZone(zone)) {
      report.info(where, `the zone ${zone.useParentGrid ? "uses the board's hex grid" : "outlines an area of the board (no grid of its own, not a rectangle)"}: its hexes stay hexes of the map (no box)`);
      return;
    }
    const name = zone.name.trim() || `Zone ${i + 1}`;
    out.push({ id: ids.id(`box-${name}`), name: name.slice(0, 200), path: zone.path });
    const turn = reinforcementTurn(name);
    const fate = turn === null ? "pieces in it are held in the box" : `pieces in it arrive on turn ${turn}`;
    report.info(where, `became the off-map box "${name}"${zone.ownGrid ? ` (its ${zone.ownGrid} is not kept: ${fate})` : turn === null ? "" : ` (${fate})`}`);
  });
  return out;
}

/**
 * Whether a zone is a box beside the map rather than an area of it: a zone
 * with a grid of its own, or a plain rectangle; one that snaps to the board's
 * hexes, or outlines hexes (a division's set-up area), is part of the map.
 */
export function isBoxZone(zone: VassalZone): boolean {
  if (zone.useParentGrid || zone.path.length < 3) return false;
  if (zone.ownGrid) return true;
  const xs = new Set(zone.path.map((p) => p.x));
  const ys = new Set(zone.path.map((p) => p.y));
  return zone.path.length === 4 && xs.size === 2 && ys.size === 2;
}

/** Whether a board point lies inside a polygon (even-odd rule), for pieces standing in a zone. */
export function insidePath(path: readonly { x: number; y: number }[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = path.length - 1; i < path.length; j = i++) {
    const a = path[i] as { x: number; y: number };
    const b = path[j] as { x: number; y: number };
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
