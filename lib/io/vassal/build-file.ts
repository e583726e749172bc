import { type XmlElement, parseXml } from "../triplea/xml";
import { imagePath } from "./piece-type";

/**
 * A VASSAL module's buildFile read into plain data: the maps with their boards
 * and grids, the prototypes, the piece palette, the players' sides and the
 * predefined set-ups. Class names are matched by their last part, so a
 * module's own subclass (`wga.Refresher`, `Terrain.TerrainMap`) of a VASSAL
 * class is read as the class it extends where the name says so.
 */
export interface VassalNumbering {
  first: "H" | "V";
  sep: string;
  hType: "N" | "A";
  vType: "N" | "A";
  hLeading: number;
  vLeading: number;
  hOff: number;
  vOff: number;
  hDescend: boolean;
  vDescend: boolean;
  stagger: boolean;
}

export interface VassalHexGrid {
  dx: number;
  dy: number;
  x0: number;
  y0: number;
  sideways: boolean;
  numbering?: VassalNumbering;
}

export interface VassalZone {
  name: string;
  /** The zone's outline in board pixels. */
  path: { x: number; y: number }[];
  /** True when the zone snaps to the board's hex grid (its hexes stay hexes); false for a box with its own grid or none. */
  useParentGrid: boolean;
  /** The class of the zone's own grid (SquareGrid, HexGrid, RegionGrid), when it has one. */
  ownGrid?: string;
}

export interface VassalBoard {
  name: string;
  /** The picture's path in the module (`images/Map_Full.png`), when the board has one. */
  image?: string;
  hexGrid?: VassalHexGrid;
  /** The board's grid when it is not a hex grid (SquareGrid, RegionGrid), for the report. */
  otherGrid?: string;
  zones: VassalZone[];
  /** Where it is in the module, for the report. */
  where: string;
}

export interface VassalSetupStack {
  name: string;
  board: string;
  x: number;
  y: number;
  location?: string;
  slots: VassalSlot[];
}

export interface VassalMap {
  name: string;
  /** Blank margins round the boards: piece positions on the map include them. */
  edgeWidth: number;
  edgeHeight: number;
  boards: VassalBoard[];
  stacks: VassalSetupStack[];
  /** A map inside a chart window (a display, a track) rather than a main map. */
  widget: boolean;
}

export interface VassalSlot {
  /** The slot's name in the palette (entryName). */
  name: string;
  /** The piece definition: VASSAL's `+/null/type/state` text. */
  definition: string;
  /** The palette folders it sits in, outermost first (tabs, lists, panels). */
  folders: string[];
}

export interface VassalPrototype {
  name: string;
  definition: string;
}

export interface VassalSetup {
  name: string;
  /** The saved game's file in the module; absent for a set-up that only starts a blank game. */
  file?: string;
  /** Menu folders it sits in. */
  menu: string[];
}

export interface VassalModule {
  name: string;
  version: string;
  vassalVersion: string;
  sides: string[];
  maps: VassalMap[];
  prototypes: VassalPrototype[];
  slots: VassalSlot[];
  setups: VassalSetup[];
}

export type BuildFileResult = { ok: true; module: VassalModule } | { ok: false; reason: string };

/** The buildFile's name in the module: VASSAL 3.7 writes `buildFile.xml`, older versions `buildFile`. */
export const BUILD_FILE_NAMES = ["buildFile.xml", "buildFile"] as const;

const is = (el: XmlElement, suffix: string) => el.name === suffix || el.name.endsWith(`.${suffix}`);

function num(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

const bool = (value: string | undefined, fallback: boolean) => (value === undefined ? fallback : value.trim() === "true");

export function parseBuildFile(text: string, file = "buildFile"): BuildFileResult {
  const parsed = parseXml(text, file);
  if (!parsed.ok) return parsed;
  const root = parsed.root;
  if (!is(root, "BasicModule") && !is(root, "GameModule")) return { ok: false, reason: `${file}: not a VASSAL module (its root element is <${root.name.slice(0, 80)}>)` };
  const mod: VassalModule = {
    name: root.attrs.name?.trim() || "VASSAL module",
    version: root.attrs.version ?? "",
    vassalVersion: root.attrs.VassalVersion ?? "",
    sides: [],
    maps: [],
    prototypes: [],
    slots: [],
    setups: [],
  };
  walk(root, mod, []);
  return { ok: true, module: mod };
}

const FOLDERS = ["TabWidget", "ListWidget", "PanelWidget", "BoxWidget", "ScrollWidget", "SplitPane", "HorizontalSplit"];

function walk(el: XmlElement, module: VassalModule, folders: string[]): void {
  for (const child of el.children) {
    if (is(child, "PlayerRoster")) module.sides.push(...child.children.filter((c) => c.name === "entry").map((c) => (c.text ?? "").trim()).filter((s) => s.length > 0));
    else if (is(child, "Map") || is(child, "WidgetMap") || is(child, "PrivateMap") || is(child, "PlayerHand")) module.maps.push(readMap(child));
    else if (is(child, "PrototypeDefinition")) module.prototypes.push({ name: child.attrs.name ?? "", definition: child.text ?? "" });
    else if (is(child, "PieceSlot") || is(child, "CardSlot")) module.slots.push({ name: child.attrs.entryName ?? "", definition: child.text ?? "", folders });
    else if (is(child, "PredefinedSetup")) readSetups(child, module.setups, []);
    else if (is(child, "PieceWindow")) walk(child, module, [...folders, ...(child.attrs.name ? [child.attrs.name] : [])]);
    else if (FOLDERS.some((f) => is(child, f))) walk(child, module, child.attrs.entryName ? [...folders, child.attrs.entryName] : folders);
    else walk(child, module, folders);
  }
}

function readSetups(el: XmlElement, out: VassalSetup[], menu: string[]): void {
  if (bool(el.attrs.isMenu, false)) {
    const inner = [...menu, el.attrs.name ?? ""];
    for (const c of el.children) if (is(c, "PredefinedSetup")) readSetups(c, out, inner);
    return;
  }
  const file = bool(el.attrs.useFile, true) && el.attrs.file ? el.attrs.file : undefined;
  out.push({ name: el.attrs.name ?? file ?? "Set-up", ...(file ? { file } : {}), menu });
}

function readMap(el: XmlElement): VassalMap {
  const map: VassalMap = {
    name: el.attrs.mapName ?? el.attrs.name ?? "Map",
    edgeWidth: num(el.attrs.edgeWidth, 0),
    edgeHeight: num(el.attrs.edgeHeight, 0),
    boards: [],
    stacks: [],
    widget: is(el, "WidgetMap"),
  };
  const visit = (e: XmlElement) => {
    for (const c of e.children) {
      if (is(c, "Board")) map.boards.push(readBoard(c, map.name));
      else if (is(c, "SetupStack")) map.stacks.push(readStack(c));
      else if (is(c, "BoardPicker")) visit(c);
    }
  };
  visit(el);
  return map;
}

function readStack(el: XmlElement): VassalSetupStack {
  const slots: VassalSlot[] = [];
  for (const c of el.children) if (is(c, "PieceSlot")) slots.push({ name: c.attrs.entryName ?? "", definition: c.text ?? "", folders: [] });
  const useLocation = bool(el.attrs.useGridLocation, false);
  return {
    name: el.attrs.name ?? "",
    board: el.attrs.owningBoard ?? "",
    x: num(el.attrs.x, 0),
    y: num(el.attrs.y, 0),
    ...(useLocation && el.attrs.location ? { location: el.attrs.location } : {}),
    slots,
  };
}

function readBoard(el: XmlElement, mapName: string): VassalBoard {
  const name = el.attrs.name ?? "Board";
  const image = el.attrs.image?.trim();
  const board: VassalBoard = { name, ...(image ? { image: imagePath(image) } : {}), zones: [], where: `map "${mapName}" board "${name}"` };
  const readGrid = (g: XmlElement) => {
    if (is(g, "HexGrid")) board.hexGrid = readHexGrid(g);
    else if (is(g, "ZonedGrid")) {
      for (const c of g.children) {
        if (is(c, "Zone")) board.zones.push(readZone(c));
        else readGrid(c);
      }
    } else if (/Grid$/.test(g.name) && !is(g, "ZonedGridHighlighter")) board.otherGrid = g.name.split(".").pop();
  };
  for (const c of el.children) readGrid(c);
  return board;
}

function readHexGrid(el: XmlElement): VassalHexGrid {
  const dy = num(el.attrs.dy, 64);
  const grid: VassalHexGrid = {
    dy,
    // VASSAL's default width is √3/2 of the height (a regular hex).
    dx: num(el.attrs.dx, (Math.sqrt(3) / 2) * dy),
    x0: num(el.attrs.x0, 0),
    y0: num(el.attrs.y0, 32),
    sideways: bool(el.attrs.sideways, false),
  };
  const n = el.children.find((c) => is(c, "HexGridNumbering"));
  if (n) grid.numbering = readNumbering(n);
  return grid;
}

function readNumbering(el: XmlElement): VassalNumbering {
  const a = el.attrs;
  const letter = (v: string | undefined, fallback: "N" | "A"): "N" | "A" => (v?.trim().charAt(0) === "A" ? "A" : v?.trim().charAt(0) === "N" ? "N" : fallback);
  return {
    first: a.first?.trim().charAt(0) === "V" ? "V" : "H",
    sep: a.sep ?? "",
    hType: letter(a.hType, "N"),
    vType: letter(a.vType, "N"),
    hLeading: num(a.hLeading, 1),
    vLeading: num(a.vLeading, 1),
    hOff: num(a.hOff, 1),
    vOff: num(a.vOff, 1),
    hDescend: bool(a.hDescend, false),
    vDescend: bool(a.vDescend, false),
    stagger: bool(a.stagger, true),
  };
}

function readZone(el: XmlElement): VassalZone {
  const path = (el.attrs.path ?? "")
    .split(";")
    .map((p) => p.split(",").map(Number))
    .filter((p) => p.length === 2 && p.every(Number.isFinite))
    .map(([x, y]) => ({ x: x as number, y: y as number }));
  const own = el.children.find((c) => /Grid$/.test(c.name));
  return { name: el.attrs.name ?? "", path, useParentGrid: bool(el.attrs.useParentGrid, false), ...(own ? { ownGrid: own.name.split(".").pop() } : {}) };
}
